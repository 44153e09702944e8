#!/bin/bash
# A narrow game screen folds the toolbar's commands needed least behind "⋮" and keeps the bar
# one row high (the board starts under one row, not three).
#   Lights Out at 640x480: the bar holds New, Undo, Redo, Settings, Help, Menu and "⋮";
#   Restart, Save and Load are folded. With the one-row bar (44 px) the board area is
#   (16, 60) 608 x 368 and Lights Out's 5x5 cells sit 70 px apart, the first centred at
#   (180, 104): clicks there are moves only if the bar is one row high.
#   1. A move (2 2). "⋮" opens the list; a click elsewhere (on cell 0 0) closes it and is
#      not a move.
#   2. "⋮", then the list's first row, Restart: the game restarts (the history's "restart").
#   3. A move (4 4); "⋮", then the keys: Down shows the ring on Restart, Down moves it to
#      Save, Up back, Enter restarts again.
#   4. "⋮" then Esc closes the list: the next click (1 3) is a move.
# The Continue file then holds exactly: 2 2, restart, 4 4, restart, 1 3.
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

cell() { echo $((180 + 70 * $1)) $((104 + 70 * $2)); }
MORE="614 22"    # "⋮", the bar's last button, its right edge at 640 - 12
RESTART="560 70" # the list's first row (Restart), under "⋮", right-aligned with it

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
gui_click $RESTART
# shellcheck disable=SC2046
gui_click $(cell 4 4)
# shellcheck disable=SC2086
gui_click $MORE
gui_key Down
gui_shot overflow-list-keys
gui_key Down Up Return
# shellcheck disable=SC2086
gui_click $MORE
gui_key Escape
# shellcheck disable=SC2046
gui_click $(cell 1 3)
gui_quit
[ -f "$CONTINUE" ] || gui_fail "no Continue file"
moves=$(gui_moves "$CONTINUE")
[ "$moves" = "2 2,restart,4 4,restart,1 3" ] ||
    gui_fail "the Continue file holds [$moves], not [2 2,restart,4 4,restart,1 3]"

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
