// The first click: any (it may be a mine), safe (never a mine), opening (the cell and its
// neighbours are free), the opening's fallback to safe on full boards, and the same board
// from the same seed and first click.
#include <algorithm>

#include "minesweeper_fixture.hpp"

namespace minesweeper_test {
namespace {

using FirstClickTest = MinesweeperTest;

// The character of cell (col, row), from 1, in a text form.
char cell_at(const std::string& board, int cols, int col, int row) {
    return board[static_cast<std::size_t>((row - 1) * (cols + 1) + (col - 1))];
}

TEST_F(FirstClickTest, AnyLetsTheFirstClickHitAMineAndDoesNotDependOnIt) {
    // The seed preset: 10x10, 20 mines, first_click any. A given cell is a mine with
    // chance 20/100, so over 200 seeds "o 1 1" loses (never losing has chance 0.8^200).
    int losses = 0;
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        Play play(game({}, seed, {}, "seed"));
        play.moves({"o 1 1"});
        if (play.result() != "1 lost") continue;
        ++losses;
        const std::string mines = play.board();
        EXPECT_EQ(std::count(mines.begin(), mines.end(), '*'), 20) << "seed " << seed;
        // The board does not depend on the click: opening any other of its mines first
        // loses on the very same board.
        const auto star = mines.find('*', 1);
        ASSERT_NE(star, std::string::npos);
        const int col = static_cast<int>(star % 11) + 1;
        const int row = static_cast<int>(star / 11) + 1;
        Play again(game({}, seed, {}, "seed"));
        again.moves({"o " + std::to_string(col) + " " + std::to_string(row)});
        EXPECT_EQ(again.board(), mines) << "seed " << seed;
    }
    EXPECT_GT(losses, 0);
}

TEST_F(FirstClickTest, SafeNeverLosesButMayShowANumber) {
    // 20 mines on the 99 other cells: the corner's three neighbours are all free with chance
    // C(96,20)/C(99,20) = (79*78*77)/(99*98*97), about 0.5, so both cases come up.
    int numbers = 0, openings = 0;
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        Play play(game({"first_click=safe"}, seed, {}, "seed"));
        play.moves({"o 1 1"});
        ASSERT_EQ(play.result(), "0 none") << "seed " << seed;
        const char c = cell_at(play.board(), 10, 1, 1);
        if (c == '.') ++openings;
        if (c >= '1' && c <= '3') ++numbers;
    }
    EXPECT_GT(numbers, 0);
    EXPECT_GT(openings, 0);
    EXPECT_EQ(numbers + openings, 200);
}

TEST_F(FirstClickTest, OpeningAlwaysOpensAnArea) {
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        for (const auto& [col, row] : {std::pair{5, 5}, std::pair{1, 1}, std::pair{9, 4}}) {
            Play play(game({}, seed));  // the defaults: 9x9, 10 mines, opening
            play.moves({"o " + std::to_string(col) + " " + std::to_string(row)});
            const std::string board = play.board();
            ASSERT_EQ(cell_at(board, 9, col, row), '.') << "seed " << seed;
            for (int r = std::max(1, row - 1); r <= std::min(9, row + 1); ++r) {
                for (int c = std::max(1, col - 1); c <= std::min(9, col + 1); ++c) {
                    EXPECT_NE(cell_at(board, 9, c, r), '#') << "seed " << seed;
                }
            }
        }
    }
}

TEST_F(FirstClickTest, OpeningOnAFullBoardActsAsSafeAndSaysSo) {
    // 4x4 with 8 mines: 8 > 16 - 9, so no 3x3 area can be kept free.
    const std::vector<std::string> full = {"max_mine_ratio=0.5", "cols=4", "rows=4", "mines=8"};
    Play start(game(full, 1));
    EXPECT_EQ(start.status().message,
              "With 8 mines on 16 cells (more than cells - 9), the first click is safe but may "
              "not open an area.");
    for (std::uint64_t seed = 1; seed <= 100; ++seed) {
        Play play(game(full, seed));
        play.moves({"o 2 2"});
        EXPECT_EQ(play.result(), "0 none") << "seed " << seed;
    }
    // At the bound, 7 = 16 - 9 mines, the opening still applies.
    const std::vector<std::string> bound = {"max_mine_ratio=0.5", "cols=4", "rows=4", "mines=7"};
    EXPECT_EQ(Play(game(bound, 1)).status().message, "");
    for (std::uint64_t seed = 1; seed <= 100; ++seed) {
        Play play(game(bound, seed));
        play.moves({"o 2 2"});
        EXPECT_EQ(cell_at(play.board(), 4, 2, 2), '.') << "seed " << seed;
    }
}

TEST_F(FirstClickTest, ALayoutHasNoFirstClickProtection) {
    Play play(layout_game({"*....", ".....", "..*..", ".....", "....*"}, {"first_click=safe"}));
    play.moves({"o 1 1"});
    EXPECT_EQ(play.result(), "1 lost");
}

// Opens every cell in reading order until the game ends, recording each board.
std::vector<std::string> sweep(Play& play, int cols, int rows) {
    std::vector<std::string> boards{play.board()};
    for (int row = 1; row <= rows && !play.status().over; ++row) {
        for (int col = 1; col <= cols && !play.status().over; ++col) {
            if (play.move("o " + std::to_string(col) + " " + std::to_string(row)).empty()) {
                boards.push_back(play.board());
            }
        }
    }
    return boards;
}

TEST_F(FirstClickTest, TheSameSeedAndFirstClickGiveTheSameBoard) {
    for (const std::string mode : {"any", "safe", "opening"}) {
        Play a(game({"first_click=" + mode}, 77));
        Play b(game({"first_click=" + mode}, 77));
        a.moves({"o 4 6"});
        b.moves({"o 4 6"});
        EXPECT_EQ(sweep(a, 9, 9), sweep(b, 9, 9)) << mode;
    }
    Play c(game({}, 77)), d(game({}, 78));
    c.moves({"o 4 6"});
    d.moves({"o 4 6"});
    EXPECT_NE(sweep(c, 9, 9), sweep(d, 9, 9));
}

}  // namespace
}  // namespace minesweeper_test
