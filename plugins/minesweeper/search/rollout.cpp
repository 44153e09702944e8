#include "minesweeper/search/rollout.hpp"

#include <plateau/random.hpp>

#include "minesweeper/search/playthrough.hpp"
#include "minesweeper/search/sample.hpp"

namespace minesweeper {

namespace {

// Whether the game on `mines` is won when `first` is opened, then the policy plays on.
bool wins_from(const Solver& solver, const std::vector<std::uint8_t>& mines, int first,
               const GuessOptions& policy) {
    Playthrough game(solver, mines);
    int cell = first;
    for (;;) {
        if (!game.open(cell)) return false;
        if (game.solve()) return true;
        cell = choose_guess(game.solver(), policy).cell;
        if (cell < 0) return game.cleared();
    }
}

}  // namespace

std::uint64_t position_seed(const Solver& solver) {
    std::uint64_t h = plateau::mix64(static_cast<std::uint64_t>(solver.cells()));
    for (int cell = 0; cell < solver.cells(); ++cell) {
        const auto known = static_cast<std::uint64_t>(solver.known(cell));
        const auto number =
            solver.known(cell) == Known::open ? static_cast<std::uint64_t>(solver.number(cell)) : 0;
        h = plateau::mix64(h ^ (known << 8 | number) ^ static_cast<std::uint64_t>(cell) << 16);
    }
    return h;
}

int best_by_rollouts(const Solver& solver, const std::vector<int>& candidates,
                     const GuessOptions& policy, int boards, std::uint64_t seed) {
    if (candidates.size() < 2) return candidates.empty() ? -1 : candidates.front();
    plateau::Random rng(seed);
    std::vector<int> won(candidates.size(), 0);
    for (int b = 0; b < boards; ++b) {
        const std::optional<std::vector<std::uint8_t>> mines = sample_mines(solver, rng);
        if (!mines) continue;  // a board that disagrees counts for no candidate
        for (std::size_t i = 0; i < candidates.size(); ++i) {
            won[i] += wins_from(solver, *mines, candidates[i], policy) ? 1 : 0;
        }
    }
    std::size_t best = 0;
    for (std::size_t i = 1; i < candidates.size(); ++i) {
        if (won[i] > won[best]) best = i;
    }
    return candidates[best];
}

}  // namespace minesweeper
