#!/bin/bash
# Colours are chosen from the GNOME palette: in Lights Out's settings, a click on the
# "on" colour's swatch opens the palette, a click on red (#e01b24) takes it, and Save
# writes it; then the keyboard: F4 in the field opens the palette on the colour the text
# cursor is in (the second), Left moves to orange (#ff7800), Enter takes it. Screenshots
# in ARTIFACTS (light at 1024x720, dark at 800x600).
#
# usage: colour_chooser_gui_test.sh PLATEAU PLUGIN_DIR SOURCE_DIR ARTIFACTS
#
# At 1024x720 the settings panel's second row (Colours) has its swatches at (559, 361) and
# (584, 361); the palette opens under the second: 9 columns of 28 px swatches 34 px apart
# from x = 448, 5 rows from y = 432, so red's third shade is at (583, 499); Save is at
# (763, 463) once the palette is closed.
set -u
PLATEAU=$1
PLUGIN_DIR=$2
SOURCE_DIR=$3
ARTIFACTS=$4
HERE=$(cd "$(dirname "$0")" && pwd)

# shellcheck source=gui_driver.sh
. "$HERE/gui_driver.sh"
gui_setup

USER_FILE="$XDG_CONFIG_HOME/plateau/games/lightsout.toml"
start() { gui_start --config "$WORK/config/plateau.toml" --data-dir "$WORK/data"; }
colours() { grep '^colours' "$USER_FILE" 2>/dev/null; }

gui_config_only lightsout 1024 720
start
gui_key Tab s                      # the card's settings
gui_click 584 361                  # the "on" swatch
gui_shot gui-colour-palette
gui_click 583 499                  # red
gui_shot gui-colour-chosen
gui_click 763 463                  # Save
[ "$(colours)" = 'colours = ["#3d3846", "#e01b24"]' ] ||
    gui_fail "after choosing red and Save, the user's file says [$(colours)]"

gui_key s                          # the settings again: the keyboard this time
gui_key Down End F4                # the Colours field, the cursor in its second colour
gui_shot gui-colour-keyboard
gui_key Left Return                # from red to orange, taken
gui_key Tab Tab Tab                # to Save
gui_key Return
[ "$(colours)" = 'colours = ["#3d3846", "#ff7800"]' ] ||
    gui_fail "after F4, Left and Enter and Save, the user's file says [$(colours)]"
gui_quit

GUI_THEME=dark gui_config_only lightsout 800 600
start
gui_key Tab s
gui_key Down End F4
gui_shot gui-colour-palette-800-dark
gui_key Escape Escape
gui_quit
echo "screenshots in $ARTIFACTS"
echo PASS
