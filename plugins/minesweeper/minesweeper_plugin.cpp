// Minesweeper as a Plateau plugin, the one file that joins the libraries to the SDK: what
// the host knows before any game (plugin_info: its parameters, presets and help), then the
// game class, the glue between the rules (rules/rules.hpp), the search (search/no_guess.hpp,
// search/hint_job.hpp) and the SDK, with the view (view/board_view.hpp) and the input
// (view/board_input.hpp).
#include <plateau/format.hpp>
#include <plateau/notation.hpp>
#include <plateau/plugin.hpp>
#include <plateau/translate.hpp>

#include "minesweeper/rules/board_spec.hpp"
#include "minesweeper/rules/layout.hpp"
#include "minesweeper/rules/placement.hpp"
#include "minesweeper/rules/rules.hpp"
#include "minesweeper/search/hint.hpp"
#include "minesweeper/search/hint_job.hpp"
#include "minesweeper/search/no_guess.hpp"
#include "minesweeper/search/solver.hpp"
#include "minesweeper/view/board_geometry.hpp"
#include "minesweeper/view/board_input.hpp"
#include "minesweeper/view/board_view.hpp"
#include "minesweeper/view/palette.hpp"

namespace minesweeper {
namespace {

// What the host knows of Minesweeper before any game: its parameters, presets and help.
// The light theme's colours, the settings' built-in values (view/palette.hpp: the dark
// theme has its own, unless the player changed them).
std::vector<std::string> number_colours_hex() {
    std::vector<std::string> hex;
    for (const plateau::Colour c : default_palette().numbers) hex.push_back(plateau::to_hex(c));
    return hex;
}

// Every text a player reads goes through tr(), which gives it in the host's language from
// po/LANG.po; the id, the keys, the choices and the presets' ids never change.
plateau::PluginInfo plugin_info() {
    using plateau::Param, plateau::tr;
    const Palette& defaults = default_palette();
    plateau::PluginInfo i;
    i.id = "minesweeper";
    i.name = tr("Minesweeper");
    i.version = "1.0.0";
    i.description = tr("Open every cell without a mine; the numbers count the mines around.");
    i.how_to_play =
        tr("Open every cell that has no mine. An open cell shows how many of its eight neighbours "
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
           "Hint: a cell that logic proves safe (or a mine to flag); when logic is stuck, the "
           "solver's best guess, marked, with its chance of being safe. With no_guess on, every "
           "board can be solved from the first click by logic alone.\n"
           "Notation: o C R opens, f C R flags or unflags, c C R chords; columns and rows count "
           "from 1, 1 1 at the top left (e.g. o 3 4).");
    i.params = {
        Param::integer("cols", tr("Columns"), 9, kMinSide, kMaxSide, tr("Cells across, 1 to 50")),
        Param::integer("rows", tr("Rows"), 9, kMinSide, kMaxSide, tr("Cells down, 1 to 50")),
        Param::integer("mines", tr("Mines"), 10, 1, kMaxSide * kMaxSide / 2,
                       tr("At least 1; at most the share of the cells that Most mines allows "
                          "(16 on 9x9 at 0.2)")),
        Param::number("max_mine_ratio", tr("Most mines (share of the cells)"), 0.2, kMinRatio,
                      kMaxRatio, tr("The most mines a board may hold, as a share of its cells")),
        Param::choice("first_click", tr("First click"), "opening", {"any", "safe", "opening"},
                      tr("Any cell: may be a mine; Safe: never a mine; Opening: the cell and its "
                         "neighbours are free"))
            .with_words({tr("Any cell"), tr("Safe"), tr("Opening")}),
        Param::boolean("no_guess", tr("No guessing"), false,
                       tr("Only boards that logic alone solves from the first click")),
        Param::boolean("chording", tr("Chording"), true,
                       tr("Open the neighbours of a number whose flags are all placed")),
        Param::colour_list("number_colours", tr("Number colours"), number_colours_hex(), 8, 8,
                           tr("The colours of the numbers 1 to 8"))
            .look_only(),
        Param::colour("covered_colour", tr("Covered cells"), plateau::to_hex(defaults.covered),
                      tr("A cell not opened yet"))
            .look_only(),
        Param::colour("open_colour", tr("Open cells"), plateau::to_hex(defaults.open),
                      tr("An opened cell"))
            .look_only(),
        Param::colour("flag_colour", tr("Flags"), plateau::to_hex(defaults.flag),
                      tr("The cloth of a flag"))
            .look_only(),
    };
    i.info_words = {{"mines_left", tr("Mines left")}, {"losses", tr("Losses")}};
    i.presets = {
        {"beginner", tr("Beginner (9x9, 10 mines)"), "cols = 9\nrows = 9\nmines = 10\n"},
        {"intermediate", tr("Intermediate (16x16, 40 mines)"),
         "cols = 16\nrows = 16\nmines = 40\n"},
        {"expert", tr("Expert (30x16, 99 mines)"),
         "cols = 30\nrows = 16\nmines = 99\nmax_mine_ratio = 0.21\n"},
        {"seed", tr("The seed's game (10x10, 20 mines)"),
         "cols = 10\nrows = 10\nmines = 20\nfirst_click = \"any\"\nchording = false\n"},
    };
    i.score_kind = PLATEAU_SCORE_TIME;
    i.scores_won_only = true;
    return i;
}

BoardSpec spec_from(const plateau::Settings& settings) {
    BoardSpec spec;
    spec.cols = settings.integer_int("cols");
    spec.rows = settings.integer_int("rows");
    spec.mines = settings.integer_int("mines");
    spec.max_mine_ratio = settings.number("max_mine_ratio");
    spec.first_click = parse_first_click(settings.text("first_click"));
    spec.no_guess = settings.boolean("no_guess");
    spec.chording = settings.boolean("chording");
    return spec;
}

Palette palette_from(const plateau::Settings& settings) {
    Palette palette;
    const auto numbers = settings.colours("number_colours");
    for (std::size_t i = 0; i < palette.numbers.size() && i < numbers.size(); ++i) {
        palette.numbers[i] = numbers[i];
    }
    palette.covered = settings.colour("covered_colour");
    palette.open = settings.colour("open_colour");
    palette.flag = settings.colour("flag_colour");
    return palette;
}

class Minesweeper final : public plateau::Game<Position, Ui> {
  public:
    Minesweeper(const plateau::Settings& settings, std::uint64_t seed,
                const std::optional<std::string>& layout)
        : spec_(spec_from(settings)), palette_(palette_from(settings)), seed_(seed) {
        if (layout) {
            Layout drawn = parse_layout(*layout);
            spec_.cols = drawn.cols;
            spec_.rows = drawn.rows;
            spec_.mines = drawn.mines;
            spec_.from_layout = true;
            check_spec(spec_);
            field_ = std::make_shared<const Minefield>(drawn.cols, drawn.rows,
                                                       std::move(drawn.mine_map));
        } else {
            check_spec(spec_);
        }
    }

