#!/bin/bash
# A narrow game screen folds the toolbar's commands needed least behind "⋮" and keeps the bar
# one row high (the board starts under one row, not three).
#   Lights Out at 640x480: the bar holds New, Restart, Undo, Redo, Help, Menu and "⋮"; Save,
#   Load and Settings are folded, in that order in the list. With the one-row bar (44 px)
#   the board area is (16, 60) 608 x 368 and Lights Out's 5x5 cells sit 70 px apart, the
#   first centred at (180, 104): clicks there are moves only if the bar is one row high.
#   1. A move (2 2). "⋮" opens the list; a click elsewhere (on cell 0 0) closes it and is
#      not a move.
#   2. "⋮", then the list's first row, Save: the save panel; Enter saves (a file appears).
#   3. A move (4 4); "⋮", then the keys: Down shows the ring on Save, Down moves it to Load,
#      Up back, Down again, Enter: the load panel; Enter loads the save (2 2 alone again).
#   4. "⋮" then Esc closes the list: the next click (1 3) is a move.
# The Continue file then holds 2 2 and 1 3: the click that closed the list was not a move,
# and 4 4 went with the load.
# Screenshots (ARTIFACTS): the bar and the open list, light, and French dark at 640x480.
#
# usage: toolbar_overflow_gui_test.sh PLATEAU PLUGIN_DIR SOURCE_DIR ARTIFACTS
set -u
PLATEAU=$1
PLUGIN_DIR=$2
SOURCE_DIR=$3
ARTIFACTS=$4
# shellcheck source=gui_driver.sh
. "$SOURCE_DIR/tests/gui/gui_driver.sh"
gui_setup
CONTINUE="$WORK/data/continue/lightsout.toml"
SAVES="$WORK/data/saves/lightsout"

cell() { echo $((180 + 70 * $1)) $((104 + 70 * $2)); }
MORE="614 22"  # "⋮", the bar's last button, its right edge at 640 - 12
FIRST="560 70" # the list's first row (Save), under "⋮", right-aligned with it

gui_config_only lightsout 640 480
gui_start play lightsout --seed 5 --config "$WORK/config/plateau.toml" --data-dir "$WORK/data"
gui_shot overflow-bar
# shellcheck disable=SC2046
gui_click $(cell 2 2)
# shellcheck disable=SC2086
gui_click $MORE
gui_shot overflow-list
[ "$(gui_pixel overflow-bar 560 70)" != "$(gui_pixel overflow-list 560 70)" ] ||
    gui_fail "\"⋮\" at ($MORE) opened no list"
# shellcheck disable=SC2046
gui_click $(cell 0 0) # closes the list, no move
# shellcheck disable=SC2086
gui_click $MORE
# shellcheck disable=SC2086
gui_click $FIRST
gui_shot overflow-save
gui_key Return
saves=$(find "$SAVES" -name '*.toml' 2>/dev/null | wc -l)
[ "$saves" -eq 1 ] || gui_fail "Save from the list: $saves save files, not 1"
# shellcheck disable=SC2046
gui_click $(cell 4 4)
# shellcheck disable=SC2086
gui_click $MORE
gui_key Down
gui_shot overflow-list-keys
gui_key Down Up Down Return
gui_shot overflow-load
gui_key Return
# shellcheck disable=SC2086
gui_click $MORE
gui_key Escape
# shellcheck disable=SC2046
gui_click $(cell 1 3)
gui_quit
[ -f "$CONTINUE" ] || gui_fail "no Continue file"
moves=$(gui_moves "$CONTINUE")
[ "$moves" = "2 2,1 3" ] || gui_fail "the Continue file holds [$moves], not [2 2,1 3]"

# For the eye: French and dark at 640x480, the list open.
GUI_THEME=dark gui_config 640 480 "plugin_dirs = [\"$PLUGIN_DIR\"]" 'plugins = ["lightsout"]' \
    'language = "fr"'
gui_start play lightsout --seed 5 --config "$WORK/config/plateau.toml" --data-dir "$WORK/data"
gui_shot overflow-bar-fr-dark
# shellcheck disable=SC2086
gui_click $MORE
gui_shot overflow-list-fr-dark
gui_key Escape
gui_quit
echo "ok: the folded commands, by the mouse and the keys"
