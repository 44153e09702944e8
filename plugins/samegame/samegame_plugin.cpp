// SameGame as a Plateau plugin, the one file that joins the libraries to the SDK: what the
// launcher shows (info: the parameters and their presets), then the game class, the rules
// (rules/position.hpp) joined to the host's calls — text form, status, moves, input,
// drawing (view/), the hint and solve jobs (search/search_jobs.hpp).
#include <plateau/format.hpp>
#include <plateau/game.hpp>
#include <plateau/plugin.hpp>
#include <plateau/translate.hpp>

#include "samegame/rules/game_config.hpp"
#include "samegame/rules/groups.hpp"
#include "samegame/rules/notation.hpp"
#include "samegame/rules/position.hpp"
#include "samegame/search/search_jobs.hpp"
#include "samegame/view/board_view.hpp"
#include "samegame/view/ui_state.hpp"
#include "samegame/view/view_geometry.hpp"

namespace samegame {
namespace {

// What the launcher shows, the parameters and their presets. Every text a player reads goes
// through tr() (po/LANG.po); the id, the keys, the choices' values, the presets' ids and
// their TOML, and the command's name are names files and programs use, never translated.
plateau::PluginInfo info() {
    using plateau::tr, plateau::trc;
    plateau::PluginInfo i;
    i.id = "samegame";
    i.name = tr("SameGame");
    i.version = "1.0.0";
    i.description = tr("Remove groups of one colour for points.");
    i.how_to_play =
        tr("Click a piece to remove its group: the pieces of its colour joined to it\n"
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
           "each move can be undone.");
    i.params = {
        plateau::Param::integer("rows", tr("Rows"), 10, 1, 100, tr("Rows of the board")),
        plateau::Param::integer("cols", tr("Columns"), 15, 1, 100, tr("Columns of the board")),
        plateau::Param::colour_list("colours", tr("Colours"), {"red", "green", "blue"}, 2, 8,
                                    tr("The pieces' colours, 2 to 8, by colour index")),
        plateau::Param::text("letters", tr("Letters"), "RGBYMCOW", 8,
                             tr("The text form's letter for each colour index, in order")),
        plateau::Param::integer("min_group", tr("Smallest group"), 2, 1, 10,
                                tr("The fewest pieces a removable group has (1: Same Gnome)")),
        plateau::Param::choice("scoring", tr("Scoring"), "n-1", {"n-1", "n-2"},
                               tr("n-1: (n-1)^2 points for n pieces; n-2: max(n-2, 0)^2")),
        plateau::Param::integer("clear_bonus", tr("Clear bonus"), 0, 0, 1000000,
                                tr("Points added when the board is cleared")),
        plateau::Param::choice("fill", tr("Fill"), "random", {"random", "formula", "layout"},
                               tr("Random: from the seed; Formula: Same Gnome's sin(i*j+j)^2 "
                                  "board; Layout: the layout below"))
            .with_words({tr("Random"), tr("Formula"), tr("Layout")}),
        plateau::Param::text_list("layout", tr("Layout"), {}, 0, 100,
                                  tr("With fill = layout: one text per row, top row first")),
        plateau::Param::choice("style", tr("Pieces"), "balls", {"balls", "shapes"},
                               tr("Balls, or a distinct shape per colour (colour-blind players)"))
            .with_words({tr("Balls"), tr("Shapes")})
            .look_only(),
        plateau::Param::boolean("animations", tr("Animations"), true,
                                tr("Animate removals (marked, falling, columns closing)"))
            .look_only(),
    };
    i.info_words = {{"group", tr("Group")}, {"points", tr("Points")}};
    i.presets = {
        {"same-gnome", tr("Same Gnome (000: single pieces too)"),
         "rows = 10\ncols = 15\ncolours = [\"red\", \"green\", \"blue\"]\nscoring = \"n-1\"\n"
         "min_group = 1\n"},
        {"samegame", tr("SameGame (003: groups of 2 or more)"),
         "rows = 10\ncols = 15\ncolours = [\"red\", \"green\", \"blue\"]\nscoring = \"n-1\"\n"
         "min_group = 2\n"},
        {"small", tr("Small (5x6)"), "rows = 5\ncols = 6\n"},
        {"large", tr("Large (15x20, 4 colours)"),
         "rows = 15\ncols = 20\ncolours = [\"red\", \"green\", \"blue\", \"yellow\"]\n"},
        {"benchmark", tr("Benchmark (15x15, 5 colours, n-2, bonus 1000)"),
         "rows = 15\ncols = 15\n"
         "colours = [\"red\", \"green\", \"blue\", \"yellow\", \"magenta\"]\n"
         "scoring = \"n-2\"\nclear_bonus = 1000\n"},
    };
    i.commands = {{"solve", tr("SECONDS"),
                   tr("Play the best sequence a search of SECONDS (10 if none) finds"), true,
                   trc("the solve command's button", "Solve")}};
    i.score_kind = PLATEAU_SCORE_POINTS;
    i.scores_won_only = false;
    return i;
}

// The three phases of a removal (marked, falling, closing) take this long in all.
constexpr float kRemovalSeconds = 0.3f;

// SameGame as a Plateau game: the rules joined to the host's calls.
class SameGame final : public plateau::Game<Position, Ui> {
  public:
    SameGame(const plateau::Settings& settings, std::uint64_t seed,
             const std::optional<std::string>& layout);

