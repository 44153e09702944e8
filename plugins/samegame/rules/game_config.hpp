// The game's settings as the rules and the view use them, read from the host's checked
// values, and the first board they make.
#pragma once

#include <cstdint>
#include <optional>
#include <plateau/colour.hpp>
#include <plateau/params.hpp>
#include <string>
#include <vector>

#include "samegame/rules/board.hpp"
#include "samegame/rules/rules.hpp"

namespace samegame {

inline constexpr int kMaxSide = 100;  // rows and cols, 1..100

enum class Fill { random, formula, layout };
enum class Style { balls, shapes };

struct GameConfig {
    int rows = 10;
    int cols = 15;
    std::vector<plateau::Colour> colours;
    std::string letters;  // one per colour, in colour order (those past the colours unused)
    Rules rules;
    Fill fill = Fill::random;
    std::vector<std::string> layout;  // the `layout` list: one text per row, top first
    Style style = Style::balls;
    bool animations = true;
};

// Reads the settings; throws plateau::Refusal when they do not go together (too few
// letters for the colours, letters that clash, the formula with fewer than 3 colours,
// fill = "layout" without a layout).
GameConfig read_config(const plateau::Settings& settings, bool layout_given);

// The first board: the layout text when one is given (--layout), else the fill's.
Board first_board(const GameConfig& config, std::uint64_t seed,
                  const std::optional<std::string>& layout);

}  // namespace samegame
