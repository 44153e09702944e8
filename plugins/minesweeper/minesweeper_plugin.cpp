// Minesweeper as a Plateau plugin: the glue between the rules (rules.hpp, no_guess.hpp,
// hint.hpp) and the SDK, with the view (board_view.hpp) and the input (board_input.hpp).
#include <plateau/notation.hpp>
#include <plateau/plugin.hpp>

#include "board_geometry.hpp"
#include "board_input.hpp"
#include "board_view.hpp"
#include "hint_job.hpp"
#include "hint_memory.hpp"
#include "layout.hpp"
#include "no_guess.hpp"
#include "placement.hpp"
#include "plugin_info.hpp"
#include "rules.hpp"
#include "solver.hpp"

namespace minesweeper {
namespace {

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
                s.turn = 0;
                s.outcome = plateau::Outcome::won;
                s.message = "Cleared: every safe cell is open.";
                // Said here too, for the player: the host only learns it from rankable().
                if (losses_ > 0) {
                    s.message +=
                        " A loss was undone in this game, so its time does not enter "
                        "the best times.";
                }
                break;
            case Phase::lost: {
                s.over = true;
                s.turn = 0;
                s.outcome = plateau::Outcome::lost;
                const int cell = p.exploded.front();
                s.message = "Boom! A mine went off at " + cell_name(cell % p.cols, cell / p.cols) +
                            ". Undo takes the move back, but the loss still counts.";
                break;
            }
        }
        return s;
    }

    std::string info(const Position& p, const Ui* ui) override {
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
            throw plateau::Refusal("'" + std::string(text) +
                                   "' is not a loss count: losses=N, N a whole number from 0");
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
            draw_board(canvas, preview, nullptr, frame, palette_, std::nullopt);
            return;
        }
        draw_board(canvas, p, ui, frame, palette_, hints_.mark_for(p));
    }

    std::unique_ptr<plateau::Job> start_job(const Position& p, std::string_view name,
                                            std::string_view, double) override {
        if (name != "hint") return Game::start_job(p, name, {}, 0);
        if (p.over()) throw plateau::Refusal("the game is over");
        return start_hint_job(spec_, p, [this](const Position& at, const Hint& hint) {
            hints_.remember(at, hint.move, hint.guess);
        });
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
            Solver solver(shown.cols, shown.rows, shown.mines);
            for (int cell = 0; cell < shown.cells(); ++cell) {
                if (shown.cover[cell] == Cover::open) solver.open(cell, shown.number(cell));
            }
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
    int losses_ = 0;    // losses in this game, for the status (which sees no ui)
    HintMemory hints_;  // the last hint, for highlighting
};

}  // namespace
}  // namespace minesweeper

PLATEAU_PLUGIN(minesweeper::Minesweeper, minesweeper::plugin_info)
