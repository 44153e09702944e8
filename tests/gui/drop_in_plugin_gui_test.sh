#!/bin/bash
# The plugin folders are watched while the window is open (no key pressed):
#   1. start plateau on an empty plugin folder; copy Lights Out's .so into it: its card
#      appears, and standard error says "plugin added: lightsout VERSION PATH";
#   2. play it (Enter), click a light;
#   3. the file is rebuilt (copied over again): "plugin replaced: ...", and the open game goes
#      on through the new code, its move still there;
#   4. rebuilt into a version whose rules take no move: the game cannot go on, the player is
#      told why and offered a new game, and the game is kept in the saves;
#   5. the file is removed: "plugin removed: ...", the game is saved and closed;
# and the Continue file holds the move all along.
#
# usage: drop_in_plugin_gui_test.sh PLATEAU PLUGIN_DIR ARTIFACTS REFUSING_LIGHTSOUT_SO
#
# Where to click: at 1024x720 the game screen's board is (16, 60) 992 x 608 and Lights
# Out's 5x5 square cells (121 px) are centred in it, from (210, 62) (see
# lightsout_gui_test.sh); cell (2, 2)'s centre is (512, 364).
set -u
PLATEAU=$1
PLUGIN_DIR=$2
ARTIFACTS=$3
REFUSING=$4
HERE=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=gui_driver.sh
. "$HERE/gui_driver.sh"
gui_setup

[ -f "$PLUGIN_DIR/lightsout.so" ] || gui_fail "no $PLUGIN_DIR/lightsout.so to drop in"
[ -f "$REFUSING" ] || gui_fail "no $REFUSING (the refusing Lights Out)"
mkdir -p "$WORK/plugins"
DROPPED="$WORK/plugins/lightsout.so"
LOG="$WORK/plateau.log"
gui_config 1024 720 "plugin_dirs = [\"$WORK/plugins\"]"
gui_start --config "$WORK/config/plateau.toml" --data-dir "$WORK/data"

# A line on standard error within $2 seconds (the watch looks 4 times a second and waits
# 300 ms for a file to stop changing: well under a second).
wait_for_line() {
    local line=$1 limit=$2 waited=0
    while ! grep -qxF "$line" "$LOG"; do
        sleep 0.1
        waited=$((waited + 1))
        [ "$waited" -ge $((limit * 10)) ] && gui_fail "no line '$line' within $limit s: $(cat "$LOG")"
    done
    echo "  '$line' after ${waited}00 ms"
}

grep -q "^plugin " "$LOG" && gui_fail "plugins found at the start are not announced: $(cat "$LOG")"
gui_shot drop-in-empty
# A copy that takes a while: half the file first, the rest 0.4 s later. Never loaded half.
SIZE=$(stat -c %s "$PLUGIN_DIR/lightsout.so")
head -c $((SIZE / 2)) "$PLUGIN_DIR/lightsout.so" >"$DROPPED"
sleep 0.4
cat "$PLUGIN_DIR/lightsout.so" >"$DROPPED"
wait_for_line "plugin added: lightsout 1.0.0 $DROPPED" 2
grep -q "^plugin refused" "$LOG" && gui_fail "the half-copied file was loaded: $(cat "$LOG")"
sleep 0.3  # the next frame
gui_shot drop-in-card
gui_key Return  # plays the first card: the dropped Lights Out
gui_click 512 364
gui_shot drop-in-game
CONTINUE="$WORK/data/continue/lightsout.toml"
grep -q '"2 2"' "$CONTINUE" || gui_fail "the Continue file does not hold the move 2 2"

# Rebuilt: the same game goes on with the new code.
cp "$PLUGIN_DIR/lightsout.so" "$DROPPED.new" && touch -d '+1 minute' "$DROPPED.new" && mv "$DROPPED.new" "$DROPPED"
wait_for_line "plugin replaced: lightsout 1.0.0 $DROPPED" 2
sleep 0.3
gui_shot drop-in-replaced
gui_alive "after the plugin was replaced"
grep -q '"2 2"' "$CONTINUE" || gui_fail "the game lost its move when its plugin was replaced"

# Rebuilt into rules that refuse the moves: told why, offered a new game, nothing lost.
cp "$REFUSING" "$DROPPED.new" && touch -d '+2 minutes' "$DROPPED.new" && mv "$DROPPED.new" "$DROPPED"
wait_for_line "plugin replaced: lightsout 2.0.0 $DROPPED" 2
sleep 0.3
gui_shot drop-in-refused-game
KEPT=$(find "$WORK/data/saves/lightsout/" -maxdepth 1 -type f -name '*.toml' ! -name '.*' -printf '%f\n' 2>/dev/null |
    sort | head -n 1)
[ -n "$KEPT" ] || gui_fail "the game that 2.0.0 refuses was not kept in the saves"
grep -q '"2 2"' "$WORK/data/saves/lightsout/$KEPT" || gui_fail "the kept save has lost the move"
gui_key Escape  # Back to the games
sleep 0.3

# Removed: the launcher drops its card.
rm "$DROPPED"
wait_for_line "plugin removed: lightsout $DROPPED" 2
sleep 0.3
gui_shot drop-in-removed
gui_quit
grep -q '"2 2"' "$CONTINUE" || gui_fail "the Continue file lost the move: $(cat "$CONTINUE")"
echo PASS
