#!/bin/bash
# A board too large for the window scrolls: `plateau play samegame --layout` a 100x100
# board of one-colour rows (each row a group, named "0 R") in a 1200x720 window. SameGame
# asks for cells of at least 8 px, so the board is taller than its area and the wheel
# scrolls it. A click at the top plays row 99; six notches down, a click near the bottom
# of the area plays row 0 (without the scroll, that point is row 32). The Continue file
# holds both moves.
#
# usage: scroll_board_gui_test.sh PLATEAU ARTIFACTS
#
# Where things are: at 1200x720 the board area is (16, 60) 1168 x 608. SameGame's minimum
# area for 100x100 (plugins/samegame/view/view_geometry.hpp, min_area) is 837 x 868, so the
# board is 1168 x 868: a 2% margin of 17.36 px, a caption of 30 px, cells of
# floor(min((1168 - 34.72) / 100.25, (868 - 30 - 34.72) / 100.25)) = 8 px, the pieces from
# x = round((1168 - 800) / 2) = 184 and y = round((868 - 800 - 30) / 2) = 19. Row R's
# middle is at board y = 19 + 8 (99 - R) + 4; the scroll stops at 868 - 608 = 260.
set -u
PLATEAU=$1
ARTIFACTS=$2
HERE=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=gui_driver.sh
. "$HERE/gui_driver.sh"
gui_setup
gui_config 1200 720
awk 'BEGIN { for (r = 0; r < 100; r++) { c = (r % 2 == 0) ? "R" : "G"; s = ""; for (i = 0; i < 100; i++) s = s c; print s } }' \
    >"$WORK/rows.txt"

gui_start play samegame --layout "$WORK/rows.txt" --config "$WORK/config/plateau.toml" \
    --data-dir "$WORK/data"
x=$((16 + 184 + 4))
gui_click "$x" $((60 + 19 + 4))  # the top row: row 99
gui_shot scroll-board-top
gui_wheel DOWN 6
gui_shot scroll-board-scrolled
gui_click "$x" $((60 + 19 + 8 * 99 + 4 - 260))  # row 0, once scrolled to the end
gui_shot scroll-board-bottom-played
gui_quit

CONTINUE="$WORK/data/continue/samegame.toml"
[ -f "$CONTINUE" ] || gui_fail "no Continue file at $CONTINUE"
moves=$(gui_moves "$CONTINUE")
[ "$moves" = "0 99,0 0" ] || gui_fail "the moves played are [$moves], not [0 99,0 0]"
echo PASS
