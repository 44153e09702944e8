#!/bin/bash
# Game IDs in the window (issue 19):
#   1. `plateau play lightsout:size=4#31` opens that game; its menu (F10) shows the ID and
#      "Copy the game ID" puts it on the clipboard.
#   2. In the launcher, I (Play a Game ID…) opens a prompt that starts with the clipboard's
#      ID; Enter plays it: the Continue file then holds size 4 and seed 31.
#   3. A bad ID is refused in the prompt with the reason, and no game starts.
#   4. The menu and the prompt again in the dark theme at 800x600 (screenshots).
#
# usage: game_id_gui_test.sh PLATEAU PLUGIN_DIR SOURCE_DIR ARTIFACTS
#
# The game menu's entries, for the keyboard: Resume, New game, New game with a preset, Save,
# Load (off: no save yet), Copy the game ID, Quit; the focus starts on Resume, Down skips
# what is off.
set -u
PLATEAU=$1
PLUGIN_DIR=$2
SOURCE_DIR=$3
ARTIFACTS=$4
# shellcheck source=gui_driver.sh
. "$SOURCE_DIR/tests/gui/gui_driver.sh"
gui_setup
gui_game_config "$SOURCE_DIR" lightsout
DATA="$WORK/data"
CONTINUE="$DATA/continue/lightsout.toml"
start() { gui_start --config "$WORK/config/plateau.toml" --data-dir "$DATA" "$@"; }
wait_for_file() {
    for _ in $(seq 1 50); do
        [ -f "$1" ] && return 0
        sleep 0.1
    done
    return 1
}
# The Continue file says seed 31 and size 4.
expect_the_id_game() {
    grep -q '^seed = "31"$' "$CONTINUE" || gui_fail "$1: the Continue file has no seed 31: $(cat "$CONTINUE")"
    grep -q '^size = 4$' "$CONTINUE" || gui_fail "$1: the Continue file has no size 4: $(cat "$CONTINUE")"
}

# ---- 1. The game an ID names, its menu, Copy ----------------------------------------------
gui_config 1280 800 "plugin_dirs = [\"$PLUGIN_DIR\"]"
start play 'lightsout:size=4#31'
gui_key F10
gui_shot game-id-menu # "Copy the game ID · lightsout:size=4#31"
gui_key Down Down Down Down Return # Copy
gui_shot game-id-copied      # the notice "Game ID copied: ..."
gui_key Escape               # back to the launcher: the game is written to Continue
wait_for_file "$CONTINUE" || gui_fail "no Continue file after leaving the game"
expect_the_id_game "plateau play ID"

# ---- 2. Play a Game ID: the clipboard's ID, played ------------------------------------------
rm -f "$CONTINUE"
gui_key i
gui_shot game-id-prompt # the field holds the copied ID
gui_key Return
gui_alive "after playing the ID"
gui_key Escape # back: Continue written again
wait_for_file "$CONTINUE" || gui_fail "Play a Game ID did not start the game (no Continue file)"
expect_the_id_game "Play a Game ID"

# ---- 3. A bad ID: refused in the prompt ---------------------------------------------------
rm -f "$CONTINUE"
gui_key i
for _ in $(seq 1 30); do xdotool key --window "$WINDOW" BackSpace; done
xdotool type --window "$WINDOW" 'lightsout:size=10#1'
gui_key Return
gui_shot game-id-refused # the reason under the field
gui_alive "after a bad ID"
compgen -G "$DATA/running/*" >/dev/null && gui_fail "a game started from a bad ID"
gui_key Escape
[ -f "$CONTINUE" ] && gui_fail "a Continue file after a refused ID"
gui_quit

# ---- 4. Dark, 800x600 -------------------------------------------------------------------------
gui_config 800 600 "plugin_dirs = [\"$PLUGIN_DIR\"]"
sed -i 's/^theme = "light"$/theme = "dark"/' "$WORK/config/plateau.toml"
start play 'lightsout:size=4#31'
gui_key F10
gui_shot game-id-menu-dark-800
gui_key Escape Escape
gui_key i
gui_shot game-id-prompt-dark-800
gui_key Escape
gui_quit
echo "game IDs: played, copied, pasted, refused"
