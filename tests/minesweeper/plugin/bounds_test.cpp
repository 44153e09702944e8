// The bounds of every parameter, the presets, layouts as boards, and the game's own
// configuration file, as the host checks and the plugin refuses them.
#include "core/config/game_config.hpp"
#include "minesweeper_fixture.hpp"

namespace minesweeper_test {
namespace {

using BoundsTest = MinesweeperTest;

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

TEST_F(BoundsTest, ColumnsAndRowsGoFromOneToFifty) {
    for (const std::string key : {"cols", "rows"}) {
        EXPECT_TRUE(contains(refusal({key + "=0"}), "from 1 to 50")) << refusal({key + "=0"});
        EXPECT_TRUE(contains(refusal({key + "=51"}), "from 1 to 50")) << refusal({key + "=51"});
        // 50 x 9 = 450 cells allow the default 10 mines; 1 x 9 = 9 cells allow
        // floor(0.2 x 9) = 1 mine.
        EXPECT_EQ(refusal({key + "=50"}), "");
        EXPECT_EQ(refusal({key + "=1", "mines=1"}), "");
    }
    EXPECT_EQ(refusal({"cols=50", "rows=50", "mines=500"}), "");  // floor(0.2 x 2500) = 500
}

TEST_F(BoundsTest, MinesGoFromOneToTheRatioOfTheCells) {
    EXPECT_TRUE(contains(refusal({"mines=0"}), "from 1 to 1250")) << refusal({"mines=0"});
    // 9x9 = 81 cells: floor(0.2 x 81) = floor(16.2) = 16 mines at most.
    EXPECT_EQ(refusal({"mines=16"}), "");
    EXPECT_EQ(refusal({"mines=1"}), "");
    EXPECT_EQ(refusal({"mines=17"}),
              "mines = 17 is out of bounds for a 9x9 board (81 cells): 1 to 16 is allowed "
              "(floor(0.2 x 81)); raise max_mine_ratio (up to 0.5) for more");
}

TEST_F(BoundsTest, TheMineRatioGoesUpToOneHalf) {
    EXPECT_TRUE(contains(refusal({"max_mine_ratio=0.51"}), "0.5"))
        << refusal({"max_mine_ratio=0.51"});
    EXPECT_NE(refusal({"max_mine_ratio=0"}), "");
    // 0.5 x 81 = 40.5: 40 mines at most, and no higher ratio to suggest.
    EXPECT_EQ(refusal({"max_mine_ratio=0.5", "mines=40"}), "");
    EXPECT_EQ(refusal({"max_mine_ratio=0.5", "mines=41"}),
              "mines = 41 is out of bounds for a 9x9 board (81 cells): 1 to 40 is allowed "
              "(floor(0.5 x 81))");
    // A ratio whose product is a whole number keeps it: 0.29 x 100 = 29 (not 28.99...).
    EXPECT_EQ(refusal({"max_mine_ratio=0.29", "cols=10", "rows=10", "mines=29"}), "");
}

TEST_F(BoundsTest, ABoardTooSmallForAnyMineIsRefusedWithTheLimits) {
    // 2x2 = 4 cells: floor(0.2 x 4) = 0; 5 cells would allow one mine.
    EXPECT_EQ(refusal({"cols=2", "rows=2", "mines=1"}),
              "a 2x2 board (4 cells) allows no mine with max_mine_ratio = 0.2: floor(0.2 x 4) = "
              "0; at least 5 cells are needed; raise max_mine_ratio (up to 0.5) for more");
    // 1x1 with the highest ratio: floor(0.5 x 1) = 0; 2 cells would allow one.
    EXPECT_EQ(refusal({"cols=1", "rows=1", "mines=1", "max_mine_ratio=0.5"}),
              "a 1x1 board (1 cell) allows no mine with max_mine_ratio = 0.5: floor(0.5 x 1) = "
              "0; at least 2 cells are needed");
    // 1x5 = 5 cells: floor(0.2 x 5) = 1.
    EXPECT_EQ(refusal({"cols=1", "rows=5", "mines=1"}), "");
}

TEST_F(BoundsTest, ChoicesBooleansAndColoursAreChecked) {
    EXPECT_TRUE(contains(refusal({"first_click=sometimes"}), "opening"))
        << refusal({"first_click=sometimes"});
    for (const std::string mode : {"any", "safe", "opening"}) {
        EXPECT_EQ(refusal({"first_click=" + mode}), "");
    }
    EXPECT_NE(refusal({"no_guess=maybe"}), "");
    EXPECT_NE(refusal({"chording=2"}), "");
    EXPECT_EQ(refusal({"no_guess=true", "chording=false"}), "");
    EXPECT_NE(refusal({"number_colours=red,green,blue,navy,maroon,teal,black"}), "");  // 7
    EXPECT_NE(refusal({"number_colours=red,green,blue,navy,maroon,teal,black,grey,red"}), "");
    EXPECT_EQ(refusal({"number_colours=red,green,blue,navy,maroon,teal,black,grey"}), "");
    EXPECT_NE(refusal({"covered_colour=nocolour"}), "");
    EXPECT_EQ(refusal({"covered_colour=#aabbcc", "open_colour=white", "flag_colour=orange"}), "");
}

TEST_F(BoundsTest, ThePresetsSetWhatTheIssueLists) {
    const auto value = [](const plateau::core::Settings& s, const std::string& key) {
        const auto* v = s.find(key);
        return v == nullptr ? plateau::core::ParamValue{} : v->value;
    };
    using V = plateau::core::ParamValue;
    const auto beginner = settings({}, "beginner");
    EXPECT_EQ(value(beginner, "cols"), V(std::int64_t{9}));
    EXPECT_EQ(value(beginner, "rows"), V(std::int64_t{9}));
    EXPECT_EQ(value(beginner, "mines"), V(std::int64_t{10}));
    const auto intermediate = settings({}, "intermediate");
    EXPECT_EQ(value(intermediate, "cols"), V(std::int64_t{16}));
    EXPECT_EQ(value(intermediate, "rows"), V(std::int64_t{16}));
    EXPECT_EQ(value(intermediate, "mines"), V(std::int64_t{40}));
    const auto expert = settings({}, "expert");
    EXPECT_EQ(value(expert, "cols"), V(std::int64_t{30}));
    EXPECT_EQ(value(expert, "rows"), V(std::int64_t{16}));
    EXPECT_EQ(value(expert, "mines"), V(std::int64_t{99}));
    EXPECT_EQ(value(expert, "max_mine_ratio"), V(0.21));
    const auto seed = settings({}, "seed");
    EXPECT_EQ(value(seed, "cols"), V(std::int64_t{10}));
    EXPECT_EQ(value(seed, "rows"), V(std::int64_t{10}));
    EXPECT_EQ(value(seed, "mines"), V(std::int64_t{20}));
    EXPECT_EQ(value(seed, "first_click"), V(std::string("any")));
    EXPECT_EQ(value(seed, "chording"), V(false));
    for (const std::string id : {"beginner", "intermediate", "expert", "seed"}) {
        EXPECT_EQ(refusal({}, {}, id), "") << id;
    }
    // Expert needs its ratio: 99 mines on 480 cells is more than floor(0.2 x 480) = 96,
    // and within floor(0.21 x 480) = floor(100.8) = 100.
    EXPECT_EQ(refusal({"cols=30", "rows=16", "mines=99"}),
              "mines = 99 is out of bounds for a 30x16 board (480 cells): 1 to 96 is allowed "
              "(floor(0.2 x 480)); raise max_mine_ratio (up to 0.5) for more");
}

TEST_F(BoundsTest, ALayoutSetsTheSizeAndTheMines) {
    // The settings' size and mines give way to the layout's: 5x5 with 3 mines.
    Play play(game({}, 1, join({"*....", ".....", "..*..", ".....", "....*"}), "expert"));
    EXPECT_EQ(play.board(), "#####\n#####\n#####\n#####\n#####");
    EXPECT_EQ(play.info(), "mines_left=3 losses=0");
}

TEST_F(BoundsTest, ALayoutIsCheckedAgainstTheSameBounds) {
    EXPECT_EQ(refusal({}, join({"*..", "...", "..*"})),
              "mines = 2 is out of bounds for a 3x3 board (9 cells): 1 to 1 is allowed "
              "(floor(0.2 x 9)); raise max_mine_ratio (up to 0.5) for more");
    EXPECT_EQ(refusal({"max_mine_ratio=0.5"}, join({"*..", "...", "..*"})), "");
    EXPECT_EQ(refusal({}, join({".....", "....."})),
              "mines = 0 is out of bounds for a 5x2 board (10 cells): 1 to 2 is allowed "
              "(floor(0.2 x 10))");
    EXPECT_EQ(refusal({}, join({"*.", ".."})),
              "a 2x2 board (4 cells) allows no mine with max_mine_ratio = 0.2: floor(0.2 x 4) = "
              "0; at least 5 cells are needed; raise max_mine_ratio (up to 0.5) for more");
    EXPECT_EQ(refusal({}, join({std::string(51, '.'), std::string(51, '*')})),
              "layout line 1: 51 characters; a board has 1 to 50 columns");
    EXPECT_EQ(refusal({}, join(std::vector<std::string>(51, "*...."))),
              "layout: 51 lines; a board has 1 to 50 rows, one line each ('*' a mine, '.' a free "
              "cell)");
    EXPECT_EQ(refusal({}, ""),
              "layout: 0 lines; a board has 1 to 50 rows, one line each ('*' a mine, '.' a free "
              "cell)");
    EXPECT_EQ(refusal({}, join({"*....", "....", "....."})),
              "layout line 2: 4 characters, 5 expected (every line is as long as the first)");
    EXPECT_EQ(refusal({}, join({"*....", "..x..", "....."})),
              "layout line 2, column 3: 'x' is not a cell: '*' a mine or '.' a free cell");
    // Carriage returns and a missing or doubled final newline are fine.
    EXPECT_EQ(refusal({}, "*....\r\n.....\r\n.....\r\n\r\n"), "");
    EXPECT_EQ(refusal({}, "*....\n.....\n....."), "");
}

TEST_F(BoundsTest, TheGamesConfigurationFileFitsTheSchema) {
    const auto config = plateau::core::load_game_config(schema(), {MINESWEEPER_CONFIG});
    EXPECT_NE(config.find_preset("beginner"), nullptr);
    EXPECT_NE(config.find_preset("expert"), nullptr);
    EXPECT_NE(config.find_preset("expert-no-guess"), nullptr);
    // It documents the defaults: every value it sets equals the schema's default.
    for (const auto& v : config.values) {
        const auto* spec = schema().find(v.setting.key);
        ASSERT_NE(spec, nullptr) << v.setting.key;
        EXPECT_EQ(v.setting.value, spec->default_value) << v.setting.key;
    }
    EXPECT_EQ(config.values.size(), schema().params.size());
}

}  // namespace
}  // namespace minesweeper_test
