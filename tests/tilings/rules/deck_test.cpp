// The decks and the deal, through the rules library's own functions.
#include "tilings/rules/deck.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

namespace tilings {
namespace {

std::string digits(const Tile& t) {
    std::string s;
    for (const auto c : t.colour) s += static_cast<char>('0' + c);
    return s;
}

// The 24 MacMahon squares, worked out by hand: going up through the N-E-S-W strings of
// 0, 1, 2, a string is kept when none of its rotations (moving the first digit to the
// end, up to three times) is smaller. 0010 goes (0001 is smaller), 0011 stays (0110,
// 1100, 1001 are larger), 0021 stays (0210, 2100, 1002), 0102 stays (1020, 0201, 2010),
// 0201 goes (0102), 0212 stays (2120, 1202, 2021); a string with a 0 but starting with
// 1 or 2 always goes; without a 0 the same reasoning over 1 and 2 keeps 1111, 1112, 1122,
// 1212, 1222; then 2222. That is 18 + 5 + 1 = 24, the count Burnside's lemma gives for 3
// colours: (3^4 + 3 + 3^2 + 3) / 4 = 96 / 4 = 24.
TEST(MacMahon, TheTwentyFourSquaresInOrder) {
    const std::vector<std::string> expected = {"0000", "0001", "0002", "0011", "0012", "0021",
                                               "0022", "0101", "0102", "0111", "0112", "0121",
                                               "0122", "0202", "0211", "0212", "0221", "0222",
                                               "1111", "1112", "1122", "1212", "1222", "2222"};
    std::vector<std::string> got;
    for (const Tile& t : macmahon_tiles()) got.push_back(digits(t));
    EXPECT_EQ(got, expected);
}

// No two of them are rotations of each other, and every colouring is a rotation of one.
TEST(MacMahon, EveryColouringIsARotationOfExactlyOne) {
    const auto tiles = macmahon_tiles();
    std::set<std::string> rotations;
    for (const Tile& t : tiles) {
        std::string s = digits(t);
        std::set<std::string> own;
        for (int k = 0; k < 4; ++k) {
            own.insert(s);
            std::rotate(s.begin(), s.begin() + 1, s.end());
        }
        for (const auto& r : own) EXPECT_TRUE(rotations.insert(r).second) << r;
    }
    EXPECT_EQ(rotations.size(), 81U);  // 3^4 colourings
}

TEST(RandomDeck, DrawsDistinctTilesOverTheFirstColours) {
    plateau::Random rng(42);
    const auto tiles = random_tiles(20, 3, rng);
    ASSERT_EQ(tiles.size(), 20U);
    EXPECT_EQ(std::set<Tile>(tiles.begin(), tiles.end()).size(), 20U);
    for (const Tile& t : tiles) {
        for (const auto c : t.colour) EXPECT_LT(c, 3);
    }
    // All 16 tiles of 2 colours when 16 are asked: each exactly once.
    plateau::Random again(7);
    const auto all = random_tiles(16, 2, again);
    EXPECT_EQ(std::set<Tile>(all.begin(), all.end()).size(), 16U);
}

TEST(RandomDeck, TheSameSeedDrawsTheSameDeck) {
    plateau::Random a(99);
    plateau::Random b(99);
    EXPECT_EQ(random_tiles(30, 4, a), random_tiles(30, 4, b));
}

TEST(Expand, CopiesFollowEachOtherInTheEntriesOrder) {
    const Tile r{{0, 0, 0, 0}};
    const Tile g{{1, 1, 1, 1}};
    const auto deck = expand({{r, 2}, {g, 1}});
    EXPECT_EQ(deck, (std::vector<Tile>{r, r, g}));
}

std::vector<Tile> numbered(int n) {
    std::vector<Tile> deck;
    for (int i = 0; i < n; ++i) deck.push_back(Tile{{static_cast<std::uint8_t>(i % 200), 0, 0, 0}});
    return deck;
}

// 10 tiles to 3 players: rounds of 3 while 3 remain: 3 rounds (9 tiles), 1 left over.
// Tile k goes to player k mod 3.
TEST(Deal, OneAtATimeUntilNotEveryoneCanGetOneMore) {
    const auto hands = deal(numbered(10), 3, 200);
    ASSERT_EQ(hands.size(), 3U);
    for (int p = 0; p < 3; ++p) {
        ASSERT_EQ(hands[p].size(), 3U);
        for (int i = 0; i < 3; ++i) EXPECT_EQ(hands[p][i].colour[0], 3 * i + p);
    }
}

// 72 tiles to 3 players with a limit of 10: 10 rounds, 42 tiles left over.
TEST(Deal, TheHandLimitStopsTheDeal) {
    const auto hands = deal(numbered(72), 3, 10);
    for (const auto& hand : hands) EXPECT_EQ(hand.size(), 10U);
}

}  // namespace
}  // namespace tilings
