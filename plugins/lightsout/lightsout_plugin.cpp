// Lights Out as a plugin: the game class, which joins the rules and the view to the SDK.
#include <plateau/plugin.hpp>

#include "lightsout/rules/rules.hpp"
#include "lightsout/view/view.hpp"

namespace lightsout {
// A plateau::Game<Board, plateau::CellCursor> whose draw() and input() are the view's
// (view/view.hpp): Board is the position; the ui, what undo must not touch, the SDK's cursor.
class LightsOut final : public LightsOutView {
  public:
    // The settings, checked against info()'s parameters; a layout, when the player gives one.
    LightsOut(const plateau::Settings& settings, std::uint64_t seed,
              const std::optional<std::string>& layout) {
        colours_ = settings.colours("colours", 2);  // a light off, then on
        start_ = layout ? parse_layout(*layout) : random_start(settings.integer_int("size"), seed);
    }

    // The five required functions (and draw(), the view's).
    Board initial() override { return start_; }
    Board apply(const Board& board, std::string_view move) override { return press(board, move); }
    std::string text_form(const Board& board) override { return lightsout::text_form(board); }
    plateau::Status status(const Board& board) override {  // player 1 to move, no score
        return board.all_off() ? plateau::Status::won(plateau::tr("All lights are off: solved!"))
                               : plateau::Status{};
    }

    // Optional: the SDK tells the host the game has what the class overrides. Overriding
    // moves() is what makes `moves` work in the text mode.
    std::vector<std::string> moves(const Board& board) override {
        std::vector<std::string> all;
        for (int i = 0; i < board.size * board.size && !board.all_off(); ++i)
            all.push_back(format_move(i % board.size, i / board.size));
        return all;
    }
    // A move is animated: draw() gets frame.previous, the board before it, for 0.15 s.
    float anim_length(const Board&, const Board&, std::string_view) override { return 0.15f; }
    // For the status bar: "column 3, row 1", counted from 1 where the notation counts from 0.
    std::string describe_move(const Board& board, std::string_view move) override {
        return move_in_words(board, move);
    }

  private:
    Board start_;
};

// What the host knows before any game: the card, the help, the parameters and the presets.
// Every text a player reads goes through tr(), which gives it in the host's language from
// po/LANG.po (compiled beside the plugin by plateau_add_translations in CMakeLists.txt);
// the id, the keys and the presets' ids are names files use, never translated.
plateau::PluginInfo info() {
    using plateau::tr;
    plateau::PluginInfo i;
    i.id = "lightsout";
    i.name = tr("Lights Out");
    i.version = "1.0.0";
    i.description = tr("Press a light to toggle it and its neighbours; turn every light off.");
    i.how_to_play =
        tr("Every press toggles a light and its neighbours above, below, left and right.\n"
           "Turn every light off to win.\n"
           "Mouse: click a light. Keyboard: arrows move the cursor, Space or Enter presses.\n"
           "Notation: C R, the column and the row from 0, 0 0 at the top left (e.g. 2 3).");
    i.params = {
        plateau::Param::integer("size", tr("Board size"), 5, kMinSize, kMaxSize,
                                tr("Lights per side")),
        plateau::Param::colour_list("colours", tr("Colours"),
                                    {plateau::to_hex(kDefaultOff), plateau::to_hex(kDefaultOn)}, 2,
                                    2, tr("The colour of a light off, then on"))
            .look_only(),
    };
    i.presets = {{"small", tr("Small (3x3)"), "size = 3"},
                 {"classic", tr("Classic (5x5)"), "size = 5"},
                 {"large", tr("Large (7x7)"), "size = 7"}};
    return i;
}
}  // namespace lightsout

// Exports plateau_entry, the library's one symbol; an exception becomes an error message.
PLATEAU_PLUGIN(lightsout::LightsOut, lightsout::info)
