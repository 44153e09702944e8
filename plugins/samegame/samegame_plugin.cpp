// SameGame's plugin table: what the launcher shows, the parameters and their presets.
#include <plateau/plugin.hpp>

#include "samegame_game.hpp"

namespace samegame {
namespace {

plateau::PluginInfo info() {
    plateau::PluginInfo i;
    i.id = "samegame";
    i.name = "SameGame";
    i.version = "1.0.0";
    i.description = "Remove groups of one colour for points.";
    i.how_to_play =
        "Click a piece to remove its group: the pieces of its colour joined to it\n"
        "horizontally or vertically. A group needs min_group pieces (2 by default; 1 in\n"
        "Same Gnome). Removing n pieces scores (n-1)^2 (or max(n-2,0)^2 with scoring n-2);\n"
        "clearing the board adds clear_bonus.\n"
        "The pieces above fall down, then empty columns close up to the left.\n"
        "The game ends when no group is left; it is won when the board is empty.\n"
        "Mouse: point at a group to see its size and points, click to remove it.\n"
        "Keyboard: arrows move the cursor, Space or Enter removes its group.\n"
        "Notation: C R, the column from 0 at the left and the row from 0 at the bottom\n"
        "(e.g. 3 0); any piece of a group names it. The text form shows the top row first.\n"
        "Hint: the first move of the best sequence a half-second search finds.\n"
        "solve SECONDS: plays the best sequence a search of SECONDS finds (10 if none);\n"
        "each move can be undone.";
    i.params = {
        plateau::Param::integer("rows", "Rows", 10, 1, 100, "Rows of the board"),
        plateau::Param::integer("cols", "Columns", 15, 1, 100, "Columns of the board"),
        plateau::Param::colour_list("colours", "Colours", {"red", "green", "blue"}, 2, 8,
                                    "The pieces' colours, 2 to 8, by colour index"),
        plateau::Param::text("letters", "Letters", "RGBYMCOW", 8,
                             "The text form's letter for each colour index, in order"),
        plateau::Param::integer("min_group", "Smallest group", 2, 1, 10,
                                "The fewest pieces a removable group has (1: Same Gnome)"),
        plateau::Param::choice("scoring", "Scoring", "n-1", {"n-1", "n-2"},
                               "n-1: (n-1)^2 points for n pieces; n-2: max(n-2, 0)^2"),
        plateau::Param::integer("clear_bonus", "Clear bonus", 0, 0, 1000000,
                                "Points added when the board is cleared"),
        plateau::Param::choice("fill", "Fill", "random", {"random", "formula", "layout"},
                               "random: from the seed; formula: Same Gnome's sin(i*j+j)^2 "
                               "board; layout: the layout below"),
        plateau::Param::text_list("layout", "Layout", {}, 0, 100,
                                  "With fill = layout: one text per row, top row first"),
        plateau::Param::choice("style", "Pieces", "balls", {"balls", "shapes"},
                               "balls, or a distinct shape per colour (colour-blind players)"),
        plateau::Param::boolean("animations", "Animations", true,
                                "Animate removals (marked, falling, columns closing)"),
    };
    i.presets = {
        {"same-gnome", "Same Gnome (000: single pieces too)",
         "rows = 10\ncols = 15\ncolours = [\"red\", \"green\", \"blue\"]\nscoring = \"n-1\"\n"
         "min_group = 1\n"},
        {"samegame", "SameGame (003: groups of 2 or more)",
         "rows = 10\ncols = 15\ncolours = [\"red\", \"green\", \"blue\"]\nscoring = \"n-1\"\n"
         "min_group = 2\n"},
        {"small", "Small (5x6)", "rows = 5\ncols = 6\n"},
        {"large", "Large (15x20, 4 colours)",
         "rows = 15\ncols = 20\ncolours = [\"red\", \"green\", \"blue\", \"yellow\"]\n"},
        {"benchmark", "Benchmark (15x15, 5 colours, n-2, bonus 1000)",
         "rows = 15\ncols = 15\n"
         "colours = [\"red\", \"green\", \"blue\", \"yellow\", \"magenta\"]\n"
         "scoring = \"n-2\"\nclear_bonus = 1000\n"},
    };
    i.commands = {{"solve", "SECONDS",
                   "Play the best sequence a search of SECONDS (10 if none) finds", true}};
    i.score_kind = PLATEAU_SCORE_POINTS;
    i.scores_won_only = false;
    i.has_hint = true;
    i.lists_moves = true;
    return i;
}

}  // namespace
}  // namespace samegame

PLATEAU_PLUGIN(samegame::SameGame, samegame::info)
