// Playing through the window's path: the pointer and the keyboard turned into moves, the
// hovered group's size and points, the hint job, the animation and the drawing.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <thread>
#include <tuple>
#include <vector>

#include "draw_request.hpp"
#include "samegame_fixture.hpp"

namespace samegame_test {
namespace {

constexpr float kSide = 400;  // the board area: a square, like the 4x4 board

// The pointer over the middle of a cell (row 0 at the bottom) of a cols x rows board. The
// board fills the square area but for a small margin and a caption strip under it (about
// 6% of the height), so the area's slices of that size hit the right cells.
plateau_input pointer(plateau_input_type type, int col, int row, int cols = 4, int rows = 4) {
    plateau_input in{};
    in.type = type;
    const float board_height = kSide * 0.94f;
    in.x = kSide * (static_cast<float>(col) + 0.5f) / static_cast<float>(cols);
    in.y = board_height * (static_cast<float>(rows - row) - 0.5f) / static_cast<float>(rows);
    in.button = PLATEAU_BUTTON_LEFT;
    in.width = kSide;
    in.height = kSide;
    return in;
}

plateau_input key(int code) {
    plateau_input in{};
    in.type = PLATEAU_INPUT_KEY;
    in.key = code;
    in.width = kSide;
    in.height = kSide;
    return in;
}

using plateau::test::Shape;
using plateau::test::ShapeCanvas;
using Kind = Shape::Kind;

// The board drawn in a 300 x 200 area. `previous` and `move`: the move animated, shown at
// `progress` (0 to 1) of its animation; `mark`: a hint the host marks on the board
// (abi.h, plateau_draw_args), if not "".
ShapeCanvas draw(const GameInstance& g, const StateRef& state, const plateau_ui* ui,
                 const StateRef* previous = nullptr, const std::string& move = "",
                 float progress = 1, const std::string& mark = "") {
    plateau::test::DrawRequest request{.width = 300, .height = 200, .mark = mark};
    if (previous != nullptr) {
        request.previous = previous;
        request.move = move;
        request.anim_length = g.anim_length(*previous, state, move);
        request.anim_time = request.anim_length * progress;
    }
    return plateau::test::drawn(g, state, ui, request);
}

// The circles drawn (centre and radius to the pixel, colour), sorted: a frame's pieces.
std::vector<std::tuple<int, int, int, std::uint32_t>> circles(const ShapeCanvas& drawn) {
    std::vector<std::tuple<int, int, int, std::uint32_t>> out;
    for (const Shape& c : drawn.of(Kind::circle)) {
        out.emplace_back(static_cast<int>(c.cx), static_cast<int>(c.cy), static_cast<int>(c.radius),
                         c.rgba);
    }
    std::sort(out.begin(), out.end());
    return out;
}

class PlayTest : public SameGameTest {};

TEST_F(PlayTest, HoveringAGroupShowsItsSizeAndPointsAndAClickRemovesIt) {
    const auto g = layout_game(kSmall);
    const StateRef s = g->initial();
    const auto ui = g->new_ui(s);
    bool changed = false;
    // Over the B pair of column 1: 2 pieces, (2-1)^2 = 1 point.
    EXPECT_FALSE(g->input(s, ui.get(), pointer(PLATEAU_INPUT_POINTER_MOVE, 1, 2), &changed));
    EXPECT_TRUE(changed);
    EXPECT_EQ(g->info_line(s, ui.get()), "group=2 points=1");
    // Over the G group of three: 4 points.
    (void)g->input(s, ui.get(), pointer(PLATEAU_INPUT_POINTER_MOVE, 2, 1), &changed);
    EXPECT_EQ(g->info_line(s, ui.get()), "group=3 points=4");
    // Over a single piece, an empty cell, or off the board: nothing to show.
    (void)g->input(s, ui.get(), pointer(PLATEAU_INPUT_POINTER_MOVE, 0, 2), &changed);
    EXPECT_EQ(g->info_line(s, ui.get()), "");
    (void)g->input(s, ui.get(), pointer(PLATEAU_INPUT_POINTER_MOVE, 3, 3), &changed);
    EXPECT_EQ(g->info_line(s, ui.get()), "");
    (void)g->input(s, ui.get(), pointer(PLATEAU_INPUT_POINTER_LEAVE, 0, 0), &changed);
    EXPECT_EQ(g->info_line(s, ui.get()), "");
    // A click on a group plays it, a click on a single piece does nothing.
    EXPECT_EQ(g->input(s, ui.get(), pointer(PLATEAU_INPUT_POINTER_DOWN, 2, 0), &changed),
              std::optional<std::string>("2 0"));
    EXPECT_EQ(g->input(s, ui.get(), pointer(PLATEAU_INPUT_POINTER_DOWN, 0, 2), &changed),
              std::nullopt);
}

TEST_F(PlayTest, TheHoverSizeCountsTheClearBonusWhenTheGroupIsTheWholeBoard) {
    const auto g = layout_game({"RR", "RR"}, {"clear_bonus=100"});
    const StateRef s = g->initial();
    const auto ui = g->new_ui(s);
    bool changed = false;
    (void)g->input(s, ui.get(), pointer(PLATEAU_INPUT_POINTER_MOVE, 0, 0, 2, 2), &changed);
    // 4 pieces: (4-1)^2 = 9, plus 100 for clearing.
    EXPECT_EQ(g->info_line(s, ui.get()), "group=4 points=109");
}

TEST_F(PlayTest, TheKeyboardMovesACursorAndSpaceOrEnterRemovesItsGroup) {
    const auto g = layout_game(kSmall);
    const StateRef s = g->initial();
    const auto ui = g->new_ui(s);
    bool changed = false;
    // The first arrow shows the cursor where it is: column 0, row 0, the R pair.
    EXPECT_FALSE(g->input(s, ui.get(), key(PLATEAU_KEY_RIGHT), &changed));
    EXPECT_TRUE(changed);
    EXPECT_EQ(g->info_line(s, ui.get()), "group=2 points=1");
    (void)g->input(s, ui.get(), key(PLATEAU_KEY_UP), &changed);  // 0 1: still the R pair
    (void)g->input(s, ui.get(), key(PLATEAU_KEY_UP), &changed);  // 0 2: a single G
    EXPECT_EQ(g->input(s, ui.get(), key(PLATEAU_KEY_SPACE), &changed), std::nullopt);
    (void)g->input(s, ui.get(), key(PLATEAU_KEY_RIGHT), &changed);  // 1 2: the B pair
    (void)g->input(s, ui.get(), key(PLATEAU_KEY_DOWN), &changed);   // 1 1
    EXPECT_EQ(g->input(s, ui.get(), key(PLATEAU_KEY_ENTER), &changed),
              std::optional<std::string>("1 1"));
    // The cursor stops at the edges.
    for (int i = 0; i < 9; ++i) (void)g->input(s, ui.get(), key(PLATEAU_KEY_RIGHT), &changed);
    for (int i = 0; i < 9; ++i) (void)g->input(s, ui.get(), key(PLATEAU_KEY_DOWN), &changed);
    EXPECT_EQ(g->input(s, ui.get(), key(PLATEAU_KEY_SPACE), &changed), std::nullopt);  // 3 0: B
    (void)g->input(s, ui.get(), key(PLATEAU_KEY_LEFT), &changed);  // 2 0: the G group
    EXPECT_EQ(g->input(s, ui.get(), key(PLATEAU_KEY_SPACE), &changed),
              std::optional<std::string>("2 0"));
    // q is the host's (quit): the game leaves it alone.
    changed = false;
    EXPECT_EQ(g->input(s, ui.get(), key('q'), &changed), std::nullopt);
    EXPECT_FALSE(changed);
}

TEST_F(PlayTest, TheTextModeHasNoInfoLineAndNoMessageDuringPlay) {
    const auto g = layout_game(kSmall);
    const StateRef s = g->initial();
    EXPECT_EQ(g->info_line(s, g->new_ui(s).get()), "");
    EXPECT_EQ(g->info_line(s, nullptr), "");
    EXPECT_EQ(g->status(s).message, "");
    EXPECT_EQ(g->status(s).score, 0);
    EXPECT_EQ(g->status(s).turn, 1);
}

TEST_F(PlayTest, TheHintIsTheFirstMoveOfTheBestSequence) {
    // Columns bottom up: 0: G R; 1: R G; 2: R G. Two moves:
    //  "1 0" the R pair (1 point): the G pair falls beside column 0's G, a G three (4
    //        points), then a single R is left: 5 in all;
    //  "1 1" the G pair (1 point): the R pair of row 0 (1 point), then G and R are left: 2.
    const auto g = layout_game({"RGG", "GRR"});
    const StateRef s = g->initial();
    EXPECT_EQ(g->moves(s), (std::vector<std::string>{"1 0", "1 1"}));
    const auto job = g->start_job(s, "hint", "", 0.05);
    std::optional<plateau::core::JobHandle::Result> result;
    while (!(result = job->poll())) std::this_thread::sleep_for(std::chrono::milliseconds(2));
    ASSERT_FALSE(result->failed);
    ASSERT_EQ(result->items.size(), 2u);  // the hint, then the expected score
    EXPECT_EQ(result->items[1].kind, PLATEAU_OUT_MESSAGE);
    EXPECT_EQ(result->items[0].kind, PLATEAU_OUT_HINT);
    EXPECT_EQ(result->items[0].text, "1 0");
}

TEST_F(PlayTest, TheHintOfARandomBoardIsALegalMoveFoundWithinItsBudget) {
    const auto g = game({}, std::nullopt, std::string("benchmark"), 99);
    const StateRef s = g->initial();
    const auto started = std::chrono::steady_clock::now();
    const auto job = g->start_job(s, "hint", "", 0.0);  // the game's own budget
    std::optional<plateau::core::JobHandle::Result> result;
    while (!(result = job->poll())) std::this_thread::sleep_for(std::chrono::milliseconds(2));
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    EXPECT_LT(seconds, 1.5);              // the hint budget is 0.5 s
    ASSERT_EQ(result->items.size(), 2u);  // the hint, then the expected score
    EXPECT_EQ(result->items[1].kind, PLATEAU_OUT_MESSAGE);
    const auto moves = g->moves(s);
    EXPECT_NE(std::find(moves.begin(), moves.end(), result->items[0].text), moves.end());
}

TEST_F(PlayTest, TheHintOfABoardTooBigForTheBitBoardIsALegalMoveToo) {
    // 30 columns: beyond the bit board's 16, so the search plays out on the array board.
    const auto g = game({"rows=20", "cols=30", "colours=red,green,blue,yellow"});
    const StateRef s = g->initial();
    const auto job = g->start_job(s, "hint", "", 0.05);
    std::optional<plateau::core::JobHandle::Result> result;
    while (!(result = job->poll())) std::this_thread::sleep_for(std::chrono::milliseconds(2));
    ASSERT_EQ(result->items.size(), 2u);  // the hint, then the expected score
    EXPECT_EQ(result->items[1].kind, PLATEAU_OUT_MESSAGE);
    EXPECT_EQ(result->items[0].kind, PLATEAU_OUT_HINT);
    const auto moves = g->moves(s);
    EXPECT_NE(std::find(moves.begin(), moves.end(), result->items[0].text), moves.end());
}

TEST_F(PlayTest, NoHintOnceTheGameIsOver) {
    const auto g = layout_game({"RG"});
    EXPECT_THROW((void)g->start_job(g->initial(), "hint", "", 0.05), plateau::core::PluginError);
}

TEST_F(PlayTest, ARemovalIsAnimatedWellUnderHalfASecondUnlessTurnedOff) {
    const auto g = layout_game(kSmall);
    const StateRef s = g->initial();
    const StateRef t = g->apply(s, "1 1");
    const float seconds = g->anim_length(s, t, "1 1");
    EXPECT_GT(seconds, 0.1f);
    EXPECT_LE(seconds, 0.3f);
    const auto off = layout_game(kSmall, {"animations=false"});
    EXPECT_EQ(off->anim_length(off->initial(), off->apply(off->initial(), "1 1"), "1 1"), 0.0f);
}

TEST_F(PlayTest, TheAnimationEndsWhereThePositionAfterTheMoveIsDrawn) {
    const auto g = layout_game(kSmall);
    const StateRef s = g->initial();
    const StateRef t = g->apply(s, "2 0");  // pieces fall and columns close
    const auto final_frame = circles(draw(*g, t, nullptr));
    const auto end = circles(draw(*g, t, nullptr, &s, "2 0", 1.0f));
    EXPECT_EQ(end, final_frame);
    // Halfway, the pieces are on their way: neither the old nor the new picture.
    const auto middle = circles(draw(*g, t, nullptr, &s, "2 0", 0.5f));
    EXPECT_NE(middle, final_frame);
    EXPECT_NE(middle, circles(draw(*g, s, nullptr)));
    // At the start, the removed pieces are still there, marked.
    const auto start = circles(draw(*g, t, nullptr, &s, "2 0", 0.0f));
    EXPECT_GT(start.size(), final_frame.size());
}

TEST_F(PlayTest, TheBoardIsDrawnInsideItsAreaInBothStylesAndAsAThumbnail) {
    for (const char* style : {"style=balls", "style=shapes"}) {
        const auto g = game({style, "colours=red,green,blue,yellow,magenta,cyan,orange,purple",
                             "rows=12", "cols=20"});
        const StateRef s = g->initial();
        const auto ui = g->new_ui(s);
        const ShapeCanvas r = draw(*g, s, ui.get());
        EXPECT_TRUE(r.inside(300, 200)) << style;
        EXPECT_GT(r.shapes().size(), 240U) << style;  // at least one shape per piece
        if (std::string(style) == "style=shapes") {
            EXPECT_GT(r.count(Kind::polygon), 0);
        } else {
            EXPECT_EQ(r.count(Kind::polygon), 0);
        }
        const ShapeCanvas thumb =
            plateau::test::drawn(*g, s, nullptr, {.width = 120, .height = 80, .thumbnail = true});
        EXPECT_TRUE(thumb.inside(120, 80));
    }
}

TEST_F(PlayTest, TheHoveredGroupIsDrawnHighlighted) {
    const auto g = layout_game(kSmall);
    const StateRef s = g->initial();
    const auto ui = g->new_ui(s);
    const ShapeCanvas plain = draw(*g, s, ui.get());
    bool changed = false;
    (void)g->input(s, ui.get(), pointer(PLATEAU_INPUT_POINTER_MOVE, 2, 1), &changed);
    const ShapeCanvas lit = draw(*g, s, ui.get());
    EXPECT_NE(circles(lit), circles(plain));                // the group's pieces are lighter
    EXPECT_GT(lit.shapes().size(), plain.shapes().size());  // and sit on a highlight
    // Under the board, the group's size and what it is worth: 3 pieces, (3-1)^2 = 4.
    EXPECT_TRUE(plain.texts().empty());
    EXPECT_EQ(lit.texts(), std::vector<std::string>{"3 pieces \u00b7 4 points"});
}

// A hint the host marks is outlined: a line along each side of the group's cells that no
// other cell of the group shares, in GNOME's light 2 (#f6f5f4), opaque at full strength.
// In kSmall, "1 0" names the G group (1,0), (2,0), (2,1): (1,0) has its left, top and
// bottom sides outside the group, (2,0) its right and bottom, (2,1) its left, right and
// top: 8 lines.
TEST_F(PlayTest, AHintedGroupIsOutlined) {
    const auto g = layout_game(kSmall);
    const StateRef s = g->initial();
    const auto ui = g->new_ui(s);
    const auto outline = [](const ShapeCanvas& r) {
        return r.centres(Kind::line, 0xf6f5f4ffu).size();
    };
    EXPECT_EQ(outline(draw(*g, s, ui.get())), 0U);
    EXPECT_EQ(outline(draw(*g, s, ui.get(), nullptr, "", 1, "1 0")), 8U);
    // "0 0" names the R pair (0,0), (0,1): each has three sides outside the group.
    EXPECT_EQ(outline(draw(*g, s, ui.get(), nullptr, "", 1, "0 0")), 6U);
}

// The status bar says a move as people say it: the group's size and points, at the cell
// named, counted from 1 at the top left (the notation counts rows from 0 at the bottom).
// kSmall has 4 rows: row 0 is the 4th from the top.
TEST_F(PlayTest, AMoveIsSaidAsTheGroupItRemoves) {
    const auto g = layout_game(kSmall);
    const StateRef s = g->initial();
    // G (1,0), (2,0), (2,1): 3 pieces, (3-1)^2 = 4 points.
    EXPECT_EQ(g->describe_move(s, "1 0"), "the 3 pieces at column 2, row 4 (4 points)");
    EXPECT_EQ(g->describe_move(s, "2 1"), "the 3 pieces at column 3, row 3 (4 points)");
    // B (1,1), (1,2): 2 pieces, 1 point.
    EXPECT_EQ(g->describe_move(s, "1 2"), "the 2 pieces at column 2, row 2 (1 point)");
    // Same Gnome (min_group 1): the lone R at the top left, (1-1)^2 = 0 points.
    const auto gnome = layout_game(kSmall, {"min_group=1"});
    EXPECT_EQ(gnome->describe_move(gnome->initial(), "0 3"),
              "the piece at column 1, row 1 (0 points)");
}

// A board too large for the window asks for an area where each cell is at least 8 px
// (the host scrolls it): at that size, a sweep of clicks across the middle of the board
// meets each of the 100 columns over at least 8 pixels, and a sweep down its middle each
// of the 100 rows. A click names the piece clicked, "C R"; every cell holds a piece of a
// group (columns alternate two colours), so every click on a cell is a move.
TEST_F(PlayTest, ABoardTooLargeForTheWindowAsksForEightPixelCells) {
    constexpr int kSideCells = 100;
    std::string row_text;
    for (int c = 0; c < kSideCells; ++c) row_text += (c % 2 == 0) ? 'R' : 'G';
    const auto g = layout_game(std::vector<std::string>(kSideCells, row_text));
    const StateRef s = g->initial();
    const auto area = g->min_board_size(s);
    EXPECT_GT(area.width, 8.0f * kSideCells);
    EXPECT_GT(area.height, 8.0f * kSideCells);
    const auto ui = g->new_ui(s);
    // Pixels along a sweep that land on each column (across) or row (down).
    const auto sweep = [&](bool across) {
        std::map<int, int> pixels;
        const float length = across ? area.width : area.height;
        for (float at = 0.5f; at < length; at += 1) {
            plateau_input in{};
            in.type = PLATEAU_INPUT_POINTER_DOWN;
            in.button = PLATEAU_BUTTON_LEFT;
            in.width = area.width;
            in.height = area.height;
            in.x = across ? at : area.width / 2;
            in.y = across ? area.height / 2 : at;
            bool changed = false;
            const auto move = g->input(s, ui.get(), in, &changed);
            if (!move) continue;
            int col = -1, row = -1;
            EXPECT_EQ(std::sscanf(move->c_str(), "%d %d", &col, &row), 2) << *move;
            ++pixels[across ? col : row];
        }
        return pixels;
    };
    for (const bool across : {true, false}) {
        const auto pixels = sweep(across);
        EXPECT_EQ(pixels.size(), static_cast<std::size_t>(kSideCells)) << across;
        EXPECT_EQ(pixels.begin()->first, 0);
        EXPECT_EQ(pixels.rbegin()->first, kSideCells - 1);
        for (const auto& [cell, count] : pixels) EXPECT_GE(count, 8) << cell << " " << across;
    }
}

}  // namespace
}  // namespace samegame_test
