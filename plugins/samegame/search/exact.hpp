// The whole game tree of a small position, searched move by move: its best sequence is then
// proved, and found without a clock (a hint near a game's end answers the same on every
// machine and at any load). The search gives up past a count of positions, so a position
// too large for it costs a bounded, small amount of work before the timed searches run.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "samegame/search/search_common.hpp"

namespace samegame {

// Positions of at most this many pieces are tried (16: a 4x4 board, a game's last moves).
inline constexpr int kExactPieces = 16;
// The most positions the search looks at before it gives up: 4 to 5 ms of a core on the bit
// board, the price paid by a position it cannot finish (a 4x4 board of single pieces,
// min_group 1); a game's end under min_group 2 takes a few hundred at most.
inline constexpr long kExactNodes = 20'000;

// The best whole sequence from `root` (the points of every move, the clear bonus included;
// the first in the engine's move order among equals), or nullopt when the tree holds more
// than `max_nodes` positions. `Engine` is an engine of search_engines.hpp.
template <class Engine>
[[nodiscard]] std::optional<Sequence> exact_best(Engine& engine, const typename Engine::Pos& root,
                                                 long max_nodes = kExactNodes) {
    long nodes = 0;
    // The best from `position` into `best`; false once the count of positions is passed.
    const auto search = [&](const auto& self, const typename Engine::Pos& position,
                            Sequence& best) -> bool {
        if (++nodes > max_nodes) return false;
        std::vector<typename Engine::Move> moves;
        engine.moves(position, moves);
        best.score = 0;
        best.moves.clear();
        Sequence rest;
        for (const auto& move : moves) {
            typename Engine::Pos next = position;
            const std::int64_t points = engine.play(next, move);
            if (!self(self, next, rest)) return false;
            if (best.moves.empty() || points + rest.score > best.score) {
                best.score = points + rest.score;
                best.moves.assign(1, Engine::name(move));
                best.moves.insert(best.moves.end(), rest.moves.begin(), rest.moves.end());
            }
        }
        return true;
    };
    Sequence best;
    if (!search(search, root, best)) return std::nullopt;
    return best;
}

}  // namespace samegame
