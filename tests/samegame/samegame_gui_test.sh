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
# SameGame (plugins/samegame/view_geometry.hpp) keeps a caption strip of
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
# shellcheck source=../gui/display.sh
. "$SOURCE_DIR/tests/gui/display.sh"

fail() {
    echo "FAIL: $*" >&2
    exit 1
}

mkdir -p "$ARTIFACTS"
WORK=$(mktemp -d)
APP_PID=
plateau_cleanup() {
    if [ -n "$APP_PID" ] && kill -0 "$APP_PID" 2>/dev/null; then kill "$APP_PID" 2>/dev/null; fi
    rm -rf "$WORK"
}
# XDG folders of its own: the user's own games/samegame.toml must not change the game.
export XDG_CONFIG_HOME="$WORK/xdg-config" XDG_DATA_HOME="$WORK/xdg-data"
plateau_ensure_display || exit 1
trap 'plateau_stop_display' EXIT
echo "display: $DISPLAY"

# A scratch configuration: only SameGame, the given animations, and the game's own file.
write_config() {  # ANIMATIONS GAME_TOML
    mkdir -p "$WORK/config/games"
    cat >"$WORK/config/plateau.toml" <<TOML
plugin_dirs = ["$PLUGIN_DIR"]
plugins = ["samegame"]
animations = $1
theme = "light"
[window]
width = 1024
height = 720
TOML
    printf '%s\n' "$2" >"$WORK/config/games/samegame.toml"
}

start() {
    rm -rf "$WORK/data"
    "$PLATEAU" --config "$WORK/config/plateau.toml" --data-dir "$WORK/data" >"$WORK/plateau.log" 2>&1 &
    APP_PID=$!
    WINDOW=$(plateau_find_window) || { cat "$WORK/plateau.log" >&2; fail "no window titled Plateau"; }
    sleep 1.5
    kill -0 "$APP_PID" 2>/dev/null || { cat "$WORK/plateau.log" >&2; fail "plateau exited"; }
}

click() { xdotool mousemove --window "$WINDOW" "$1" "$2" click 1; sleep 0.5; }
point() { xdotool mousemove --window "$WINDOW" "$1" "$2"; sleep 0.5; }
key() { xdotool key --window "$WINDOW" "$@"; sleep 0.5; }
shot() { import -window "$WINDOW" "$ARTIFACTS/$1.png" || fail "no screenshot $1"; }
pixel() { convert "$ARTIFACTS/$1.png" -format "%[pixel:p{$2,$3}]" info:; }
# The share of light pixels (text) in the caption strip of the 8x6 board.
caption_ink() {
    convert "$ARTIFACTS/$1.png" -crop 704x30+160+613 +repage -colorspace gray -threshold 70% \
        -format "%[fx:mean]" info:
}

