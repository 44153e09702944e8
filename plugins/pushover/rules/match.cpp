#include "pushover/rules/match.hpp"

#include <bit>
#include <plateau/format.hpp>
#include <plateau/refusal.hpp>
#include <plateau/translate.hpp>
#include <string>

#include "pushover/rules/notation.hpp"

namespace pushover {

State new_match(const Board& board, int starter, std::uint64_t seed) {
    State s;
    s.board = board;
    s.to_move = starter;
    s.round_starter = starter;
    s.rng = plateau::Random(seed);
    return s;
}

TurnKind turn_kind(const State& state) {
    return decide_turn(legal_insertions(state.board, state.to_move) != 0,
                       legal_insertions(state.board, other(state.to_move)) != 0);
}

std::uint32_t legal_mask(const State& state) {
    if (state.over) return 0;
    return legal_insertions(state.board, state.to_move);
}

namespace {

// Ends the round `next.round` with `result`: counts it, ends the match or starts the next
// round (the other player starting, on an empty board).
void end_round(State& next, RoundResult result, const MatchRules& rules) {
    result.round = next.round;
    if (result.winner >= 0) ++next.rounds_won[result.winner];
    next.last_round = result;
    if (result.winner >= 0 && next.rounds_won[result.winner] >= rules.rounds_to_win) {
        next.over = true;
        next.match_winner = result.winner;
        return;
    }
    if (result.winner < 0 && rules.rounds_to_win == 1) {
        // A single round: its draw is the match's (004's game).
        next.over = true;
        next.match_winner = -1;
        return;
    }
    next.round += 1;
    next.round_starter = other(next.round_starter);
    next.to_move = next.round_starter;
    next.plies_in_round = 0;
    next.repeatable.clear();
    next.board = Board{next.board.n, {}};
}

// Keeps the position a move leaves among those the next ones could return to.
void remember(std::vector<Position>& repeatable, const State& left) {
    if (repeatable.size() >= kRepeatableKept) repeatable.erase(repeatable.begin());
    repeatable.push_back({left.board, left.to_move});
}

}  // namespace

State apply_move(const State& state, const Move& move, const MatchRules& rules) {
    if (state.over) throw plateau::Refusal(plateau::tr("the match is over"));
    const int n = state.board.n;
    const int mover = state.to_move;
    State next = state;
    next.rng.next_u64();
    next.last_was_pass = move.pass;
    next.plies_in_round = state.plies_in_round + 1;
    remember(next.repeatable, state);
    if (move.pass) {
        if (legal_insertions(state.board, mover) != 0) {
            const Insertion first =
                insertion_at(std::countr_zero(legal_insertions(state.board, mover)), n);
            throw plateau::Refusal(
                plateau::format(plateau::tr("no pass: a player passes only when no insertion is "
                                            "possible, and {} is"),
                                format_move(Move::insert(first), n)));
        }
        next.to_move = other(mover);
        return next;
    }
    if (!insert(next.board, move.insertion, mover)) {
        throw plateau::Refusal(refusal_reason(move, n));
    }
    if (std::popcount(next.board.occupied()) > std::popcount(state.board.occupied())) {
        next.repeatable.clear();  // a new pawn: no earlier position can come back
    }
    const std::array<int, 2> lines{complete_lines(next.board, 0), complete_lines(next.board, 1)};
    if (lines[0] + lines[1] > 0) {
        end_round(next, {0, lines, round_winner(lines), false, next.board}, rules);
        return next;
    }
    next.to_move = other(mover);
    if (turn_kind(next) == TurnKind::draw_for_want_of_moves) {
        end_round(next, {0, lines, -1, true, next.board}, rules);
    }
    return next;
}

}  // namespace pushover
