// A game's solved table made on a thread of the game's own (search/table_preparer.hpp):
// the table arrives without anyone waiting on the UI thread, and a game freed while the
// 4x4 table is being computed stops the computation and leaves no thread behind.
#include "pushover/search/table_preparer.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "board_text.hpp"

namespace pushover {
namespace {

TEST(TablePreparer, TheTableArrivesFromAThreadOfItsOwn) {
    const TablePreparer preparer(3, {});
    // 3x3 takes a fraction of a second; a minute is a wait no computation should need.
    const auto give_up = std::chrono::steady_clock::now() + std::chrono::minutes(1);
    while (preparer.table() == nullptr && std::chrono::steady_clock::now() < give_up) {
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    ASSERT_NE(preparer.table(), nullptr);
    EXPECT_EQ(preparer.progress(), std::nullopt);  // nothing computing any more
    // The empty 3x3 board is a first player's win in 7 plies (README, "Push Over, solved").
    const Value v = preparer.table()->value(test::board_of({"...", "...", "..."}), 0);
    EXPECT_EQ(v.outcome, Outcome::win);
    EXPECT_EQ(v.plies, 7);
}

TEST(TablePreparer, AGameFreedMeanwhileStopsTheComputation) {
    {
        const TablePreparer preparer(4, {});  // no cache folder: it would compute, for minutes
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }                                              // the destructor stops it and joins its thread
    EXPECT_EQ(solved_table_if_ready(4), nullptr);  // stopped, not finished
}

TEST(TablePreparer, LargerBoardsHaveNoTable) {
    const TablePreparer preparer(5, {});
    EXPECT_EQ(preparer.table(), nullptr);
    EXPECT_EQ(preparer.progress(), std::nullopt);
}

}  // namespace
}  // namespace pushover
