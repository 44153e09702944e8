#!/bin/bash
# The window under X (Xvfb when no display is set), driven with real mouse and key events:
#   1. Lights Out played with the mouse and killed with SIGKILL at a random moment, five
#      times; after each, the next start names the plugin that was running (standard error)
#      and Continue (key C) brings back every move clicked before the last one, and the
#      last one too if it was shown.
#   1b. SIGTERM, SIGINT and SIGHUP each end a game as the close button does (exit 0, the
#      game saved, no running marker, no warning at the next start).
#   2. A read-only data folder (a tmpfs remounted read-only), then a full one: the move is
#      played, the window says the game could not be saved and why (and standard error),
#      the old file stays, no temporary file is left.
#   3. The rogue plugin: two good moves, then a status out of range (key 3) and an
#      exception through the C boundary (key 2): each time the window goes back to the
#      launcher with the error, the game saved at its last good position; NaN coordinates
#      (key 7) draw without harm; a segfault (key 6) ends the program, and the next start
#      names the rogue plugin.
# Screenshots in ARTIFACTS (the launcher's banner, each card with its plugin's path).
#
# usage: reliability_gui_test.sh PLATEAU PLUGIN_DIR ROGUE_DIR SOURCE_DIR ARTIFACTS
#
# Where to click (host/ui/game_screen.cpp, as in tests/gui/lightsout_gui_test.sh): at
# 1024x720 the board is (16, 60) 992 x 608; Lights Out's 5x5 cells are 121 px square,
# centred, from (210, 62). Clicks do not wait (GUI_PAUSE=0): what follows each waits for its
# own sign (a saved move, a line of the log), and a kill must come 0 to 200 ms after its
# click. The launcher is driven with keys: Return plays the first card
# (Lights Out; cards are sorted by name), Right twice then Return the second (Rogue), C
# continues the focused card.
set -u
PLATEAU=$1
PLUGIN_DIR=$2
ROGUE_DIR=$3
SOURCE_DIR=$4
ARTIFACTS=$5
# shellcheck source=../gui/gui_driver.sh
. "$SOURCE_DIR/tests/gui/gui_driver.sh"
DISK=
KEEPALIVE=
gui_on_cleanup() {  # the driver's cleanup calls it before it removes WORK
    if [ -n "$KEEPALIVE" ]; then kill "$KEEPALIVE" 2>/dev/null; fi
    if [ -n "$DISK" ]; then umount -l "$DISK" 2>/dev/null; fi
}
gui_setup
# An X server resets when its last client leaves, and refuses new ones while it does: with
# the program killed again and again, a start could find no display. A client that waits
# for a window that never comes keeps the server from resetting.
xdotool search --sync --name '^plateau-keep-the-display$' >/dev/null 2>&1 &
KEEPALIVE=$!

gui_game_config "$SOURCE_DIR" lightsout
gui_config 1024 720 "plugin_dirs = [\"$PLUGIN_DIR\", \"$ROGUE_DIR\"]" 'plugins = ["lightsout", "rogue"]'

DATA="$WORK/data"
# A shorter wait for the first frames: each part waits for its own sign of the game screen.
GUI_START_PAUSE=0.6
start() { gui_start --config "$WORK/config/plateau.toml" --data-dir "$DATA"; }
kill9() {
    kill -9 "$APP_PID" 2>/dev/null
    wait "$APP_PID" 2>/dev/null
    APP_PID=
}
# xdotool presses a key and releases it; when the window is gone before the release (a
# crash), it stops on the X error with the key still down, and the server's autorepeat
# would type it into the next window: release it explicitly (gui_quit does so for Q).
release() { xdotool keyup "$1" 2>/dev/null; }
# The moves of a save file, comma-separated.
moves_of() {
    if [ -f "$1" ]; then gui_moves "$1"; else echo "<no file>"; fi
}
# Waits up to 10 s for the Continue file to hold exactly these moves.
wait_for_moves() {
    for _ in $(seq 1 100); do
        [ "$(moves_of "$CONTINUE")" = "$1" ] && return 0
        sleep 0.1
    done
    return 1
}
# Waits up to 10 s for a line of the program's standard error matching the pattern.
wait_for_log() {
    for _ in $(seq 1 100); do
        grep -q "$1" "$WORK/plateau.log" && return 0
        sleep 0.1
    done
    return 1
}
# Waits up to 10 s for the game screen: it marks its plugin as running (data/running/PID-N).
wait_for_game() {
    for _ in $(seq 1 100); do
        compgen -G "$DATA/running/$APP_PID-*" >/dev/null && { sleep 0.3; return 0; }
        sleep 0.1
    done
    gui_fail "no game screen opened"
}
cell() { awk -v c="$1" -v r="$2" 'BEGIN { s = 121; printf "%d %d\n", 210 + s * (c + 0.5), 62 + s * (r + 0.5) }'; }
expect_warning() {  # the next start names the plugin that was running
    grep -q "^warning: Plateau stopped unexpectedly while the plugin \"$1\" ($2) was running" "$WORK/plateau.log" ||
        gui_fail "no warning naming the plugin $1 at the start after the kill"
}