    Position initial() override {
        Position p = start_position(spec_.cols, spec_.rows, spec_.mines, seed_, field_);
        p.notice = first_click_notice(spec_);
        return p;
    }

    Position apply(const Position& p, std::string_view text) override {
        return apply_move(spec_, p, parse_move(text, p.cols, p.rows), place_field);
    }

    std::string text_form(const Position& p) override { return minesweeper::text_form(p); }

    plateau::Status status(const Position& p) override {
        plateau::Status s;
        switch (p.phase) {
            case Phase::playing:
                s.message = p.notice;
                break;
            case Phase::won:
                s.over = true;
                s.outcome = plateau::Outcome::won;
                s.message = plateau::tr("Cleared: every safe cell is open.");
                // Said here too, for the player: the host only learns it from rankable().
                if (losses_ > 0) {
                    s.message += ' ';
                    s.message += plateau::tr(
                        "A loss was undone in this game, so its time does not enter the best "
                        "times.");
                }
                break;
            case Phase::lost: {
                s.over = true;
                s.outcome = plateau::Outcome::lost;
                const int cell = p.exploded.front();
                s.message = plateau::format(
                    plateau::tr("Boom! A mine went off at column {0}, row {1}. Undo takes the "
                                "move back, but the loss still counts."),
                    cell % p.cols + 1, cell / p.cols + 1);
                break;
            }
        }
        return s;
    }

    std::string info_line(const Position& p, const Ui* ui) override {
        return "mines_left=" + std::to_string(p.mines_left()) +
               " losses=" + std::to_string(ui != nullptr ? ui->losses : losses_);
    }

    Ui new_ui(const Position&) override { return Ui{}; }

    plateau::InputResult input(const Position& p, Ui& ui, const plateau::Input& in) override {
        return handle_input(spec_, p, ui, in);
    }

