#!/bin/bash
# A finished game enters the high scores, and the launcher shows the table: SameGame on the
# layout G G under R R (the G pair, 1 point, then the R pair, 1 point, clears the board:
# 1 + 1 + a clear bonus of 10 = 12), Back to the launcher, then H opens the table of the
# card's preset, and a click on the card's "High scores" link does too.
#
# usage: high_scores_gui_test.sh PLATEAU PLUGIN_DIR ARTIFACTS
#
# Where to click, at 1024x720 (see tests/samegame/plugin/samegame_gui_test.sh for
# SameGame's geometry): the board area is (16, 60) 992 x 608; a 2x2 board has cells of
# floor(min((992 - 24.32) / 2.25, (608 - 30 - 24.32) / 2.25)) = 246 px from
# (16 + 250, 60 + 43), so the bottom left cell's centre is (389, 472). The card's best
# score line, with the Statistics link at its right end, is at y = 364 from x = 47 to 325.
set -u
PLATEAU=$1
PLUGIN_DIR=$2
ARTIFACTS=$3
HERE=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=gui_driver.sh
. "$HERE/gui_driver.sh"
gui_setup
gui_config 1024 720 "plugin_dirs = [\"$PLUGIN_DIR\"]" 'plugins = ["samegame"]'
cat >"$WORK/config/games/samegame.toml" <<'TOML'
fill = "layout"
layout = ["RR", "GG"]
clear_bonus = 10
TOML

gui_start --config "$WORK/config/plateau.toml" --data-dir "$WORK/data"
gui_key Return       # plays the only card
gui_click 389 472    # the G pair
gui_click 389 472    # the R pair, fallen into the bottom row
gui_shot scores-game-over
gui_key Escape       # Back to the launcher
gui_shot scores-launcher
gui_key h
gui_shot scores-table
gui_key Escape
gui_click 290 364    # the card's "Statistics" link
gui_shot scores-table-by-click
# The same table as H opened (a click anywhere else on the card would start a game): the
# two pictures differ in at most 1% of their pixels (hover and focus details).
differ=$(compare -metric AE "$ARTIFACTS/scores-table.png" "$ARTIFACTS/scores-table-by-click.png" \
    null: 2>&1 | cut -d' ' -f1)
[ "${differ%.*}" -le 7372 ] || gui_fail "the link did not open the table: $differ pixels differ"
gui_key Escape
gui_quit

SCORES="$WORK/data/scores.toml"
grep -q 'value = 12$' "$SCORES" || gui_fail "the won game's 12 points are not in $SCORES"
echo PASS
