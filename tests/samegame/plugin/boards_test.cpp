// The rules on boards worked out by hand: 000's formula board and test boards, gravity and
// column closing on small layouts, both scoring rules with the clear bonus, min_group,
// and the end of the game.
#include <string>
#include <vector>

#include "samegame_fixture.hpp"

namespace samegame_test {
namespace {

using Strings = std::vector<std::string>;

// The text form's lines, top first.
Strings lines_of(const std::string& text) {
    Strings out;
    std::size_t start = 0;
    for (;;) {
        const auto end = text.find('\n', start);
        out.push_back(text.substr(start, end == std::string::npos ? end : end - start));
        if (end == std::string::npos) return out;
        start = end + 1;
    }
}

Strings repeat(const std::string& line, int n) {
    return Strings(static_cast<std::size_t>(n), line);
}

class BoardsTest : public SameGameTest {};

TEST_F(BoardsTest, TheFormulaBoardHasTheColoursWorkedOutByHand) {
    // z = sin(i*j + j)^2 for column i, row j (from the bottom); colour 1 (G) if z < 0.5,
    // colour 2 (B) otherwise; z < 0 never happens, so no R.
    const auto g = game({"fill=formula"});
    const Strings lines = lines_of(g->text_form(g->initial()));
    ASSERT_EQ(lines.size(), 10u);
    const auto cell = [&](int col, int row) { return lines[9 - row][col]; };
    // Row 0: sin(0) = 0 for every column: z = 0 < 0.5, all G.
    EXPECT_EQ(lines[9], std::string(15, 'G'));
    // Row 1: sin(i + 1).
    EXPECT_EQ(cell(0, 1), 'B');  // sin 1 = 0.841, z = 0.708
    EXPECT_EQ(cell(1, 1), 'B');  // sin 2 = 0.909, z = 0.827
    EXPECT_EQ(cell(2, 1), 'G');  // sin 3 = 0.141, z = 0.020
    EXPECT_EQ(cell(3, 1), 'B');  // sin 4 = -0.757, z = 0.573
    EXPECT_EQ(cell(4, 1), 'B');  // sin 5 = -0.959, z = 0.919
    EXPECT_EQ(cell(5, 1), 'G');  // sin 6 = -0.279, z = 0.078
    // Row 2: sin(2i + 2).
    EXPECT_EQ(cell(0, 2), 'B');  // sin 2: z = 0.827
    EXPECT_EQ(cell(2, 2), 'G');  // sin 6: z = 0.078
    EXPECT_EQ(cell(3, 2), 'B');  // sin 8 = 0.989, z = 0.979
    EXPECT_EQ(cell(4, 2), 'G');  // sin 10 = -0.544, z = 0.296
    // Row 3, column 0: sin 3, z = 0.020: G. Row 9, column 0: sin 9 = 0.412, z = 0.170: G.
    EXPECT_EQ(cell(0, 3), 'G');
    EXPECT_EQ(cell(0, 9), 'G');
    // No R anywhere.
    for (const auto& l : lines) EXPECT_EQ(l.find('R'), std::string::npos);
}

TEST_F(BoardsTest, AllOneColourIsOneMoveOf22201PointsAndWon) {
    // 000's SG_3: 150 pieces of one colour are one group: (150-1)^2 = 149^2 = 22201.
    for (const char* min_group : {"min_group=1", "min_group=2"}) {
        const auto g = layout_game(repeat(std::string(15, 'G'), 10), {min_group});
        const StateRef start = g->initial();
        EXPECT_EQ(g->moves(start), Strings{"0 0"});
        const StateRef end = g->apply(start, "7 4");  // any piece names the group
        EXPECT_EQ(lines_of(g->text_form(end)), repeat(std::string(15, '.'), 10));
        const auto st = g->status(end);
        EXPECT_TRUE(st.over);
        EXPECT_EQ(st.outcome, PLATEAU_OUTCOME_WON);
        EXPECT_EQ(st.score, 22201);
        EXPECT_TRUE(g->moves(end).empty());
    }
}

TEST_F(BoardsTest, OneOddPieceEndsAtColumn0Row0AndTheGameIsOverWithoutAWin) {
    // 000's SG_4: all G but one B (here at column 7, row 6). The 149 G are one group:
    // (149-1)^2 = 148^2 = 21904 points. The B falls to row 0 of column 7; columns 0..6 are
    // empty and close up, so it ends at column 0, row 0. A single piece is no group of 2:
    // the game is over with pieces left, so result=none, and the clear bonus is not added.
    Strings layout = repeat(std::string(15, 'G'), 10);
    layout[3][7] = 'B';  // line 4 from the top is row 6
    const auto g = layout_game(layout, {"min_group=2", "clear_bonus=500"});
    const StateRef end = g->apply(g->initial(), "0 0");
    Strings expected = repeat(std::string(15, '.'), 10);
    expected[9][0] = 'B';
    EXPECT_EQ(lines_of(g->text_form(end)), expected);
    const auto st = g->status(end);
    EXPECT_TRUE(st.over);
    EXPECT_EQ(st.turn, 0);
    EXPECT_EQ(st.outcome, PLATEAU_OUTCOME_NONE);
    EXPECT_EQ(st.score, 21904);
    EXPECT_NE(st.message.find("1 piece remains"), std::string::npos) << st.message;
    EXPECT_TRUE(g->moves(end).empty());
}

// The next tests' board: kSmall (samegame_fixture.hpp).

TEST_F(BoardsTest, MovesListOneMovePerGroupNamedByItsLowestColumnThenRow) {
    // Groups of 2 or more: R at (0,0),(0,1); G at (1,0),(2,0),(2,1), first met at (1,0);
    // B at (1,1),(1,2).
    const auto g = layout_game(kSmall);
    EXPECT_EQ(g->moves(g->initial()), (Strings{"0 0", "1 0", "1 1"}));
    // With min_group 1 the single pieces (0,2) G, (0,3) R and (3,0) B are moves too.
    const auto g1 = layout_game(kSmall, {"min_group=1"});
    EXPECT_EQ(g1->moves(g1->initial()), (Strings{"0 0", "0 2", "0 3", "1 0", "1 1", "3 0"}));
    // With min_group 3 only the G group is left.
    const auto g3 = layout_game(kSmall, {"min_group=3"});
    EXPECT_EQ(g3->moves(g3->initial()), (Strings{"1 0"}));
}

TEST_F(BoardsTest, PiecesFallAndEmptyColumnsCloseUp) {
    const auto g = layout_game(kSmall);
    // B pair of column 1 (2 pieces, 1 point): column 1 keeps its G; nothing above fell.
    const StateRef a = g->apply(g->initial(), "1 2");
    EXPECT_EQ(lines_of(g->text_form(a)), (Strings{"R...", "G...", "R.G.", "RGGB"}));
    EXPECT_EQ(g->status(a).score, 1);
    // G group (1,0),(2,0),(2,1): 3 pieces, 4 points; columns 1 and 2 empty, B moves from
    // column 3 to column 1.
    const StateRef b = g->apply(a, "2 1");
    EXPECT_EQ(lines_of(g->text_form(b)), (Strings{"R...", "G...", "R...", "RB.."}));
    EXPECT_EQ(g->status(b).score, 5);
    EXPECT_EQ(g->moves(b), Strings{"0 0"});
    // R pair at the bottom of column 0 (1 point): G and R above fall two rows.
    const StateRef c = g->apply(b, "0 1");
    EXPECT_EQ(lines_of(g->text_form(c)), (Strings{"....", "....", "R...", "GB.."}));
    const auto st = g->status(c);
    EXPECT_EQ(st.score, 6);
    // Three single pieces: no group of 2, over, not won.
    EXPECT_TRUE(st.over);
    EXPECT_EQ(st.outcome, PLATEAU_OUTCOME_NONE);
    EXPECT_NE(st.message.find("3 pieces remain"), std::string::npos) << st.message;
}

TEST_F(BoardsTest, WithMinGroup1SinglePiecesGoForNothingAndTheBoardCanBeCleared) {
    // Same sequence, then the single pieces: B (0 points), G (0), R (0), clearing the board.
    const auto g = layout_game(kSmall, {"min_group=1", "clear_bonus=7"});
    StateRef s = g->initial();
    for (const char* m : {"1 2", "2 1", "0 1", "1 0", "0 0"}) s = g->apply(s, m);
    EXPECT_EQ(lines_of(g->text_form(s)), (Strings{"....", "....", "....", "R..."}));
    EXPECT_EQ(g->status(s).score, 6);
    EXPECT_FALSE(g->status(s).over);
    s = g->apply(s, "0 0");
    const auto st = g->status(s);
    EXPECT_TRUE(st.over);
    EXPECT_EQ(st.outcome, PLATEAU_OUTCOME_WON);
    EXPECT_EQ(st.score, 6 + 7);  // the bonus comes with the clearing move
}

TEST_F(BoardsTest, BothScoringRulesWithTheClearBonus) {
    // 6 R below 3 G. n-1: (6-1)^2 = 25, then (3-1)^2 = 4, then the bonus.
    // n-2: (6-2)^2 = 16, then (3-2)^2 = 1, then the bonus.
    const Strings layout = {"GGG", "RRR", "RRR"};
    const struct {
        const char* scoring;
        std::int64_t after_red, total;
    } cases[] = {{"scoring=n-1", 25, 25 + 4 + 1000}, {"scoring=n-2", 16, 16 + 1 + 1000}};
    for (const auto& c : cases) {
        const auto g = layout_game(layout, {c.scoring, "clear_bonus=1000"});
        const StateRef a = g->apply(g->initial(), "2 1");
        EXPECT_EQ(lines_of(g->text_form(a)), (Strings{"...", "...", "GGG"}));
        EXPECT_EQ(g->status(a).score, c.after_red) << c.scoring;
        const StateRef b = g->apply(a, "0 0");
        EXPECT_EQ(g->status(b).score, c.total) << c.scoring;
        EXPECT_EQ(g->status(b).outcome, PLATEAU_OUTCOME_WON);
    }
}

TEST_F(BoardsTest, SmallGroupsScoreNothingUnderNMinus2) {
    // Pairs: max(2-2, 0)^2 = 0; single pieces (min_group 1): max(1-2, 0)^2 = 0. Under n-1 a
    // pair scores 1 and a single piece 0.
    const auto g2 = layout_game({"RR"}, {"scoring=n-2"});
    EXPECT_EQ(g2->status(g2->apply(g2->initial(), "0 0")).score, 0);
    const auto g1 = layout_game({"RG"}, {"scoring=n-2", "min_group=1"});
    EXPECT_EQ(g1->status(g1->apply(g1->initial(), "1 0")).score, 0);
    const auto h2 = layout_game({"RR"}, {"scoring=n-1"});
    EXPECT_EQ(h2->status(h2->apply(h2->initial(), "1 0")).score, 1);
}

TEST_F(BoardsTest, AGameWithNoGroupIsOverFromTheStart) {
    const auto g = layout_game({"RG", "GR"});
    const auto st = g->status(g->initial());
    EXPECT_TRUE(st.over);
    EXPECT_EQ(st.outcome, PLATEAU_OUTCOME_NONE);
    EXPECT_EQ(st.score, 0);
    EXPECT_TRUE(g->moves(g->initial()).empty());
    // The same board is a game with min_group 1.
    const auto g1 = layout_game({"RG", "GR"}, {"min_group=1"});
    EXPECT_FALSE(g1->status(g1->initial()).over);
    EXPECT_EQ(g1->moves(g1->initial()).size(), 4u);
}

TEST_F(BoardsTest, MinGroup3EndsWhenOnlyPairsAreLeft) {
    // R R R G G over B B: with min_group 3 the R group (3) is a move; after it, G G and B B
    // are pairs only: over.
    const auto g = layout_game({"RRR..", "BBGGR"}, {"min_group=3"});
    EXPECT_EQ(g->moves(g->initial()), Strings{"0 1"});
    const StateRef a = g->apply(g->initial(), "1 1");
    EXPECT_EQ(lines_of(g->text_form(a)), (Strings{".....", "BBGGR"}));
    EXPECT_EQ(g->status(a).score, 4);  // (3-1)^2
    EXPECT_TRUE(g->status(a).over);
}

TEST_F(BoardsTest, ALayoutSetsRowsAndColsAndReadsLettersDigitsAndAnyCase) {
    // 0 = R, 1 = G, 2 = B; letters in any case. rows=3, cols=3 in the settings are ignored.
    const auto g = layout_game({"r..", "1bg", "20R"}, {"rows=3", "cols=3"});
    EXPECT_EQ(g->text_form(g->initial()), "R..\nGBG\nBRR");
    // Letters of the configuration name the colours.
    const auto h = layout_game({"xy", "yx"}, {"letters=XYZ"});
    EXPECT_EQ(h->text_form(h->initial()), "XY\nYX");
}

TEST_F(BoardsTest, TheLayoutListMakesTheBoardWithFillLayout) {
    const auto g = game({"fill=layout", "layout=[\"B.\", \"RG\"]"});
    EXPECT_EQ(g->text_form(g->initial()), "B.\nRG");
    // fill = random ignores the list.
    const auto r = game({"layout=[\"B.\", \"RG\"]", "rows=3", "cols=4"});
    EXPECT_EQ(lines_of(r->text_form(r->initial())).size(), 3u);
}

}  // namespace
}  // namespace samegame_test
