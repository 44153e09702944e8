#!/bin/bash
# Push Over in the window (Xvfb when no display is set): from the launcher, pick the
# preset "Against the computer" on Push Over's card and play; click the arrow of G2 with a
# real mouse event; the medium computer answers; quit with Q and check the Continue file:
# the computer's settings, G2 then one reply of the computer. Screenshots in ARTIFACTS
# (launcher, the game before and after, and the list of moves at 800x600, for the eye).
#
# usage: pushover_gui_test.sh PLATEAU PLUGIN_DIR SOURCE_DIR ARTIFACTS
#
# Where to click, from the window's fixed layout at 1024x720 (see tests/gui):
#   launcher: the first card's preset arrow "next" is at (308, 380), Play at (124, 422)
#   (it shrinks to make room for Continue only when a saved game exists: none here).
#   The presets are "Your settings", then the plugin's: classic, match, computer, ...
#   game screen: the board area is (16, 60) 992 x 608. Push Over (plugins/pushover/
#   placement.cpp) fits 5 cells + 2 x 0.85 for the ring of arrows across, and that + 1.15
#   (header) + 0.85 (footer) down: cell = min(992 / 6.7, 608 / 8.7), centred.
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

# A scratch configuration: only Push Over, no animation, light theme; the user's own
# settings folder is scratch too, so nobody's saved preferences change the game.
write_config() {
    mkdir -p "$WORK/config/games" "$WORK/xdg-config"
    cp "$SOURCE_DIR/config/games/pushover.toml" "$WORK/config/games/"
    cat >"$WORK/config/plateau.toml" <<TOML
plugin_dirs = ["$PLUGIN_DIR"]
plugins = ["pushover"]
animations = false
theme = "light"
[window]
width = $1
height = $2
TOML
}

start() {
    XDG_CONFIG_HOME="$WORK/xdg-config" "$PLATEAU" --config "$WORK/config/plateau.toml" \
        --data-dir "$WORK/data" >"$WORK/plateau.log" 2>&1 &
    APP_PID=$!
    WINDOW=$(plateau_find_window) || { cat "$WORK/plateau.log" >&2; fail "no window titled Plateau"; }
    sleep 1.5
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
for _ in 1 2 3; do click 308 380; done  # "Your settings" -> classic -> match -> computer
shot pushover-gui-launcher
click 124 422  # Play
shot pushover-gui-start
# shellcheck disable=SC2046
click $(left_arrow 2)
sleep 1.5  # the computer's answer (medium: at once)
shot pushover-gui-after-reply
quit_and_wait

CONTINUE="$WORK/data/continue/pushover.toml"
[ -f "$CONTINUE" ] || fail "no Continue file at $CONTINUE"
cp "$CONTINUE" "$ARTIFACTS/pushover-gui-continue.toml"
grep -q '^player2_kind = "computer"' "$CONTINUE" || fail "the game was not against the computer"
moves=$(tr '\n' ' ' <"$CONTINUE" | sed -n 's/.*moves = \[\([^]]*\)\].*/\1/p' | grep -o '"[^"]*"' | tr -d '"' | paste -sd, -)
echo "Continue file moves: $moves"
[[ "$moves" =~ ^G2,[HBGD][1-5]$ ]] || fail "the Continue file holds moves [$moves], not G2 and the computer's reply"

# ---- 800x600: the game with its list of moves, for the eye --------------------------------
write_config 800 600
start
key Return  # Continue is offered now; Enter plays the first card
key m
shot pushover-gui-800-moves
quit_and_wait
echo "screenshots in $ARTIFACTS"
echo PASS
