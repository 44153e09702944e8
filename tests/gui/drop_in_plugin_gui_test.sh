#!/bin/bash
# A plugin dropped into a plugin folder while the launcher is open appears on F5: start
# plateau on an empty plugin folder (the launcher says so), copy Lights Out's .so into it,
# press F5, play the new card with the keyboard (Enter), click a light, quit with Q, and
# check that the Continue file holds the move: the dropped plugin was loaded and played.
#
# usage: drop_in_plugin_gui_test.sh PLATEAU PLUGIN_DIR ARTIFACTS
#
# Where to click: at 1024x720 the game screen's board is (16, 60) 992 x 608 and Lights
# Out's 5x5 square cells (121 px) are centred in it, from (210, 62) (see
# lightsout_gui_test.sh); cell (2, 2)'s centre is (512, 364).
set -u
PLATEAU=$1
PLUGIN_DIR=$2
ARTIFACTS=$3
HERE=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=gui_driver.sh
. "$HERE/gui_driver.sh"
gui_setup

[ -f "$PLUGIN_DIR/lightsout.so" ] || gui_fail "no $PLUGIN_DIR/lightsout.so to drop in"
mkdir -p "$WORK/plugins"
gui_config 1024 720 "plugin_dirs = [\"$WORK/plugins\"]"
gui_start --config "$WORK/config/plateau.toml" --data-dir "$WORK/data"
gui_shot drop-in-empty
gui_key Return  # an empty launcher has nothing to play
cp "$PLUGIN_DIR/lightsout.so" "$WORK/plugins/"
gui_key F5
gui_shot drop-in-after-f5
gui_key Return  # plays the first card: the dropped Lights Out
gui_click 512 364
gui_shot drop-in-game
gui_quit

CONTINUE="$WORK/data/continue/lightsout.toml"
[ -f "$CONTINUE" ] || gui_fail "no Continue file at $CONTINUE: the dropped plugin was not played"
grep -q '"2 2"' "$CONTINUE" || gui_fail "the Continue file does not hold the move 2 2: $(cat "$CONTINUE")"
echo PASS