    Position initial() override { return start_; }
    Position apply(const Position& position, std::string_view move) override;
    std::string text_form(const Position& position) override;
    plateau::Status status(const Position& position) override;
    std::vector<std::string> moves(const Position& position) override;
    std::string info_line(const Position& position, const Ui* ui) override;
    std::string describe_move(const Position& position, std::string_view move) override;

    // The cursor starts on the bottom left piece, cell 0 0.
    Ui new_ui(const Position& position) override {
        Ui ui;
        ui.cells.cursor = (position.board.rows() - 1) * position.board.cols();
        return ui;
    }
    plateau::InputResult input(const Position& position, Ui& ui, const plateau::Input& in) override;
    float anim_length(const Position& from, const Position& to, std::string_view move) override;
    plateau::BoardSize min_board_size(const Position& position) override {
        return min_area(position.board.cols(), position.board.rows());
    }
    void draw(plateau::Canvas& canvas, const Position& position, const Ui* ui,
              const plateau::Frame<Position>& frame) override;
    std::unique_ptr<plateau::Job> hint(const Position& position, double budget) override;
    std::unique_ptr<plateau::Job> command_job(const Position& position, std::string_view name,
                                              std::string_view args, double budget) override;

  private:
    // The size of the group at `cell` when it is a legal move now, else 0.
    int legal_group_size(const Position& position, Cell cell);

