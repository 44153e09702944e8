// Monte-Carlo beam search on the bit board (after Cazenave's Monte-Carlo Beam Search,
// 2012): the `width` best positions after each number of moves, each valued by the points
// made to reach it plus the best of `playouts` tabu playouts from it (search_engines.hpp),
// each expanded by every legal group at the next step. A position reached by two paths is
// kept once, with the path that scored more (the future is the same). Every playout is a
// whole game: the best is offered to the shared best as it is found, so a beam stopped
// early still leaves its best sequence there.
//
// Where it helps: it settles in other places than NMCS and NRPA (many positions side by
// side instead of one sequence refined), which the solver's polishing then improves; see
// solver.hpp and plugins/samegame/README.md.
#pragma once

#include <cstdint>

#include "samegame/rules/rules.hpp"
#include "samegame/search/bit_board.hpp"
#include "samegame/search/search_common.hpp"

namespace samegame {

struct BeamSettings {
    int width = 30;    // positions kept after each step (the solver's first: beam_width)
    int playouts = 1;  // tabu playouts valuing each position
    std::uint64_t seed = 0;
};

// One beam search from `root`. Offers the best whole sequence of every step to `best`
// (scores counted from `root`) and returns the best it found (an empty sequence scoring 0
// when `root` has no move). Returns early, with what it has, once `stop` says so.
// `playouts` counts the playouts made.
Sequence beam_search(const BitBoard& root, const Rules& rules, const BeamSettings& settings,
                     const StopCheck& stop, SharedBest& best, std::int64_t& playouts);

// Beam searches from `root`, the first of `settings.width`, each next one twice as wide
// (and with another seed), until `stop`: the time a search takes doubles with its width,
// so the last search gets about half of the time, and there is a whole sequence early.
void widening_beam_searches(const BitBoard& root, const Rules& rules, BeamSettings settings,
                            const StopCheck& stop, SharedBest& best, std::int64_t& playouts);

}  // namespace samegame
