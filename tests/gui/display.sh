# shellcheck shell=bash
# Sourced by the GUI test and the UI benchmark scripts: makes sure an X display is there.
# With a working $DISPLAY, it is used as is. Otherwise an Xvfb is started on a free display
# number (so tests never skip), and stopped when the calling script exits; its screen is
# $PLATEAU_XVFB_SCREEN (1280x1024x24 unless set).

plateau_ensure_display() {
    if [ -n "${DISPLAY:-}" ] && xdpyinfo >/dev/null 2>&1; then
        return 0
    fi
    command -v Xvfb >/dev/null || { echo "error: Xvfb is not installed (apt install xvfb)" >&2; return 1; }
    local n
    for n in $(seq 90 190); do
        [ -e "/tmp/.X${n}-lock" ] || [ -e "/tmp/.X11-unix/X${n}" ] && continue
        # -noreset: no reset when the last client leaves, which would drop a client
        # connecting meanwhile (the next window of a test: "Failed to open X11 display").
        Xvfb ":${n}" -screen 0 "${PLATEAU_XVFB_SCREEN:-1280x1024x24}" -nolisten tcp -noreset >/dev/null 2>&1 &
        PLATEAU_XVFB_PID=$!
        for _ in $(seq 1 50); do
            if DISPLAY=":${n}" xdpyinfo >/dev/null 2>&1; then
                export DISPLAY=":${n}"
                trap 'plateau_stop_display' EXIT
                return 0
            fi
            kill -0 "$PLATEAU_XVFB_PID" 2>/dev/null || break  # lost the race for this number
            sleep 0.1
        done
        kill "$PLATEAU_XVFB_PID" 2>/dev/null
        wait "$PLATEAU_XVFB_PID" 2>/dev/null
        PLATEAU_XVFB_PID=
    done
    echo "error: no free X display number for Xvfb" >&2
    return 1
}

plateau_stop_display() {
    if [ -n "${PLATEAU_XVFB_PID:-}" ]; then
        kill "$PLATEAU_XVFB_PID" 2>/dev/null
        wait "$PLATEAU_XVFB_PID" 2>/dev/null
        PLATEAU_XVFB_PID=
    fi
    if declare -F plateau_cleanup >/dev/null; then plateau_cleanup; fi
}

# The window titled Plateau, once it is mapped (waits up to 15 s).
plateau_find_window() {
    local id
    for _ in $(seq 1 150); do
        id=$(xdotool search --onlyvisible --name '^Plateau$' 2>/dev/null | head -n 1)
        if [ -n "$id" ]; then echo "$id"; return 0; fi
        sleep 0.1
    done
    return 1
}
