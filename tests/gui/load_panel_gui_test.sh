#!/bin/bash
# The Load panel (Ctrl+O) on three saves of Lights Out made by the text mode: two good
# ones and one whose second move is off the board. Each row shows a picture of the saved
# position, its moves and when it was saved; the broken one is marked with its reason and
# cannot be loaded. Delete asks first (Esc keeps the file), then deletes only that file;
# Load brings back the chosen save's moves. Screenshots (ARTIFACTS) at 1024x720 light and
# 800x600 dark, for the eye.
#
# usage: load_panel_gui_test.sh PLATEAU PLUGIN_DIR SOURCE_DIR ARTIFACTS
set -u
PLATEAU=$1
PLUGIN_DIR=$2
SOURCE_DIR=$3
ARTIFACTS=$4
HERE=$(cd "$(dirname "$0")" && pwd)

# shellcheck source=gui_driver.sh
. "$HERE/gui_driver.sh"
gui_setup

start() { gui_start --config "$WORK/config/plateau.toml" --data-dir "$WORK/data" "$@"; }

SAVES="$WORK/data/saves/lightsout"
CONTINUE="$WORK/data/continue/lightsout.toml"
make_saves() {
    mkdir -p "$SAVES"
    rm -f "$SAVES"/*.toml
    # The text mode writes them, as a player of the terminal would.
    printf '0 0\n2 2\nsave %s\nquit\n' "$SAVES/morning.toml" |
        "$PLATEAU" --config "$WORK/config/plateau.toml" --data-dir "$WORK/data" \
            play lightsout --text --seed 42 >/dev/null || gui_fail "text mode: no save"
    printf '4 4\nsave %s\nquit\n' "$SAVES/evening.toml" |
        "$PLATEAU" --config "$WORK/config/plateau.toml" --data-dir "$WORK/data" \
            play lightsout --text --seed 7 >/dev/null || gui_fail "text mode: no save"
    # The broken one: morning's second move made one the 5x5 board refuses.
    sed 's/^  "2 2",$/  "7 7",/' "$SAVES/morning.toml" >"$SAVES/broken.toml"
    grep -q '"7 7"' "$SAVES/broken.toml" || gui_fail "the broken save was not made"
    # Newest first in the panel: evening, morning, broken.
    touch -d '2026-01-03 10:00' "$SAVES/evening.toml"
    touch -d '2026-01-02 10:00' "$SAVES/morning.toml"
    touch -d '2026-01-01 10:00' "$SAVES/broken.toml"
}

# ---- 1024x720, light: the checks --------------------------------------------------------
gui_config_only lightsout 1024 720
make_saves
start play lightsout --seed 5
gui_key ctrl+o
gui_shot gui-load-1024
gui_key Down Down                   # the broken save: its reason under the list
gui_shot gui-load-1024-broken
gui_key Return                      # Load is refused for it: the panel stays
gui_alive "Enter on a broken save"
gui_key Delete                      # asks first...
gui_shot gui-load-1024-confirm
gui_key Escape                      # ...and Esc keeps it
[ -f "$SAVES/broken.toml" ] || gui_fail "Esc at the question deleted the save"
gui_key Delete
gui_key Right Return                # focus from Cancel to Delete, pressed
[ -f "$SAVES/broken.toml" ] && gui_fail "Delete did not delete broken.toml"
[ -f "$SAVES/morning.toml" ] || gui_fail "Delete removed morning.toml too"
[ -f "$SAVES/evening.toml" ] || gui_fail "Delete removed evening.toml too"
gui_shot gui-load-1024-deleted
gui_key Return                      # the selection moved to morning: load it
gui_shot gui-load-1024-loaded
gui_quit
[ -f "$CONTINUE" ] || gui_fail "no Continue file at $CONTINUE"
moves=$(gui_moves "$CONTINUE")
[ "$moves" = "0 0,2 2" ] || gui_fail "the loaded game holds moves [$moves], not morning's [0 0,2 2]"
grep -q '^seed = "42"$' "$CONTINUE" || gui_fail "the loaded game is not morning's seed 42"

# ---- 800x600, dark: for the eye ---------------------------------------------------------
GUI_THEME=dark gui_config_only lightsout 800 600
make_saves
start play lightsout --seed 5
gui_key ctrl+o
gui_shot gui-load-800-dark
gui_key Down Down
gui_shot gui-load-800-dark-broken
gui_key Escape
gui_quit
echo "screenshots in $ARTIFACTS"
echo PASS
