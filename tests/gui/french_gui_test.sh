#!/bin/bash
# Every screen in French, and nothing cut that English does not cut: the launcher with the
# five games (1024x720 light, with its statistics; 800x600 dark), then each game at 800x600
# (dark and light in turn) with its help and settings, and the menu, save and load panels
# once; first in English, then in French (plateau.toml's language). The window logs every
# text it draws cut ("…", its whole text then in a tooltip), and every text a game draws
# ending in "…" (the game's own fit_text or wrap_text cut it), to PLATEAU_CUT_TEXTS_LOG:
# French runs some 20% longer than English and must not cut more texts than English does
# on the same screens. Screenshots in ARTIFACTS: gui-fr-*.png, and gui-en-*.png beside them.
#
# usage: french_gui_test.sh PLATEAU PLUGIN_DIR SOURCE_DIR ARTIFACTS
set -u
PLATEAU=$1
PLUGIN_DIR=$2
SOURCE_DIR=$3
ARTIFACTS=$4
HERE=$(cd "$(dirname "$0")" && pwd)

# shellcheck source=gui_driver.sh
. "$HERE/gui_driver.sh"
gui_setup
GAMES="lightsout samegame minesweeper pushover tilings"
for game in $GAMES; do gui_game_config "$SOURCE_DIR" "$game"; done

# tour LANG: every screen in LANG; its cut texts in $WORK/cuts-LANG.txt.
tour() {
    local lang=$1 theme
    export PLATEAU_CUT_TEXTS_LOG="$WORK/cuts-$lang.txt"
    : >"$PLATEAU_CUT_TEXTS_LOG"
    local config=("plugin_dirs = [\"$PLUGIN_DIR\"]" "language = \"$lang\"")
    gui_config 1024 720 "${config[@]}"
    gui_start --config "$WORK/config/plateau.toml" --data-dir "$WORK/data-$lang"
    gui_shot "gui-$lang-launcher"
    gui_key h
    gui_shot "gui-$lang-statistics"
    gui_key Escape
    gui_quit
    GUI_THEME=dark gui_config 800 600 "${config[@]}"
    gui_start --config "$WORK/config/plateau.toml" --data-dir "$WORK/data-$lang"
    gui_shot "gui-$lang-800-launcher-dark"
    gui_quit
    theme=dark
    for game in $GAMES; do
        GUI_THEME=$theme gui_config 800 600 "${config[@]}"
        gui_start play "$game" --seed 3 --config "$WORK/config/plateau.toml" \
            --data-dir "$WORK/data-$lang"
        gui_shot "gui-$lang-$game-$theme"
        gui_key F1
        gui_shot "gui-$lang-$game-help"
        gui_key Escape
        gui_key ctrl+comma
        gui_shot "gui-$lang-$game-settings"
        gui_key Escape
        if [ "$game" = lightsout ]; then  # the host's own panels, the same for every game
            gui_key F10
            gui_shot "gui-$lang-menu"
            gui_key Escape
            gui_key ctrl+s
            gui_shot "gui-$lang-save"
            gui_key Return
            gui_key ctrl+o
            gui_shot "gui-$lang-load"
            gui_key Escape
        fi
        gui_alive "after the panels of $game in $lang"
        kill "$APP_PID" && wait "$APP_PID"  # the game is saved; quicker than the launcher
        APP_PID=
        if [ "$theme" = dark ]; then theme=light; else theme=dark; fi
    done
    unset PLATEAU_CUT_TEXTS_LOG
}

tour en
tour fr

grep -q . "$WORK/cuts-fr.txt" && { echo "French texts cut:"; sed 's/^/  /' "$WORK/cuts-fr.txt"; }
grep -q . "$WORK/cuts-en.txt" && { echo "English texts cut:"; sed 's/^/  /' "$WORK/cuts-en.txt"; }
en=$(grep -c . "$WORK/cuts-en.txt")
fr=$(grep -c . "$WORK/cuts-fr.txt")
echo "texts cut: $en in English, $fr in French"
[ "$fr" -le "$en" ] || gui_fail "French cuts $fr texts where English cuts $en (see above)"
# The French screens are not the English ones: the same boards, other words.
for shot in launcher lightsout-help pushover-settings; do
    differing=$(compare -metric AE "$ARTIFACTS/gui-en-$shot.png" "$ARTIFACTS/gui-fr-$shot.png" \
        null: 2>&1 | cut -d' ' -f1)
    echo "$shot: $differing pixels differ between English and French"
    [ "$differing" -gt 1000 ] || gui_fail "the French $shot looks like the English one"
done
echo "ok"
