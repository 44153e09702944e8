#!/bin/bash
# The GUI under X (Xvfb when no display is set): start plateau on a scratch data folder,
# click Lights Out's Play and three lights with real mouse events, take screenshots (F12
# and the window's own picture), quit with Q, and check that the Continue file holds the
# three moves. Then the same window at 800x600: launcher, game, help, settings, save and
# load panels, for the eye (screenshots in ARTIFACTS). Last, `plateau play lightsout`
# opens the window on the game itself.
#
# usage: lightsout_gui_test.sh PLATEAU PLUGIN_DIR SOURCE_DIR ARTIFACTS
#
# Where to click is computed from the window's deterministic layout at a fixed size (the
# window's size comes from a scratch configuration's [window] table):
#   launcher (host/ui/card_layout.cpp): one column of cards is never less than 270 px, so
#   at 1024 px there are 3 columns of 306 px from x = 33; the first card starts at y = 108
#   (header 100 + 8); its Play button is at (47, 446), 155 x 32.
#   game screen (host/ui/game_screen.cpp): the board is the window less the top bar (44),
#   the status bar (36) and a 16 px margin: at 1024x720 it is (16, 60) 992 x 608; Lights
#   Out places its 5x5 cells with the SDK's CellLayout: square, whole pixels (608 / 5 =
#   121.6, so 121 px), centred and rounded: x from 16 + round(387 / 2) = 210, y from
#   60 + round(3 / 2) = 62.
set -u
PLATEAU=$1
PLUGIN_DIR=$2
SOURCE_DIR=$3
ARTIFACTS=$4
HERE=$(cd "$(dirname "$0")" && pwd)

# shellcheck source=gui_driver.sh
. "$HERE/gui_driver.sh"
gui_setup


start() { gui_start --config "$WORK/config/plateau.toml" --data-dir "$WORK/data" "$@"; }

# The centre of Lights Out's cell (column, row) on the 1024x720 game screen.
cell() { awk -v c="$1" -v r="$2" 'BEGIN { s = 121; printf "%d %d\n", 210 + s * (c + 0.5), 62 + s * (r + 0.5) }'; }

# ---- 1024x720: play three moves with the mouse -------------------------------------------
gui_config_only lightsout 1024 720
start
gui_shot gui-1024-launcher
gui_click 124 462  # Lights Out's Play
gui_shot gui-1024-game-start
for move in "0 0" "2 2" "4 1"; do
    # shellcheck disable=SC2046,SC2086 # the move is two numbers
    gui_click $(cell $move)
done
gui_key F12
sleep 0.5
gui_shot gui-1024-game-moves
gui_quit

CONTINUE="$WORK/data/continue/lightsout.toml"
[ -f "$CONTINUE" ] || gui_fail "no Continue file at $CONTINUE"
cp "$CONTINUE" "$ARTIFACTS/gui-continue-lightsout.toml"
moves=$(gui_moves "$CONTINUE")
[ "$moves" = "0 0,2 2,4 1" ] || gui_fail "the Continue file holds moves [$moves], not [0 0,2 2,4 1]"
echo "Continue file moves: $moves"
shots=$(find "$WORK/data/screenshots" -name '*.png' 2>/dev/null | wc -l)
[ "$shots" -ge 1 ] || gui_fail "F12 wrote no screenshot into the data folder"
cp "$(find "$WORK/data/screenshots" -name '*.png' | head -n 1)" "$ARTIFACTS/gui-1024-f12.png"

# ---- 800x600: every screen and panel, for the eye ----------------------------------------
gui_config_only lightsout 800 600
start
gui_shot gui-800-launcher          # now with Continue on the card
gui_key Return                     # the keyboard picks the first card and plays it
gui_shot gui-800-game
gui_key F1
gui_shot gui-800-help
gui_key Escape
gui_key ctrl+comma
gui_shot gui-800-settings
gui_key Escape
gui_key ctrl+s
gui_shot gui-800-save
gui_key Return
gui_key ctrl+o
gui_shot gui-800-load
gui_key Escape
gui_key Escape                     # back to the launcher
gui_shot gui-800-launcher-back
gui_quit

# ---- `plateau play lightsout --seed 5`: the window opens on the game itself ---------------
gui_config_only lightsout 1024 720
rm -rf "$WORK/data"
start play lightsout --seed 5
# shellcheck disable=SC2046
gui_click $(cell 2 2)  # on the game screen straight away: this is a move, not a card
gui_shot gui-1024-play-command
gui_quit
[ -f "$CONTINUE" ] || gui_fail "plateau play lightsout left no Continue file"
grep -q '^seed = "5"$' "$CONTINUE" || gui_fail "the game played is not seed 5: $(cat "$CONTINUE")"
grep -q '"2 2"' "$CONTINUE" || gui_fail "the click on the opened game was not a move: $(cat "$CONTINUE")"
echo "screenshots in $ARTIFACTS"
echo PASS
