#!/bin/bash
# Minesweeper in the window, under X (Xvfb when no display is set): choose the Expert preset
# on the launcher's card, play, flag a cell with the right button, open a cell with the left
# button, take the flag off again, ask for a hint, take screenshots, quit with Q, and check
# that the Continue file holds the three moves.
#
# usage: minesweeper_gui_test.sh PLATEAU PLUGIN_DIR SOURCE_DIR ARTIFACTS
#
# Where to click comes from the window's deterministic layout at 1024x720 (see
# tests/gui/lightsout_gui_test.sh): the only card starts at (33, 108), 306 px wide; its
# preset arrows are at (47, 404) and (293, 404), 32 x 32, and Play at (47, 446), 155 x 32.
# The card's presets are "Your settings", then beginner, intermediate, expert, seed: three
# clicks on the right arrow give Expert. The game's board area is (16, 60) 992 x 608. The
# game's header (the mines counter) takes round(clamp(0.06 x 608, 20, 34)) = 34 px and a
# gap of 10, leaving 564 px; Expert's 30x16 cells are floor(min(992 / 30, 564 / 16)) = 33
# px, the board 990 x 528, centred: from (16 + 1, 60 + 44 + 18) = (17, 122).
set -u
PLATEAU=$1
PLUGIN_DIR=$2
SOURCE_DIR=$3
ARTIFACTS=$4
# shellcheck source=../../gui/gui_driver.sh
. "$SOURCE_DIR/tests/gui/gui_driver.sh"
gui_setup
gui_game_config "$SOURCE_DIR" minesweeper
gui_config 1024 720 "plugin_dirs = [\"$PLUGIN_DIR\"]" 'plugins = ["minesweeper"]'
gui_start --config "$WORK/config/plateau.toml" --data-dir "$WORK/data"

# The centre of Expert's cell (column, row), from 1.
cell() { echo $((33 * $1)) $((105 + 33 * $2)); }

gui_shot minesweeper-launcher
for _ in 1 2 3; do gui_click 309 420; done   # the preset's right arrow: Expert
gui_shot minesweeper-launcher-expert
gui_click 124 462                            # Play
gui_shot minesweeper-expert-start
# shellcheck disable=SC2046
gui_click $(cell 1 1) 3                      # right button: flag (1,1)
# shellcheck disable=SC2046
gui_click $(cell 15 8) 1                     # left button: the first open, in the middle
gui_shot minesweeper-expert-opened
# shellcheck disable=SC2046
gui_click $(cell 1 1) 3                      # the flag comes off (the flood never opens it)
gui_key h                                    # a hint, highlighted on the board
sleep 0.5
gui_shot minesweeper-expert-hint
gui_key Right Right Down                     # the keyboard cursor
gui_shot minesweeper-expert-cursor

gui_quit

CONTINUE="$WORK/data/continue/minesweeper.toml"
[ -f "$CONTINUE" ] || gui_fail "no Continue file at $CONTINUE"
cp "$CONTINUE" "$ARTIFACTS/minesweeper-continue.toml"
grep -q '^cols = 30' "$CONTINUE" && grep -q '^rows = 16' "$CONTINUE" && grep -q '^mines = 99' "$CONTINUE" ||
    gui_fail "the saved game is not Expert: $(cat "$CONTINUE")"
moves=$(gui_moves "$CONTINUE")
[ "$moves" = "f 1 1,o 15 8,f 1 1" ] || gui_fail "the Continue file holds moves [$moves], not [f 1 1,o 15 8,f 1 1]"
echo "Continue file moves: $moves"
echo "screenshots in $ARTIFACTS"
echo PASS
