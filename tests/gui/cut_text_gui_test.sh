#!/bin/bash
# Texts cut with "…" give their whole text in a tooltip: a preset label too long for its
# card (from the user's own file) shows whole when the pointer rests on it, and when the
# keyboard's focus is on its card; a text that fits shows nothing. Screenshots in ARTIFACTS.
#
# usage: cut_text_gui_test.sh PLATEAU PLUGIN_DIR SOURCE_DIR ARTIFACTS
#
# At 800x600 the one card is at (50, 108), 340 px wide: its preset selector's label is
# the row at y = 439 between the arrows (x 96 to 344); the card's name is at (64, 320).
set -u
PLATEAU=$1
PLUGIN_DIR=$2
SOURCE_DIR=$3
ARTIFACTS=$4
HERE=$(cd "$(dirname "$0")" && pwd)

# shellcheck source=gui_driver.sh
. "$HERE/gui_driver.sh"
gui_setup

gui_config_only lightsout 800 600
cat >>"$WORK/config/games/lightsout.toml" <<'TOML'

[presets.evenings]
label = "A very large board for the patient player with long winter evenings (9x9)"
size = 9
TOML
gui_start --config "$WORK/config/plateau.toml" --data-dir "$WORK/data"

# Differing pixels between two screenshots.
differ() { compare -metric AE "$ARTIFACTS/$1.png" "$ARTIFACTS/$2.png" null: 2>&1 | cut -d' ' -f1; }

gui_shot gui-cut-start
# Each check compares the screen just after the pointer or the key (before the tooltip's
# 0.45 s delay) with the same screen a second later: only a tooltip differs.
early_late() {
    gui_shot "$1-early"
    sleep 1.2
    gui_shot "$1"
    differ "$1-early" "$1"
}
# The presets in the file's order after the game's own: step until the long one shows.
gui_point 400 580                 # the pointer out of the cards
found=no
for _ in 1 2 3 4 5 6; do
    gui_key shift+Right
    GUI_PAUSE=0.1 gui_point 220 439 # rest on the label
    if [ "$(early_late gui-cut-label)" -gt 2000 ]; then found=yes; break; fi
    gui_point 400 580
done
[ "$found" = yes ] || gui_fail "no tooltip over the cut preset label (or the preset never showed)"
# A text that fits (the card's name) has none.
GUI_PAUSE=0.1 gui_point 110 320
[ "$(early_late gui-cut-name)" -lt 50 ] || gui_fail "a tooltip over a text that fits"
# The keyboard: a key on the focused card (here a preset back and forth, ending on the
# long one) shows its cut texts whole, under the card, after the tooltip's delay.
gui_point 400 580
gui_key shift+Left
GUI_PAUSE=0.1 gui_key shift+Right
[ "$(early_late gui-cut-focus)" -gt 2000 ] ||
    gui_fail "no tooltip for the keyboard's focus on a card with a cut label"
echo "screenshots in $ARTIFACTS"
gui_quit
echo PASS
