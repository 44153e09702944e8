# shellcheck shell=bash
# Sourced by the GUI test scripts: drives the real plateau window with xdotool (and brings
# display.sh in). The script sets PLATEAU (the program) and ARTIFACTS (where screenshots go).
#
#   gui_setup               a scratch folder WORK (removed at the end, with the program
#                           stopped), the ARTIFACTS folder, an X display (Xvfb if none),
#                           and scratch XDG folders, so nobody's own settings change a game
#   gui_config W H [LINE...]  $WORK/config/plateau.toml: a W x H window, no animation
#                           (GUI_ANIMATIONS=true gui_config ... for animations), the light
#                           theme, and the TOML lines given (plugin_dirs = [...], ...)
#                           (GUI_THEME=dark gui_config ... for the dark theme)
#   gui_game_config SOURCE_DIR ID   copies the tree's config/games/ID.toml beside it
#   gui_config_only ID W H  both for one game: only ID's plugin, from $PLUGIN_DIR, with the
#                           tree's ($SOURCE_DIR) file for it
#   gui_start ARGS...       starts plateau with ARGS (its log: $WORK/plateau.log) and waits
#                           for its window, then GUI_START_PAUSE seconds (1.5 unless set)
#                           for its first frames: sets APP_PID and WINDOW
#   gui_click X Y [BUTTON]  a click (left by default; 3 is the right button) at (X, Y)
#   gui_point X Y           the pointer moved to (X, Y), no click
#   gui_key KEY...          keys, as xdotool names them
#                           (click, point and key then wait GUI_PAUSE seconds, 0.5 unless
#                           set: GUI_PAUSE=0 gui_click X Y returns at once)
#   gui_wheel DOWN|UP N     N notches of the mouse wheel at the pointer
#   gui_shot NAME           a screenshot of the window: $ARTIFACTS/NAME.png
#   gui_pixel NAME X Y      the colour of a pixel of that screenshot
#   gui_alive WHAT          fails ("plateau stopped: WHAT") unless the program still runs
#   gui_quit                Q, then waits for a clean exit
#   gui_moves FILE          the moves of a save file, joined with commas
#   gui_fail MESSAGE        prints the message and the program's log, exits 1
#   gui_on_cleanup          if the script defines it: run at the end, before WORK goes
#                           (what the script set up itself: a mount, a helper process)

# shellcheck source=display.sh
. "$(dirname "${BASH_SOURCE[0]}")/display.sh"

APP_PID=
WINDOW=
WORK=

plateau_cleanup() {
    if [ -n "$APP_PID" ] && kill -0 "$APP_PID" 2>/dev/null; then kill "$APP_PID" 2>/dev/null; fi
    if declare -F gui_on_cleanup >/dev/null; then gui_on_cleanup; fi
    [ -n "$WORK" ] && rm -rf "$WORK"
}

gui_fail() {
    echo "FAIL: $*" >&2
    [ -f "$WORK/plateau.log" ] && cat "$WORK/plateau.log" >&2
    exit 1
}

gui_setup() {
    WORK=$(mktemp -d)
    mkdir -p "$ARTIFACTS" "$WORK/config/games"
    export XDG_CONFIG_HOME="$WORK/xdg-config" XDG_DATA_HOME="$WORK/xdg-data"
    plateau_ensure_display || exit 1
    trap 'plateau_stop_display' EXIT
    echo "display: $DISPLAY"
}

gui_config() {
    local width=$1 height=$2
    shift 2
    {
        printf '%s\n' "$@"
        printf 'animations = %s\ntheme = "%s"\n[window]\nwidth = %s\nheight = %s\n' \
            "${GUI_ANIMATIONS:-false}" "${GUI_THEME:-light}" "$width" "$height"
    } >"$WORK/config/plateau.toml"
}

gui_game_config() { cp "$1/config/games/$2.toml" "$WORK/config/games/"; }

gui_config_only() {
    gui_game_config "$SOURCE_DIR" "$1"
    gui_config "$2" "$3" "plugin_dirs = [\"$PLUGIN_DIR\"]" "plugins = [\"$1\"]"
}

gui_start() {
    "$PLATEAU" "$@" >"$WORK/plateau.log" 2>&1 &
    APP_PID=$!
    WINDOW=$(plateau_find_window) || gui_fail "no window titled Plateau"
    sleep "${GUI_START_PAUSE:-1.5}"  # the first frames
    kill -0 "$APP_PID" 2>/dev/null || gui_fail "plateau exited"
}

gui_click() {
    xdotool mousemove --window "$WINDOW" "$1" "$2" click "${3:-1}"
    sleep "${GUI_PAUSE:-0.5}"
}
gui_point() { xdotool mousemove --window "$WINDOW" "$1" "$2"; sleep "${GUI_PAUSE:-0.5}"; }
gui_key() { xdotool key --window "$WINDOW" "$@"; sleep "${GUI_PAUSE:-0.5}"; }
gui_wheel() {
    local button=5
    [ "$1" = UP ] && button=4
    xdotool click --repeat "$2" --delay 60 "$button"
    sleep 0.5
}
gui_shot() { import -window "$WINDOW" "$ARTIFACTS/$1.png" || gui_fail "no screenshot $1"; }
gui_pixel() { convert "$ARTIFACTS/$1.png" -format "%[pixel:p{$2,$3}]" info:; }
gui_alive() { kill -0 "$APP_PID" 2>/dev/null || gui_fail "plateau stopped: $1"; }

gui_quit() {
    gui_key q
    local _
    for _ in $(seq 1 100); do
        kill -0 "$APP_PID" 2>/dev/null || break
        sleep 0.1
    done
    kill -0 "$APP_PID" 2>/dev/null && gui_fail "Q did not quit"
    # A window that closed between Q's press and release leaves the key held in the X
    # server, and its autorepeat would type into the next window: release it.
    xdotool keyup q 2>/dev/null
    wait "$APP_PID"
    local status=$?
    APP_PID=
    [ "$status" -eq 0 ] || gui_fail "plateau exited with $status"
}

gui_moves() {
    tr '\n' ' ' <"$1" | sed -n 's/.*moves = \[\([^]]*\)\].*/\1/p' | grep -o '"[^"]*"' | tr -d '"' |
        paste -sd, -
}
