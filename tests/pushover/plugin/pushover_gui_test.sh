#!/bin/bash
# Push Over in the window (Xvfb when no display is set): from the launcher, pick the
# preset "Against the computer" on Push Over's card and play; click the arrow of G2 with a
# real mouse event; the medium computer answers; quit with Q and check the Continue file:
# the computer's settings, G2 then one reply of the computer. Then the menu (RULES, 004:
# "M opens the menu"): M, save the game from it; Shift+M, a new game from it; M, then its
# entry "Load the last saved game" brings the saved moves back; the clock stops while the menu is
# up. Screenshots in ARTIFACTS
# (launcher, the game before and after, the menu, and the list of moves (P) at 800x600,
# for the eye).
#
# usage: pushover_gui_test.sh PLATEAU PLUGIN_DIR SOURCE_DIR ARTIFACTS
#
# Where to click, from the window's fixed layout at 1024x720 (see tests/gui):
#   launcher: the first card's preset arrow "next" is at (308, 420), Play at (124, 462)
#   (it shrinks to make room for Continue only when a saved game exists: none here).
#   The presets are "Your settings", then the plugin's: classic, match, computer, ...
#   game screen: the board area is (16, 60) 992 x 608. Push Over (plugins/pushover/view/
#   placement.cpp) fits 5 cells + 2 x 0.85 for the ring of arrows across, and that + 1.15
#   (header) + 0.85 (footer) down: cell = min(992 / 6.7, 608 / 8.7), centred.
set -u
PLATEAU=$1
PLUGIN_DIR=$2
SOURCE_DIR=$3
ARTIFACTS=$4
# shellcheck source=../../gui/gui_driver.sh
. "$SOURCE_DIR/tests/gui/gui_driver.sh"
gui_setup

# A scratch configuration: only Push Over, no animation, light theme (gui_setup gives the
# user's own settings folder a scratch one too, so nobody's saved preferences change it).
write_config() {
    gui_game_config "$SOURCE_DIR" pushover
    gui_config "$1" "$2" "plugin_dirs = [\"$PLUGIN_DIR\"]" 'plugins = ["pushover"]'
}
start() { gui_start --config "$WORK/config/plateau.toml" --data-dir "$WORK/data"; }

# The centre of the arrow of a left-side insertion G<row> on the 1024x720 game screen.
left_arrow() {
    awk -v r="$1" 'BEGIN {
        c = 992 / 6.7; if (608 / 8.7 < c) c = 608 / 8.7
        left = 16 + (992 - 6.7 * c) / 2; top = 60 + (608 - 8.7 * c) / 2
        plate_top = top + 1.15 * c
        printf "%d %d\n", left + 0.85 * c / 2, plate_top + 0.85 * c + (r - 0.5) * c }'
}

# ---- 1024x720: against the computer ------------------------------------------------------
write_config 1024 720
start
for _ in 1 2 3; do gui_click 308 420; done  # "Your settings" -> classic -> match -> computer
gui_shot pushover-gui-launcher
gui_click 124 462  # Play
gui_shot pushover-gui-start
# shellcheck disable=SC2046
gui_click $(left_arrow 2)
sleep 1.5  # the computer's answer (medium: at once)
gui_shot pushover-gui-after-reply
gui_quit

CONTINUE="$WORK/data/continue/pushover.toml"
[ -f "$CONTINUE" ] || gui_fail "no Continue file at $CONTINUE"
cp "$CONTINUE" "$ARTIFACTS/pushover-gui-continue.toml"
grep -q '^player2_kind = "computer"' "$CONTINUE" || gui_fail "the game was not against the computer"
moves=$(gui_moves "$CONTINUE")
echo "Continue file moves: $moves"
[[ "$moves" =~ ^G2,[HBGD][1-5]$ ]] || gui_fail "the Continue file holds moves [$moves], not G2 and the computer's reply"

# ---- 1024x720: the menu (M) ----------------------------------------------------------------
start
gui_key c  # Continue: the game above
gui_key m
gui_shot pushover-gui-menu
[ "$(gui_moves "$CONTINUE")" = "$moves" ] || gui_fail "M reached the game: the moves are [$(gui_moves "$CONTINUE")]"
# Resume has the keyboard; Down three times, past New game and New game with a preset:
# "Save the game…" (Load is off: nothing saved yet).
gui_key Down Down Down Return  # the save prompt, its name filled in
gui_shot pushover-gui-menu-save
gui_key Return
saves=("$WORK"/data/saves/pushover/*.toml)
if [ "${#saves[@]}" -ne 1 ] || [ ! -f "${saves[0]}" ]; then
    gui_fail "the menu's Save did not write one save: ${saves[*]}"
fi
[ "$(gui_moves "${saves[0]}")" = "$moves" ] ||
    gui_fail "the save holds [$(gui_moves "${saves[0]}")], not [$moves]"
gui_key M           # Shift+M opens it too
gui_key Down Return # New game
[ -z "$(gui_moves "$CONTINUE")" ] || gui_fail "the menu's New game left the moves [$(gui_moves "$CONTINUE")]"
gui_key m
gui_shot pushover-gui-menu-load
gui_key Down Down Down Down Return # Load the last saved game (the fifth entry)
[ "$(gui_moves "$CONTINUE")" = "$moves" ] ||
    gui_fail "the menu's Load brought back [$(gui_moves "$CONTINUE")], not [$moves]"
gui_shot pushover-gui-menu-loaded
# The menu pauses the game: 5 s with it open add nothing to the time played (what the game
# screen adds outside it, the keys' half seconds and the quit, stays well under 4 s).
elapsed() { sed -n 's/^elapsed = //p' "$CONTINUE"; }
loaded_at=$(elapsed)  # written by the load
gui_key m
sleep 5
gui_key Escape
gui_quit
echo "time played: $loaded_at s at the load, $(elapsed) s after 5 s in the menu"
awk -v a="$loaded_at" -v b="$(elapsed)" 'BEGIN { exit !(a > 0 && b >= a && b - a < 4) }' ||
    gui_fail "the menu did not stop the clock: $loaded_at s, then $(elapsed) s"

# ---- 800x600: the game with its list of moves, for the eye --------------------------------
write_config 800 600
start
gui_key c  # Continue
gui_key p  # the list of possible pushes
gui_shot pushover-gui-800-moves
gui_key m
gui_shot pushover-gui-800-menu
gui_quit
echo "screenshots in $ARTIFACTS"
echo PASS
