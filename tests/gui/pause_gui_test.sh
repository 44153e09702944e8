#!/bin/bash
# Pause (issue 19): the clock stops and the board is hidden.
#   1. Minesweeper (its high scores are times): the first cell opened starts the clock; P
#      pauses (the board's place shows "Paused" on the theme's surface, #ffffff in the light
#      theme); 4 s later P goes on, and Esc writes the Continue file: the time played is
#      under 3 s (the pause did not count; without it, 4 s or more).
#   2. The window loses focus (another window, xmessage, takes it) in a timed game: it
#      pauses by itself; a click on the board goes on.
#   3. Push Over keeps its own P (its list of moves): P there does not pause.
#
# usage: pause_gui_test.sh PLATEAU PLUGIN_DIR SOURCE_DIR ARTIFACTS
set -u
PLATEAU=$1
PLUGIN_DIR=$2
SOURCE_DIR=$3
ARTIFACTS=$4
# shellcheck source=gui_driver.sh
. "$SOURCE_DIR/tests/gui/gui_driver.sh"
XMESSAGE_PID=
gui_on_cleanup() { [ -n "$XMESSAGE_PID" ] && kill "$XMESSAGE_PID" 2>/dev/null; }
gui_setup
CONTINUE="$WORK/data/continue/minesweeper.toml"
elapsed() { sed -n 's/^elapsed = \([0-9.]*\)$/\1/p' "$CONTINUE"; }

# ---- 1. P pauses ---------------------------------------------------------------------------
# 1024x720: the board area is (16, 60) 992 x 608; its middle (512, 364) is a cell of the
# 9x9 board whatever its layout.
gui_config 1024 720 "plugin_dirs = [\"$PLUGIN_DIR\"]"
gui_start play minesweeper --seed 5 --config "$WORK/config/plateau.toml" --data-dir "$WORK/data"
gui_click 512 364 # the first cell: the clock starts
gui_key p
gui_shot pause-light
[ "$(gui_pixel pause-light 200 200)" = "srgb(255,255,255)" ] ||
    gui_fail "the board is not hidden by the pause: $(gui_pixel pause-light 200 200)"
sleep 4
gui_key p
gui_shot pause-resumed
gui_key Escape
for _ in $(seq 1 30); do [ -f "$CONTINUE" ] && break; sleep 0.1; done
[ -f "$CONTINUE" ] || gui_fail "no Continue file"
seconds=$(elapsed)
awk -v s="$seconds" 'BEGIN { exit !(s < 3) }' ||
    gui_fail "the paused time counted: $seconds s played"
echo "ok: $seconds s played across a 4 s pause"
gui_quit

# ---- 2. Focus lost in a timed game ---------------------------------------------------------
rm -f "$CONTINUE"
gui_start play minesweeper --seed 5 --config "$WORK/config/plateau.toml" --data-dir "$WORK/data"
gui_click 512 364
xmessage -geometry +600+500 "elsewhere" &
XMESSAGE_PID=$!
OTHER=
for _ in $(seq 1 50); do
    OTHER=$(xdotool search --class Xmessage 2>/dev/null | head -1)
    [ -n "$OTHER" ] && break
    sleep 0.1
done
[ -n "$OTHER" ] || gui_fail "xmessage did not open"
xdotool windowfocus --sync "$OTHER" 2>/dev/null || xdotool windowfocus "$OTHER"
sleep 0.8
gui_shot pause-focus-lost
[ "$(gui_pixel pause-focus-lost 200 200)" = "srgb(255,255,255)" ] ||
    gui_fail "losing the focus did not pause the timed game"
kill "$XMESSAGE_PID" 2>/dev/null
XMESSAGE_PID=
xdotool windowfocus "$WINDOW" 2>/dev/null
gui_click 512 364 # goes on
gui_shot pause-focus-back
[ "$(gui_pixel pause-focus-back 200 200)" = "srgb(255,255,255)" ] &&
    gui_fail "a click on the hidden board did not go on"
gui_quit

# ---- 3. Dark, 800x600, and Push Over's own P -------------------------------------------------
gui_config 800 600 "plugin_dirs = [\"$PLUGIN_DIR\"]"
sed -i 's/^theme = "light"/theme = "dark"/' "$WORK/config/plateau.toml"
gui_start play minesweeper --seed 5 --config "$WORK/config/plateau.toml" --data-dir "$WORK/data"
gui_key p
gui_shot pause-800-dark
gui_quit
gui_start play pushover --config "$WORK/config/plateau.toml" --data-dir "$WORK/data"
gui_key p
gui_shot pause-pushover-moves # its list of moves, not a pause
gui_quit
echo "ok: pause"
