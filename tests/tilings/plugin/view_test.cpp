// The view through the host's calls: input on the board (the pointer's cell becomes the
// move `X Y`, hovering previews the head tile) and drawing, counted on a recording canvas.
#include <cmath>
#include <map>

#include "draw_request.hpp"
#include "plugin_fixture.hpp"

namespace tilings::test {
namespace {

// The board area of the GUI test (992 x 608): a 12 px margin, the panel on the right
// (290 px), square cells of floor(min(665 / 10, 583 / 10)) = 58 px, the board centred at
// (55, 14): the centre of cell (x, y) is (55 + 58 (x + 0.5), 14 + 58 (y + 0.5)).
constexpr float kWidth = 992;
constexpr float kHeight = 608;
plateau_input pointer(plateau_input_type type, int x, int y) {
    plateau_input in{};
    in.type = type;
    in.x = 55 + 58 * (static_cast<float>(x) + 0.5f);
    in.y = 14 + 58 * (static_cast<float>(y) + 0.5f);
    in.button = PLATEAU_BUTTON_LEFT;
    in.width = kWidth;
    in.height = kHeight;
    return in;
}

using plateau::test::ShapeCanvas;
using Kind = plateau::test::Shape::Kind;

ShapeCanvas draw(const core::GameInstance& game, const core::StateRef& s, const plateau_ui* ui,
                 bool thumbnail = false, float width = kWidth, float height = kHeight) {
    return plateau::test::drawn(game, s, ui,
                                {.width = width, .height = height, .thumbnail = thumbnail});
}

// RGBY on 4 4 of the default 10 x 10 board, player 2 (human) holding GGGG, which fits
// only to the right, on 5 4.
class TilingsView : public ::testing::Test {
  protected:
    std::shared_ptr<const core::GameInstance> game = LoadedPlugin::game(
        hand_built(10, 10, 2, "4 4", {"R G B Y", "G G G G", "B B B B", "Y Y Y Y"}));
    core::StateRef start = game->initial();
    std::shared_ptr<plateau_ui> ui = game->new_ui(start);
};

TEST_F(TilingsView, AClickOnACellPlaysIt) {
    bool changed = false;
    EXPECT_EQ(game->input(start, ui.get(), pointer(PLATEAU_INPUT_POINTER_DOWN, 5, 4), &changed),
              std::optional<std::string>("5 4"));
    // A cell where the tile does not fit is played too: the refusal says why.
    EXPECT_EQ(game->input(start, ui.get(), pointer(PLATEAU_INPUT_POINTER_DOWN, 0, 9), &changed),
              std::optional<std::string>("0 9"));
    // Outside the board (the panel): nothing.
    plateau_input panel = pointer(PLATEAU_INPUT_POINTER_DOWN, 0, 0);
    panel.x = 900;
    EXPECT_EQ(game->input(start, ui.get(), panel, &changed), std::nullopt);
}

// Drawn: 4 triangles for the tile on the board and 4 for the head tile in the panel;
// hovering the cell where it fits adds its preview (4 more); hovering one where it does
// not, nothing. The panel names the player to move and where the tile fits.
TEST_F(TilingsView, TheHeadTileAndItsPreview) {
    ShapeCanvas plain = draw(*game, start, ui.get());
    EXPECT_EQ(plain.count(Kind::polygon), 8);
    EXPECT_TRUE(plain.said("Player 2"));
    EXPECT_TRUE(plain.said("Fits on 1 cell"));
    bool changed = false;
    EXPECT_EQ(game->input(start, ui.get(), pointer(PLATEAU_INPUT_POINTER_MOVE, 5, 4), &changed),
              std::nullopt);
    EXPECT_TRUE(changed);
    EXPECT_EQ(draw(*game, start, ui.get()).count(Kind::polygon), 12);
    (void)game->input(start, ui.get(), pointer(PLATEAU_INPUT_POINTER_MOVE, 3, 4), &changed);
    EXPECT_EQ(draw(*game, start, ui.get()).count(Kind::polygon), 8);
}

// show_letters (a second cue beside the colour, for colour-blind players): each triangle
// shows its colour's letter. The board's tile R G B Y (north, east, south, west) gives one
// each; the head tile G G G G in the panel four more G. Off (the default), none.
// Where, on the board: cell (4, 4) is centred at (316, 275); its tile is the cell less a gap
// of 2.9 (55.1 px) less a frame of 1.93 each side, 51.24 px; each letter sits on its
// triangle's axis 0.36 x 51.24 = 18.45 px from the centre.
TEST(TilingsLetters, EachTriangleShowsItsColoursLetter) {
    const std::vector<std::string> tiles{"R G B Y", "G G G G", "B B B B", "Y Y Y Y"};
    const auto drawn_letters = [](const core::GameInstance& game) {
        const core::StateRef s = game.initial();
        const std::shared_ptr<plateau_ui> ui = game.new_ui(s);
        const ShapeCanvas canvas = draw(game, s, ui.get());
        std::vector<plateau::test::Shape> letters;
        for (const auto& shape : canvas.shapes()) {
            if (shape.kind == Kind::text && (shape.text == "R" || shape.text == "G" ||
                                             shape.text == "B" || shape.text == "Y")) {
                letters.push_back(shape);
            }
        }
        return letters;
    };
    const auto plain = LoadedPlugin::game(hand_built(10, 10, 2, "4 4", tiles));
    EXPECT_TRUE(drawn_letters(*plain).empty());
    const auto lettered =
        LoadedPlugin::game(hand_built(10, 10, 2, "4 4", tiles, {"show_letters=true"}));
    const auto letters = drawn_letters(*lettered);
    std::map<std::string, int> count;
    for (const auto& l : letters) ++count[l.text];
    EXPECT_EQ(count, (std::map<std::string, int>{{"B", 1}, {"G", 5}, {"R", 1}, {"Y", 1}}));
    const auto at = [&](const std::string& letter, float x, float y) {
        for (const auto& l : letters) {
            if (l.text == letter && std::abs(l.cx - x) < 0.5f && std::abs(l.cy - y) < 0.5f)
                return true;
        }
        return false;
    };
    EXPECT_TRUE(at("R", 316, 256.55f));  // north
    EXPECT_TRUE(at("G", 334.45f, 275));  // east
    EXPECT_TRUE(at("B", 316, 293.45f));  // south
    EXPECT_TRUE(at("Y", 297.55f, 275));  // west
}

// In an area taller than wide the panel goes under the board, one line per player: the
// tiles each holds follow the name there too, as the info line counts them.
TEST_F(TilingsView, ThePanelUnderTheBoardCountsTheTilesInHand) {
    const std::string info = game->info_line(start, ui.get());  // head=... hands=A,B
    const auto at = info.find("hands=");
    ASSERT_NE(at, std::string::npos) << info;
    const std::string hands = info.substr(at + 6);
    const std::string first = hands.substr(0, hands.find(','));
    const std::string second = hands.substr(hands.find(',') + 1);
    const ShapeCanvas r = draw(*game, start, ui.get(), false, 600, 900);
    EXPECT_TRUE(r.said("Player 1 \xC2\xB7 " + first + " in hand")) << info;
    EXPECT_TRUE(r.said("Player 2 \xC2\xB7 " + second + " in hand")) << info;
}

// The launcher's thumbnail of a game hardly begun shows a finished patch of 4 x 3 tiles:
// 48 triangles, and no panel.
TEST_F(TilingsView, TheThumbnail) {
    const ShapeCanvas r = draw(*game, start, nullptr, true);
    EXPECT_EQ(r.count(Kind::polygon), 48);
    EXPECT_FALSE(r.said("Player 2"));
}

// At the end the patterns are marked with their value and the panel ranks the players:
// the red centre of patterns_test (34 for player 1, who wins 37 to 2).
TEST(TilingsViewEnd, PatternsAndRanking) {
    const auto game = LoadedPlugin::game(hand_built(
        3, 3, 2, "1 1", {"R R R R", "G G R G", "B B B R", "R B B B", "G R G G", "Y Y Y Y"}));
    const auto end = play_all(*game, {"1 0", "2 1", "1 2", "0 1"});
    const ShapeCanvas r = draw(*game, end, nullptr);
    EXPECT_EQ(r.count(Kind::polygon), 20);  // 5 tiles on the board, no head tile once over
    EXPECT_TRUE(r.said("34"));
    EXPECT_TRUE(r.said("Game over"));
    EXPECT_TRUE(r.said("37 points"));
    EXPECT_TRUE(r.said("2 points"));
}

}  // namespace
}  // namespace tilings::test
