// Lights Out on screen: the board drawn, and the pointer and the keys turned into presses.
// The game class (lightsout_plugin.cpp) is a LightsOutView: these are its draw() and input().
#pragma once

#include <algorithm>
#include <cmath>
#include <plateau/cursor.hpp>  // the hover and the keyboard's cursor every game has

#include "lightsout/rules/rules.hpp"
#include "lightsout/view/palette.hpp"

namespace lightsout {
class LightsOutView : public plateau::Game<Board, plateau::CellCursor> {
  public:
    // Lights fade to their new colour while a move is animated (frame.progress(): 0 to 1).
    void draw(plateau::Canvas& canvas, const Board& board, const plateau::CellCursor* ui,
              const plateau::Frame<Board>& frame) override {
        const Palette colours = palette(frame.dark, colours_[0], colours_[1]);
        const plateau::CellLayout cells = layout(board.size, frame.width, frame.height);
        const float gap = std::max(1.0f, std::round(cells.cell() * 0.06f));
        const float rim = std::max(1.0f, std::round(cells.cell() * 0.07f));
        const float radius = cells.cell() * 0.12f;
        canvas.fill_rounded_rect(plate(cells), radius + gap, colours.plate);
        const Board& before = frame.animating() ? *frame.previous : board;
        const int marked = marked_cell(board, frame.mark);
        for (int i = 0; i < board.size * board.size; ++i) {
            const plateau::Rect r = cells.rect(i).inset(gap / 2);
            const bool was = before.lights[i] == '#', lit = board.lights[i] == '#';
            canvas.fill_rounded_rect(r, radius, colours.bezel);
            canvas.fill_rounded_rect(
                r.inset(rim), radius - rim / 2,
                plateau::mix(was ? colours.on : colours.off, lit ? colours.on : colours.off,
                             frame.progress()));
            if (i == marked) draw_mark(canvas, r, gap, colours.mark, frame.mark.strength);
            if (ui == nullptr || frame.thumbnail) continue;
            if (i == ui->hover)
                canvas.stroke_rect(r, gap, plateau::with_alpha(colours.cursor, 110));
            if (ui->cursor_shown && i == ui->cursor)
                canvas.stroke_rect(r.inset(-gap / 2), gap, colours.cursor);
        }
    }
    // The SDK's cursor reads the pointer, the arrows, Space and Enter: a cell chosen presses.
    plateau::InputResult input(const Board& board, plateau::CellCursor& ui,
                               const plateau::Input& in) override {
        const int n = board.size;
        const auto [chosen, changed] = ui.input(in, layout(n, in.width, in.height));
        if (chosen >= 0) return plateau::InputResult::play(format_move(chosen % n, chosen / n));
        return changed ? plateau::InputResult::ui_changed() : plateau::InputResult::unused();
    }

  protected:
    std::vector<plateau::Colour> colours_;  // a light off, then on

  private:
    // Square cells, as large as fit inside a margin for the plate's edge, centred: drawn
    // where input() finds them.
    static plateau::CellLayout layout(int n, float width, float height) {
        const float margin = std::round(std::min(width, height) * 0.02f);
        return {n, n, {margin, margin, width - 2 * margin, height - 2 * margin}};
    }
    static plateau::Rect plate(const plateau::CellLayout& cells) {
        const float edge = std::max(2.0f, std::round(cells.cell() * 0.08f));
        return cells.board().inset(-edge);
    }
    // The cell a hint (or a last move) names, or -1.
    static int marked_cell(const Board& board, const plateau::Mark& mark) {
        if (!mark.hint() && !mark.last()) return -1;
        try {
            return cell_of(board, mark.move);
        } catch (const plateau::Refusal&) {
            return -1;
        }
    }
    // A ring round the light in the gap, and a faint wash over it: seen on any face.
    static void draw_mark(plateau::Canvas& canvas, const plateau::Rect& r, float gap,
                          plateau::Colour colour, float strength) {
        const auto alpha = [&](float a) {
            return static_cast<std::uint8_t>(std::clamp(a * strength, 0.0f, 255.0f));
        };
        canvas.fill_rect(r, plateau::with_alpha(colour, alpha(70)));
        canvas.stroke_rect(r.inset(-gap / 2), std::max(3.0f, gap * 1.5f),
                           plateau::with_alpha(colour, alpha(255)));
    }
};
}  // namespace lightsout
