// The retrograde analysis of 3x3 (search/solved.hpp) against hand-worked positions and a
// plain minimax to a small depth, and its file (search/table_file.hpp): a round trip, and
// every kind of damage refused.
#include "pushover/search/solved.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <random>
#include <string>

#include "board_text.hpp"
#include "pushover/search/table_file.hpp"
#include "temp_folder.hpp"

namespace pushover {
namespace {

namespace fs = std::filesystem;

const SolvedTable& table3() {
    static const SolvedTable t = solve(3);
    return t;
}

// A plain minimax to `depth` plies: the exact value when the round is decided within
// `depth` plies with best play (a win: its shortest; a loss: its longest defence), else
// nullopt (a draw, or a result further away).
std::optional<Value> minimax(const Board& b, int player, int depth) {
    std::optional<Value> best_win;
    int longest_loss = 0;
    bool all_lose = true;
    for (std::uint32_t m = legal_insertions(b, player); m != 0; m &= m - 1) {
        Board after = b;
        insert(after, insertion_at(std::countr_zero(m), b.n), player);
        const int mine = complete_lines(after, player);
        const int theirs = complete_lines(after, other(player));
        std::optional<Value> v;
        if (mine + theirs > 0) {
            if (mine != theirs) v = Value{mine > theirs ? Outcome::win : Outcome::loss, 1};
        } else if (depth > 1) {
            if (const auto child = minimax(after, other(player), depth - 1)) {
                v = Value{child->outcome == Outcome::win ? Outcome::loss : Outcome::win,
                          child->plies + 1};
            }
        }
        if (!v) {
            all_lose = false;
        } else if (v->outcome == Outcome::win) {
            if (!best_win || v->plies < best_win->plies) best_win = v;
        } else {
            longest_loss = std::max(longest_loss, v->plies);
        }
    }
    if (best_win) return best_win;
    if (all_lose && longest_loss > 0) return Value{Outcome::loss, longest_loss};
    return std::nullopt;
}

// W has two pawns on row 1 and moves: G1, D1 and H3 fill row 1 at once.
TEST(Solved, AnImmediateWinIsAWinInOnePly) {
    const Board b = test::board_of({"WW.", "...", "..."});
    EXPECT_EQ(table3().value(b, 0), (Value{Outcome::win, 1}));
    const int best = best_insertion(table3(), b, 0);
    const std::string name = std::string(1, "HBGD"[best / 3]) + std::to_string(best % 3 + 1);
    EXPECT_TRUE(name == "G1" || name == "D1" || name == "H3") << name;
}

// A board with a complete row already is no position to play: the round ended on it.
TEST(Solved, APositionWithACompleteLineHasNoValue) {
    EXPECT_EQ(table3().value(test::board_of({"WWW", "...", "..."}), 1).outcome, Outcome::over);
}

// Every position of 3x3 decided within 4 plies is found by a plain minimax with that very
// value, and no other is: a sample of 250 positions drawn from a fixed seed.
TEST(Solved, AgreesWithAPlainMinimaxToFourPlies) {
    std::mt19937 rng(7);
    int checked = 0;
    int decided = 0;
    while (checked < 250) {
        const Board b = test::random_board(rng, 3);
        if (complete_lines(b, 0) + complete_lines(b, 1) > 0) continue;
        const int player = static_cast<int>(rng() % 2);
        const Value v = table3().value(b, player);
        const std::optional<Value> m = minimax(b, player, 4);
        if (v.outcome != Outcome::draw && v.plies <= 4) {
            ASSERT_TRUE(m.has_value());
            EXPECT_EQ(*m, v);
            ++decided;
        } else {
            EXPECT_FALSE(m.has_value());
        }
        ++checked;
    }
    EXPECT_GT(decided, 50);  // the sample is not all undecided
}

// The value each move leads to, and the move the table proposes keeps the position's.
TEST(Solved, TheBestMoveKeepsTheValue) {
    std::mt19937 rng(11);
    for (int i = 0; i < 200; ++i) {
        const Board b = test::random_board(rng, 3);
        if (complete_lines(b, 0) + complete_lines(b, 1) > 0) continue;
        const Value v = table3().value(b, 0);
        const int best = best_insertion(table3(), b, 0);
        ASSERT_GE(best, 0);
        EXPECT_EQ(value_of_insertion(table3(), b, 0, best), v);
        // No move is better than the value.
        for (std::uint32_t m = legal_insertions(b, 0); m != 0; m &= m - 1) {
            EXPECT_LE(value_rank(value_of_insertion(table3(), b, 0, std::countr_zero(m))),
                      value_rank(v));
        }
    }
}

// The two colours play alike: the same board with the colours swapped and the other
// player to move has the same value.
TEST(Solved, TheColoursPlayAlike) {
    const Board b = test::board_of({"W.K", ".KW", "W.."});
    Board swapped = b;
    std::swap(swapped.pawns[0], swapped.pawns[1]);
    EXPECT_EQ(table3().value(b, 0), table3().value(swapped, 1));
}

class TableFile : public ::testing::Test {
  protected:
    void SetUp() override {
        file_ = dir_ / table_file_name(3);
        ASSERT_TRUE(write_table(file_, table3()));
    }

    std::string bytes() const {
        std::ifstream in(file_, std::ios::binary);
        return {std::istreambuf_iterator<char>(in), {}};
    }
    void rewrite(const std::string& text) const {
        std::ofstream(file_, std::ios::binary | std::ios::trunc) << text;
    }

    const plateau::test::TempFolder folder_;
    const fs::path& dir_ = folder_.path();
    fs::path file_;
};

TEST_F(TableFile, ReadsBackTheSameTableAndLeavesNoTemporaryFile) {
    const auto back = read_table(file_, 3);
    ASSERT_TRUE(back.has_value());
    EXPECT_EQ(back->entries(), table3().entries());
    EXPECT_EQ(std::distance(fs::directory_iterator(dir_), fs::directory_iterator()), 1);
    // 32 bytes of header and one byte per symmetry class: fewer than 19683 / 8 * 2.
    EXPECT_LT(fs::file_size(file_), 32U + 19683U / 4);
}

TEST_F(TableFile, RefusesEveryDamage) {
    const std::string good = bytes();
    std::string flipped = good;
    flipped[good.size() / 2] = static_cast<char>(flipped[good.size() / 2] ^ 0x40);
    rewrite(flipped);
    EXPECT_FALSE(read_table(file_, 3).has_value()) << "a changed entry";
    rewrite(good.substr(0, good.size() - 1));
    EXPECT_FALSE(read_table(file_, 3).has_value()) << "a short file";
    rewrite(good + "x");
    EXPECT_FALSE(read_table(file_, 3).has_value()) << "a long file";
    std::string version = good;
    version[8] = 2;
    rewrite(version);
    EXPECT_FALSE(read_table(file_, 3).has_value()) << "another version";
    rewrite(good);
    EXPECT_FALSE(read_table(file_, 4).has_value()) << "another size";
    EXPECT_TRUE(read_table(file_, 3).has_value());
    fs::remove(file_);
    EXPECT_FALSE(read_table(file_, 3).has_value()) << "no file";
}

}  // namespace
}  // namespace pushover
