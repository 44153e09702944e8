#include "tilings/rules/match.hpp"

#include <algorithm>

namespace tilings {

namespace {

void put(Match& match, int cell) {
    auto& hand = match.hands[match.to_move];
    match.board.place(cell, hand.front(), match.to_move);
    hand.erase(hand.begin());
    match.skips_in_row = 0;
    if (hand.empty()) {
        match.over = true;
        match.end = EndReason::hand_emptied;
        match.ended_by = match.to_move;
    }
}

void next_player(Match& match) {
    match.to_move = (match.to_move + 1) % match.players();
    // Each move draws once, so the generator a random player uses differs at every turn
    // while staying a function of the seed and the moves.
    match.rng.next_u64();
}

}  // namespace

Match start_match(Board board, std::vector<std::vector<Tile>> hands, int first_cell,
                  plateau::Random rng) {
    Match match;
    match.board = std::move(board);
    match.hands = std::move(hands);
    match.rng = rng;
    match.to_move = 0;
    put(match, first_cell);
    match.last = {LastMove::first_tile, 0, first_cell};
    match.to_move = 1 % match.players();
    return match;
}

void place_head(Match& match, int cell) {
    const int player = match.to_move;
    put(match, cell);
    match.last = {LastMove::place, player, cell};
    next_player(match);
}

void skip_turn(Match& match) {
    const int player = match.to_move;
    auto& hand = match.hands[player];
    std::rotate(hand.begin(), hand.begin() + 1, hand.end());
    match.last = {LastMove::skip, player, -1};
    if (++match.skips_in_row >= match.players()) {
        match.over = true;
        match.end = EndReason::all_skipped;
    }
    next_player(match);
}

}  // namespace tilings
