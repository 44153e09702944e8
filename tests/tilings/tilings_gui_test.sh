#!/bin/bash
# Tilings in the GUI under X (Xvfb when no display is set): one human against two greedy
# computers, started from the launcher's card with real mouse events; the human places a
# tile by clicking a highlighted cell; the HTML export through the toolbar's Export
# button; screenshots in ARTIFACTS; quit with Q and check the moves of the Continue file.
# Then three computers play a small game to its end, for the eye.
#
# usage: tilings_gui_test.sh PLATEAU PLUGIN_DIR SOURCE_DIR ARTIFACTS
#
# The game (a scratch games/tilings.toml): MacMahon x 3 dealt in order (shuffle = false),
# so the tiles come 0000 x3, 0001 x3, ... = RRRR, RRRR, RRRR, RRRG, RRRG, RRRG: player 1's
# RRRR goes on 4 4 (first_cell), then
#   player 2 (greedy, RRRR): every cell next to 4 4 is worth 1 (one tile, one neighbour,
#     no pattern): the first in reading order, 4 3;
#   player 3 (greedy, RRRR): next to 4 4 and 4 3 every cell has one neighbour: 4 2;
#   player 1 (human, RRRG: west green) fits on 4 1, 3 2, 3 3, 3 4, 4 5 (never right of
#     the red column, its west would face red): the test clicks 4 5;
#   player 2 (RRRG): 4 1, 3 2, 3 3, 3 4, 4 6 fit, each worth 1 (3 3 would give its 4 3 a
#     third neighbour but it is already a 20): 4 1;
#   player 3 (RRRG): 4 0, 3 1? (no: its east R would face 4 1's west G), 3 2 ... all worth
#     1: 4 0.
# Where to click (host/ui/game_screen.cpp: at 1024x720 the board area is (16, 60) 992 x
# 608; plugins/tilings/view_layout.hpp: a 12 px margin, the panel on the right 290 px
# wide, square cells floor(min(665 / 10, 583 / 10)) = 58 px, the board centred at
# (16 + 55, 60 + 14)): the centre of cell (x, y) is (71 + 58 (x + 0.5), 74 + 58 (y + 0.5)).
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
plateau_ensure_display || exit 1
trap 'plateau_stop_display' EXIT
echo "display: $DISPLAY"

# A scratch configuration: only Tilings, no animation, light theme, 1024x720; the game's
# settings as given on standard input.
write_config() {
    mkdir -p "$WORK/config/games"
    cat >"$WORK/config/plateau.toml" <<TOML
plugin_dirs = ["$PLUGIN_DIR"]
plugins = ["tilings"]
animations = false
theme = "light"
[window]
width = 1024
height = 720
TOML
    cat >"$WORK/config/games/tilings.toml"
}

start() {
    "$PLATEAU" --config "$WORK/config/plateau.toml" --data-dir "$WORK/data" >"$WORK/plateau.log" 2>&1 &
    APP_PID=$!
    WINDOW=$(plateau_find_window) || { cat "$WORK/plateau.log" >&2; fail "no window titled Plateau"; }
    sleep 1.5  # the first frames
    kill -0 "$APP_PID" 2>/dev/null || { cat "$WORK/plateau.log" >&2; fail "plateau exited"; }
}

click() { xdotool mousemove --window "$WINDOW" "$1" "$2" click 1; sleep 0.6; }
hover() { xdotool mousemove --window "$WINDOW" "$1" "$2"; sleep 0.4; }
key() { xdotool key --window "$WINDOW" "$@"; sleep 0.5; }
shot() { import -window "$WINDOW" "$ARTIFACTS/$1.png" || fail "no screenshot $1"; }
cell() { awk -v c="$1" -v r="$2" 'BEGIN { printf "%d %d\n", 71 + 58 * (c + 0.5), 74 + 58 * (r + 0.5) }'; }

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

# ---- one human against two computers ------------------------------------------------------
write_config <<'TOML'
players = 3
player1_kind = "human"
player2_kind = "greedy"
player3_kind = "greedy"
shuffle = false
first_cell = "4 4"
TOML
start
shot tilings-launcher
click 124 422  # the Tilings card's Play
sleep 1        # the computers' first two moves
shot tilings-game-start
# shellcheck disable=SC2046
hover $(cell 4 5)
shot tilings-game-preview
# shellcheck disable=SC2046
click $(cell 4 5)
sleep 1.5      # the computers' answers
hover 900 600
shot tilings-game-after-move

# The toolbar's Export... asks for the file; Enter writes it.
click 970 22
xdotool type --window "$WINDOW" "$WORK/board.html"
key Return
[ -f "$WORK/board.html" ] || { cat "$WORK/plateau.log" >&2; fail "Export wrote no $WORK/board.html"; }
head -n 1 "$WORK/board.html" | grep -qx '<!DOCTYPE html>' || fail "the export is not an HTML page"
cp "$WORK/board.html" "$ARTIFACTS/tilings-export.html"
shot tilings-game-exported
quit_and_wait

CONTINUE="$WORK/data/continue/tilings.toml"
[ -f "$CONTINUE" ] || fail "no Continue file at $CONTINUE"
cp "$CONTINUE" "$ARTIFACTS/gui-continue-tilings.toml"
moves=$(tr '\n' ' ' <"$CONTINUE" | sed -n 's/.*moves = \[\([^]]*\)\].*/\1/p' | grep -o '"[^"]*"' | tr -d '"' | paste -sd, -)
[ "$moves" = "4 3,4 2,4 5,4 1,4 0" ] || fail "the Continue file holds moves [$moves], not [4 3,4 2,4 5,4 1,4 0]"
echo "Continue file moves: $moves"

# ---- three computers to the end, for the eye ----------------------------------------------
rm -rf "$WORK/data"
write_config <<'TOML'
width = 7
height = 6
players = 3
player1_kind = "greedy"
player2_kind = "random"
player3_kind = "first"
deck = "random"
deck_colours = 2
deck_tiles = 16
deck_copies = 1
TOML
start
click 124 422
sleep 6
shot tilings-computers-end
key Escape     # the game-over panel's Back: to the launcher, where Q quits
quit_and_wait
echo "screenshots in $ARTIFACTS"
echo PASS
