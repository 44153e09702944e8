// Push Over on screen: where everything sits in the area the host gives (the board, the
// arrows around it, the players' header, the footer) and the drawing. The rules come from
// rules/match.hpp; nothing here changes a position.
#pragma once

#include <array>
#include <optional>
#include <plateau/canvas.hpp>
#include <plateau/cursor.hpp>
#include <plateau/game.hpp>
#include <plateau/translate.hpp>
#include <string>

#include "pushover/rules/layout.hpp"
#include "pushover/rules/match.hpp"

namespace pushover {

// What undo must not touch.
struct ViewUi {
    // The insertion under the pointer and the keyboard's (insertion_index).
    plateau::CellCursor arrows;
    bool show_moves = false;  // the list of legal insertions, on demand (key P)
    int summary_round = 0;    // the finished round whose summary is on screen, or 0
    char pending_side = 0;    // a side letter typed, waiting for its line number
};

// How the players look: from the settings.
struct Look {
    std::array<std::string, 2> names;
    std::array<plateau::Colour, 2> colours;
    Letters letters{'W', 'K'};
    std::array<bool, 2> computer{};
    bool show_letters = false;
    int rounds_to_win = 1;
    // The value of the position in words, for the footer ("You can force a win in 2
    // moves"); empty where the board is not solved.
    std::string value_words;
};

// Where things are, in board pixels, for a board of n and an area of width x height.
class Placement {
  public:
    Placement(int n, float width, float height, bool thumbnail);

    [[nodiscard]] float cell() const { return cell_; }
    [[nodiscard]] plateau::Rect plate() const;  // the board with its ring of arrows
    [[nodiscard]] plateau::Rect grid() const;   // the n x n cells
    [[nodiscard]] plateau::Rect cell_rect(int row, int col) const;
    [[nodiscard]] plateau::Point cell_centre(float row, float col) const;
    [[nodiscard]] plateau::Rect arrow(int index) const;  // insertion_index
    [[nodiscard]] plateau::Rect header() const;
    [[nodiscard]] plateau::Rect footer() const;
    [[nodiscard]] plateau::Rect moves_button() const;
    // The insertion whose arrow is under (x, y), or -1.
    [[nodiscard]] int arrow_at(float x, float y) const;

  private:
    int n_;
    float cell_ = 0, margin_ = 0, header_ = 0, footer_ = 0, left_ = 0, top_ = 0;
};

// Whether the summary of the last finished round is on screen.
bool summary_shown(const State& state, const ViewUi* ui);

// The edges as the window names them, in the player's language: T, B, L, R (top, bottom,
// left, right) in English, H, B, G, D in French; and an arrow's label, T1 or L2. The
// notation the text mode prints and reads keeps 004's French letters, H, B, G, D, whatever
// the language (and reads T, L and R too).
[[nodiscard]] inline std::string window_letter(Side side) {
    switch (side) {
        case Side::top:
            return plateau::trc("the top edge of the board, one letter", "T");
        case Side::bottom:
            return plateau::trc("the bottom edge of the board, one letter", "B");
        case Side::left:
            return plateau::trc("the left edge of the board, one letter", "L");
        default:
            return plateau::trc("the right edge of the board, one letter", "R");
    }
}
[[nodiscard]] inline std::string window_label(Insertion m) {
    return window_letter(m.side) + std::to_string(m.line + 1);
}

// The players' header, and the footer or the summary of the round just finished.
void draw_chrome(const plateau::Canvas& canvas, const State& state, const ViewUi* ui,
                 const plateau::Frame<State>& frame, const Look& look);

void draw_match(const plateau::Canvas& canvas, const State& state, const ViewUi* ui,
                const plateau::Frame<State>& frame, const Look& look);

}  // namespace pushover
