// Did you mean ...?
#include "core/config/unknown_name.hpp"

#include <gtest/gtest.h>

namespace plateau::core {
namespace {

const std::vector<std::string> keys = {"rows", "cols", "colours", "scoring"};

TEST(EditDistance, CountsEditsAndSwaps) {
    EXPECT_EQ(edit_distance("colors", "colours"), 1u);
    EXPECT_EQ(edit_distance("rosw", "rows"), 1u);  // a swap
    EXPECT_EQ(edit_distance("", "abc"), 3u);
    EXPECT_EQ(edit_distance("kitten", "sitting"), 3u);
}

TEST(ClosestMatch, OnlyWhenClose) {
    EXPECT_EQ(closest_match("colors", keys), "colours");
    EXPECT_EQ(closest_match("Rows", keys), "rows");
    EXPECT_EQ(closest_match("row", keys), "rows");
    EXPECT_EQ(closest_match("speed", keys), std::nullopt);
    EXPECT_EQ(closest_match("x", keys), std::nullopt);
}

TEST(UnknownName, SuggestsOrLists) {
    EXPECT_EQ(unknown_name_message(NameKind::key, "colors", keys),
              "unknown key \"colors\": did you mean \"colours\"?");
    EXPECT_EQ(unknown_name_message(NameKind::key, "speed", keys),
              "unknown key \"speed\": allowed: rows, cols, colours, scoring");
    EXPECT_EQ(unknown_name_listing(NameKind::preset, "x", {}),
              "unknown preset \"x\": there are none");
}

}  // namespace
}  // namespace plateau::core
