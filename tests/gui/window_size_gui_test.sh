#!/bin/bash
# The window's size. On a screen smaller than the configured window, it opens no larger than
# the screen, every side of it on the screen; a window that fits keeps its size, centred; it
# is never smaller than 480x360, the least size the screens are laid out for.
#   1. An 800x600 screen (an Xvfb of its own, whatever $DISPLAY is), the window configured
#      at 1024x720 (the default): the window is 800x600 at (0, 0), and the game screen's
#      toolbar shows its first and last buttons (Back at the left, Menu at the right edge).
#   2. The same screen, a 640x480 window: 640x480 at ((800-640)/2, (600-480)/2) = (80, 60).
#   3. The window manager is told the least size (WM_NORMAL_HINTS: minimum 480 by 360); with
#      no window manager here, a window made 200x150 grows back to 480x360, one made 300x500
#      to 480x500.
#   4. The size it closed at (<data>/window.toml) is the next start's, centred; until
#      plateau.toml asks for another size, which then comes first (and window.toml is written
#      anew under it at the close, so the old size never comes back); a damaged window.toml is
#      named on standard error (file, line, what is allowed), the configured size used, and
#      the file written anew when the window closes.
#   5. A window closed maximised keeps its size from before, and maximised = true; one
#      tiled to half the screen (maximised up and down only) is not maximised, and its size
#      is not kept either.
#
# Not tested here (no window manager runs to act on it): that the next start asks for the
# window maximised again, and that a window manager keeps the least size during a drag.
#
# usage: window_size_gui_test.sh PLATEAU PLUGIN_DIR SOURCE_DIR ARTIFACTS SET_WINDOW_STATE
#   SET_WINDOW_STATE: tests/gui/set_window_state.cpp, built
set -u
PLATEAU=$1
PLUGIN_DIR=$2
SOURCE_DIR=$3
ARTIFACTS=$4
SET_WINDOW_STATE=$5
# shellcheck source=gui_driver.sh
. "$SOURCE_DIR/tests/gui/gui_driver.sh"
unset DISPLAY
export PLATEAU_XVFB_SCREEN=800x600x24
gui_setup
[ "$(xdotool getdisplaygeometry)" = "800 600" ] || gui_fail "the screen is $(xdotool getdisplaygeometry)"

# "X Y W H" of the window, as the X server places it.
geometry() {
    xdotool getwindowgeometry --shell "$WINDOW" |
        awk -F= '/^X=/{x=$2} /^Y=/{y=$2} /^WIDTH=/{w=$2} /^HEIGHT=/{h=$2} END{print x, y, w, h}'
}

# Makes the window W x H, then waits (5 s at most) for its geometry to be "X Y W2 H2" (what
# the program makes of it): prints the geometry it ends with.
resize_to() {
    local want=$3 got _
    xdotool windowsize "$WINDOW" "$1" "$2"
    for _ in $(seq 1 50); do
        sleep 0.1
        got=$(geometry)
        [ "$got" = "$want" ] && break
    done
    echo "$got"
}

# ---- 1. The default 1024x720 on an 800x600 screen -------------------------------------------
gui_config 1024 720 "plugin_dirs = [\"$PLUGIN_DIR\"]"
gui_start play minesweeper --preset expert --seed 5 --config "$WORK/config/plateau.toml" \
    --data-dir "$WORK/data"
got=$(geometry)
[ "$got" = "0 0 800 600" ] || gui_fail "a 1024x720 window on an 800x600 screen: $got (x y w h)"
gui_shot window-size-expert
echo "ok: 1024x720 configured, 800x600 at (0, 0) on an 800x600 screen"
# The toolbar's last button, Menu, at the right edge: its menu opens (Esc closes it), so
# the game's commands are within reach. The menu's panel covers the board's middle.
before=$(gui_pixel window-size-expert 400 320)
gui_click 760 22
gui_shot window-size-menu
after=$(gui_pixel window-size-menu 400 320)
[ "$before" != "$after" ] || gui_fail "Menu at (760, 22) opened nothing: $before at (400, 320)"
gui_key Escape
gui_quit

# ---- 2. A window that fits keeps its size -----------------------------------------------------
gui_config 640 480 "plugin_dirs = [\"$PLUGIN_DIR\"]"
gui_start --config "$WORK/config/plateau.toml" --data-dir "$WORK/data"
got=$(geometry)
[ "$got" = "80 60 640 480" ] || gui_fail "a 640x480 window on an 800x600 screen: $got (x y w h)"
gui_shot window-size-launcher
echo "ok: 640x480 configured, 640x480 at (80, 60)"

# ---- 3. The least size ---------------------------------------------------------------------
hints=$(xprop -id "$WINDOW" WM_NORMAL_HINTS)
grep -q 'program specified minimum size: 480 by 360' <<<"$hints" ||
    gui_fail "the window manager is not told the least size: $hints"
