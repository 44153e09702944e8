#include "minesweeper/view/hint_memory.hpp"

namespace minesweeper {

void HintMemory::remember(const Position& p, const std::optional<Move>& move,
                          std::optional<int> guess) {
    field_ = p.field;
    cover_ = p.cover;
    move_ = move;
    guess_ = guess;
}

std::optional<HintMark> HintMemory::mark_for(const Position& p) const {
    if ((!move_ && !guess_) || p.field != field_ || p.cover != cover_) return std::nullopt;
    if (!move_) return HintMark{*guess_, HintMark::Kind::guess};
    const int cell = p.cell(move_->col, move_->row);
    const bool mine = move_->kind == Move::Kind::flag && p.cover[cell] == Cover::covered;
    return HintMark{cell, mine ? HintMark::Kind::mine : HintMark::Kind::safe};
}

}  // namespace minesweeper
