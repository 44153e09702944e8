// Lights Out as a plugin: the game class, which joins the rules to the SDK and draws the board.
#include <plateau/cell_layout.hpp>
#include <plateau/cursor.hpp>
#include <plateau/plugin.hpp>

#include "lightsout/rules/rules.hpp"

namespace lightsout {
// Board is the position; the ui, what undo must not touch, the SDK's hover and cursor.
class LightsOut final : public plateau::Game<Board, plateau::CellCursor> {
  public:
    // The settings, checked against info()'s parameters; a layout, when the player gives one.
    LightsOut(const plateau::Settings& settings, std::uint64_t seed,
              const std::optional<std::string>& layout) {
        colours_ = settings.colours("colours");  // [0] a light off, [1] a light on
        if (colours_.size() != 2)
            throw plateau::Refusal("colours: 2 colours are needed (off, then on), " +
                                   std::to_string(colours_.size()) + " given");
        start_ = layout ? parse_layout(*layout) : random_start(settings.integer_int("size"), seed);
    }

    // The five required functions.
    Board initial() override { return start_; }
    Board apply(const Board& board, std::string_view move) override { return press(board, move); }
    std::string text_form(const Board& board) override { return lightsout::text_form(board); }
    plateau::Status status(const Board& board) override {
        plateau::Status s;  // player 1 to move, no score
        s.over = board.all_off();
        s.outcome = s.over ? plateau::Outcome::won : plateau::Outcome::none;
        s.message = s.over ? "All lights are off: solved!" : "";
        return s;
    }
    void draw(plateau::Canvas& canvas, const Board& board, const plateau::CellCursor* ui,
              const plateau::Frame<Board>& frame) override {
        const plateau::CellLayout cells(board.size, board.size, {0, 0, frame.width, frame.height});
        const float gap = std::max(1.0f, cells.cell() * 0.06f);
        const Board& before = frame.animating() ? *frame.previous : board;  // lights fade
        for (int i = 0; i < board.size * board.size; ++i) {
            const plateau::Rect r = cells.rect(i).inset(gap / 2);
            const bool was = before.lights[i] == '#', lit = board.lights[i] == '#';
            canvas.fill_rounded_rect(r, cells.cell() * 0.12f,
                                     plateau::mix(colours_[was], colours_[lit], frame.progress()));
            if (ui == nullptr || frame.thumbnail) continue;  // the launcher's card
            if (i == ui->hover) canvas.stroke_rect(r, gap, plateau::with_alpha(colours_[1], 160));
            if (ui->cursor_shown && i == ui->cursor)
                canvas.stroke_rect(r.inset(-gap / 2), gap, plateau::Colour{255, 255, 255, 230});
        }
    }

    // Optional: the SDK tells the host the game has what the class overrides. Overriding
    // moves() is what makes `moves` work in the text mode.
    std::vector<std::string> moves(const Board& board) override {
        std::vector<std::string> all;
        for (int i = 0; i < board.size * board.size && !board.all_off(); ++i)
            all.push_back(format_move(i % board.size, i / board.size));
        return all;
    }
    // A left click, or Space or Enter at the cursor, presses; the pointer and the arrows move.
    plateau::InputResult input(const Board& board, plateau::CellCursor& ui,
                               const plateau::Input& in) override {
        const int n = board.size;
        const int cell = plateau::CellLayout(n, n, {0, 0, in.width, in.height}).cell_at(in.x, in.y);
        bool changed = false;
        int pressed = -1;
        if (in.type == PLATEAU_INPUT_POINTER_MOVE) changed = ui.point(cell);  // -1: off the board
        if (in.type == PLATEAU_INPUT_POINTER_LEAVE) changed = ui.point(-1);
        if (in.is_press(PLATEAU_BUTTON_LEFT)) pressed = cell;
        const auto key = ui.key(in, n, n);  // unused unless the event is a key
        if (key == plateau::CellCursor::Key::act) pressed = ui.cursor;
        if (pressed >= 0) return plateau::InputResult::play(format_move(pressed % n, pressed / n));
        if (changed || key == plateau::CellCursor::Key::moved)
            return plateau::InputResult::ui_changed();
        return plateau::InputResult::unused();
    }
    // A move is animated: draw() gets frame.previous, the board before it, for 0.15 s.
    float anim_length(const Board&, const Board&, std::string_view) override { return 0.15f; }

  private:
    std::vector<plateau::Colour> colours_;
    Board start_;
};

// What the host knows before any game: the card, the help, the parameters and the presets.
plateau::PluginInfo info() {
    plateau::PluginInfo i;
    i.id = "lightsout";
    i.name = "Lights Out";
    i.version = "1.0.0";
    i.description = "Press a light to toggle it and its neighbours; turn every light off.";
    i.how_to_play =
        "Every press toggles a light and its neighbours above, below, left and right.\n"
        "Turn every light off to win.\n"
        "Mouse: click a light. Keyboard: arrows move the cursor, Space or Enter presses.\n"
        "Notation: C R, the column and the row from 0, 0 0 at the top left (e.g. 2 3).";
    i.params = {
        plateau::Param::integer("size", "Board size", 5, kMinSize, kMaxSize, "Lights per side"),
        plateau::Param::colour_list("colours", "Colours", {"#3d3846", "#f6d32d"}, 2, 2,
                                    "The colour of a light off, then on"),
    };
    i.presets = {{"small", "Small (3x3)", "size = 3"},
                 {"classic", "Classic (5x5)", "size = 5"},
                 {"large", "Large (7x7)", "size = 7"}};
    return i;
}
}  // namespace lightsout

// Exports plateau_entry, the library's one symbol; an exception becomes an error message.
PLATEAU_PLUGIN(lightsout::LightsOut, lightsout::info)