got=$(resize_to 200 150 "80 60 480 360")
[ "$got" = "80 60 480 360" ] || gui_fail "made 200x150: $got (x y w h), not 480x360"
got=$(resize_to 300 500 "80 60 480 500")
[ "$got" = "80 60 480 500" ] || gui_fail "made 300x500: $got (x y w h), not 480x500"
gui_shot least-size-launcher
gui_alive "after the resizes"
echo "ok: the least size, 480x360, told and kept"
gui_quit

# ---- 4. The size it closed at, for the next start -------------------------------------------
MEMORY="$WORK/data/window.toml"
{ grep -qx 'width = 480' "$MEMORY" && grep -qx 'height = 500' "$MEMORY" &&
    grep -qx 'configured_width = 640' "$MEMORY" && grep -qx 'configured_height = 480' "$MEMORY"; } ||
    gui_fail "the size it closed at is not kept: $(cat "$MEMORY" 2>&1)"
gui_start --config "$WORK/config/plateau.toml" --data-dir "$WORK/data"
got=$(geometry)
# 480x500 again, centred: ((800-480)/2, (600-500)/2) = (160, 50).
[ "$got" = "160 50 480 500" ] || gui_fail "closed at 480x500, opened at $got (x y w h)"
gui_quit
echo "ok: closed at 480x500, opened at 480x500"
# plateau.toml asks for another size: it wins, 700x500 at (50, 50).
gui_config 700 500 "plugin_dirs = [\"$PLUGIN_DIR\"]"
gui_start --config "$WORK/config/plateau.toml" --data-dir "$WORK/data"
got=$(geometry)
[ "$got" = "50 50 700 500" ] || gui_fail "plateau.toml now 700x500, opened at $got (x y w h)"
gui_quit
# The file of another configured size is written anew, so that it never comes back.
{ grep -qx 'width = 700' "$MEMORY" && grep -qx 'configured_width = 700' "$MEMORY"; } ||
    gui_fail "window.toml not written anew under 700x500: $(cat "$MEMORY")"
echo "ok: a new size in plateau.toml comes first"
# A damaged file: named on standard error with its line, the configured size used.
printf 'width = 0\nheight = 500\nconfigured_width = 700\nconfigured_height = 500\n' >"$MEMORY"
gui_start --config "$WORK/config/plateau.toml" --data-dir "$WORK/data"
got=$(geometry)
[ "$got" = "50 50 700 500" ] || gui_fail "with a damaged window.toml, opened at $got (x y w h)"
grep -qF "warning: $MEMORY:1:9: width = 0 is out of range: an integer from 1 to 16384 is allowed; the window opens at the configured size" "$WORK/plateau.log" ||
    gui_fail "no warning naming the damaged window.toml"
gui_quit
grep -qx 'width = 700' "$MEMORY" || gui_fail "the damaged window.toml was not written anew: $(cat "$MEMORY")"
echo "ok: a damaged window.toml is named, not used, and written anew at the close"

# ---- 5. Closed maximised --------------------------------------------------------------------
# No window manager here: what one does when it maximises the window is done by hand, the
# state (_NET_WM_STATE, both ways) set, then the window made the screen's size. The size kept
# is the one before (700x500), with maximised = true.
gui_start --config "$WORK/config/plateau.toml" --data-dir "$WORK/data"
"$SET_WINDOW_STATE" "$WINDOW" _NET_WM_STATE_MAXIMIZED_VERT _NET_WM_STATE_MAXIMIZED_HORZ ||
    gui_fail "set_window_state failed"
got=$(resize_to 800 600 "50 50 800 600")
[ "$got" = "50 50 800 600" ] || gui_fail "made 800x600 (maximised): $got (x y w h)"
gui_quit
{ grep -qx 'maximised = true' "$MEMORY" && grep -qx 'width = 700' "$MEMORY" &&
    grep -qx 'height = 500' "$MEMORY"; } ||
    gui_fail "closed maximised, window.toml says: $(cat "$MEMORY")"
echo "ok: closed maximised, kept with the size before"

# ---- 6. Tiled to half the screen (maximised up and down only) ------------------------------
# Not maximised: its size is not kept (a window manager's tiling, not the player's size), and
# maximised = false, so the next start does not open it maximised.
gui_start --config "$WORK/config/plateau.toml" --data-dir "$WORK/data"
"$SET_WINDOW_STATE" "$WINDOW" _NET_WM_STATE_MAXIMIZED_VERT || gui_fail "set_window_state failed"
got=$(resize_to 400 600 "50 50 480 600")
[ "$got" = "50 50 480 600" ] || gui_fail "made 400x600 (tiled): $got (x y w h)"
gui_quit
{ grep -qx 'maximised = false' "$MEMORY" && grep -qx 'width = 700' "$MEMORY"; } ||
    gui_fail "closed tiled, window.toml says: $(cat "$MEMORY")"
echo "ok: closed tiled, not kept as maximised nor as a size"