# ---- 1. Lights Out, killed at random moments ----------------------------------------------
RANDOM=20261122
CONTINUE="$DATA/continue/lightsout.toml"
clicked=""
start
gui_key Return # Lights Out's card, a new game
wait_for_game
for round in 1 2 3 4 5; do
    if [ "$round" -gt 1 ]; then
        start
        expect_warning lightsout "$PLUGIN_DIR/lightsout.so"
        [ "$round" -eq 2 ] && gui_shot reliability-launcher-after-kill
        gui_key c # Continue
        wait_for_game
        [ "$round" -eq 2 ] && gui_shot reliability-continued
    fi
    # One to three moves, each played and saved before the next (a loaded machine may
    # take a while to handle a click; a move never saved is a failure)...
    for _ in $(seq 1 $((RANDOM % 3 + 1))); do
        c=$((RANDOM % 5)) r=$((RANDOM % 5))
        # shellcheck disable=SC2046
        GUI_PAUSE=0 gui_click $(cell $c $r)
        clicked="${clicked:+$clicked,}$c $r"
        wait_for_moves "$clicked" || gui_fail "round $round: the move '$c $r' was not saved: [$(moves_of "$CONTINUE")]"
    done
    # ...then one more, and SIGKILL 0 to 200 ms after it.
    c=$((RANDOM % 5)) r=$((RANDOM % 5))
    # shellcheck disable=SC2046
    GUI_PAUSE=0 gui_click $(cell $c $r)
    sleep "0.$(printf '%03d' $((RANDOM % 200)))"
    gui_alive "before the kill of round $round"
    kill9
    saved=$(moves_of "$CONTINUE")
    if [ "$saved" = "${clicked:+$clicked,}$c $r" ]; then
        clicked="${clicked:+$clicked,}$c $r"
    elif [ "$saved" != "$clicked" ]; then
        gui_fail "round $round: the Continue file holds [$saved], the moves clicked were [$clicked] then '$c $r'"
    fi
    echo "round $round: killed; Continue holds [$saved]"
done
start
expect_warning lightsout "$PLUGIN_DIR/lightsout.so"
gui_key c
wait_for_game
[ "$(moves_of "$CONTINUE")" = "$clicked" ] || gui_fail "continued: [$(moves_of "$CONTINUE")], not [$clicked]"
gui_quit
start
grep -q "^warning:" "$WORK/plateau.log" && gui_fail "a warning after a clean quit"
gui_shot reliability-launcher-paths # every card shows its plugin's path
gui_quit

# ---- 1b. SIGTERM, SIGINT and SIGHUP end the window as its close button does ---------------
# The game saved, the running marker removed, exit status 0; the next start blames no
# plugin (core/app/stop_signals.hpp).
for sig in TERM INT HUP; do
    start
    gui_key Return # a new game of Lights Out
    wait_for_game
    # shellcheck disable=SC2046
    GUI_PAUSE=0 gui_click $(cell 1 3)
    wait_for_moves "1 3" || gui_fail "SIG$sig: the move was not saved"
    kill -"$sig" "$APP_PID"
    for _ in $(seq 1 100); do
        kill -0 "$APP_PID" 2>/dev/null || break
        sleep 0.1
    done
    kill -0 "$APP_PID" 2>/dev/null && gui_fail "SIG$sig: still running 10 s after the signal"
    wait "$APP_PID"
    status=$?
    APP_PID=
    [ "$status" -eq 0 ] || gui_fail "SIG$sig: the window exited with $status, not 0"
    compgen -G "$DATA/running/*" >/dev/null && gui_fail "SIG$sig: a running marker was left: $(ls "$DATA/running")"
    [ "$(moves_of "$CONTINUE")" = "1 3" ] || gui_fail "SIG$sig: Continue holds [$(moves_of "$CONTINUE")], not [1 3]"
    echo "SIG$sig: the window ended cleanly, the game saved"
done
start
grep -q "^warning:" "$WORK/plateau.log" && gui_fail "a warning after the signals: $(cat "$WORK/plateau.log")"
gui_quit

