#include "plugin_info.hpp"

#include "board_spec.hpp"

namespace minesweeper {

plateau::PluginInfo plugin_info() {
    using plateau::Param;
    plateau::PluginInfo i;
    i.id = "minesweeper";
    i.name = "Minesweeper";
    i.version = "1.0.0";
    i.description = "Open every cell without a mine; the numbers count the mines around.";
    i.how_to_play =
        "Open every cell that has no mine. An open cell shows how many of its eight neighbours "
        "hold a mine; a cell with none opens its neighbours too.\n"
        "Opening a mine loses. Flag the cells you know are mines: a flagged cell cannot be "
        "opened until its flag is taken off.\n"
        "Chording: on a number with as many flags around it as it shows, open all its other "
        "neighbours at once (a wrong flag makes it lose).\n"
        "Mouse: left click opens, right click flags or unflags, a click (or a middle click) on "
        "a number with its flags placed chords.\n"
        "Keyboard: the arrows move the cursor, Space opens or chords, F flags.\n"
        "The counter shows the mines minus the flags; the time runs from the first open. Undo "
        "after a loss is allowed, but the loss is counted and the game no longer enters the "
        "best times.\n"
        "Hint: a cell that logic proves safe (or a mine to flag); with no_guess on, every board "
        "can be solved from the first click by logic alone.\n"
        "Notation: o C R opens, f C R flags or unflags, c C R chords; columns and rows count "
        "from 1, 1 1 at the top left (e.g. o 3 4).";
    i.params = {
        Param::integer("cols", "Columns", 9, kMinSide, kMaxSide, "Cells across, 1 to 50"),
        Param::integer("rows", "Rows", 9, kMinSide, kMaxSide, "Cells down, 1 to 50"),
        Param::integer("mines", "Mines", 10, 1, kMaxSide * kMaxSide / 2,
                       "At least 1, at most floor(max_mine_ratio x cols x rows)"),
        Param::number("max_mine_ratio", "Most mines (share of the cells)", 0.2, kMinRatio,
                      kMaxRatio, "The most mines a board may hold, as a share of its cells"),
        Param::choice("first_click", "First click", "opening", {"any", "safe", "opening"},
                      "any: may be a mine; safe: never a mine; opening: the cell and its "
                      "neighbours are free"),
        Param::boolean("no_guess", "No guessing", false,
                       "Only boards that logic alone solves from the first click"),
        Param::boolean("chording", "Chording", true,
                       "Open the neighbours of a number whose flags are all placed"),
        Param::colour_list("number_colours", "Number colours",
                           {"#1c71d8", "#26a269", "#c01c28", "#613583", "#a51d2d", "#1a7f8e",
                            "#241f31", "#77767b"},
                           8, 8, "The colours of the numbers 1 to 8"),
        Param::colour("covered_colour", "Covered cells", "#b9c3cf", "A cell not opened yet"),
        Param::colour("open_colour", "Open cells", "#f2f1ef", "An opened cell"),
        Param::colour("flag_colour", "Flags", "#e01b24", "The cloth of a flag"),
    };
    i.presets = {
        {"beginner", "Beginner (9x9, 10 mines)", "cols = 9\nrows = 9\nmines = 10\n"},
        {"intermediate", "Intermediate (16x16, 40 mines)", "cols = 16\nrows = 16\nmines = 40\n"},
        {"expert", "Expert (30x16, 99 mines)",
         "cols = 30\nrows = 16\nmines = 99\nmax_mine_ratio = 0.21\n"},
        {"seed", "The seed's game (10x10, 20 mines)",
         "cols = 10\nrows = 10\nmines = 20\nfirst_click = \"any\"\nchording = false\n"},
    };
    i.score_kind = PLATEAU_SCORE_TIME;
    i.scores_won_only = true;
    i.has_hint = true;
    i.lists_moves = false;  // `moves` is refused: this game does not list its moves
    return i;
}

}  // namespace minesweeper
