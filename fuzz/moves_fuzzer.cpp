// Each game's move notation applied to states reached by play, through the loaded plugin.
//
// The input: a first line `GAME [seed=N] [preset=ID] [KEY=VALUE]...` (fuzz_support.hpp),
// then lines of moves that lead to the state (`#N` plays the N-th listed move, modulo
// their number, in a game that lists them; any other line is played as written, and a
// refused one is skipped, so only legal moves lead there), and last the fuzzed move.
//
// A refused move leaves the state as it was (same text form, same status). An accepted one
// gives a status the ABI allows and a text form without a trailing line break (abi.h), is
// refused once the game is over (abi.h: apply_move), and applied again to the same state gives
// the same position.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "fuzz_support.hpp"

namespace {

using namespace plateau;

constexpr std::size_t kMaxSetupMoves = 64;

struct Snapshot {
    std::string text;
    core::GameStatus status;

    bool operator==(const Snapshot& o) const {
        const core::GameStatus& a = status;
        const core::GameStatus& b = o.status;
        return text == o.text && a.turn == b.turn && a.over == b.over && a.outcome == b.outcome &&
               a.winner == b.winner && a.score == b.score && a.scores == b.scores &&
               a.computer_turn == b.computer_turn && a.message == b.message;
    }
};

Snapshot snapshot(const core::GameInstance& game, const core::StateRef& state) {
    return {game.text_form(state), game.status(state)};
}

// The state after the setup lines: each accepted move played, the refused ones skipped.
core::StateRef play_setup(const core::GameInstance& game,
                          const std::vector<std::string_view>& lines) {
    core::StateRef state = game.initial();
    for (std::size_t i = 0; i < lines.size() && i < kMaxSetupMoves; ++i) {
        std::string move(lines[i]);
        if (move.starts_with('#') && game.lists_moves()) {
            const std::vector<std::string> moves = game.moves(state);
            if (moves.empty()) continue;
            move = moves[std::strtoul(move.c_str() + 1, nullptr, 10) % moves.size()];
        }
        try {
            state = game.apply(state, move);
        } catch (const core::PluginError& e) {
            fuzz::note("setup move '" + move + "' skipped: " + e.what());
        }
    }
    return state;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const fuzz::SplitInput input =
        fuzz::read_header({reinterpret_cast<const char*>(data), size}, fuzz::all_games());
    const auto game = fuzz::make_game(input.header, std::nullopt);
    if (!game) return 0;
    std::vector<std::string_view> lines = fuzz::split_lines(input.rest);
    if (lines.empty()) return 0;
    const std::string move(lines.back());
    lines.pop_back();

    const core::StateRef state = play_setup(*game, lines);
    const Snapshot before = snapshot(*game, state);
    fuzz::check_status(before.status, "the state before the move");
    core::StateRef after;
    try {
        after = game->apply(state, move);
    } catch (const core::PluginError& e) {
        fuzz::note("'" + move + "' refused: " + e.what());
        if (!(snapshot(*game, state) == before))
            fuzz::fuzz_fail("a refused move changed the state");
        return 0;
    }
    const Snapshot result = snapshot(*game, after);
    fuzz::check_status(result.status, "after the move '" + move + "'");
    if (before.status.over) fuzz::fuzz_fail("a move was accepted in a game over: '" + move + "'");
    if (result.text.ends_with('\n')) fuzz::fuzz_fail("a text form ending with a line break");
    if (!(snapshot(*game, game->apply(state, move)) == result)) {
        fuzz::fuzz_fail("the move '" + move + "' gives another position the second time");
    }
    if (!(snapshot(*game, state) == before))
        fuzz::fuzz_fail("a move changed the state it was applied to");
    return 0;
}
