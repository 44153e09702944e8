// The status bar shows a game's info line for people: each KEY=VALUE as "Key value"
// (underscores in the key become spaces), joined with " · ".
#include "ui/widgets/status_bar.hpp"

#include <gtest/gtest.h>

namespace {

using plateau::ui::readable_info;

TEST(ReadableInfo, EachKeyValueReadsAsWords) {
    EXPECT_EQ(readable_info("mines_left=10 losses=0"), "Mines left 10 \xC2\xB7 Losses 0");
    EXPECT_EQ(readable_info("group=12 points=121"), "Group 12 \xC2\xB7 Points 121");
    // Underscores in a value stay; commas stay.
    EXPECT_EQ(readable_info("round=2 lines=1,0"), "Round 2 \xC2\xB7 Lines 1,0");
    EXPECT_EQ(readable_info("name=a_b"), "Name a_b");
}

TEST(ReadableInfo, BlanksAndEmptyLinesGiveNothingExtra) {
    EXPECT_EQ(readable_info(""), "");
    EXPECT_EQ(readable_info("   "), "");
    EXPECT_EQ(readable_info("  head=AB   hands=3,4 "), "Head AB \xC2\xB7 Hands 3,4");
    // A word without '=' is kept as it is (capitalised).
    EXPECT_EQ(readable_info("over"), "Over");
}

}  // namespace

namespace {

// A game's own words for its keys (abi.h name_words), in the player's language.
TEST(ReadableInfo, TheGamesWordsForItsKeys) {
    const auto french = [](std::string_view key) -> std::optional<std::string> {
        if (key == "mines_left") return "Mines restantes";
        return std::nullopt;  // a key the game gives no words for
    };
    EXPECT_EQ(readable_info("mines_left=10 head_tile=3", french),
              "Mines restantes 10 \xC2\xB7 Head tile 3");
    // A word without '=' has no key to look up.
    EXPECT_EQ(readable_info("over", french), "Over");
}

}  // namespace
