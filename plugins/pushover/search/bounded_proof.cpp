#include "pushover/search/bounded_proof.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <plateau/random.hpp>

#include "pushover/rules/symmetry.hpp"

namespace pushover {

namespace {

// What an insertion by `mover` ends in, for `attacker`: +1 its win, -1 a draw or the other
// player's win, 0 the round goes on. The lines alone: computer.hpp's effect_of also lists
// both players' insertions for a draw for want of moves, which the pass in prove() settles
// when it comes; with it the empty 5x5 board to 14 plies took 6.8 s instead of 4.1.
int ending_for(const Board& after, int mover, int attacker) {
    const int mine = complete_lines(after, mover);
    const int theirs = complete_lines(after, other(mover));
    if (mine + theirs == 0) return 0;
    if (mine == theirs) return -1;
    const int winner = mine > theirs ? mover : other(mover);
    return winner == attacker ? 1 : -1;
}

// The insertions of `mask`, `first` (when among them) ahead of the others.
int ordered(std::uint32_t mask, int first, std::array<int, 32>& out) {
    int count = 0;
    if (first >= 0 && (mask >> first & 1U) != 0) {
        out[count++] = first;
        mask &= ~(std::uint32_t{1} << first);
    }
    for (; mask != 0; mask &= mask - 1) out[count++] = std::countr_zero(mask);
    return count;
}

// From this many plies on, the defender looks in the table for a reply already proved to
// hold before searching any (an enhanced transposition cutoff). Nearer the leaves the
// probes cost more than they save: the empty 5x5 board to 18 plies took 26.1 s from 3
// plies, 23.5 from 4, 20.5-21.4 from 5, 22.8 from 7, 25.8-29.8 without.
constexpr int kCutoffPlies = 5;

// The last ply, `to_move` to move: whether one of the attacker's insertions, or every one
// of the defender's, ends the round in the attacker's win (a pass ends nothing). Without
// the table: these nodes are half of all, each settled by a move or two, and keeping them
// would cost a probe each and push deeper facts out of the table.
bool wins_on_last_ply(const Board& board, int to_move, int attacker) {
    const bool attacking = to_move == attacker;
    if (!near_line(board, attacker)) return false;
    std::uint32_t moves = legal_insertions(board, to_move);
    if (moves == 0) return false;
    for (; moves != 0; moves &= moves - 1) {
        Board after = board;
        insert(after, insertion_at(std::countr_zero(moves), board.n), to_move);
        if ((ending_for(after, to_move, attacker) > 0) == attacking) return attacking;
    }
    return !attacking;
}

}  // namespace

BoundedProver::BoundedProver(int table_bits)
    : table_(std::size_t{1} << std::clamp(table_bits, 4, 30)), mask_(table_.size() / 2 - 1) {}

// Two entries a bucket: the first keeps the costlier search, the second the latest (an
// entry whose search grows where it is stays there until a store moves it).
BoundedProver::Entry* BoundedProver::bucket(const Board& key, int tag) {
    const std::uint64_t h =
        plateau::mix64(key.pawns[0] * 0x9e3779b97f4a7c15u ^
                       plateau::mix64(key.pawns[1] + static_cast<std::uint64_t>(tag)));
    return &table_[2 * (h & mask_)];
}

// The entry of `key` (a canonical board) with `tag`, or none: a key is never in both.
BoundedProver::Entry* BoundedProver::find(const Board& key, std::uint8_t tag) {
    Entry* const b = bucket(key, tag);
    for (int i = 0; i < 2; ++i) {
        if (b[i].tag == tag && b[i].pawns0 == key.pawns[0] && b[i].pawns1 == key.pawns[1]) {
            return &b[i];
        }
    }
    return nullptr;
}

// The board's side is in the tag too: one prover may see several sizes, whose bits would
// collide.
std::uint8_t BoundedProver::tag_of(int n, int to_move, int attacker) {
    return static_cast<std::uint8_t>(1 + to_move + 2 * attacker + 4 * n);
}

// Whether the table holds already that `attacker` cannot win within `plies` plies.
bool BoundedProver::proved_no_win(const Board& board, int to_move, int attacker, int plies) {
    const Entry* const e = find(canonical_board(board).board, tag_of(board.n, to_move, attacker));
    return e != nullptr && e->no_win_within >= plies;
}

bool BoundedProver::forces_win(const Board& board, int to_move, int attacker, int plies) {
    return prove(board, to_move, attacker, std::min(plies, 250));
}

bool BoundedProver::prove(const Board& board, int to_move, int attacker, int plies) {
    ++nodes_;
    if (plies <= 0) return false;
    if (plies == 1) return wins_on_last_ply(board, to_move, attacker);
    const std::uint8_t tag = tag_of(board.n, to_move, attacker);
    // One entry per class of the 8 symmetric positions, which share their value
    // (symmetry.hpp); its move is kept as played on the class's representative.
    const CanonicalBoard canon = canonical_board(board);
    const Board& key = canon.board;
    const auto& to_board = kInsertionImages[board.n][inverse_symmetry(canon.symmetry)];
    const auto& to_key = kInsertionImages[board.n][canon.symmetry];
    const std::uint64_t nodes_before = nodes_;
    int first = -1;
    if (const Entry* const e = find(key, tag)) {
        if (e->win_within <= plies) return true;
        if (e->no_win_within >= plies) return false;
        first = e->move == 0xff ? -1 : to_board[e->move];
    }
    const std::uint32_t moves = legal_insertions(board, to_move);
    bool result = false;
    int move = -1;
    if (moves == 0) {
        // A pass; a draw when neither player can insert.
        result = legal_insertions(board, other(to_move)) != 0 &&
                 prove(board, other(to_move), attacker, plies - 1);
    } else {
        std::array<int, 32> list{};
        const int count = ordered(moves, first, list);
        const bool attacking = to_move == attacker;
        // The attacker needs one move that wins; the defender one that does not lose within
        // the plies. Moves that end the round are settled before any search.
        result = !attacking;
        bool settled = false;
        const bool may_end = near_line(board, to_move) || near_line(board, other(to_move));
        for (int i = 0; i < count && !settled && may_end; ++i) {
            Board after = board;
            insert(after, insertion_at(list[i], board.n), to_move);
            const int end = ending_for(after, to_move, attacker);
            if (attacking ? end > 0 : end < 0) {
                result = attacking;
                move = list[i];
                settled = true;
            }
        }
        for (int i = 0; i < count && !settled && !attacking && plies >= kCutoffPlies; ++i) {
            Board after = board;
            insert(after, insertion_at(list[i], board.n), to_move);
            if (may_end && ending_for(after, to_move, attacker) != 0) continue;
            if (proved_no_win(after, other(to_move), attacker, plies - 1)) {
                result = false;
                move = list[i];
                settled = true;
            }
        }
        for (int i = 0; i < count && !settled; ++i) {
            Board after = board;
            insert(after, insertion_at(list[i], board.n), to_move);
            if (may_end && ending_for(after, to_move, attacker) != 0) continue;
            if (prove(after, other(to_move), attacker, plies - 1) == attacking) {
                result = attacking;
                move = list[i];
                settled = true;
            }
        }
    }
    // Searched deeper, the position may have left its bucket meanwhile: it comes back to
    // the first entry when its search cost as much as the one there (which moves to the
    // second), else to the second. Fewer of the many cheap positions near the leaves then
    // push out the costly ones, which a deeper search finds again.
    const auto work = static_cast<std::uint8_t>(std::bit_width(nodes_ - nodes_before));
    Entry* found = find(key, tag);
    if (found == nullptr) {
        Entry* const b = bucket(key, tag);
        if (work >= b[0].work) {
            b[1] = b[0];
            found = &b[0];
        } else {
            found = &b[1];
        }
        *found = Entry{key.pawns[0], key.pawns[1], tag};
    }
    Entry& out = *found;
    out.work = std::max(out.work, work);
    if (result) {
        out.win_within = static_cast<std::uint8_t>(std::min<int>(out.win_within, plies));
    } else {
        out.no_win_within = static_cast<std::uint8_t>(std::max<int>(out.no_win_within, plies));
    }
    if (move >= 0) out.move = static_cast<std::uint8_t>(to_key[move]);
    return result;
}

}  // namespace pushover
