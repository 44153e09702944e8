// The search library (samegame_search): Zobrist hashes, the engines' moves against
// the rules' own groups, the tabu playout, NMCS (whole and pruned) and NRPA at each level,
// the tails' polishing, the parts of a stop check, the solver on
// both boards, cut short or stopped. Every sequence is replayed through the rules
// (rules/position.cpp's play, which refuses an illegal move) and must score what it claims.
#include "samegame/search/solver.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <vector>

#include "samegame/rules/fill.hpp"
#include "samegame/rules/groups.hpp"
#include "samegame/rules/position.hpp"
#include "samegame/rules/removal.hpp"
#include "samegame/search/bit_board.hpp"
#include "samegame/search/exact.hpp"
#include "samegame/search/lazy_nmcs.hpp"
#include "samegame/search/nmcs.hpp"
#include "samegame/search/nrpa.hpp"
#include "samegame/search/search_engines.hpp"
#include "samegame/search/zobrist.hpp"
#include "search_test_support.hpp"

namespace samegame {
namespace {

using search_test::B;
using search_test::G;
using search_test::R;
using search_test::replay;
const Colour E = kEmpty;

// A whole game: legal moves to the end, scoring what the search claimed.
void expect_whole_game(const Board& board, const Sequence& s, const Rules& rules) {
    ASSERT_GE(s.score, 0);
    Position end;
    ASSERT_NO_THROW(end = replay(board, s.moves, rules));
    EXPECT_TRUE(end.over);
    EXPECT_EQ(end.score, s.score);
}

TEST(SolverTest, ZobristHashesAgreeOnBothBoardsAndIgnoreTheOrderOfMoves) {
    // Columns bottom up: 0: R R; 1: G; 2: B B. The R pair and the B pair are apart: either
    // order of the two removals leaves column 0 = G, and the same hash.
    const Board start = Board::from_columns(3, 2, {R, R, G, E, B, B});
    EXPECT_EQ(position_hash(start), position_hash(BitBoard(start, 3)));
    std::vector<Cell> stack;
    Board a = start, b = start;
    remove_group(a, {0, 0}, stack);
    remove_group(a, {1, 0}, stack);  // the B pair, now column 1
    remove_group(b, {2, 0}, stack);
    remove_group(b, {0, 0}, stack);
    ASSERT_EQ(a, b);
    EXPECT_EQ(position_hash(a), position_hash(b));
    EXPECT_EQ(position_hash(a), zobrist_key(0, 0, G));  // one piece: its key alone
    EXPECT_NE(position_hash(start), position_hash(a));
    EXPECT_EQ(position_hash(Board(3, 2)), 0u);  // no piece, no key
}

TEST(SolverTest, TheEnginesListTheRulesOwnGroups) {
    for (const int min_group : {1, 2, 3}) {
        const Rules rules{min_group, Scoring::n_minus_1, 0};
        for (std::uint64_t seed = 0; seed < 10; ++seed) {
            plateau::Random rng(seed);
            const Board board = random_board(15, 15, 4, rng);
            GroupFinder finder;
            std::vector<std::pair<int, int>> expected;  // (bit of the name, size)
            for (const GroupInfo& g : finder.legal_groups(board, min_group)) {
                expected.emplace_back(BitBoard::bit_of(g.name), g.size);
            }
            std::sort(expected.begin(), expected.end());
            std::vector<BitMove> bit_moves;
            BitEngine(rules).moves(BitBoard(board, 4), bit_moves);
            std::vector<std::pair<int, int>> bits;
            for (const BitMove& m : bit_moves) {
                bits.emplace_back(BitBoard::bit_of(BitEngine::name(m)), m.size);
            }
            std::sort(bits.begin(), bits.end());
            EXPECT_EQ(bits, expected) << "min_group " << min_group << " seed " << seed;
            std::vector<ArrayMove> array_moves;
            ArrayEngine array(rules);
            array.moves(board, array_moves);
            ASSERT_EQ(array_moves.size(), expected.size());
        }
    }
}

TEST(SolverTest, TheTabuPlayoutLeavesTheMostFrequentColourUntilItIsOneGroup) {
    // Columns bottom up: 0: R R; 1: G G; 2: R R. R has 4 pieces in two groups, the tabu
    // colour; the G pair is the only other move, so every tabu playout starts with it
    // (1 point), after which the four R are one group (9 points): 10, and the bonus 5.
    // A uniform playout starts with an R pair two times in three.
    const Board board = Board::from_columns(3, 2, {R, R, G, G, R, R});
    const Rules rules{2, Scoring::n_minus_1, 5};
    plateau::Random rng(7);
    int uniform_red_first = 0;
    for (int i = 0; i < 60; ++i) {
        BitBoard bits(board, 3);
        std::vector<Cell> moves;
        EXPECT_EQ(BitEngine(rules).playout(bits, PlayoutPolicy::tabu, rng, moves), 15);
        EXPECT_EQ(moves, (std::vector<Cell>{{1, 0}, {0, 0}}));
        Board array = board;
        moves.clear();
        EXPECT_EQ(ArrayEngine(rules).playout(array, PlayoutPolicy::tabu, rng, moves), 15);
        EXPECT_EQ(moves, (std::vector<Cell>{{1, 0}, {0, 0}}));
        BitBoard uniform(board, 3);
        moves.clear();
        BitEngine(rules).playout(uniform, PlayoutPolicy::random, rng, moves);
        uniform_red_first += moves.front() != Cell{1, 0} ? 1 : 0;
    }
    EXPECT_GT(uniform_red_first, 20);  // 40 expected; the tabu policy gives 0
}

TEST(SolverTest, NestedSearchesAtEachLevelReturnWholeGamesScoringWhatTheyClaim) {
    const Rules rules{2, Scoring::n_minus_2, 1000};
    plateau::Random fill(11);
    const Board board = random_board(8, 8, 3, fill);
    const std::atomic<bool> never{false};
    for (int level = 1; level <= 3; ++level) {
        const StopCheck stop(0.15, never);
        SharedBest best;
        BitEngine bits(rules);
        SearchContext<BitEngine> ctx{bits, stop, best, plateau::Random(level), PlayoutPolicy::tabu,
                                     {},   0,    0};
        const Sequence s = nmcs(ctx, BitBoard(board, 3), level);
        if (s.score >= 0 && !stop.stopped()) expect_whole_game(board, s, rules);
        expect_whole_game(board, best.get(), rules);
        EXPECT_GE(best.get().score, s.score);  // every playout was offered
        Policy policy;
        SharedBest nrpa_best;
        const StopCheck nrpa_stop(0.15, never);
        ArrayEngine array(rules);
        SearchContext<ArrayEngine> actx{
            array, nrpa_stop, nrpa_best, plateau::Random(level), PlayoutPolicy::tabu, {}, 0, 0};
        nrpa(actx, board, level, policy, NrpaSettings{10, 1.0f});
        expect_whole_game(board, nrpa_best.get(), rules);
    }
}

TEST(SolverTest, ANestedSearchGivenAMemorisedSequenceNeverReturnsWorse) {
    // The solver's polishing searches the tail of its best sequence: each search starts
    // with that tail as its best, so it gives it back or a better one.
    const Rules rules{2, Scoring::n_minus_2, 1000};
    plateau::Random fill(5);
    const Board board = random_board(15, 15, 5, fill);
    const std::atomic<bool> never{false};
    const StopCheck stop(0.05, never);  // far too short for a level-2 search to finish
    SharedBest best;
    BitEngine bits(rules);
    SearchContext<BitEngine> ctx{bits, stop, best, plateau::Random(1), PlayoutPolicy::tabu,
                                 {},   0,    0};
    Sequence known;
    for (int i = 0; i < 200; ++i) {  // the best of 200 playouts: hard to beat at once
        const Sequence s = ctx.playout(BitBoard(board, 5));
        if (s.score > known.score) known = s;
    }
    const Sequence s = nmcs(ctx, BitBoard(board, 5), 2, &known);
    EXPECT_GE(s.score, known.score);
    expect_whole_game(board, s, rules);
}

TEST(SolverTest, APrunedSearchValuesEveryMoveByAPlayoutAndSearchesTheBestOnesBelow) {
    // Columns bottom up: 0: R B; 1: G B; 2: G R. Two moves: the B pair, after which G
    // then R follow (cleared: 1 + 1 + 1 + 100 = 103), and the G pair, after which
    // nothing is left to play (1 point).
    // Level 2 keeping 1 move: step 1 plays a playout after each move (2), searches the
    // B pair's child at level 1 (a playout after G, then one after R: 2); step 2 (one
    // move, G): its playout and the level-1 search after it (a playout after R): 2;
    // step 3 (R): its playout, and a level-1 search of the empty board (none): 1. 7 in
    // all. Whole level 2: step 1's level-1 searches, 2 after B and none after G; step 2,
    // 1; step 3, 0: 3 in all.
    const Board board = Board::from_columns(3, 2, {R, B, G, B, G, R});
    const Rules rules{2, Scoring::n_minus_1, 100};
    const std::atomic<bool> never{false};
    const StopCheck stop(60, never);
    BitEngine bits(rules);
    for (const int keep : {1, 0}) {
        SharedBest best;
        SearchContext<BitEngine> ctx{bits, stop, best, plateau::Random(1), PlayoutPolicy::tabu,
                                     {},   0,    0};
        Pruning pruning;
        pruning.keep[2] = keep;
        const Sequence s = lazy_nmcs(ctx, BitBoard(board, 3), 2, pruning);
        SCOPED_TRACE(keep);
        EXPECT_EQ(s.score, 103);
        EXPECT_EQ(s.moves, (std::vector<Cell>{{0, 1}, {1, 0}, {0, 0}}));
        EXPECT_EQ(ctx.playouts, keep == 1 ? 7 : 3);
    }
}

TEST(SolverTest, PrunedSearchesAndTheTailsPolishingReturnWholeGamesNeverWorseThanKnown) {
    const Rules rules{2, Scoring::n_minus_2, 1000};
    plateau::Random fill(7);
    const Board board = random_board(15, 15, 5, fill);
    const std::atomic<bool> never{false};
    BitEngine bits(rules);
    Pruning pruning;
    pruning.keep = {0, 0, 3, 2};
    for (int level = 1; level <= 3; ++level) {
        const StopCheck stop(0.2, never);
        SharedBest best;
        SearchContext<BitEngine> ctx{bits, stop, best, plateau::Random(level), PlayoutPolicy::tabu,
                                     {},   0,    0};
        Sequence known;
        for (int i = 0; i < 100; ++i) {
            const Sequence s = ctx.playout(BitBoard(board, 5));
            if (s.score > known.score) known = s;
        }
        const Sequence s = lazy_nmcs(ctx, BitBoard(board, 5), level, pruning, &known);
        SCOPED_TRACE(level);
        EXPECT_GE(s.score, known.score);
        expect_whole_game(board, s, rules);
        expect_whole_game(board, best.get(), rules);
        EXPECT_GE(best.get().score, s.score);  // every playout was offered
    }
    // The polishing works on the shared best: it only ever gets better, and stays whole.
    const StopCheck stop(0.3, never);
    SharedBest best;
    SearchContext<BitEngine> ctx{bits, stop, best, plateau::Random(9), PlayoutPolicy::tabu,
                                 {},   0,    0};
    const Sequence first = ctx.playout(BitBoard(board, 5));
    polish_tails(ctx, BitBoard(board, 5), 3, pruning, 2.0 / 3);
    EXPECT_GE(best.get().score, first.score);
    expect_whole_game(board, best.get(), rules);
    EXPECT_TRUE(ctx.path.empty());
}

TEST(SolverTest, APartOfAStopCheckEndsWhenItsOuterCheckDoes) {
    std::atomic<bool> flag{false};
    const StopCheck outer(60, flag);
    const StopCheck part(60, outer);
    EXPECT_FALSE(part.stopped());
    flag = true;  // the job's stop flag: the outer check and its parts stop at once
    EXPECT_TRUE(part.stopped());
    EXPECT_TRUE(outer.stopped());

    // A part never outlasts its outer check: asked for 60 s within 0 s, it is over.
    const std::atomic<bool> never{false};
    const StopCheck over(0, never);
    const StopCheck longer(60, over);
    EXPECT_TRUE(longer.stopped());
}

TEST(SolverTest, BeamSearchesGetTheirShareOfTheSearchTimeOnlyWhenItIsASecondOrMore) {
    SolverOptions options;  // 30% polishing, half of the rest for the beams, from 1 s
    options.seconds = 10;
    EXPECT_DOUBLE_EQ(beam_time(options), 3.5);  // 10 x 0.7 x 0.5
    options.seconds = 3;
    EXPECT_DOUBLE_EQ(beam_time(options), 1.05);  // 3 x 0.7 x 0.5
    options.seconds = 1;
    EXPECT_EQ(beam_time(options), 0);  // 0.35 s: none
    options.seconds = 60;
    options.beam_share = 0;
    EXPECT_EQ(beam_time(options), 0);
    options.beam_share = 1;
    options.polish = 0.5;
    EXPECT_DOUBLE_EQ(beam_time(options), 30);
}

TEST(SolverTest, ASolveRespectsMinGroupAndBothScoringRulesOnBothBoards) {
    const struct {
        int cols, rows, colours, min_group;
        Scoring scoring;
        Algorithm algorithm;
    } cases[] = {{15, 15, 5, 2, Scoring::n_minus_2, Algorithm::nmcs},
                 {15, 15, 5, 2, Scoring::n_minus_2, Algorithm::nrpa},
                 {10, 6, 3, 1, Scoring::n_minus_1, Algorithm::nmcs},
                 {12, 9, 4, 3, Scoring::n_minus_1, Algorithm::nrpa},
                 {20, 17, 4, 2, Scoring::n_minus_1, Algorithm::nmcs},  // the array board
                 {18, 8, 3, 3, Scoring::n_minus_2, Algorithm::nrpa}};
    for (const auto& c : cases) {
        const Rules rules{c.min_group, c.scoring, 100};
        plateau::Random fill(static_cast<std::uint64_t>(c.cols * 100 + c.min_group));
        const Board board = random_board(c.cols, c.rows, c.colours, fill);
        SolverOptions options;
        options.seconds = 0.1;
        options.algorithm = c.algorithm;
        const std::atomic<bool> never{false};
        const SolveResult r = solve(board, c.colours, rules, options, never);
        SCOPED_TRACE(std::to_string(c.cols) + "x" + std::to_string(c.rows));
        // How many playouts 0.1 s buys is the machine's (a sanitizer build under load: only
        // the first whole sequence), so none is asked for here; the searches' own tests
        // count theirs by iterations.
        expect_whole_game(board, r.best, rules);
    }
}

TEST(SolverTest, ABoardWithAKnownClearingIsCleared) {
    // Columns bottom up: 0: R B; 1: G B; 2: G R. The B pair first (0 1) lets the G pair
    // (1 0) join and then the two R (0 0): cleared, 1 + 1 + 1 + the bonus 100 = 103.
    // The G pair first strands B, B and R apart: 1 point, 3 pieces left.
    const Board board = Board::from_columns(3, 2, {R, B, G, B, G, R});
    const Rules rules{2, Scoring::n_minus_1, 100};
    const std::atomic<bool> never{false};
    for (const Algorithm a : {Algorithm::nmcs, Algorithm::nrpa}) {
        SolverOptions options;
        options.seconds = 0.05;
        options.algorithm = a;
        const SolveResult r = solve(board, 3, rules, options, never);
        EXPECT_EQ(r.best.score, 103);
        EXPECT_EQ(r.best.moves, (std::vector<Cell>{{0, 1}, {1, 0}, {0, 0}}));
        expect_whole_game(board, r.best, rules);
    }
}

// One row, R R G G R R. The G pair first (1 point under n-1) joins the four R, (4-1)^2 = 9
// and the board is clear (+100): 110. Any R pair first leaves pairs only, 1 + 1 + 1 + 100 =
// 103. Under n-2 the pairs score 0: 0 + (4-2)^2 + 100 = 104 against 100. The G pair is
// named by its lowest, leftmost piece (2 0); the R four, once the columns close, (0 0).
TEST(ExactSearch, FindsTheBestSequenceOnBothBoardsUnderBothScorings) {
    const Board board = Board::from_columns(6, 1, {R, R, G, G, R, R});
    for (const auto& [scoring, score] :
         {std::pair{Scoring::n_minus_1, 110}, std::pair{Scoring::n_minus_2, 104}}) {
        const Rules rules{2, scoring, 100};
        BitEngine bits(rules);
        const auto on_bits = exact_best(bits, BitBoard(board, 3));
        ASSERT_TRUE(on_bits.has_value());
        EXPECT_EQ(on_bits->score, score);
        EXPECT_EQ(on_bits->moves, (std::vector<Cell>{{2, 0}, {0, 0}}));
        ArrayEngine array(rules);
        const auto on_array = exact_best(array, board);
        ASSERT_TRUE(on_array.has_value());
        EXPECT_EQ(on_array->score, score);
        EXPECT_EQ(on_array->moves, on_bits->moves);
        expect_whole_game(board, *on_bits, rules);
    }
}

// On 4x4 boards of 3 colours (16 pieces) it finds what every sequence tried through the
// rules alone finds, under both scorings, and the sequence replays to that score.
TEST(ExactSearch, FindsWhatTryingEverySequenceThroughTheRulesFinds) {
    GroupFinder finder;
    for (std::uint64_t seed = 0; seed < 12; ++seed) {
        plateau::Random fill(seed);
        const Board board = random_board(4, 4, 3, fill);
        const Rules rules{2, seed % 2 == 0 ? Scoring::n_minus_1 : Scoring::n_minus_2, 1000};
        BitEngine bits(rules);
        const auto exact = exact_best(bits, BitBoard(board, 3));
        ASSERT_TRUE(exact.has_value()) << "seed " << seed;
        EXPECT_EQ(exact->score,
                  search_test::best_by_hand(start_position(board, rules), rules, finder))
            << "seed " << seed;
        expect_whole_game(board, *exact, rules);
    }
}

// It gives up past its count of positions: the root, a first move, then a second is 3.
TEST(ExactSearch, GivesUpPastItsCountOfPositions) {
    const Board board = Board::from_columns(6, 1, {R, R, G, G, R, R});
    BitEngine bits(Rules{2, Scoring::n_minus_1, 100});
    EXPECT_FALSE(exact_best(bits, BitBoard(board, 3), 2).has_value());
    EXPECT_TRUE(exact_best(bits, BitBoard(board, 3), 1000).has_value());
}

// The solver searches a small position whole, whatever its clock: with no time at all the
// 3x2 board above is still cleared, the answer proved. A 15x15 board is left to the timed
// searches.
TEST(SolverTest, ASmallPositionIsSolvedWholeWhateverTheClock) {
    const Board small = Board::from_columns(3, 2, {R, B, G, B, G, R});
    const Rules rules{2, Scoring::n_minus_1, 100};
    const std::atomic<bool> never{false};
    SolverOptions options;
    options.seconds = 0;
    const SolveResult r = solve(small, 3, rules, options, never);
    EXPECT_TRUE(r.proved);
    EXPECT_EQ(r.best.score, 103);
    EXPECT_EQ(r.best.moves, (std::vector<Cell>{{0, 1}, {1, 0}, {0, 0}}));
    plateau::Random fill(5);
    const Board large = random_board(15, 15, 5, fill);
    const SolveResult l = solve(large, 5, rules, options, never);
    EXPECT_FALSE(l.proved);
    expect_whole_game(large, l.best, rules);
}

TEST(SolverTest, ASearchCutShortStillReturnsAWholeLegalGame) {
    const Rules rules{2, Scoring::n_minus_2, 1000};
    plateau::Random fill(3);
    for (const auto& [cols, rows] : {std::pair{15, 15}, std::pair{30, 20}}) {
        const Board board = random_board(cols, rows, 5, fill);
        const std::atomic<bool> stopped{true};
        SolverOptions options;
        options.seconds = 10;
        const SolveResult r = solve(board, 5, rules, options, stopped);  // stopped at once
        expect_whole_game(board, r.best, rules);
        const std::atomic<bool> never{false};
        options.seconds = 0.001;
        expect_whole_game(board, solve(board, 5, rules, options, never).best, rules);
    }
}

TEST(SolverTest, NoMoveLeftGivesAnEmptySequence) {
    const Board board = Board::from_columns(2, 1, {R, G});
    const std::atomic<bool> never{false};
    SolverOptions options;
    options.seconds = 0.05;
    const SolveResult r = solve(board, 3, Rules{}, options, never);
    EXPECT_EQ(r.best.score, 0);
    EXPECT_TRUE(r.best.moves.empty());
}

}  // namespace
}  // namespace samegame
