#include "samegame/rules/position.hpp"

#include <plateau/refusal.hpp>
#include <string>
#include <vector>

#include "samegame/rules/removal.hpp"

namespace samegame {

Position start_position(Board board, const Rules& rules) {
    Position p;
    p.board = std::move(board);
    p.over = !has_legal_group(p.board, rules.min_group);
    return p;
}

Position play(const Position& position, Cell cell, std::string_view move, const Rules& rules,
              GroupFinder& finder) {
    const std::string name = "'" + std::string(move) + "'";
    if (position.over) {
        throw plateau::Refusal("the game is over: no group of " + std::to_string(rules.min_group) +
                               " or more pieces is left");
    }
    const Board& board = position.board;
    if (!board.in_bounds(cell)) {
        throw plateau::Refusal(name + " is off the board: columns go from 0 to " +
                               std::to_string(board.cols() - 1) + ", rows from 0 to " +
                               std::to_string(board.rows() - 1));
    }
    if (board.is_empty(cell)) throw plateau::Refusal(name + " is an empty cell");
    const int size = static_cast<int>(finder.cells_of(board, cell).size());
    if (size < rules.min_group) {
        throw plateau::Refusal(name + " is a group of " + std::to_string(size) +
                               (size == 1 ? " piece" : " pieces") + "; a move needs a group of " +
                               std::to_string(rules.min_group) + " or more");
    }
    Position next;
    next.board = board;
    std::vector<Cell> stack;
    remove_group(next.board, cell, stack);
    next.score = position.score + rules.move_points(size, next.board.cleared());
    next.over = !has_legal_group(next.board, rules.min_group);
    return next;
}

}  // namespace samegame
