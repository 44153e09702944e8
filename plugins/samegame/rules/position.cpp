#include "samegame/rules/position.hpp"

#include <plateau/format.hpp>
#include <plateau/refusal.hpp>
#include <plateau/translate.hpp>
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
    using plateau::format, plateau::tr, plateau::trn;
    if (position.over) {
        throw plateau::Refusal(
            format(trn("the game is over: no group of {} or more pieces is left",
                       "the game is over: no group of {} or more pieces is left", rules.min_group),
                   rules.min_group));
    }
    const Board& board = position.board;
    if (!board.in_bounds(cell)) {
        throw plateau::Refusal(
            format(tr("'{0}' is off the board: columns go from 0 to {1}, rows from 0 to {2}"), move,
                   board.cols() - 1, board.rows() - 1));
    }
    if (board.is_empty(cell)) throw plateau::Refusal(format(tr("'{}' is an empty cell"), move));
    const int size = static_cast<int>(finder.cells_of(board, cell).size());
    if (size < rules.min_group) {
        throw plateau::Refusal(format(trn("'{0}' is a group of {1} piece; a move needs a group of "
                                          "{2} or more",
                                          "'{0}' is a group of {1} pieces; a move needs a group "
                                          "of {2} or more",
                                          size),
                                      move, size, rules.min_group));
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
