// The frontier (empty cells next to placed tiles, with what each needs) finds exactly the
// cells the whole-board scan finds, after every move of whole games.
#include <gtest/gtest.h>

#include "tilings/rules/board.hpp"
#include "tilings/rules/config.hpp"
#include "tilings/search/computer.hpp"

namespace tilings {
namespace {

Config small_config(int width, int height, DeckKind deck, int colours) {
    Config c;
    c.width = width;
    c.height = height;
    c.names = {"A", "B", "C"};
    c.kinds = {PlayerKind::random, PlayerKind::random, PlayerKind::random};
    c.palette.colours = {{255, 0, 0}, {0, 255, 0}, {0, 0, 255}, {255, 255, 0}};
    c.palette.letters = "RGBY";
    c.deck = deck;
    c.deck_tiles = 40;
    c.deck_colours = colours;
    c.deck_copies = 3;
    return c;
}

void play_through_checking(const Config& config, std::uint64_t seed) {
    Match m = new_match(config, seed);
    int guard = 0;
    while (!m.over && guard++ < 10000) {
        // Every tile of the player to move, not only the head, is checked on this board.
        for (const Tile& t : m.hands[m.to_move]) {
            ASSERT_EQ(m.board.fitting_cells(t), m.board.fitting_cells_by_scan(t));
        }
        const auto cells = m.head_cells();
        if (cells.empty()) {
            skip_turn(m);
        } else {
            place_head(m, choose_cell(m, cells, PlayerKind::random, Scoring::patterns, 1));
        }
    }
    EXPECT_TRUE(m.over);
}

TEST(Frontier, MatchesTheScanThroughMacMahonGames) {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        play_through_checking(small_config(9, 7, DeckKind::macmahon, 3), seed);
    }
}

TEST(Frontier, MatchesTheScanThroughRandomDeckGames) {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        play_through_checking(small_config(12, 5, DeckKind::random, 4), seed);
    }
}

// A tile on the board's corner: the frontier holds its two neighbours only; what each
// needs is the placed tile's facing colour (east side 1 for the cell to its right).
TEST(Frontier, TheCornerTilesNeighbours) {
    Board board(4, 3);
    board.place(board.index(0, 0), Tile{{0, 1, 2, 3}}, 0);
    EXPECT_EQ(board.frontier().size(), 2U);
    // Right of it: its west must be 1 (the first tile's east); below: its north must be 2.
    EXPECT_EQ(board.fitting_cells(Tile{{3, 3, 3, 1}}), (std::vector<int>{1}));
    EXPECT_EQ(board.fitting_cells(Tile{{2, 3, 3, 3}}), (std::vector<int>{4}));
    EXPECT_EQ(board.fitting_cells(Tile{{2, 3, 3, 1}}), (std::vector<int>{1, 4}));
    EXPECT_TRUE(board.fitting_cells(Tile{{3, 3, 3, 3}}).empty());
}

}  // namespace
}  // namespace tilings
