// The computer players (issue 5): easy plays a random legal move from the state's seeded
// generator; medium wins at once when it can, else avoids giving the opponent an immediate
// win; hard searches within its budget. Positions are hand-drawn, or reached by random
// legal moves from fixed seeds (so the tests are the same on every run).
#include "pushover/search/computer.hpp"

#include <gtest/gtest.h>

#include <ctime>
#include <set>

#include "board_text.hpp"
#include "pushover/rules/notation.hpp"
#include "pushover/search/search.hpp"

namespace pushover::test {
namespace {

// Row 1 is K K K K . with K to move: K completes row 1 by entering it from the left (the
// four K move right into the empty fifth cell), from the right (the fifth cell is empty),
// or column 5 from the top (its top cell is empty). Nothing else completes a line: the
// top insertions into columns 1..4 push a K down and put another K in its place.
const std::vector<std::string> kFourInARow = {"KKKK.", "W....", ".W...", "..W..", "....."};
const std::set<std::string> kWinsAtOnce = {"G1", "D1", "H5"};

std::string name(const Move& m, int n = 5) { return format_move(m, n); }

bool wins(const Board& b, int player, int index) {
    Board after = b;
    insert(after, insertion_at(index, b.n), player);
    return effect_of(after, player) == Effect::win;
}

// Whether `player`'s insertion `index` lets the opponent win with the next move.
bool gives_a_win(const Board& b, int player, int index) {
    Board after = b;
    insert(after, insertion_at(index, b.n), player);
    if (effect_of(after, player) != Effect::goes_on) return false;
    for (std::uint32_t m = legal_insertions(after, other(player)); m != 0; m &= m - 1) {
        if (wins(after, other(player), std::countr_zero(m))) return true;
    }
    return false;
}

// Positions of rounds going on, from random legal moves.
std::vector<State> random_positions(int count, int size, std::uint64_t seed) {
    std::vector<State> out;
    plateau::Random rng(seed);
    while (static_cast<int>(out.size()) < count) {
        State s = new_match(Board{size, {}}, 0, rng.next_u64());
        const int plies = static_cast<int>(rng.between(2, 30));
        for (int k = 0; k < plies && !s.over; ++k) {
            const State next = apply_move(s, choose_easy(s), MatchRules{1});
            if (next.over) break;
            s = next;
        }
        out.push_back(s);
    }
    return out;
}

TEST(PushOverComputer, EasyPlaysALegalMoveAndTheSameStateGivesTheSameMove) {
    std::set<std::string> seen;
    for (const State& s : random_positions(60, 5, 1)) {
        const Move m = choose_easy(s);
        ASSERT_FALSE(m.pass);
        EXPECT_TRUE(can_insert(s.board, m.insertion, s.to_move)) << name(m);
        EXPECT_EQ(choose_easy(s), m);  // drawn from a copy of the state's generator
        seen.insert(name(m));
    }
    // Random: sixty positions do not all get the same move.
    EXPECT_GT(seen.size(), 5U);
}

TEST(PushOverComputer, MediumWinsAtOnce) {
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        const State s = new_match(board_of(kFourInARow), K, seed);
        EXPECT_TRUE(kWinsAtOnce.count(name(choose_medium(s))) == 1) << name(choose_medium(s));
    }
}

TEST(PushOverComputer, HardWinsAtOnce) {
    const State s = new_match(board_of(kFourInARow), K, 0);
    EXPECT_TRUE(kWinsAtOnce.count(name(choose_hard(s, 0.1, nullptr))) == 1);
}

// Over many positions: when a move wins at once medium plays one; otherwise, when some
// move neither ends the round nor lets the opponent win at once, medium plays such a move.
TEST(PushOverComputer, MediumAvoidsGivingAnImmediateWin) {
    int winnable = 0, avoidable = 0;
    for (const State& s : random_positions(400, 5, 2)) {
        const int me = s.to_move;
        std::vector<int> moves;
        for (std::uint32_t m = legal_insertions(s.board, me); m != 0; m &= m - 1) {
            moves.push_back(std::countr_zero(m));
        }
        const Move chosen = choose_medium(s);
        const int index = insertion_index(chosen.insertion, 5);
        const bool can_win =
            std::any_of(moves.begin(), moves.end(), [&](int i) { return wins(s.board, me, i); });
        if (can_win) {
            ++winnable;
            EXPECT_TRUE(wins(s.board, me, index)) << name(chosen);
            continue;
        }
        const auto safe = [&](int i) {
            Board after = s.board;
            insert(after, insertion_at(i, 5), me);
            return effect_of(after, me) == Effect::goes_on && !gives_a_win(s.board, me, i);
        };
        const bool some_safe = std::any_of(moves.begin(), moves.end(), safe);
        const bool some_unsafe = !std::all_of(moves.begin(), moves.end(), safe);
        if (some_safe && some_unsafe) {
            ++avoidable;
            EXPECT_TRUE(safe(index)) << name(chosen);
        }
    }
    // The positions really tested both rules.
    EXPECT_GT(winnable, 10);
    EXPECT_GT(avoidable, 10);
}

// Hard searches deeper than medium: it never lets the opponent win at once when it can
// help it (a later loss scores better than an earlier one).
TEST(PushOverComputer, HardAvoidsGivingAnImmediateWin) {
    int tested = 0;
    for (const State& s : random_positions(60, 5, 3)) {
        const int me = s.to_move;
        bool some_safe = false, some_unsafe = false;
        for (std::uint32_t m = legal_insertions(s.board, me); m != 0; m &= m - 1) {
            const int i = std::countr_zero(m);
            Board after = s.board;
            insert(after, insertion_at(i, 5), me);
            const bool bad = effect_of(after, me) == Effect::loss || gives_a_win(s.board, me, i);
            (bad ? some_unsafe : some_safe) = true;
        }
        if (!(some_safe && some_unsafe)) continue;
        ++tested;
        const Move chosen = choose_hard(s, 0.02, nullptr);
        ASSERT_TRUE(can_insert(s.board, chosen.insertion, me));
        const int index = insertion_index(chosen.insertion, 5);
        Board after = s.board;
        insert(after, chosen.insertion, me);
        EXPECT_NE(effect_of(after, me), Effect::loss);
        EXPECT_FALSE(gives_a_win(s.board, me, index)) << name(chosen);
    }
    EXPECT_GT(tested, 5);
}

// The budget: the search stops when its time is up (plus the 50 ms at most), and
// at once when told to stop, with a legal move either way. Measured in processor time:
// on a loaded machine the wall clock measures the scheduler as much as the search (the
// benchmark reports the wall-clock figures of real games).
TEST(PushOverComputer, HardKeepsToItsBudget) {
    const Board empty{5, {}};
    const std::clock_t start = std::clock();
    const SearchResult r = search_best(empty, 0, 0.1, nullptr);
    const double took = static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
    EXPECT_LT(took, 0.1 + 0.05);
    EXPECT_GE(r.depth, 2);
    EXPECT_TRUE(can_insert(empty, insertion_at(r.best, 5), 0));

    const std::atomic<bool> stop{true};
    const std::clock_t start2 = std::clock();
    const SearchResult stopped = search_best(empty, 0, 30.0, &stop);
    EXPECT_LT(static_cast<double>(std::clock() - start2) / CLOCKS_PER_SEC, 0.05);
    EXPECT_TRUE(can_insert(empty, insertion_at(stopped.best, 5), 0));
}

// The positions after each legal insertion of the player to move (those that do not end
// the round), as a game's history would hold them.
std::vector<Position> children(const Board& b, int player, int left_out = -1) {
    std::vector<Position> out;
    for (std::uint32_t m = legal_insertions(b, player); m != 0; m &= m - 1) {
        const int i = std::countr_zero(m);
        if (i == left_out) continue;
        Board after = b;
        insert(after, insertion_at(i, b.n), player);
        out.push_back({after, other(player)});
    }
    return out;
}

// Rounds going on with a full board (every insertion pushes off one of the mover's own
// pawns, so the pawn count stays and any position could come back) where no insertion of
// the player to move ends the round: from random games.
std::vector<State> full_quiet_positions(int count) {
    std::vector<State> out;
    plateau::Random rng(9);
    while (static_cast<int>(out.size()) < count) {
        State s = new_match(Board{5, {}}, 0, rng.next_u64());
        for (int ply = 0; ply < 300 && !s.over; ++ply) {
            if (std::popcount(s.board.occupied()) == 25) {
                bool ends = false;
                for (std::uint32_t m = legal_insertions(s.board, s.to_move); m != 0; m &= m - 1) {
                    Board after = s.board;
                    insert(after, insertion_at(std::countr_zero(m), 5), s.to_move);
                    ends = ends || effect_of(after, s.to_move) != Effect::goes_on;
                }
                if (!ends && legal_insertions(s.board, s.to_move) != 0) {
                    out.push_back(s);
                    break;
                }
            }
            s = apply_move(s, choose_easy(s), MatchRules{1});
        }
    }
    return out;
}

// The perfect level's search values a return to a position of the game's history as a
// draw (play that goes round): when every insertion leads back to one, the position is
// worth a draw to the searcher, -kDrawContempt, whatever it was worth before.
TEST(PushOverComputer, ThePerfectSearchValuesAReturnAsADraw) {
    const std::vector<State> positions = full_quiet_positions(6);
    ASSERT_EQ(positions.size(), 6U);
    for (const State& s : positions) {
        const auto history = children(s.board, s.to_move);
        const SearchResult r =
            search_best(s.board, s.to_move, 60, nullptr, 20000, SearchStyle::strongest, history);
        EXPECT_EQ(r.score, -kDrawContempt);
        EXPECT_TRUE(can_insert(s.board, insertion_at(r.best, 5), s.to_move));
        // The hard level ignores the history: the same position is not a draw to it.
        EXPECT_NE(
            search_best(s.board, s.to_move, 60, nullptr, 20000, SearchStyle::hard, history).score,
            -kDrawContempt);
    }
}

// With one insertion left that does not lead back, the search plays it unless it values
// it below a draw (then its score says so).
TEST(PushOverComputer, ThePerfectSearchLeavesTheCircleWhenItCan) {
    int left = 0;
    for (const State& s : full_quiet_positions(6)) {
        const int way_out = std::countr_zero(legal_insertions(s.board, s.to_move));
        const SearchResult r =
            search_best(s.board, s.to_move, 60, nullptr, 20000, SearchStyle::strongest,
                        children(s.board, s.to_move, way_out));
        if (r.best == way_out) {
            ++left;
            EXPECT_GT(r.score, -kDrawContempt);
        } else {
            EXPECT_EQ(r.score, -kDrawContempt);
        }
    }
    EXPECT_GT(left, 0);
}

// Every level passes when it must (a hand-built position: every edge cell is K's).
TEST(PushOverComputer, EveryLevelPassesWhenItMust) {
    const State s = new_match(board_of({"KKK", "KWK", "KKK"}), W, 0);
    EXPECT_TRUE(choose_easy(s).pass);
    EXPECT_TRUE(choose_medium(s).pass);
    EXPECT_TRUE(choose_hard(s, 0.05, nullptr).pass);
}

}  // namespace
}  // namespace pushover::test
