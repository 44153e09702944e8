#include "tilings/search/computer.hpp"

namespace tilings {

std::int64_t placement_gain(const Match& match, int cell, Scoring scoring, int points_per_tile) {
    const int player = match.to_move;
    const Imagined extra{cell, match.head(), player};
    const Board& board = match.board;
    switch (scoring) {
        case Scoring::remaining:
            return 1;  // one tile fewer, wherever it goes
        case Scoring::patterns: {
            // Only the new tile's pattern and its neighbours' can change.
            std::int64_t gain = 1 + pattern_value(board, cell, &extra);
            for (int side = 0; side < kSides; ++side) {
                const int next = board.neighbour(cell, side);
                if (next < 0 || board.empty(next) || board.at(next).owner != player) continue;
                gain += pattern_value(board, next, &extra) - pattern_value(board, next);
            }
            return gain;
        }
        case Scoring::zones: {
            const int players = match.players();
            return zone_points(board, players, points_per_tile, &extra)[player] -
                   zone_points(board, players, points_per_tile)[player];
        }
    }
    return 0;
}

int choose_cell(const Match& match, const std::vector<int>& cells, PlayerKind kind, Scoring scoring,
                int points_per_tile) {
    switch (kind) {
        case PlayerKind::first:
            return cells.front();
        case PlayerKind::random: {
            plateau::Random rng = match.rng;  // a copy: the match is not changed
            return cells[rng.below(cells.size())];
        }
        case PlayerKind::human:
        case PlayerKind::greedy:
        case PlayerKind::strong:  // searches (strong.hpp); here, as greedy
            break;
    }
    // Under zones the total before the placement is the same for every cell: the total
    // after it orders them the same way as the gain, for half the work.
    const auto value = [&](int cell) -> std::int64_t {
        if (scoring != Scoring::zones) return placement_gain(match, cell, scoring, points_per_tile);
        const Imagined extra{cell, match.head(), match.to_move};
        return zone_points(match.board, match.players(), points_per_tile, &extra)[match.to_move];
    };
    int best = cells.front();
    std::int64_t best_gain = value(best);
    for (std::size_t i = 1; i < cells.size(); ++i) {
        const std::int64_t gain = value(cells[i]);
        if (gain > best_gain) {
            best = cells[i];
            best_gain = gain;
        }
    }
    return best;
}

}  // namespace tilings