# ---- 2. A read-only data folder ------------------------------------------------------------
DISK="$WORK/disk"
mkdir -p "$DISK"
mount -t tmpfs -o size=1m tmpfs "$DISK" || gui_fail "cannot mount a tmpfs (the test runs as root)"
DATA="$DISK/data"
CONTINUE="$DATA/continue/lightsout.toml"
start
gui_key Return
wait_for_game
# shellcheck disable=SC2046
GUI_PAUSE=0 gui_click $(cell 0 0)
wait_for_moves "0 0" || gui_fail "the first move was not saved"
gui_quit
before=$(cat "$CONTINUE")
mount -o remount,ro "$DISK" || gui_fail "cannot remount the tmpfs read-only"
start
gui_key c
sleep 1.5 # the game screen (no marker can be written to wait for)
# shellcheck disable=SC2046
GUI_PAUSE=0 gui_click $(cell 2 2)
wait_for_log "^error: The game could not be saved for Continue: cannot create a temporary file for $CONTINUE: Read-only file system" ||
    gui_fail "no message that the game could not be saved"
sleep 0.3 # the frame with the message
gui_alive "after a move it could not save"
gui_shot reliability-read-only
# shellcheck disable=SC2046
GUI_PAUSE=0 gui_click $(cell 4 4)
sleep 0.4
gui_alive "after a second move it could not save"
[ "$(cat "$CONTINUE")" = "$before" ] || gui_fail "the old Continue file changed"
kill9
# The same folder writable again but full: the message says so, the old file stays.
mount -o remount,rw "$DISK" || gui_fail "cannot remount the tmpfs read-write"
rm -rf "$DATA/running"
head -c 2M /dev/zero >"$DISK/filler" 2>/dev/null
start
gui_key c
sleep 1.5 # the game screen (no marker can be written to wait for)
# shellcheck disable=SC2046
GUI_PAUSE=0 gui_click $(cell 2 2)
wait_for_log "^error: The game could not be saved for Continue: cannot write $CONTINUE: No space left on device" ||
    gui_fail "no message that the disk is full"
sleep 0.3
gui_alive "after a move it could not save on a full disk"
gui_shot reliability-full-disk
[ "$(cat "$CONTINUE")" = "$before" ] || gui_fail "the old Continue file changed on a full disk"
[ "$(ls -A "$DATA/continue")" = "lightsout.toml" ] || gui_fail "a temporary file was left: $(ls -A "$DATA/continue")"
kill9
umount "$DISK" && DISK=

# ---- 3. The rogue plugin ---------------------------------------------------------------------
DATA="$WORK/data"
CONTINUE="$DATA/continue/rogue.toml"
start
gui_key Right # the keyboard's focus: the first card
gui_key Right # the second
gui_key Return # Rogue
wait_for_game
GUI_PAUSE=0 gui_click 512 364
wait_for_moves "+" || gui_fail "the rogue's first move was not saved"
GUI_PAUSE=0 gui_click 512 364
wait_for_moves "+,+" || gui_fail "the rogue's second move was not saved"
gui_key 3 # a status out of range
wait_for_log "^error: The game \"rogue\" was closed: its plugin failed (the plugin gave a status out of range); the game was saved at its last good position" ||
    gui_fail "no message that the rogue game was closed"
sleep 0.3
gui_alive "after the rogue's bad status"
gui_shot reliability-rogue-closed
[ "$(moves_of "$CONTINUE")" = "+,+" ] || gui_fail "the rogue's Continue file holds [$(moves_of "$CONTINUE")], not [+,+]"
gui_key c # Continue the rogue game (the focused card)
wait_for_game
gui_key 2 # an exception through the C boundary
wait_for_log "^error: The game \"rogue\" was closed: its plugin failed (the move: the plugin threw an exception: rogue threw on purpose)" ||
    gui_fail "no message after the rogue's exception"
gui_alive "after the rogue's exception"
[ "$(moves_of "$CONTINUE")" = "+,+" ] || gui_fail "after the exception: [$(moves_of "$CONTINUE")], not [+,+]"
gui_key c
wait_for_game
gui_key 7 # NaN and huge coordinates
GUI_PAUSE=0 gui_click 512 364
wait_for_moves "+,+,wild-draw,+" || gui_fail "after wild-draw: [$(moves_of "$CONTINUE")]"
gui_alive "after drawing NaN coordinates"
gui_key 6 # a segfault: the program ends
for _ in $(seq 1 50); do kill -0 "$APP_PID" 2>/dev/null || break; sleep 0.1; done
kill -0 "$APP_PID" 2>/dev/null && gui_fail "the rogue's segfault did not end the program"
wait "$APP_PID" 2>/dev/null
APP_PID=
release 6
echo "(the segmentation fault above is the rogue plugin's, on purpose)"
start
expect_warning rogue "$ROGUE_DIR/rogue.so"
gui_shot reliability-launcher-after-segfault
gui_quit
echo "screenshots in $ARTIFACTS"
echo PASS
