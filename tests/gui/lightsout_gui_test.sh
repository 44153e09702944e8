#!/bin/bash
# The GUI under X (Xvfb when no display is set): start plateau on a scratch data folder,
# click Lights Out's Play and three lights with real mouse events, take screenshots (F12
# and the window's own picture), quit with Q, and check that the Continue file holds the
# three moves. Then the same window at 800x600: launcher, game, help, settings, save and
# load panels, for the eye (screenshots in ARTIFACTS).
#
# usage: lightsout_gui_test.sh PLATEAU PLUGIN_DIR SOURCE_DIR ARTIFACTS
#
# Where to click is computed from the window's deterministic layout at a fixed size (the
# window's size comes from a scratch configuration's [window] table):
#   launcher (host/ui/card_layout.cpp): one column of cards is never less than 270 px, so
#   at 1024 px there are 3 columns of 306 px from x = 33; the first card starts at y = 108
#   (header 100 + 8); its Play button is at (47, 406), 155 x 32.
#   game screen (host/ui/game_screen.cpp): the board is the window less the top bar (44),
#   the status bar (36) and a 16 px margin: at 1024x720 it is (16, 60) 992 x 608; Lights
#   Out fits its 5x5 square cells (121.6 px) in it, centred: x from 16 + 192 = 208.
set -u
PLATEAU=$1
PLUGIN_DIR=$2
SOURCE_DIR=$3
ARTIFACTS=$4
HERE=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=display.sh
. "$HERE/display.sh"

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

# A scratch configuration: only Lights Out, no animation (the pictures are exact), light
# theme, the window's size as given.
write_config() {
    mkdir -p "$WORK/config/games"
    cp "$SOURCE_DIR/config/games/lightsout.toml" "$WORK/config/games/" 2>/dev/null
    cat >"$WORK/config/plateau.toml" <<TOML
plugin_dirs = ["$PLUGIN_DIR"]
plugins = ["lightsout"]
animations = false
theme = "light"
[window]
width = $1
height = $2
TOML
}

start() {
    "$PLATEAU" --config "$WORK/config/plateau.toml" --data-dir "$WORK/data" >"$WORK/plateau.log" 2>&1 &
    APP_PID=$!
    WINDOW=$(plateau_find_window) || { cat "$WORK/plateau.log" >&2; fail "no window titled Plateau"; }
    sleep 1.5  # the first frames
    kill -0 "$APP_PID" 2>/dev/null || { cat "$WORK/plateau.log" >&2; fail "plateau exited"; }
}

click() { xdotool mousemove --window "$WINDOW" "$1" "$2" click 1; sleep 0.4; }
key() { xdotool key --window "$WINDOW" "$@"; sleep 0.5; }
shot() { import -window "$WINDOW" "$ARTIFACTS/$1.png" || fail "no screenshot $1"; }

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

# The centre of Lights Out's cell (column, row) on the 1024x720 game screen.
cell() { awk -v c="$1" -v r="$2" 'BEGIN { s = 608 / 5; printf "%d %d\n", 208 + s * (c + 0.5), 60 + s * (r + 0.5) }'; }

# ---- 1024x720: play three moves with the mouse -------------------------------------------
write_config 1024 720
start
shot gui-1024-launcher
click 124 422  # Lights Out's Play
shot gui-1024-game-start
for move in "0 0" "2 2" "4 1"; do
    # shellcheck disable=SC2046
    click $(cell $move)
done
key F12
sleep 0.5
shot gui-1024-game-moves
quit_and_wait

CONTINUE="$WORK/data/continue/lightsout.toml"
[ -f "$CONTINUE" ] || fail "no Continue file at $CONTINUE"
cp "$CONTINUE" "$ARTIFACTS/gui-continue-lightsout.toml"
moves=$(tr '\n' ' ' <"$CONTINUE" | sed -n 's/.*moves = \[\([^]]*\)\].*/\1/p' | grep -o '"[^"]*"' | tr -d '"' | paste -sd, -)
[ "$moves" = "0 0,2 2,4 1" ] || fail "the Continue file holds moves [$moves], not [0 0,2 2,4 1]"
echo "Continue file moves: $moves"
shots=$(find "$WORK/data/screenshots" -name '*.png' 2>/dev/null | wc -l)
[ "$shots" -ge 1 ] || fail "F12 wrote no screenshot into the data folder"
cp "$(find "$WORK/data/screenshots" -name '*.png' | head -n 1)" "$ARTIFACTS/gui-1024-f12.png"

# ---- 800x600: every screen and panel, for the eye ----------------------------------------
write_config 800 600
start
shot gui-800-launcher          # now with Continue on the card
key Return                     # the keyboard picks the first card and plays it
shot gui-800-game
key F1
shot gui-800-help
key Escape
key ctrl+comma
shot gui-800-settings
key Escape
key ctrl+s
shot gui-800-save
key Return
key ctrl+o
shot gui-800-load
key Escape
key Escape                     # back to the launcher
shot gui-800-launcher-back
quit_and_wait
echo "screenshots in $ARTIFACTS"
echo PASS