    // Losses are counted here, as the host applies moves: undo never calls this, so it
    // cannot take a loss back.
    void after_move(Ui& ui, const Position& from, const Position& to, std::string_view) override {
        ui.pressed = -1;
        if (to.phase == Phase::lost && from.phase != Phase::lost) {
            ++ui.losses;
            ++losses_;
        }
    }

    plateau::BoardSize min_board_size(const Position& p) override {
        return min_area(p.cols, p.rows);
    }

    // The timer starts at the first open, not at a flag placed before it.
    bool clock_started(const Position& p) override { return p.open_count > 0 || p.over(); }

    // The loss count outlives undo, so it outlives a save too: "losses=N".
    std::string save_ui(const Ui& ui) override {
        return ui.losses > 0 ? "losses=" + std::to_string(ui.losses) : std::string();
    }
    void restore_ui(Ui& ui, std::string_view text) override {
        constexpr std::string_view kKey = "losses=";
        const auto count =
            text.starts_with(kKey) ? plateau::parse_int(text.substr(kKey.size())) : std::nullopt;
        if (!count || *count < 0) {
            throw plateau::Refusal(plateau::format(
                plateau::tr("'{}' is not a loss count: losses=N, N a whole number from 0"), text));
        }
        // The replayed moves counted the losses still in the history; the saved count
        // holds those and the ones undone.
        ui.losses = *count;
        losses_ = *count;
    }

    // A game whose loss was undone does not enter the best times (the rule).
    bool rankable(const Position&, const Ui& ui) override { return ui.losses == 0; }

    float anim_length(const Position& from, const Position& to, std::string_view) override {
        if (to.phase == Phase::lost) return 0.25f;
        if (to.open_count != from.open_count) return 0.2f;
        return to.flag_count != from.flag_count ? 0.15f : 0.0f;
    }

    void draw(plateau::Canvas& canvas, const Position& p, const Ui* ui,
              const plateau::Frame<Position>& frame) override {
        if (frame.thumbnail && p.open_count == 0 && !p.over()) {
            const Position preview = thumbnail_preview(p);
            draw_board(canvas, preview, nullptr, frame, theme_colours(palette_, frame.dark));
            return;
        }
        draw_board(canvas, p, ui, frame, theme_colours(palette_, frame.dark));
    }

    std::unique_ptr<plateau::Job> hint(const Position& p, double) override {
        if (p.over()) throw plateau::Refusal(plateau::tr("the game is over"));
        return start_hint_job(spec_, p);
    }

    // For the status bar: "open column 5, row 9", "flag ...", "unflag ..." (a flag to take
    // off), "open around ..." (a chord).
    std::string describe_move(const Position& p, std::string_view text) override {
        using plateau::format, plateau::tr;
        const Move m = parse_move(text, p.cols, p.rows);
        const int col = m.col + 1, row = m.row + 1;  // as people count
        switch (m.kind) {
            case Move::Kind::open:
                return format(tr("open column {0}, row {1}"), col, row);
            case Move::Kind::flag:
                return format(p.cover[p.cell(m.col, m.row)] == Cover::flagged
                                  ? tr("unflag column {0}, row {1}")
                                  : tr("flag column {0}, row {1}"),
                              col, row);
            case Move::Kind::chord:
                return format(tr("open around column {0}, row {1}"), col, row);
        }
        return cell_name(m.col, m.row);
    }

  private:
    // The launcher's card shows a game under way: the first click in the centre, and a flag
    // on each mine the numbers prove.
    Position thumbnail_preview(const Position& p) const {
        BoardSpec quick = spec_;
        quick.no_guess = false;
        try {
            Position shown =
                apply_move(quick, p, Move{Move::Kind::open, p.cols / 2, p.rows / 2}, place_field);
            if (shown.over()) return p;
            Solver solver = solver_seeing(shown);
            solver.deduce(SolverLevel::single);
            for (int cell : solver.mines_proved()) {
                shown.cover[cell] = Cover::flagged;
                ++shown.flag_count;
            }
            return shown;
        } catch (const plateau::Refusal&) {
            return p;
        }
    }

    BoardSpec spec_;
    Palette palette_;
    std::uint64_t seed_;
    std::shared_ptr<const Minefield> field_;  // from a layout, else null
    int losses_ = 0;  // losses in this game, for the status (which sees no ui)
};

}  // namespace
}  // namespace minesweeper

PLATEAU_PLUGIN(minesweeper::Minesweeper, minesweeper::plugin_info)
