// Rounds and matches (RULES.md, Push Over; issue 5): the end of a round as soon as a line
// is complete, lines counted for both players, the draw, the pass and the draw for want of
// moves, and matches of several rounds.
#include "pushover/rules/match.hpp"

#include <gtest/gtest.h>

#include <plateau/game.hpp>

#include "board_text.hpp"
#include "pushover/rules/notation.hpp"

namespace pushover::test {
namespace {

State position(const std::vector<std::string>& rows, int to_move) {
    return new_match(board_of(rows), to_move, 7);
}

State play(const State& s, const std::string& move, int rounds_to_win = 1) {
    return apply_move(s, parse_move(move, s.board.n), MatchRules{rounds_to_win});
}

// W enters column 1 from the top. Column 1 holds K W . . .: K and W move down one, so
// row 1 gets W, row 2 K and row 3 W in column 1. With rows 1 and 3 W and row 2 K in
// columns 2..5, W completes rows 1 and 3, K row 2: 2 lines to 1, W wins.
TEST(PushOverMatch, OneMoveCompletesLinesForBothAndTheMoverWinsByCount) {
    const State s = position({"KWWWW", "WKKKK", ".WWWW", ".....", "....."}, W);
    const State next = play(s, "H1");
    EXPECT_EQ(rows_of(next.board),
              (std::vector<std::string>{"WWWWW", "KKKKK", "WWWWW", ".....", "....."}));
    ASSERT_TRUE(next.over);
    ASSERT_TRUE(next.last_round.has_value());
    EXPECT_EQ(next.last_round->lines, (std::array<int, 2>{2, 1}));
    EXPECT_EQ(next.last_round->winner, W);
    EXPECT_EQ(next.match_winner, W);
    EXPECT_EQ(next.rounds_won, (std::array<int, 2>{1, 0}));
}

// Column 1 holds K W K W .: after H1 it is W K W K W, so rows 1, 3 and 5 get W and rows 2
// and 4 K. Rows 2 and 4 are K in columns 2..5, row 1 W; rows 3 and 5 are otherwise empty.
// W completes row 1, K rows 2 and 4: W made the move and loses 1 to 2.
TEST(PushOverMatch, TheMoverCanLoseByCount) {
    const State s = position({"KWWWW", "WKKKK", "K....", "WKKKK", "....."}, W);
    const State next = play(s, "H1");
    ASSERT_TRUE(next.over);
    EXPECT_EQ(next.last_round->lines, (std::array<int, 2>{1, 2}));
    EXPECT_EQ(next.last_round->winner, K);
    EXPECT_EQ(next.match_winner, K);
}

// As the first case but with row 3 empty: W gets row 1, K row 2: one each, a draw. With
// one round to win the draw ends the match (004's single game).
TEST(PushOverMatch, EqualCountsAreADraw) {
    const State s = position({"KWWWW", "WKKKK", ".....", ".....", "....."}, W);
    const State next = play(s, "H1");
    ASSERT_TRUE(next.over);
    EXPECT_EQ(next.last_round->lines, (std::array<int, 2>{1, 1}));
    EXPECT_EQ(next.last_round->winner, -1);
    EXPECT_EQ(next.match_winner, -1);
    EXPECT_EQ(next.rounds_won, (std::array<int, 2>{0, 0}));
}

// Row 1 is W W W W . and column 5 holds W in rows 2..5: W entering row 1 from the right
// fills the corner and completes row 1 and column 5 at once: 2 lines to 0.
TEST(PushOverMatch, OneMoveCompletesTwoLinesForTheMover) {
    const State s = position({"WWWW.", "K...W", "K...W", "K...W", "....W"}, W);
    const State next = play(s, "D1");
    ASSERT_TRUE(next.over);
    EXPECT_EQ(next.last_round->lines, (std::array<int, 2>{2, 0}));
    EXPECT_EQ(next.match_winner, W);
}

// A push can complete the opponent's line alone. Column 1 holds W K . . . and row 3 is
// . K K K K: W entering column 1 from the top moves W to row 2 and K to row 3, which
// completes K's row 3; W completes nothing and loses 0 to 1.
TEST(PushOverMatch, APushCanCompleteOnlyTheOpponentsLine) {
    const State s = position({"W....", "KW...", ".KKKK", ".....", "....."}, W);
    const State next = play(s, "H1");
    // Column 1 was W K . . .: after H1 it is W W K . .
    EXPECT_EQ(rows_of(next.board),
              (std::vector<std::string>{"W....", "WW...", "KKKKK", ".....", "....."}));
    ASSERT_TRUE(next.over);
    EXPECT_EQ(next.last_round->lines, (std::array<int, 2>{0, 1}));
    EXPECT_EQ(next.match_winner, K);
}

TEST(PushOverMatch, NoMoveAfterTheEnd) {
    const State over = play(position({"KWWWW", "WKKKK", ".WWWW", ".....", "....."}, W), "H1");
    EXPECT_THROW((void)play(over, "B2"), plateau::Refusal);
}

// A refused insertion names the reason and changes nothing.
TEST(PushOverMatch, AnInsertionPushingOffTheOpponentIsRefusedWithTheReason) {
    const State s = position({"WKWKW", ".....", ".....", ".....", "....."}, K);
    try {
        (void)play(s, "G1");
        FAIL() << "G1 must be refused";
    } catch (const plateau::Refusal& e) {
        EXPECT_EQ(std::string(e.what()),
                  "G1: row 1 is full and the pawn it would push off, at its right end, is the "
                  "opponent's; only your own pawn may be pushed off the board");
    }
}

// Players alternate; every move advances the seeded generator the state carries.
TEST(PushOverMatch, TurnsAlternateAndTheGeneratorMoves) {
    const State s = new_match(Board{5, {}}, W, 99);
    const State a = play(s, "G1");
    EXPECT_EQ(a.to_move, K);
    EXPECT_NE(a.rng, s.rng);
    const State b = play(a, "G1");
    EXPECT_EQ(b.to_move, W);
    EXPECT_EQ(rows_of(b.board)[0], "KW...");
    // The same moves from the same seed give the same generator: reproducible choices.
    EXPECT_EQ(play(play(new_match(Board{5, {}}, W, 99), "G1"), "G1").rng, b.rng);
}

// The pass (RULES.md): a player without a legal insertion passes; neither player having
// one is a draw. On boards of 3 and more this needs every edge cell to be the opponent's,
// which is already a complete line, so these positions are built by hand here: the rules
// are checked on their own.
TEST(PushOverMatch, DecideTurnCoversEveryCase) {
    EXPECT_EQ(decide_turn(true, true), TurnKind::play);
    EXPECT_EQ(decide_turn(true, false), TurnKind::play);
    EXPECT_EQ(decide_turn(false, true), TurnKind::pass);
    EXPECT_EQ(decide_turn(false, false), TurnKind::draw_for_want_of_moves);
}

TEST(PushOverMatch, APlayerWithoutAnInsertionPasses) {
    // Every edge cell is K: W has no insertion (every line is full, every far pawn K's);
    // K has all twelve.
    State s = new_match(board_of({"KKK", "KWK", "KKK"}), W, 3);
    EXPECT_EQ(turn_kind(s), TurnKind::pass);
    EXPECT_EQ(legal_mask(s), 0U);
    const State passed = play(s, "pass");
    EXPECT_EQ(passed.to_move, K);
    EXPECT_EQ(passed.board, s.board);
    EXPECT_TRUE(passed.last_was_pass);
    EXPECT_FALSE(passed.over);
    // The insertion is refused, and so is a pass while an insertion exists.
    EXPECT_THROW((void)play(s, "G1"), plateau::Refusal);
    EXPECT_THROW((void)play(new_match(Board{3, {}}, W, 3), "pass"), plateau::Refusal);
}

// Matches: the first to win rounds_to_win rounds. W completes row 1 with H1..H5 while K
// plays B1..B4 (the bottom row, never complete with four): after the ninth move W wins the
// round 1 to 0; with 2 rounds to win the match goes on: round 2 on an empty board, K (the
// other player) starting, over only at the end of the match.
TEST(PushOverMatch, TheNextRoundStartsByItselfWithTheOtherPlayer) {
    State s = new_match(Board{5, {}}, W, 11);
    for (const char* m : {"H1", "B1", "H2", "B2", "H3", "B3", "H4", "B4", "H5"}) {
        s = play(s, m, 2);
    }
    EXPECT_FALSE(s.over);
    EXPECT_EQ(s.round, 2);
    EXPECT_EQ(s.to_move, K);
    EXPECT_EQ(s.round_starter, K);
    EXPECT_EQ(s.board, (Board{5, {}}));
    EXPECT_EQ(s.rounds_won, (std::array<int, 2>{1, 0}));
    ASSERT_TRUE(s.last_round.has_value());
    EXPECT_EQ(s.last_round->lines, (std::array<int, 2>{1, 0}));
    EXPECT_EQ(rows_of(s.last_round->final_board)[0], "WWWWW");
    // Round 2: K mirrors W's plan from the top and wins it: 1-1, round 3 starts with W.
    for (const char* m : {"H1", "B1", "H2", "B2", "H3", "B3", "H4", "B4", "H5"}) {
        s = play(s, m, 2);
    }
    EXPECT_EQ(s.rounds_won, (std::array<int, 2>{1, 1}));
    EXPECT_EQ(s.round, 3);
    EXPECT_EQ(s.to_move, W);
    EXPECT_FALSE(s.over);
    // Round 3: W again: 2-1, the match is over.
    for (const char* m : {"H1", "B1", "H2", "B2", "H3", "B3", "H4", "B4", "H5"}) {
        s = play(s, m, 2);
    }
    EXPECT_TRUE(s.over);
    EXPECT_EQ(s.match_winner, W);
    EXPECT_EQ(s.rounds_won, (std::array<int, 2>{2, 1}));
    EXPECT_EQ(s.round, 3);
}

// Play can go round: on 3x3, W turns row 1 by pushing off its own pawns (D1: WKW becomes
// KWW; G1: KWW becomes WKW) and K row 3 alike (D3: KWK to WKK; G3: WKK to KWK); the
// empty row 2 keeps every column open, so no line is ever complete. After D1 D3 G1 G3 the
// first position is back. The state keeps the positions since the last new pawn (the
// present one left out), the latest 100, and forgets them when a pawn is added.
TEST(PushOverMatch, KeepsThePositionsPlayCouldComeBackTo) {
    const State start = position({"WKW", "...", "KWK"}, W);
    EXPECT_TRUE(start.repeatable.empty());
    const char* turn[] = {"D1", "D3", "G1", "G3"};
    State s = start;
    for (const char* m : turn) s = play(s, m);
    const Board after_d1 = board_of({"KWW", "...", "KWK"});
    EXPECT_EQ(s.board, start.board);
    EXPECT_EQ(s.to_move, W);
    ASSERT_EQ(s.repeatable.size(), 4U);
    EXPECT_EQ(s.repeatable[0], (Position{start.board, W}));
    EXPECT_EQ(s.repeatable[1], (Position{after_d1, K}));
    EXPECT_EQ(s.repeatable[2], (Position{board_of({"KWW", "...", "WKK"}), W}));
    EXPECT_EQ(s.repeatable[3], (Position{board_of({"WKW", "...", "WKK"}), K}));
    // 125 plies in all: the 100 positions kept are those after plies 25 to 124, the
    // oldest the one after ply 25 (a D1: 25 = 6 x 4 + 1), K to move.
    for (int ply = 4; ply < 125; ++ply) s = play(s, turn[ply % 4]);
    EXPECT_FALSE(s.over);
    ASSERT_EQ(s.repeatable.size(), kRepeatableKept);
    EXPECT_EQ(s.repeatable.front(), (Position{after_d1, K}));
    EXPECT_EQ(s.repeatable.back(), (Position{start.board, W}));
    // K enters the empty row 2 from the right (column 3 then holds W K K: no line): a
    // seventh pawn, so nothing before can come back.
    s = play(s, "D2");
    EXPECT_FALSE(s.over);
    EXPECT_EQ(rows_of(s.board), (std::vector<std::string>{"KWW", "..K", "KWK"}));
    EXPECT_TRUE(s.repeatable.empty());
}

// In a match of several rounds a drawn round counts for nobody and the next one starts.
TEST(PushOverMatch, ADrawnRoundInAMatchIsReplayed) {
    const State s = position({"KWWWW", "WKKKK", ".....", ".....", "....."}, W);
    const State next = play(s, "H1", 3);
    EXPECT_FALSE(next.over);
    EXPECT_EQ(next.round, 2);
    EXPECT_EQ(next.rounds_won, (std::array<int, 2>{0, 0}));
    EXPECT_EQ(next.to_move, K);
    EXPECT_EQ(next.last_round->winner, -1);
}

// The English letters (issue 20): T (top), L (left) and R (right), and B (bottom) as in
// French, play the same pushes as H, G, D and B, in either case. From an empty 5 x 5 board:
// W L2 puts W at the left end of row 2; K R2 puts K at its right end; W T5 enters column 5
// from the top, where row 1 is empty, so nothing moves; K B1 puts K at the bottom of
// column 1; W t5 enters column 5 again: its W (row 1) and K (row 2) move down one, to rows
// 2 and 3, and the new W takes row 1.
TEST(PushOverMatch, TheEnglishLettersPlayTheSamePushes) {
    State s = new_match(Board{5, {}}, W, 5);
    for (const char* m : {"L2", "R2", "T5", "B1", "t5"}) s = play(s, m);
    EXPECT_EQ(rows_of(s.board),
              (std::vector<std::string>{"....W", "W...W", "....K", ".....", "K...."}));
    State french = new_match(Board{5, {}}, W, 5);
    for (const char* m : {"G2", "D2", "H5", "B1", "H5"}) french = play(french, m);
    EXPECT_EQ(french.board, s.board);
    EXPECT_EQ(french.to_move, K);
    EXPECT_EQ(s.to_move, K);
    // The game writes them in its own notation, the French letters.
    EXPECT_EQ(format_move(parse_move("L2", 5), 5), "G2");
    EXPECT_EQ(format_move(parse_move("R2", 5), 5), "D2");
    EXPECT_EQ(format_move(parse_move("T5", 5), 5), "H5");
    EXPECT_EQ(format_move(parse_move("b1", 5), 5), "B1");
}

// Row 1 is W K W K W. W may push from the right (R1): the pawn pushed off, at the left end,
// is W's own; the row becomes K W K W W. K may not push from the left (l1: the right end's W
// would go) nor from the right (R1: the left end's W): the refusal names the move in the
// game's notation, G1 and D1.
TEST(PushOverMatch, AnEnglishLetterIsRefusedInTheGamesNotation) {
    const State w = position({"WKWKW", ".....", ".....", ".....", "....."}, W);
    EXPECT_EQ(rows_of(play(w, "R1").board)[0], "KWKWW");
    const State k = position({"WKWKW", ".....", ".....", ".....", "....."}, K);
    const auto refusal = [&k](const char* move) {
        try {
            (void)play(k, move);
        } catch (const plateau::Refusal& e) {
            return std::string(e.what());
        }
        return std::string("accepted");
    };
    EXPECT_EQ(refusal("l1"),
              "G1: row 1 is full and the pawn it would push off, at its right end, is the "
              "opponent's; only your own pawn may be pushed off the board");
    EXPECT_EQ(refusal("R1"),
              "D1: row 1 is full and the pawn it would push off, at its left end, is the "
              "opponent's; only your own pawn may be pushed off the board");
}

}  // namespace
}  // namespace pushover::test
