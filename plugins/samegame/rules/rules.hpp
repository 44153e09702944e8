// The scoring rules and the minimum group: what makes a move legal and what it is worth.
#pragma once

#include <cstdint>

namespace samegame {

enum class Scoring {
    n_minus_1,  // (n-1)^2: 000, the default
    n_minus_2   // max(n-2, 0)^2: the later Same GNOME and the published benchmarks
};

struct Rules {
    int min_group = 2;
    Scoring scoring = Scoring::n_minus_1;
    std::int64_t clear_bonus = 0;  // added by the move that empties the board

    // The points for removing a group of n pieces (without the clear bonus).
    [[nodiscard]] constexpr std::int64_t points(int n) const noexcept {
        const std::int64_t k = scoring == Scoring::n_minus_1 ? n - 1 : n - 2;
        return k > 0 ? k * k : 0;
    }
    // What a move removing n pieces scores, the bonus included when it clears the board.
    [[nodiscard]] constexpr std::int64_t move_points(int n, bool clears) const noexcept {
        return points(n) + (clears ? clear_bonus : 0);
    }
};

}  // namespace samegame
