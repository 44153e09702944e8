// The view: the board with every tile as four triangles and its owner's mark, the cells
// where the head tile can go highlighted, a preview under the pointer, and the side panel
// with the head tile large, each hand's count and the scores; at the end, the ranking
// with each player's breakdown and the patterns marked on the board.
#pragma once

#include <plateau/canvas.hpp>
#include <plateau/cursor.hpp>
#include <plateau/game.hpp>
#include <string>
#include <vector>

#include "tilings/rules/config.hpp"
#include "tilings/rules/match.hpp"
#include "tilings/rules/palette.hpp"
#include "tilings/rules/scoring.hpp"

namespace tilings {

// What undo must not touch: the hovered cell and the keyboard cursor (cell indices).
struct ViewUi {
    plateau::CellCursor cells;
};

// What the view needs besides the match.
struct Look {
    Palette palette;
    std::vector<std::string> names;
    std::vector<PlayerKind> kinds;
    Scoring scoring = Scoring::patterns;
    int zone_points = 1;
    bool show_letters = false;  // each triangle's colour letter on the tiles
};

// The choices as a player reads them, in the player's language: "Greedy", "Patterns"
// (the settings form's words for player1_kind and scoring, the panel's, the export's).
[[nodiscard]] std::string kind_words(PlayerKind kind);
[[nodiscard]] std::string scoring_words(Scoring scoring);

// Why the match ended, one sentence in the player's language: "Ada placed every tile." (the
// panel's and the status's).
[[nodiscard]] std::string end_reason(const Match& match, const Look& look);

void draw_match(plateau::Canvas& canvas, const Match& match, const ViewUi* ui,
                const plateau::Frame<Match>& frame, const Look& look);

// The small picture of the launcher's card (`dark`: in the dark theme's colours).
void draw_thumbnail(plateau::Canvas& canvas, const Match& match, float width, float height,
                    const Look& look, bool dark);

}  // namespace tilings
