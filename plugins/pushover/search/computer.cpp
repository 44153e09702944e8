#include "pushover/search/computer.hpp"

#include <array>
#include <plateau/format.hpp>
#include <plateau/game.hpp>
#include <plateau/translate.hpp>
#include <string>
#include <vector>

#include "pushover/search/search.hpp"
#include "pushover/search/table_store.hpp"

namespace pushover {

Level parse_level(std::string_view text) {
    if (text == "easy") return Level::easy;
    if (text == "hard") return Level::hard;
    if (text == "medium") return Level::medium;
    if (text == "perfect") return Level::perfect;
    throw plateau::Refusal(plateau::format(
        plateau::tr("computer_level '{}': easy, medium, hard or perfect is allowed"), text));
}

Effect effect_of(const Board& after, int mover) {
    const int mine = complete_lines(after, mover);
    const int theirs = complete_lines(after, other(mover));
    if (mine + theirs > 0) {
        if (mine > theirs) return Effect::win;
        return mine < theirs ? Effect::loss : Effect::draw;
    }
    const bool opponent_can = legal_insertions(after, other(mover)) != 0;
    const bool mover_can = legal_insertions(after, mover) != 0;
    return decide_turn(opponent_can, mover_can) == TurnKind::draw_for_want_of_moves
               ? Effect::draw
               : Effect::goes_on;
}

namespace {

std::vector<int> insertion_list(std::uint32_t mask) {
    std::vector<int> list;
    for (; mask != 0; mask &= mask - 1) list.push_back(std::countr_zero(mask));
    return list;
}

// Whether the player to move on `board` has an insertion that wins at once.
bool has_winning_insertion(const Board& board, int player) {
    for (std::uint32_t mask = legal_insertions(board, player); mask != 0; mask &= mask - 1) {
        Board after = board;
        insert(after, insertion_at(std::countr_zero(mask), board.n), player);
        if (effect_of(after, player) == Effect::win) return true;
    }
    return false;
}

}  // namespace

Move choose_easy(const State& state) {
    const std::vector<int> moves = insertion_list(legal_insertions(state.board, state.to_move));
    if (moves.empty()) return Move::make_pass();
    plateau::Random rng = state.rng;
    return Move::insert(insertion_at(moves[rng.below(moves.size())], state.board.n));
}

Move choose_medium(const State& state) {
    const int me = state.to_move;
    const std::vector<int> moves = insertion_list(legal_insertions(state.board, me));
    if (moves.empty()) return Move::make_pass();
    // Lower is better: win now; go on safely; draw now; go on and let the opponent win at
    // once; lose now.
    constexpr int kWorst = 4;
    std::array<std::vector<int>, kWorst + 1> by_rank;
    for (const int index : moves) {
        Board after = state.board;
        insert(after, insertion_at(index, state.board.n), me);
        int rank = 0;
        switch (effect_of(after, me)) {
            case Effect::win:
                rank = 0;
                break;
            case Effect::goes_on:
                rank = has_winning_insertion(after, other(me)) ? 3 : 1;
                break;
            case Effect::draw:
                rank = 2;
                break;
            case Effect::loss:
                rank = 4;
                break;
        }
        by_rank[rank].push_back(index);
    }
    plateau::Random rng = state.rng;
    for (const auto& best : by_rank) {
        if (!best.empty()) {
            return Move::insert(insertion_at(best[rng.below(best.size())], state.board.n));
        }
    }
    return Move::make_pass();  // not reached: `moves` is not empty
}

Move choose_hard(const State& state, double seconds, const std::atomic<bool>* stop) {
    if (legal_insertions(state.board, state.to_move) == 0) return Move::make_pass();
    const SearchResult result = search_best(state.board, state.to_move, seconds, stop);
    return Move::insert(insertion_at(result.best, state.board.n));
}

namespace {

// The table's move on 3x3 and 4x4 (the table made first when this process has none).
Move solved_move(const State& state, const std::atomic<bool>* stop,
                 const std::filesystem::path& folder) {
    const SolvedTable& table = solved_table(state.board.n, folder, log_progress, stop);
    return Move::insert(
        insertion_at(best_insertion(table, state.board, state.to_move), state.board.n));
}

}  // namespace

Move choose_perfect(const State& state, double seconds, const std::atomic<bool>* stop,
                    const std::filesystem::path& folder) {
    if (legal_insertions(state.board, state.to_move) == 0) return Move::make_pass();
    if (solved_size(state.board.n)) return solved_move(state, stop, folder);
    const SearchResult result = search_best(state.board, state.to_move, seconds, stop, 0,
                                            SearchStyle::strongest, state.repeatable);
    return Move::insert(insertion_at(result.best, state.board.n));
}

Move choose_hint(const State& state, double seconds, const std::atomic<bool>* stop,
                 const std::filesystem::path& folder) {
    if (legal_insertions(state.board, state.to_move) == 0) return Move::make_pass();
    if (solved_size(state.board.n)) return solved_move(state, stop, folder);
    return choose_hard(state, seconds, stop);
}

Move choose_move(const State& state, Level level, double seconds, const std::atomic<bool>* stop,
                 const std::filesystem::path& folder) {
    switch (level) {
        case Level::easy:
            return choose_easy(state);
        case Level::medium:
            return choose_medium(state);
        case Level::perfect:
            return choose_perfect(state, seconds, stop, folder);
        default:
            return choose_hard(state, seconds, stop);
    }
}

}  // namespace pushover
