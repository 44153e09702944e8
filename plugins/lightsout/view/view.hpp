// Lights Out on screen: the board drawn, and the pointer and the keys turned into presses.
// The game class (lightsout_plugin.cpp) is a LightsOutView: these are its draw() and input().
#pragma once

#include <plateau/cursor.hpp>  // the hover and the keyboard's cursor every game has

#include "lightsout/rules/rules.hpp"

namespace lightsout {
class LightsOutView : public plateau::Game<Board, plateau::CellCursor> {
  public:
    // Lights fade to their new colour while a move is animated (frame.progress(): 0 to 1).
    void draw(plateau::Canvas& canvas, const Board& board, const plateau::CellCursor* ui,
              const plateau::Frame<Board>& frame) override {
        // Square cells, as large as fit, centred: drawn where input() finds them.
        const plateau::CellLayout cells(board.size, board.size, {0, 0, frame.width, frame.height});
        const float gap = std::max(1.0f, cells.cell() * 0.06f);
        const Board& before = frame.animating() ? *frame.previous : board;
        for (int i = 0; i < board.size * board.size; ++i) {
            const plateau::Rect r = cells.rect(i).inset(gap / 2);
            const bool was = before.lights[i] == '#', lit = board.lights[i] == '#';
            canvas.fill_rounded_rect(r, cells.cell() * 0.12f,
                                     plateau::mix(colours_[was], colours_[lit], frame.progress()));
            if (ui == nullptr || frame.thumbnail) continue;
            if (i == ui->hover) canvas.stroke_rect(r, gap, plateau::with_alpha(colours_[1], 160));
            if (ui->cursor_shown && i == ui->cursor)
                canvas.stroke_rect(r.inset(-gap / 2), gap, plateau::Colour{255, 255, 255, 230});
        }
    }
    // The SDK's cursor reads the pointer, the arrows, Space and Enter: a cell chosen presses.
    plateau::InputResult input(const Board& board, plateau::CellCursor& ui,
                               const plateau::Input& in) override {
        const int n = board.size;
        const auto [chosen, changed] = ui.input(in, {n, n, {0, 0, in.width, in.height}});
        if (chosen >= 0) return plateau::InputResult::play(format_move(chosen % n, chosen / n));
        return changed ? plateau::InputResult::ui_changed() : plateau::InputResult::unused();
    }

  protected:
    std::vector<plateau::Colour> colours_;  // a light off, then on
};
}  // namespace lightsout
