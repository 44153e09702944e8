#!/bin/bash
# Tilings in the GUI under X (Xvfb when no display is set): one human against two greedy
# computers, started from the launcher's card with real mouse events; the human places a
# tile by clicking a highlighted cell; the HTML export through the toolbar's Export
# button; screenshots in ARTIFACTS; quit with Q and check the moves of the Continue file.
# Then three computers play a small game to its end, for the eye.
#
# usage: tilings_gui_test.sh PLATEAU PLUGIN_DIR SOURCE_DIR ARTIFACTS
#
# The game (a scratch games/tilings.toml): MacMahon x 3 dealt in order (shuffle = false),
# so the tiles come 0000 x3, 0001 x3, ... = RRRR, RRRR, RRRR, RRRG, RRRG, RRRG: player 1's
# RRRR goes on 4 4 (first_cell), then
#   player 2 (greedy, RRRR): every cell next to 4 4 is worth 1 (one tile, one neighbour,
#     no pattern): the first in reading order, 4 3;
#   player 3 (greedy, RRRR): next to 4 4 and 4 3 every cell has one neighbour: 4 2;
#   player 1 (human, RRRG: west green) fits on 4 1, 3 2, 3 3, 3 4, 4 5 (never right of
#     the red column, its west would face red): the test clicks 4 5;
#   player 2 (RRRG): 4 1, 3 2, 3 3, 3 4, 4 6 fit, each worth 1 (3 3 would give its 4 3 a
#     third neighbour but it is already a 20): 4 1;
#   player 3 (RRRG): 4 0, 3 1? (no: its east R would face 4 1's west G), 3 2 ... all worth
#     1: 4 0.
# Where to click (host/ui/game_screen.cpp: at 1024x720 the board area is (16, 60) 992 x
# 608; plugins/tilings/view/view_layout.hpp: a 12 px margin, the panel on the right 290 px
# wide, square cells floor(min(665 / 10, 583 / 10)) = 58 px, the board centred at
# (16 + 55, 60 + 14)): the centre of cell (x, y) is (71 + 58 (x + 0.5), 74 + 58 (y + 0.5)).
set -u
PLATEAU=$1
PLUGIN_DIR=$2
SOURCE_DIR=$3
ARTIFACTS=$4
# shellcheck source=../../gui/gui_driver.sh
. "$SOURCE_DIR/tests/gui/gui_driver.sh"
gui_setup
# The user's documents folder, as xdg-user-dirs writes it down (the export's default place).
mkdir -p "$WORK/docs" "$XDG_CONFIG_HOME"
printf 'XDG_DOCUMENTS_DIR="%s"\n' "$WORK/docs" >"$XDG_CONFIG_HOME/user-dirs.dirs"

# A scratch configuration: only Tilings, no animation, light theme, 1024x720; the game's
# settings as given on standard input.
write_config() {
    gui_config 1024 720 "plugin_dirs = [\"$PLUGIN_DIR\"]" 'plugins = ["tilings"]'
    cat >"$WORK/config/games/tilings.toml"
}
start() { gui_start --config "$WORK/config/plateau.toml" --data-dir "$WORK/data"; }
hover() { xdotool mousemove --window "$WINDOW" "$1" "$2"; sleep 0.4; }
cell() { awk -v c="$1" -v r="$2" 'BEGIN { printf "%d %d\n", 71 + 58 * (c + 0.5), 74 + 58 * (r + 0.5) }'; }

# ---- one human against two computers ------------------------------------------------------
write_config <<'TOML'
players = 3
player1_kind = "human"
player2_kind = "greedy"
player3_kind = "greedy"
shuffle = false
first_cell = "4 4"
TOML
start
gui_shot tilings-launcher
gui_click 124 462  # the Tilings card's Play
sleep 1        # the computers' first two moves
gui_shot tilings-game-start
# shellcheck disable=SC2046
hover $(cell 4 5)
gui_shot tilings-game-preview
# shellcheck disable=SC2046
gui_click $(cell 4 5)
sleep 1.5      # the computers' answers
hover 900 600
gui_shot tilings-game-after-move

# The toolbar's Export... offers a whole path in the user's documents folder (here
# $WORK/docs, as user-dirs.dirs names it), tilings-DATE.html; Enter writes it there.
gui_click 970 22
gui_shot tilings-game-export-prompt
gui_key Return
EXPORTED="$WORK/docs/tilings-$(date +%F).html"
[ -f "$EXPORTED" ] || gui_fail "Export wrote no $EXPORTED: $(ls -R "$WORK/docs" 2>&1)"
head -n 1 "$EXPORTED" | grep -qx '<!DOCTYPE html>' || gui_fail "the export is not an HTML page"
cp "$EXPORTED" "$ARTIFACTS/tilings-export.html"
gui_shot tilings-game-exported
gui_quit

CONTINUE="$WORK/data/continue/tilings.toml"
[ -f "$CONTINUE" ] || gui_fail "no Continue file at $CONTINUE"
cp "$CONTINUE" "$ARTIFACTS/gui-continue-tilings.toml"
moves=$(gui_moves "$CONTINUE")
[ "$moves" = "4 3,4 2,4 5,4 1,4 0" ] || gui_fail "the Continue file holds moves [$moves], not [4 3,4 2,4 5,4 1,4 0]"
echo "Continue file moves: $moves"

# ---- three computers to the end, for the eye ----------------------------------------------
rm -rf "$WORK/data"
write_config <<'TOML'
width = 7
height = 6
players = 3
player1_kind = "greedy"
player2_kind = "random"
player3_kind = "first"
deck = "random"
deck_colours = 2
deck_tiles = 16
deck_copies = 1
TOML
start
gui_click 124 462
sleep 6
gui_shot tilings-computers-end
gui_key Escape     # the game-over panel's Back: to the launcher, where Q quits
gui_quit
echo "screenshots in $ARTIFACTS"
echo PASS
