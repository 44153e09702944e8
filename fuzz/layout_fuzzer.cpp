// The layout parsing of SameGame, Minesweeper and Push Over, through the loaded plugin as
// `plateau play GAME --layout FILE` uses it. The input's first line picks the game and its
// settings (fuzz_support.hpp; a first word that is none of the three picks one of them); the
// rest is the layout. A layout is refused with the plugin's reason, or gives a game whose
// first position has a text form and a status the ABI allows.
#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz_support.hpp"

namespace {

using namespace plateau;

const std::vector<const fuzz::LoadedGame*>& layout_games() {
    static const std::vector<const fuzz::LoadedGame*> games = {
        fuzz::find_game("minesweeper"), fuzz::find_game("pushover"), fuzz::find_game("samegame")};
    return games;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const fuzz::SplitInput input =
        fuzz::read_header({reinterpret_cast<const char*>(data), size}, layout_games());
    const auto game = fuzz::make_game(input.header, std::string(input.rest));
    if (!game) return 0;
    const core::StateRef state = game->initial();
    const std::string text = game->text_form(state);
    if (text.ends_with('\n')) fuzz::fuzz_fail("a text form ending with a line break");
    fuzz::check_status(game->status(state), "the layout's first position");
    if (game->lists_moves()) {
        // Every listed move is one the game accepts (the first ones: enough to find a
        // board the lister and the rules disagree on).
        std::vector<std::string> moves = game->moves(state);
        if (moves.size() > 64) moves.resize(64);
        for (const std::string& move : moves) {
            try {
                (void)game->apply(state, move);
            } catch (const core::PluginError& e) {
                fuzz::fuzz_fail("the listed move '" + move + "' is refused: " + e.what());
            }
        }
    }
    return 0;
}
