// Lights Out as a Plateau plugin: the template game. It shows every part of the SDK an
// author needs — parameters, a seed, a layout, moves, the text form, status, input with a
// hover and a keyboard cursor, drawing and a short animation — in as few lines as possible.
#include <plateau/plugin.hpp>

#include "lightsout_rules.hpp"

#ifdef LIGHTSOUT_ID_FROM_FILE_NAME
#include <dlfcn.h>

#include <filesystem>
#endif

namespace lightsout {
namespace {

// What undo must not touch: where the pointer hovers and where the keyboard cursor is.
struct Ui {
    int hover_col = -1, hover_row = -1;
    int cursor_col = 0, cursor_row = 0;
    bool cursor_shown = false;  // shown once the keyboard is used, hidden by the mouse
};

// Where the board sits in the area the host gives: square cells, centred.
struct Layout {
    float cell = 0, left = 0, top = 0;
    Layout(int size, float width, float height) {
        cell = std::min(width, height) / static_cast<float>(size);
        left = (width - cell * static_cast<float>(size)) / 2;
        top = (height - cell * static_cast<float>(size)) / 2;
    }
    [[nodiscard]] plateau::Rect rect(int col, int row) const {
        return {left + cell * static_cast<float>(col), top + cell * static_cast<float>(row), cell,
                cell};
    }
};

class LightsOut final : public plateau::Game<Board, Ui> {
  public:
    LightsOut(const plateau::Settings& settings, std::uint64_t seed,
              const std::optional<std::string>& layout) {
        const auto colours = settings.colours("colours");
        if (colours.size() != 2) {
            throw plateau::Refusal("colours: 2 colours are needed (off, then on), " +
                                   std::to_string(colours.size()) + " given");
        }
        off_ = colours[0];
        on_ = colours[1];
        if (layout) {
            start_ = parse_layout(*layout, 3, 9);
        } else {
            // The host checks the size against the schema; a board of no cell would never
            // have a light on, and random_start would draw for ever.
            const int size = settings.integer_int("size");
            if (size < 3 || size > 9) {
                throw plateau::Refusal("size: " + std::to_string(size) +
                                       " is out of range: 3 to 9 is allowed");
            }
            plateau::Random rng(seed);
            start_ = random_start(size, rng);
        }
    }

    Board initial() override { return start_; }

    Board apply(const Board& board, std::string_view move) override {
        if (board.all_off()) throw plateau::Refusal("the game is over: every light is off");
        const Cell cell = parse_move(move, board.size);
        Board next = board;
        press(next, cell.col, cell.row);
        return next;
    }

    std::string text_form(const Board& board) override { return lightsout::text_form(board); }

    plateau::Status status(const Board& board) override {
        plateau::Status s;
        if (board.all_off()) {
            s.over = true;
            s.outcome = plateau::Outcome::won;
            s.message = "All lights are off: solved!";
        }
        return s;
    }

    std::vector<std::string> moves(const Board& board) override {
        std::vector<std::string> all;
        if (board.all_off()) return all;
        for (int row = 0; row < board.size; ++row) {
            for (int col = 0; col < board.size; ++col) all.push_back(format_move(col, row));
        }
        return all;
    }

    Ui new_ui(const Board&) override { return Ui{}; }

    plateau::InputResult input(const Board& board, Ui& ui, const plateau::Input& in) override {
        const Layout layout(board.size, in.width, in.height);
        const auto cell_at = [&](float x, float y) -> std::optional<Cell> {
            const int col = static_cast<int>(std::floor((x - layout.left) / layout.cell));
            const int row = static_cast<int>(std::floor((y - layout.top) / layout.cell));
            if (col < 0 || row < 0 || col >= board.size || row >= board.size) return std::nullopt;
            return Cell{col, row};
        };
        switch (in.type) {
            case PLATEAU_INPUT_POINTER_MOVE:
            case PLATEAU_INPUT_POINTER_LEAVE: {
                const auto cell =
                    in.type == PLATEAU_INPUT_POINTER_MOVE ? cell_at(in.x, in.y) : std::nullopt;
                const int col = cell ? cell->col : -1;
                const int row = cell ? cell->row : -1;
                if (col == ui.hover_col && row == ui.hover_row && !ui.cursor_shown) {
                    return plateau::InputResult::unused();
                }
                ui.hover_col = col;
                ui.hover_row = row;
                ui.cursor_shown = false;
                return plateau::InputResult::ui_changed();
            }
            case PLATEAU_INPUT_POINTER_DOWN: {
                const auto cell = cell_at(in.x, in.y);
                if (!cell || in.button != PLATEAU_BUTTON_LEFT)
                    return plateau::InputResult::unused();
                return plateau::InputResult::play(format_move(cell->col, cell->row));
            }
            case PLATEAU_INPUT_KEY: {
                int dc = 0, dr = 0;
                if (in.key == PLATEAU_KEY_LEFT) dc = -1;
                if (in.key == PLATEAU_KEY_RIGHT) dc = 1;
                if (in.key == PLATEAU_KEY_UP) dr = -1;
                if (in.key == PLATEAU_KEY_DOWN) dr = 1;
                if (dc != 0 || dr != 0) {
                    if (ui.cursor_shown) {
                        ui.cursor_col = std::clamp(ui.cursor_col + dc, 0, board.size - 1);
                        ui.cursor_row = std::clamp(ui.cursor_row + dr, 0, board.size - 1);
                    }
                    ui.cursor_shown = true;
                    return plateau::InputResult::ui_changed();
                }
                if (in.key == PLATEAU_KEY_SPACE || in.key == PLATEAU_KEY_ENTER) {
                    ui.cursor_shown = true;
                    return plateau::InputResult::play(format_move(ui.cursor_col, ui.cursor_row));
                }
                return plateau::InputResult::unused();
            }
            default:
                return plateau::InputResult::unused();
        }
    }

