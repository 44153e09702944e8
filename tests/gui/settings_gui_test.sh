#!/bin/bash
# The settings form judges the values together and opens on a broken user file (issue 19):
#   1. The user's own Minesweeper file has an unknown key (line 4), a refused first_click
#      (line 5) and mines = 50 with the 9x9 board. Play refuses and points to Settings;
#      S opens the form anyway: the refused value under its field, the unknown key above
#      the buttons, "1 to 16 with these values" under Mines (floor(0.2 x 81) = 16), and
#      the game's refusal of 50 mines. Save then writes nothing.
#   2. Mines set to 16 and saved: the file holds mines = 16, the two refused lines kept as
#      comments; `plateau check-config` then exits 0 (it exited 1 before); the launcher's
#      banner about the game goes.
#   3. The form again in the dark theme at 800x600 (screenshots).
#
# usage: settings_gui_test.sh PLATEAU PLUGIN_DIR SOURCE_DIR ARTIFACTS
#
# Keys: the form's focus starts on Columns; Down moves to the next field, Up from the first
# field goes round to the last button (Save); Enter presses a focused button.
set -u
PLATEAU=$1
PLUGIN_DIR=$2
SOURCE_DIR=$3
ARTIFACTS=$4
# shellcheck source=gui_driver.sh
. "$SOURCE_DIR/tests/gui/gui_driver.sh"
gui_setup
USER_FILE="$XDG_CONFIG_HOME/plateau/games/minesweeper.toml"
mkdir -p "$(dirname "$USER_FILE")"
cat >"$USER_FILE" <<'TOML'
cols = 9
rows = 9
mines = 50
rwos = 3
first_click = "sometimes"
TOML
cp "$USER_FILE" "$WORK/before.toml"
check_config() { "$PLATEAU" --config "$WORK/config/plateau.toml" check-config >"$WORK/check.out" 2>&1; }

gui_config 1280 800 "plugin_dirs = [\"$PLUGIN_DIR\"]" 'plugins = ["minesweeper"]'
check_config && gui_fail "check-config passed a file with an unknown key: $(cat "$WORK/check.out")"
grep -q "^error: $USER_FILE:4:1: unknown key \"rwos\"" "$WORK/check.out" ||
    gui_fail "check-config did not name line 4: $(cat "$WORK/check.out")"

# ---- 1. Play refuses; the form opens on the broken file -----------------------------------
gui_start --config "$WORK/config/plateau.toml" --data-dir "$WORK/data"
gui_key Return # Play: refused, with the way out
gui_shot settings-play-refused
gui_key s
gui_shot settings-broken-file
GUI_PAUSE=0.3 gui_key Up
gui_key Return # Save: the game refuses 50 mines on 81 cells
gui_shot settings-refused-together
cmp -s "$USER_FILE" "$WORK/before.toml" || gui_fail "a refused set was written: $(cat "$USER_FILE")"
gui_alive "after a refused Save"

# ---- 2. Mines to 16, saved -----------------------------------------------------------------
GUI_PAUSE=0.2 gui_key Down # from Save round to Columns
GUI_PAUSE=0.2 gui_key Down Down # Rows, Mines
GUI_PAUSE=0.2 gui_key End BackSpace BackSpace 1 6 Return
gui_shot settings-mended
GUI_PAUSE=0.2 gui_key Up Up Up
gui_key Return # Save
grep -qx 'mines = 16' "$USER_FILE" || gui_fail "mines = 16 not written: $(cat "$USER_FILE")"
grep -qx '# rwos = 3' "$USER_FILE" || gui_fail "the unknown key was not kept as a comment: $(cat "$USER_FILE")"
grep -qx '# first_click = "sometimes"' "$USER_FILE" ||
    gui_fail "the refused first_click was not kept as a comment: $(cat "$USER_FILE")"
grep -q '^mines = 50' "$USER_FILE" && gui_fail "mines = 50 stayed: $(cat "$USER_FILE")"
check_config || gui_fail "check-config refuses the file the form wrote: $(cat "$WORK/check.out")"
# The banner that said the game could not start goes with the mistake: the strip under the
# header is the page again (x = 1000 is past the banner's text).
gui_shot settings-saved-launcher
[ "$(gui_pixel settings-saved-launcher 1000 112)" = "$(gui_pixel settings-play-refused 1000 112)" ] &&
    gui_fail "the banner stayed after the settings were mended"
gui_quit

# ---- 3. Dark, 800x600 ----------------------------------------------------------------------
cp "$WORK/before.toml" "$USER_FILE"
gui_config 800 600 "plugin_dirs = [\"$PLUGIN_DIR\"]" 'plugins = ["minesweeper"]'
sed -i 's/^theme = "light"/theme = "dark"/' "$WORK/config/plateau.toml"
gui_start --config "$WORK/config/plateau.toml" --data-dir "$WORK/data"
gui_key s
gui_shot settings-800-dark
gui_key Escape
gui_quit
echo "ok: the settings form judged the values together and mended the user's file"
