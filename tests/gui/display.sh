# Sourced by the GUI test and the UI benchmark scripts: an X display of the script's own.
# An Xvfb is started on a free display number, and stopped when the calling script exits:
# each script has its own, so that GUI tests run side by side (ctest -j) without one's
# window taking another's keys, and tests never skip. PLATEAU_GUI_DISPLAY=:N uses that
# display instead (to watch a test on a display of yours; one test at a time then).

# Whether display :N is free: no lock file, no socket file, no abstract socket (which a
# chroot shares with its host, so an Xvfb outside may hold it).
plateau_display_free() {
    [ -e "/tmp/.X$1-lock" ] || [ -e "/tmp/.X11-unix/X$1" ] && return 1
    grep -q "@/tmp/.X11-unix/X$1\$" /proc/net/unix 2>/dev/null && return 1
    return 0
}

plateau_ensure_display() {
    if [ -n "${PLATEAU_GUI_DISPLAY:-}" ]; then
        export DISPLAY="$PLATEAU_GUI_DISPLAY"
        DISPLAY="$PLATEAU_GUI_DISPLAY" xdpyinfo >/dev/null 2>&1 && return 0
        echo "error: PLATEAU_GUI_DISPLAY=$PLATEAU_GUI_DISPLAY does not answer" >&2
        return 1
    fi
    command -v Xvfb >/dev/null || { echo "error: Xvfb is not installed (apt install xvfb)" >&2; return 1; }
    local n
    # Numbers apart from scripts/test's own (:99 to :120), drawn from a random start so
    # that tests starting together rarely try the same one first.
    local first=$((130 + RANDOM % 100))
    for n in $(seq "$first" 240) $(seq 130 "$first"); do
        plateau_display_free "$n" || continue
        Xvfb ":${n}" -screen 0 1280x1024x24 -nolisten tcp >/dev/null 2>&1 &
        PLATEAU_XVFB_PID=$!
        local tries
        for tries in $(seq 1 50); do
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
    local tries id
    for tries in $(seq 1 150); do
        id=$(xdotool search --onlyvisible --name '^Plateau$' 2>/dev/null | head -n 1)
        if [ -n "$id" ]; then echo "$id"; return 0; fi
        sleep 0.1
    done
    return 1
}