    // Pressed lights fade to their new colour.
    float anim_length(const Board&, const Board&, std::string_view) override { return 0.15f; }

    void draw(plateau::Canvas& canvas, const Board& board, const Ui* ui,
              const plateau::Frame<Board>& frame) override {
        const Layout layout(board.size, frame.width, frame.height);
        const float gap = std::max(1.0f, layout.cell * 0.06f);
        const float t = frame.progress();
        for (int row = 0; row < board.size; ++row) {
            for (int col = 0; col < board.size; ++col) {
                const bool lit = board.is_lit(col, row);
                plateau::Colour colour = lit ? on_ : off_;
                if (frame.animating() && frame.previous->is_lit(col, row) != lit) {
                    colour = plateau::mix(lit ? off_ : on_, colour, t);
                }
                const plateau::Rect r = layout.rect(col, row).inset(gap / 2);
                canvas.fill_rounded_rect(r, layout.cell * 0.12f, colour);
                if (ui == nullptr || frame.thumbnail) continue;
                if (col == ui->hover_col && row == ui->hover_row) {
                    canvas.stroke_rect(r, gap, plateau::with_alpha(on_, 160));
                }
                if (ui->cursor_shown && col == ui->cursor_col && row == ui->cursor_row) {
                    canvas.stroke_rect(r.inset(-gap / 2), gap, plateau::Colour{255, 255, 255, 230});
                }
            }
        }
    }

  private:
    Board start_;
    plateau::Colour off_{}, on_{};
};

#ifdef LIGHTSOUT_ID_FROM_FILE_NAME
// A variant for the benchmarks, which load hundreds of copies of the template: each copy
// takes its id from its own file's name (lightsout-copy-042.so gives lightsout-copy-042).
std::string id_from_file_name() {
    Dl_info where{};
    if (dladdr(reinterpret_cast<const void*>(&id_from_file_name), &where) == 0 ||
        where.dli_fname == nullptr) {
        return "lightsout-copy";
    }
    return std::filesystem::path(where.dli_fname).stem().string();
}
#endif

plateau::PluginInfo info() {
    plateau::PluginInfo i;
    i.id = "lightsout";
    i.name = "Lights Out";
#ifdef LIGHTSOUT_ID_FROM_FILE_NAME
    i.id = id_from_file_name();
    i.name = "Lights Out " + i.id;
#endif
    i.version = "1.0.0";
    i.description = "Press a light to toggle it and its neighbours; turn every light off.";
    i.how_to_play =
        "Every press toggles a light and its neighbours above, below, left and right.\n"
        "Turn every light off to win.\n"
        "Mouse: click a light. Keyboard: arrows move the cursor, Space or Enter presses.\n"
        "Notation: C R, the column and the row from 0, 0 0 at the top left (e.g. 2 3).";
    i.params = {
        plateau::Param::integer("size", "Board size", 5, 3, 9, "Lights per side"),
        plateau::Param::colour_list("colours", "Colours", {"#3d3846", "#f6d32d"}, 2, 2,
                                    "The colour of a light off, then on"),
    };
    i.presets = {
        {"small", "Small (3x3)", "size = 3"},
        {"classic", "Classic (5x5)", "size = 5"},
        {"large", "Large (7x7)", "size = 7"},
    };
    return i;
}

}  // namespace
}  // namespace lightsout

PLATEAU_PLUGIN(lightsout::LightsOut, lightsout::info)
