#!/bin/bash
# SameGame in the real window (Xvfb when no display is set), with real mouse and key
# events (xdotool): open SameGame from the launcher, hover a group (its pieces lit and
# "12 pieces · 121 points" under the board), click it, check the score; then play a tiny
# board to its end for the game-over panel and its high score; solve a board (the moves
# played one by one, animated, the last one undone); and look at the shapes style and the
# keyboard cursor. Screenshots go to ARTIFACTS.
#
# usage: samegame_gui_test.sh PLATEAU PLUGIN_DIR SOURCE_DIR ARTIFACTS
#
# Where to click comes from the window's layout at 1024x720 (see tests/gui): the first
# card's Play button is at (124, 422); the game's board area is (16, 60) 992 x 608. In it
# SameGame (plugins/samegame/view/view_geometry.hpp) keeps a caption strip of
# clamp(round(6% of 608), 18, 30) = 30 px under the board, a 2% margin (12.16 px), room
# for a padding of a quarter cell, and centres the board:
#   cell = floor(min((992 - 24.32) / (cols + 0.25), (608 - 30 - 24.32) / (rows + 0.25)))
#   left = round((992 - cell * cols) / 2), top = round((608 - cell * rows - 30) / 2)
# The 8x6 board of this test: cell 88, board at (160, 85) in the window, caption strip at
# y 613..643.
set -u
PLATEAU=$1
PLUGIN_DIR=$2
SOURCE_DIR=$3
ARTIFACTS=$4
# shellcheck source=../../gui/gui_driver.sh
. "$SOURCE_DIR/tests/gui/gui_driver.sh"
gui_setup

# A scratch configuration: only SameGame, the given animations, and the game's own file.
write_config() {  # ANIMATIONS GAME_TOML
    GUI_ANIMATIONS=$1 gui_config 1024 720 "plugin_dirs = [\"$PLUGIN_DIR\"]" 'plugins = ["samegame"]'
    printf '%s\n' "$2" >"$WORK/config/games/samegame.toml"
}
# Each part starts from an empty data folder: no Continue card, no high scores.
start() {
    rm -rf "$WORK/data"
    gui_start --config "$WORK/config/plateau.toml" --data-dir "$WORK/data"
}
# The share of light pixels (text) in the caption strip of the 8x6 board.
caption_ink() {
    convert "$ARTIFACTS/$1.png" -crop 704x30+160+613 +repage -colorspace gray -threshold 70% \
        -format "%[fx:mean]" info:
}

# The centre of cell (column, row from the bottom) of a cols x rows board, in the window.
cell() {  # COLS ROWS COL ROW
    awk -v cols="$1" -v rows="$2" -v c="$3" -v r="$4" 'function round(x) { return int(x + 0.5) }
        BEGIN {
            m = 608 * 0.02; a = (992 - 2 * m) / (cols + 0.25); b = (608 - 30 - 2 * m) / (rows + 0.25)
            s = int(a < b ? a : b)
            left = 16 + round((992 - s * cols) / 2); top = 60 + round((608 - s * rows - 30) / 2)
            printf "%d %d\n", left + s * (c + 0.5), top + s * (rows - 1 - r + 0.5)
        }'
}

# ---- Hover a group, click it, check the score ---------------------------------------------
# Columns 0 and 1 are B B G G R R from the bottom, columns 2 and 3 B B B B G G: the B group
# is rows 0-1 of columns 0-3 and rows 2-3 of columns 2-3, 12 pieces: (12-1)^2 = 121 points.
write_config false 'fill = "layout"
layout = ["RRGGBBRR", "RRGGBBRR", "GGBBRRGG", "GGBBRRGG", "BBBBGGBB", "BBBBGGBB"]'
start
gui_shot sg-launcher
gui_click 124 462  # SameGame's Play
gui_point 5 700    # the pointer off the board (on the status bar)
gui_shot sg-start
# shellcheck disable=SC2046
gui_point $(cell 8 6 2 2)
gui_shot sg-hover
# shellcheck disable=SC2046
before=$(gui_pixel sg-start $(cell 8 6 1 0))
# shellcheck disable=SC2046
lit=$(gui_pixel sg-hover $(cell 8 6 1 0))
# shellcheck disable=SC2046
other_before=$(gui_pixel sg-start $(cell 8 6 7 0))
# shellcheck disable=SC2046
other_lit=$(gui_pixel sg-hover $(cell 8 6 7 0))
echo "piece (1,0): $before -> $lit; piece (7,0), another group: $other_before -> $other_lit"
[ "$before" != "$lit" ] || gui_fail "the hovered group is not highlighted"
[ "$other_before" = "$other_lit" ] || gui_fail "a piece outside the group changed"
ink_start=$(caption_ink sg-start)
ink_hover=$(caption_ink sg-hover)
echo "caption ink: $ink_start without a group, $ink_hover with one"
awk -v a="$ink_start" -v b="$ink_hover" 'BEGIN { exit !(a < 0.002 && b > 0.005) }' ||
    gui_fail "the caption does not show the hovered group's size and points"
# shellcheck disable=SC2046
gui_click $(cell 8 6 1 0)
gui_shot sg-after-click
gui_quit

