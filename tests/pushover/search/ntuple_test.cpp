// The learned evaluation's network (search/ntuple.hpp): where its weights sit, that every
// image of a position and its colours swapped read the same weights, its file refused
// whole when anything is wrong, and the self-play that learns it.
#include "pushover/search/ntuple.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <random>
#include <string>
#include <vector>

#include "board_text.hpp"
#include "pushover/search/self_play.hpp"
#include "temp_folder.hpp"

namespace pushover {
namespace {

// The weights a position reads, sorted (an image may read the same weight as another).
std::vector<std::size_t> reads(const Board& b, int player) {
    std::vector<std::size_t> r;
    TupleLayout::get().for_each_weight(b, player, [&](std::size_t i) { r.push_back(i); });
    std::sort(r.begin(), r.end());
    return r;
}

Board swapped(const Board& b) { return Board{b.n, {b.pawns[1], b.pawns[0]}}; }

TEST(TupleLayout, HoldsAWeightForEveryContentOfEveryTuple) {
    // Three lines of 5 cells (3^5 = 243 each), two pairs of lines (3^10 = 59,049), two 3x3
    // squares (3^9 = 19,683).
    EXPECT_EQ(TupleLayout::get().weight_count(), 3 * 243U + 2 * 59049U + 2 * 19683U);
    EXPECT_EQ(reads(Board{5, {}}, 0).size(), 7U * 8U);
}

TEST(TupleLayout, TheEmptyBoardReadsTheFirstWeightOfEachTupleEightTimes) {
    // Each tuple's all-empty content is number 0; the tables follow one another.
    const std::vector<std::size_t> offsets{
        0, 243, 486, 729, 729 + 59049, 729 + 2 * 59049, 729 + 2 * 59049 + 19683};
    std::vector<std::size_t> expected;
    for (const std::size_t o : offsets) expected.insert(expected.end(), 8, o);
    EXPECT_EQ(reads(Board{5, {}}, 0), expected);
}

TEST(TupleLayout, ReadsACellAsEmptyOneOrTwoFromTheMoversSide) {
    // The mover's pawn alone in the top left corner: the edge row read from that corner is
    // 1 0 0 0 0, the number 1 x 3^4 = 81; read from the other end, 0 0 0 0 1 = 1. The
    // other player's pawn there: 2 x 81 = 162 and 2.
    const Board b = test::board_of({"W....", ".....", ".....", ".....", "....."});
    const std::vector<std::size_t> mine = reads(b, test::W);
    EXPECT_EQ(std::count(mine.begin(), mine.end(), 81U), 2);  // the top row and left column
    EXPECT_EQ(std::count(mine.begin(), mine.end(), 1U), 2);   // both read from the far end
    const std::vector<std::size_t> theirs = reads(b, test::K);
    EXPECT_EQ(std::count(theirs.begin(), theirs.end(), 162U), 2);
    EXPECT_EQ(std::count(theirs.begin(), theirs.end(), 2U), 2);
}

TEST(TupleLayout, EveryImageAndTheColoursSwappedReadTheSameWeights) {
    std::mt19937 rng(5);
    for (int trial = 0; trial < 200; ++trial) {
        const Board b = test::random_board(rng, 5);
        for (int player = 0; player < 2; ++player) {
            const std::vector<std::size_t> r = reads(b, player);
            for (int s = 0; s < 8; ++s) {
                ASSERT_EQ(reads(test::cell_by_cell_image(b, s), player), r) << "symmetry " << s;
            }
            ASSERT_EQ(reads(swapped(b), other(player)), r);
        }
    }
}

// The weights a position reads, worked out cell by cell from ntuple.hpp's description:
// each tuple's rectangle read row after row in each of the board's 8 images, a cell 0
// when empty, 1 for the mover's pawn, 2 for the other's, the first cell the highest
// digit; each tuple's table after the last.
std::vector<std::size_t> reads_cell_by_cell(const Board& b, int player) {
    struct Rect {
        int row, col, rows, cols;
    };
    const Rect rects[] = {{0, 0, 1, 5}, {1, 0, 1, 5}, {2, 0, 1, 5}, {0, 0, 2, 5},
                          {1, 0, 2, 5}, {0, 0, 3, 3}, {0, 1, 3, 3}};
    std::vector<std::size_t> r;
    for (int s = 0; s < 8; ++s) {
        const Board image = test::cell_by_cell_image(b, s);
        std::size_t offset = 0;
        for (const Rect& rect : rects) {
            std::size_t number = 0;
            std::size_t size = 1;
            for (int row = rect.row; row < rect.row + rect.rows; ++row) {
                for (int col = rect.col; col < rect.col + rect.cols; ++col) {
                    const int owner = image.owner(row, col);
                    number = number * 3 + (owner < 0 ? 0 : (owner == player ? 1 : 2));
                    size *= 3;
                }
            }
            r.push_back(offset + number);
            offset += size;
        }
    }
    std::sort(r.begin(), r.end());
    return r;
}

TEST(TupleLayout, ReadsWhatTheCellByCellDescriptionReads) {
    std::mt19937 rng(11);
    for (int trial = 0; trial < 500; ++trial) {
        const Board b = test::random_board(rng, 5);
        for (int player = 0; player < 2; ++player) {
            ASSERT_EQ(reads(b, player), reads_cell_by_cell(b, player)) << "trial " << trial;
        }
    }
}

TEST(TrainingNetwork, AddsToEveryWeightAPositionReads) {
    TrainingNetwork net;
    const Board empty{5, {}};
    net.add(empty, 0, 0.001F);
    // Each tuple's 8 images read one weight: it got 8 x 0.001, read 8 times by 7 tuples.
    EXPECT_FLOAT_EQ(net.weights()[0], 0.008F);
    EXPECT_NEAR(net.sum(empty, 0), 7 * 8 * 0.008, 1e-6);
    EXPECT_NEAR(net.value(empty, 1), std::tanh(0.448), 1e-6);  // the same weights for either
}

TEST(Network, RoundsTheWeightsToSixteenthousandthsAndValuesByTanh) {
    TrainingNetwork t;
    t.weights()[0] = 0.5F;       // 8,192 / 16,384
    t.weights()[1] = -0.00004F;  // rounds to -1 / 16,384
    t.weights()[2] = 3.0F;       // beyond 32,767 / 16,384: clamped
    const Network n = Network::from(t);
    EXPECT_EQ(n.weights()[0], 8192);
    EXPECT_EQ(n.weights()[1], -1);
    EXPECT_EQ(n.weights()[2], 32767);
    // The empty board reads weight 0 eight times (tuple 0) and zeros elsewhere.
    EXPECT_NEAR(n.value(Board{5, {}}, 0), std::tanh(4.0), 1e-12);
    const TrainingNetwork back = TrainingNetwork::from(n);
    EXPECT_FLOAT_EQ(back.weights()[0], 0.5F);
}

Network sample_network() {
    std::vector<std::int16_t> w(TupleLayout::get().weight_count());
    for (std::size_t i = 0; i < w.size(); ++i)
        w[i] = static_cast<std::int16_t>(i * 37 % 2001 - 1000);
    return Network(w);
}

TEST(NetworkFile, ReadsBackWhatItWrote) {
    const Network n = sample_network();
    const std::vector<std::uint8_t> bytes = network_bytes(n);
    // 8 + 4 + 4 + 4 bytes of header, two bytes a weight, 8 of hash.
    EXPECT_EQ(bytes.size(), 20 + 2 * TupleLayout::get().weight_count() + 8);
    const NetworkOrError read = parse_network(bytes);
    ASSERT_TRUE(read.network) << read.error;
    EXPECT_EQ(read.network->weights(), n.weights());
}

TEST(NetworkFile, RefusesAnythingElseWhole) {
    const std::vector<std::uint8_t> good = network_bytes(sample_network());
    const auto refused = [](std::vector<std::uint8_t> bytes, const std::string& why) {
        const NetworkOrError read = parse_network(bytes);
        EXPECT_FALSE(read.network);
        EXPECT_NE(read.error.find(why), std::string::npos) << read.error;
    };
    refused({}, "not a Push Over network file");
    std::vector<std::uint8_t> b = good;
    b[0] = 'X';
    refused(b, "not a Push Over network file");
    b = good;
    b[8] = 2;  // version 2
    refused(b, "another version");
    b = good;
    b[12] = 6;  // a 6x6 network
    refused(b, "another board size");
    b = good;
    b[16] ^= 1;  // one weight more or less
    refused(b, "weights where the layout has 158193");
    b = good;
    b.pop_back();
    refused(b, "cut short or too long");
    b = good;
    b.push_back(0);
    refused(b, "cut short or too long");
    b = good;
    b[1000] ^= 0x10;  // one weight changed
    refused(b, "damaged");
}

TEST(NetworkFile, IsWrittenWholeOrNotAtAll) {
    const plateau::test::TempFolder folder;
    const std::filesystem::path& dir = folder.path();
    const Network n = sample_network();
    ASSERT_TRUE(write_network(dir / "net.bin", n));
    EXPECT_EQ(std::filesystem::file_size(dir / "net.bin"), network_bytes(n).size());
    EXPECT_FALSE(write_network(dir / "missing" / "net.bin", n));
    // Nothing but the file written: no temporary left beside it.
    EXPECT_EQ(std::distance(std::filesystem::directory_iterator(dir),
                            std::filesystem::directory_iterator()),
              1);
}

TEST(BuiltinNetwork, CoversFiveByFiveOnly) {
    // The file compiled in passes every check of parse_network (else this is null).
    ASSERT_NE(builtin_network(5), nullptr);
    EXPECT_EQ(builtin_network(4), nullptr);
    EXPECT_EQ(builtin_network(6), nullptr);
    const double v = builtin_network(5)->value(Board{5, {}}, 0);
    EXPECT_GT(v, -1.0);
    EXPECT_LT(v, 1.0);
}

TEST(SelfPlay, ReportsEveryBatchAndRepeatsItselfForASeed) {
    SelfPlaySettings settings;
    settings.games = 300;
    settings.seed = 3;
    std::vector<SelfPlayReport> reports;
    TrainingNetwork a;
    learn_by_self_play(a, settings, 100, [&](const SelfPlayReport& r) { reports.push_back(r); });
    ASSERT_EQ(reports.size(), 3U);
    for (std::size_t i = 0; i < 3; ++i) {
        EXPECT_EQ(reports[i].games_played, static_cast<long>(100 * (i + 1)));
        // A game ends with one winner, a draw or unfinished: never more than 100 winners.
        EXPECT_LE(reports[i].first_player_wins + reports[i].second_player_wins, 100);
        EXPECT_GT(reports[i].mean_plies, 0);
    }
    EXPECT_NEAR(reports.back().alpha,
                settings.alpha * std::pow(settings.alpha_end / settings.alpha, 299.0 / 300.0),
                1e-12);
    TrainingNetwork b;
    learn_by_self_play(b, settings, 0, [](const SelfPlayReport&) {});
    EXPECT_EQ(a.weights(), b.weights());
    settings.seed = 4;
    TrainingNetwork c;
    learn_by_self_play(c, settings, 0, [](const SelfPlayReport&) {});
    EXPECT_NE(a.weights(), c.weights());
}

TEST(SelfPlay, ValuesAMoveThatEndsTheRoundByItsResult) {
    TrainingNetwork net;  // every weight 0: every position not over is worth 0
    // The first player completes the top row by filling its empty cell: from the top of
    // column 5 (H5, index 4) or from the right of row 1 (D1, index 15); H5 comes first.
    const Board b = test::board_of({"WWWW.", "K....", "K....", "K....", "....."});
    const SelfPlayMove win = best_move(net, b, test::W);
    EXPECT_EQ(win.index, insertion_index(Insertion{Side::top, 4}, 5));
    EXPECT_EQ(win.value, 1.0F);
    EXPECT_TRUE(win.ends);
    // The second player cannot end the round: the first move that leaves the board open
    // (H1) is worth minus the opponent's value then, 0.
    const SelfPlayMove k = best_move(net, b, test::K);
    EXPECT_FALSE(k.ends);
    EXPECT_EQ(k.value, 0.0F);
    EXPECT_EQ(k.index, 0);
}

}  // namespace
}  // namespace pushover
