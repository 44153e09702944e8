// 001's web_export: the board as a self-contained HTML page (no file beside it, no
// script), each tile drawn as its four coloured triangles with its owner's number in the
// player's colour, and the players' scores below.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "tilings/rules/match.hpp"
#include "tilings/rules/palette.hpp"
#include "tilings/rules/scoring.hpp"

namespace tilings {

struct ExportedPlayer {
    std::string name;
    std::string kind;  // "human", "greedy", ...
    PlayerScore score;
};

[[nodiscard]] std::string html_page(const Match& match, const Palette& palette,
                                    const std::vector<ExportedPlayer>& players,
                                    std::string_view scoring_words, std::string_view summary);

// Writes `text` to a temporary file beside `path`, then renames it over `path`, so that a
// reader never sees half a page. Throws std::runtime_error with the reason.
void write_file_atomically(const std::filesystem::path& path, const std::string& text);

}  // namespace tilings