CONTINUE="$WORK/data/continue/samegame.toml"
[ -f "$CONTINUE" ] || gui_fail "no Continue file at $CONTINUE"
cp "$CONTINUE" "$ARTIFACTS/sg-continue.toml"
# The score of the saved game, through the text mode's `load`.
reply=$(printf 'load %s\n' "$CONTINUE" |
    "$PLATEAU" --config "$WORK/config/plateau.toml" --data-dir "$WORK/text-data" play samegame --text)
echo "$reply" | tail -n 1
echo "$reply" | grep -qx 'status: moves=1 turn=1 over=0 result=none score=121' ||
    gui_fail "after the click the game is not at 1 move and 121 points: $reply"

# ---- A tiny board to its end: the game-over panel -----------------------------------------
# G G under R R: the G pair (1 point), then the R pair (1 point) clears the board: won,
# 1 + 1 + the clear bonus of 10 = 12, which enters the high scores.
write_config false 'fill = "layout"
layout = ["RR", "GG"]
clear_bonus = 10'
start
gui_click 124 462
# shellcheck disable=SC2046
gui_click $(cell 2 2 0 0)
# shellcheck disable=SC2046
gui_click $(cell 2 2 0 0)
sleep 0.5
gui_shot sg-game-over  # the panel: won, score 12 (1 + 1 + the bonus of 10), a high score
gui_click 452 427      # its Back button (the panel takes Q while it shows)
gui_quit
grep -q 'value = 12$' "$WORK/data/scores.toml" ||
    gui_fail "the won game's 12 points are not in the high scores: $(cat "$WORK/data/scores.toml" 2>&1)"

# ---- Solve: the best sequence played move by move, animated, each move undoable ----------
# The toolbar's Solve... (the last button, at (972, 22)) asks for the seconds; 0.3 s of
# search, then the moves are played one at a time, each after the 0.3 s animation of the
# one before. The Continue file is written after every move: read while the moves are
# being played, it holds some of them only.
continue_moves() {  # the number of moves in the Continue file
    gui_moves "$WORK/data/continue/samegame.toml" | tr ',' '\n' | grep -c .
}
text_status() {  # the Continue file's game, loaded in the text mode: its status line
    printf 'load %s\n' "$WORK/data/continue/samegame.toml" |
        "$PLATEAU" --config "$WORK/config/plateau.toml" --data-dir "$WORK/text-data" play samegame --text |
        tail -n 1
}
write_config true 'fill = "layout"
layout = ["RRGGBBRR", "RRGGBBRR", "GGBBRRGG", "GGBBRRGG", "BBBBGGBB", "BBBBGGBB"]'
start
gui_click 124 462
gui_point 5 700
gui_shot sg-solve-start
gui_click 972 22  # Solve...: the prompt for the seconds
xdotool type --window "$WINDOW" "0.3"
GUI_PAUSE=0 gui_key Return
sleep 0.6     # the search, then the first move or two
played_early=$(continue_moves)
gui_shot sg-solve-animating
gui_shot sg-solve-animating-2
for _ in $(seq 1 100); do  # the rest of the moves, 0.3 s each
    text_status | grep -q ' over=1 ' && break
    sleep 0.2
done
sleep 0.5
gui_shot sg-solve-end
played=$(continue_moves)
echo "solve: $played_early moves played 0.6 s after Enter, $played in all"
[ "$played_early" -ge 1 ] && [ "$played_early" -lt "$played" ] ||
    gui_fail "the solve's moves were not played one at a time ($played_early early, $played in all)"
cmp -s "$ARTIFACTS/sg-solve-animating.png" "$ARTIFACTS/sg-solve-animating-2.png" &&
    gui_fail "the board did not move between two screenshots of the solve's animation"
[ "$(gui_pixel sg-solve-start 300 150)" != "$(gui_pixel sg-solve-end 300 150)" ] ||
    gui_fail "the board looks the same before and after the solve"
end_status=$(text_status)
echo "$end_status"
echo "$end_status" | grep -q "^status: moves=$played turn=0 over=1 " ||
    gui_fail "after the solve the game is not over after $played moves: $end_status"
# Finished by the solver: not entered in the high scores (the end panel says why).
if [ -f "$WORK/data/scores.toml" ] && grep -q samegame "$WORK/data/scores.toml"; then
    gui_fail "the solved game entered the high scores: $(cat "$WORK/data/scores.toml")"
fi
gui_key u  # the game-over panel's Undo: the last move of the sequence only
sleep 0.5
undone=$(text_status)
echo "$undone"
echo "$undone" | grep -q "^status: moves=$((played - 1)) turn=1 over=0 " ||
    gui_fail "undo after the solve did not take back exactly one move: $undone"
gui_quit

# ---- Shapes and the keyboard cursor, for the eye ----------------------------
write_config true 'fill = "layout"
layout = ["RRGGBBRR", "RRGGBBRR", "GGBBRRGG", "GGBBRRGG", "BBBBGGBB", "BBBBGGBB", "YMCOWYMC", "OWYMCOWY"]
colours = ["red", "green", "blue", "yellow", "magenta", "cyan", "orange", "purple"]
style = "shapes"'
start
gui_click 124 462
gui_point 5 700
gui_key Right Up Up Up  # the cursor: column 0, row 3, in the B group
gui_shot sg-shapes-cursor
gui_key space          # removes the cursor's group (animated, 0.3 s)
gui_shot sg-shapes-after
gui_quit
echo "screenshots in $ARTIFACTS"
echo PASS
