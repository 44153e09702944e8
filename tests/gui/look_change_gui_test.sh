#!/bin/bash
# A change of look keeps the game going (ABI 1.6, look parameters): Lights Out's colours
# are a look parameter, its size is not.
#   1. Lights Out at 640x480, seed 5 (its 5x5 cells 70 px apart, the first centred at
#      (180, 104), as in toolbar_overflow_gui_test.sh): a move, 2 2. Ctrl+, opens the
#      settings form, its focus on the size; Down, the colours: the second (a light on) set
#      to #e01b24; Up twice goes round to Save and play. The same game goes on: the light
#      at (1, 0), lit in that position, is red where it was yellow, and a second move, 1 3,
#      follows the first. The Continue file holds both moves, the seed 5 and the new colour.
#   2. Started again: the form, the size set to 6, Save and play: a new game (no move, size 6).
# Screenshots (ARTIFACTS): before and after the change of look.
#
# usage: look_change_gui_test.sh PLATEAU PLUGIN_DIR SOURCE_DIR ARTIFACTS
set -u
PLATEAU=$1
PLUGIN_DIR=$2
SOURCE_DIR=$3
ARTIFACTS=$4
# shellcheck source=gui_driver.sh
. "$SOURCE_DIR/tests/gui/gui_driver.sh"
gui_setup
CONTINUE="$WORK/data/continue/lightsout.toml"

cell() { echo $((180 + 70 * $1)) $((104 + 70 * $2)); }

# ---- 1. The colour of a light on, changed during a game ------------------------------------
gui_config_only lightsout 640 480
gui_start play lightsout --seed 5 --config "$WORK/config/plateau.toml" --data-dir "$WORK/data"
# shellcheck disable=SC2046
gui_click $(cell 2 2)
gui_shot look-before
gui_key ctrl+comma
GUI_PAUSE=0.2 gui_key Down End
GUI_PAUSE=0.1 gui_key BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace
GUI_PAUSE=0.2 gui_key numbersign e 0 1 b 2 4 Return
GUI_PAUSE=0.2 gui_key Up Up
gui_key Return # Save and play
gui_shot look-after
# shellcheck disable=SC2046
before=$(gui_pixel look-before $(cell 1 0))
# shellcheck disable=SC2046
after=$(gui_pixel look-after $(cell 1 0))
[ "$after" = "srgb(224,27,36)" ] ||
    gui_fail "the lit light at (1, 0) is $after after the change (it was $before), not #e01b24"
# shellcheck disable=SC2046
gui_click $(cell 1 3)
gui_quit
[ -f "$CONTINUE" ] || gui_fail "no Continue file"
moves=$(gui_moves "$CONTINUE")
[ "$moves" = "2 2,1 3" ] || gui_fail "the Continue file holds [$moves], not [2 2,1 3]: a new game?"
grep -q '^seed = "5"' "$CONTINUE" || gui_fail "not seed 5: $(cat "$CONTINUE")"
grep -q '#e01b24' "$CONTINUE" || gui_fail "the new colour is not in the game: $(cat "$CONTINUE")"

# ---- 2. The size, changed during a game: a new game -----------------------------------------
gui_start play lightsout --seed 5 --config "$WORK/config/plateau.toml" --data-dir "$WORK/data"
# shellcheck disable=SC2046
gui_click $(cell 2 2)
gui_key ctrl+comma
GUI_PAUSE=0.2 gui_key End BackSpace 6 Return
GUI_PAUSE=0.2 gui_key Up
gui_key Return # Save and play
gui_quit
moves=$(gui_moves "$CONTINUE")
[ -z "$moves" ] || gui_fail "a new size kept the moves [$moves]"
grep -q '^size = 6' "$CONTINUE" || gui_fail "not a 6x6 game: $(cat "$CONTINUE")"
echo "ok: a change of look kept the game going; a change of size started a new one"
