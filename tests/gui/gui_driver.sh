# Sourced by the GUI test scripts: drives the real plateau window with xdotool.
# Needs ARTIFACTS (where screenshots go) and WORK (a scratch folder, removed at the end) set
# by the caller, and display.sh sourced before.
#
#   gui_start ARGS...       start plateau with ARGS (its log in $WORK/plateau.log) and wait
#                           for its window: sets APP_PID and WINDOW
#   gui_click X Y           a left click at window pixel (X, Y)
#   gui_key KEY...          keys, as xdotool names them
#   gui_wheel DOWN|UP N     N notches of the mouse wheel at the pointer
#   gui_shot NAME           a screenshot of the window: $ARTIFACTS/NAME.png
#   gui_quit                Q, then wait for a clean exit
#   gui_fail MESSAGE        print the message and the program's log, exit 1

APP_PID=
WINDOW=

plateau_cleanup() {
    if [ -n "$APP_PID" ] && kill -0 "$APP_PID" 2>/dev/null; then kill "$APP_PID" 2>/dev/null; fi
    rm -rf "$WORK"
}

gui_fail() {
    echo "FAIL: $*" >&2
    [ -f "$WORK/plateau.log" ] && cat "$WORK/plateau.log" >&2
    exit 1
}

gui_start() {
    "$PLATEAU" "$@" >"$WORK/plateau.log" 2>&1 &
    APP_PID=$!
    WINDOW=$(plateau_find_window) || gui_fail "no window titled Plateau"
    sleep 1.5  # the first frames
    kill -0 "$APP_PID" 2>/dev/null || gui_fail "plateau exited"
}

gui_click() { xdotool mousemove --window "$WINDOW" "$1" "$2" click 1; sleep 0.4; }
gui_key() { xdotool key --window "$WINDOW" "$@"; sleep 0.5; }
gui_wheel() {
    local button=5
    [ "$1" = UP ] && button=4
    xdotool click --repeat "$2" --delay 60 "$button"
    sleep 0.5
}
gui_shot() { import -window "$WINDOW" "$ARTIFACTS/$1.png" || gui_fail "no screenshot $1"; }

gui_quit() {
    gui_key q
    local _
    for _ in $(seq 1 100); do
        kill -0 "$APP_PID" 2>/dev/null || break
        sleep 0.1
    done
    kill -0 "$APP_PID" 2>/dev/null && gui_fail "Q did not quit"
    wait "$APP_PID"
    local status=$?
    APP_PID=
    [ "$status" -eq 0 ] || gui_fail "plateau exited with $status"
}