    GameConfig config_;
    Position start_;
    GroupFinder finder_;  // scratch space, reused by every call
};

SameGame::SameGame(const plateau::Settings& settings, std::uint64_t seed,
                   const std::optional<std::string>& layout)
    : config_(read_config(settings, layout.has_value())),
      start_(start_position(first_board(config_, seed, layout), config_.rules)) {}

Position SameGame::apply(const Position& position, std::string_view move) {
    const Cell cell = parse_move(move, position.board);
    return play(position, cell, move, config_.rules, finder_);
}

std::string SameGame::text_form(const Position& position) {
    return samegame::text_form(position.board, config_.letters);
}

plateau::Status SameGame::status(const Position& position) {
    plateau::Status s;
    s.score = position.score;
    if (position.over) {
        s.over = true;
        const int left = position.board.pieces();
        if (left == 0) {
            s.outcome = plateau::Outcome::won;
            s.message =
                plateau::format(plateau::tr("Board cleared! Final score {}."), position.score);
        } else {
            // A game over with pieces left has a smallest group of 2 or more (with 1, every
            // piece is a group): the plural follows the pieces left.
            s.message = plateau::format(
                plateau::trn("No group of {0} or more is left; {1} piece remains. Final score {2}.",
                             "No group of {0} or more is left; {1} pieces remain. Final score "
                             "{2}.",
                             left),
                config_.rules.min_group, left, position.score);
        }
    }
    return s;
}

std::vector<std::string> SameGame::moves(const Position& position) {
    std::vector<std::string> all;
    if (position.over) return all;
    for (const GroupInfo& g : finder_.legal_groups(position.board, config_.rules.min_group)) {
        all.push_back(format_move(g.name));
    }
    return all;
}

int SameGame::legal_group_size(const Position& position, Cell cell) {
    if (position.over || !position.board.in_bounds(cell)) return 0;
    const int size = static_cast<int>(finder_.cells_of(position.board, cell).size());
    return size >= config_.rules.min_group ? size : 0;
}

std::string SameGame::info_line(const Position& position, const Ui* ui) {
    // Only while the window highlights a group (the text mode never does): its size and
    // what removing it would score, for the status bar.
    if (ui == nullptr) return {};
    const auto selected = ui->selected(position.board);
    if (!selected) return {};
    const int size = legal_group_size(position, *selected);
    if (size == 0) return {};
    const bool clears = size == position.board.pieces();
    return "group=" + std::to_string(size) +
           " points=" + std::to_string(config_.rules.move_points(size, clears));
}

// For the status bar: "the 5 pieces at column 6, row 1 (16 points)", the cell counted from
// 1 at the top left (the notation counts rows from 0 at the bottom).
std::string SameGame::describe_move(const Position& position, std::string_view move) {
    const Board& board = position.board;
    const Cell cell = parse_move(move, board);
    const int size = legal_group_size(position, cell);
    using plateau::format, plateau::tr, plateau::trn;
    const int col = cell.col + 1;
    const int row = board.rows() - cell.row;
    if (size == 0) {  // not a move: said as a place only
        return format(tr("the piece at column {0}, row {1}"), col, row);
    }
    const std::int64_t points = config_.rules.move_points(size, size == board.pieces());
    // The group (its size in words) and its points, each with its own plural.
    const std::string group = size == 1 ? format(tr("the piece at column {0}, row {1}"), col, row)
                                        : format(trn("the {0} piece at column {1}, row {2}",
                                                     "the {0} pieces at column {1}, row {2}", size),
                                                 size, col, row);
    return format(trn("{0} ({1} point)", "{0} ({1} points)", static_cast<unsigned long>(points)),
                  group, points);
}

plateau::InputResult SameGame::input(const Position& position, Ui& ui, const plateau::Input& in) {
    const Board& board = position.board;
    const BoardGeometry geo(board.cols(), board.rows(), in.width, in.height,
                            caption_height(in.height, false));
    plateau::CellCursor& c = ui.cells;
    switch (in.type) {
        case PLATEAU_INPUT_POINTER_MOVE:
        case PLATEAU_INPUT_POINTER_LEAVE: {
            const int cell =
                in.type == PLATEAU_INPUT_POINTER_MOVE ? geo.cells.cell_at(in.x, in.y) : -1;
            return c.point(cell) ? plateau::InputResult::ui_changed()
                                 : plateau::InputResult::unused();
        }
        case PLATEAU_INPUT_POINTER_DOWN: {
            const int cell = geo.cells.cell_at(in.x, in.y);
            if (cell < 0 || in.button != PLATEAU_BUTTON_LEFT) return plateau::InputResult::unused();
            const bool moved = c.hover != cell;
            c.hover = cell;  // the click's cell, the keyboard's cursor left as it is
            const Cell clicked = Ui::rule_cell(board, cell);
            if (legal_group_size(position, clicked) == 0) {
                return moved ? plateau::InputResult::ui_changed() : plateau::InputResult::unused();
            }
            return plateau::InputResult::play(format_move(clicked));
        }
        case PLATEAU_INPUT_KEY: {
            const bool was_shown = c.cursor_shown;
            switch (c.key(in, board.cols(), board.rows())) {
                case plateau::CellCursor::Key::moved:
                    // The cursor appears where the pointer was, or where it was left.
                    if (!was_shown && c.hover >= 0) c.cursor = c.hover;
                    return plateau::InputResult::ui_changed();
                case plateau::CellCursor::Key::act: {
                    // Space or Enter first shows the cursor, then removes its group.
                    if (!was_shown) return plateau::InputResult::ui_changed();
                    const Cell at = Ui::rule_cell(board, c.cursor);
                    if (legal_group_size(position, at) == 0) return plateau::InputResult::unused();
                    return plateau::InputResult::play(format_move(at));
                }
                case plateau::CellCursor::Key::unused:
                    break;
            }
            return plateau::InputResult::unused();
        }
        default:
            return plateau::InputResult::unused();
    }
}

float SameGame::anim_length(const Position& from, const Position& to, std::string_view) {
    if (!config_.animations || from.board == to.board) return 0;
    return kRemovalSeconds;
}

void SameGame::draw(plateau::Canvas& canvas, const Position& position, const Ui* ui,
                    const plateau::Frame<Position>& frame) {
    draw_position(canvas, position, ui, frame, config_);
}

std::unique_ptr<plateau::Job> SameGame::hint(const Position& position, double budget) {
    const int colours = static_cast<int>(config_.colours.size());
    return start_hint_job(position, colours, config_.rules, budget > 0 ? budget : kHintSeconds);
}

std::unique_ptr<plateau::Job> SameGame::command_job(const Position& position, std::string_view name,
                                                    std::string_view args, double budget) {
    const int colours = static_cast<int>(config_.colours.size());
    if (name == "solve") {
        return start_solve_job(position, colours, config_.rules, solve_seconds(args, budget));
    }
    throw plateau::Refusal(plateau::format(plateau::tr("SameGame has no job '{}'"), name));
}

}  // namespace
}  // namespace samegame

PLATEAU_PLUGIN(samegame::SameGame, samegame::info)