quit_and_wait() {
    key q
    for _ in $(seq 1 100); do
        kill -0 "$APP_PID" 2>/dev/null || break
        sleep 0.1
    done
    kill -0 "$APP_PID" 2>/dev/null && fail "Q did not quit"
    wait "$APP_PID"
    local status=$?
    APP_PID=
    [ "$status" -eq 0 ] || { cat "$WORK/plateau.log" >&2; fail "plateau exited with $status"; }
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
shot sg-launcher
click 124 422  # SameGame's Play
point 5 700    # the pointer off the board (on the status bar)
shot sg-start
# shellcheck disable=SC2046
point $(cell 8 6 2 2)
shot sg-hover
before=$(pixel sg-start $(cell 8 6 1 0))
lit=$(pixel sg-hover $(cell 8 6 1 0))
other_before=$(pixel sg-start $(cell 8 6 7 0))
other_lit=$(pixel sg-hover $(cell 8 6 7 0))
echo "piece (1,0): $before -> $lit; piece (7,0), another group: $other_before -> $other_lit"
[ "$before" != "$lit" ] || fail "the hovered group is not highlighted"
[ "$other_before" = "$other_lit" ] || fail "a piece outside the group changed"
ink_start=$(caption_ink sg-start)
ink_hover=$(caption_ink sg-hover)
echo "caption ink: $ink_start without a group, $ink_hover with one"
awk -v a="$ink_start" -v b="$ink_hover" 'BEGIN { exit !(a < 0.002 && b > 0.005) }' ||
    fail "the caption does not show the hovered group's size and points"
# shellcheck disable=SC2046
click $(cell 8 6 1 0)
shot sg-after-click
quit_and_wait

CONTINUE="$WORK/data/continue/samegame.toml"
[ -f "$CONTINUE" ] || fail "no Continue file at $CONTINUE"
cp "$CONTINUE" "$ARTIFACTS/sg-continue.toml"
# The score of the saved game, through the text mode's `load`.
reply=$(printf 'load %s\n' "$CONTINUE" |
    "$PLATEAU" --config "$WORK/config/plateau.toml" --data-dir "$WORK/text-data" play samegame --text)
echo "$reply" | tail -n 1
echo "$reply" | grep -qx 'status: moves=1 turn=1 over=0 result=none score=121' ||
    fail "after the click the game is not at 1 move and 121 points: $reply"

# ---- A tiny board to its end: the game-over panel -----------------------------------------
# G G under R R: the G pair (1 point), then the R pair (1 point) clears the board: won,
# 1 + 1 + the clear bonus of 10 = 12, which enters the high scores.
write_config false 'fill = "layout"
layout = ["RR", "GG"]
clear_bonus = 10'
start
click 124 422
# shellcheck disable=SC2046
click $(cell 2 2 0 0)
# shellcheck disable=SC2046
click $(cell 2 2 0 0)
sleep 0.5
shot sg-game-over  # the panel: won, score 12 (1 + 1 + the bonus of 10), a high score
click 452 427      # its Back button (the panel takes Q while it shows)
quit_and_wait
grep -q 'value = 12$' "$WORK/data/scores.toml" ||
    fail "the won game's 12 points are not in the high scores: $(cat "$WORK/data/scores.toml" 2>&1)"

# ---- Solve: the best sequence played move by move, animated, each move undoable ----------
# The toolbar's Solve... (the last button, at (972, 22)) asks for the seconds; 0.3 s of
# search, then the moves are played one at a time, each after the 0.3 s animation of the
# one before. The Continue file is written after every move: read while the moves are
# being played, it holds some of them only.
continue_moves() {  # the number of moves in the Continue file
    tr '\n' ' ' <"$WORK/data/continue/samegame.toml" | sed -n 's/.*moves = \[\([^]]*\)\].*/\1/p' |
        grep -o '"[^"]*"' | wc -l
}
text_status() {  # the Continue file's game, loaded in the text mode: its status line
    printf 'load %s\n' "$WORK/data/continue/samegame.toml" |
        "$PLATEAU" --config "$WORK/config/plateau.toml" --data-dir "$WORK/text-data" play samegame --text |
        tail -n 1
}
write_config true 'fill = "layout"
layout = ["RRGGBBRR", "RRGGBBRR", "GGBBRRGG", "GGBBRRGG", "BBBBGGBB", "BBBBGGBB"]'
start
click 124 422
point 5 700
shot sg-solve-start
click 972 22  # Solve...: the prompt for the seconds
xdotool type --window "$WINDOW" "0.3"
xdotool key --window "$WINDOW" Return
sleep 0.6     # the search, then the first move or two
played_early=$(continue_moves)
shot sg-solve-animating
shot sg-solve-animating-2
for _ in $(seq 1 100); do  # the rest of the moves, 0.3 s each
    text_status | grep -q ' over=1 ' && break
    sleep 0.2
done
sleep 0.5
shot sg-solve-end
played=$(continue_moves)
echo "solve: $played_early moves played 0.6 s after Enter, $played in all"
[ "$played_early" -ge 1 ] && [ "$played_early" -lt "$played" ] ||
    fail "the solve's moves were not played one at a time ($played_early early, $played in all)"
cmp -s "$ARTIFACTS/sg-solve-animating.png" "$ARTIFACTS/sg-solve-animating-2.png" &&
    fail "the board did not move between two screenshots of the solve's animation"
[ "$(pixel sg-solve-start 300 150)" != "$(pixel sg-solve-end 300 150)" ] ||
    fail "the board looks the same before and after the solve"
end_status=$(text_status)
echo "$end_status"
echo "$end_status" | grep -q "^status: moves=$played turn=0 over=1 " ||
    fail "after the solve the game is not over after $played moves: $end_status"
key u  # the game-over panel's Undo: the last move of the sequence only
sleep 0.5
undone=$(text_status)
echo "$undone"
echo "$undone" | grep -q "^status: moves=$((played - 1)) turn=1 over=0 " ||
    fail "undo after the solve did not take back exactly one move: $undone"
quit_and_wait

# ---- Shapes and the keyboard cursor, for the eye ----------------------------
write_config true 'fill = "layout"
layout = ["RRGGBBRR", "RRGGBBRR", "GGBBRRGG", "GGBBRRGG", "BBBBGGBB", "BBBBGGBB", "YMCOWYMC", "OWYMCOWY"]
colours = ["red", "green", "blue", "yellow", "magenta", "cyan", "orange", "purple"]
style = "shapes"'
start
click 124 422
point 5 700
key Right Up Up Up  # the cursor: column 0, row 3, in the B group
shot sg-shapes-cursor
key space          # removes the cursor's group (animated, 0.3 s)
shot sg-shapes-after
quit_and_wait
echo "screenshots in $ARTIFACTS"
echo PASS
