#include "minesweeper/view/board_view.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <plateau/format.hpp>
#include <plateau/translate.hpp>
#include <string>
#include <vector>

#include "minesweeper/rules/rules.hpp"
#include "minesweeper/view/board_geometry.hpp"

namespace minesweeper {

namespace {

using plateau::Colour;
using plateau::Point;
using plateau::Rect;

constexpr Colour kShine{0xff, 0xff, 0xff, 0xc8};

float ease(float t) { return t * t * (3 - 2 * t); }  // smoothstep: soft start and end

void draw_mine(const plateau::Canvas& canvas, const Rect& r, float scale, Colour ink) {
    const Point c = r.centre();
    const float radius = r.w * 0.2f * scale;
    const float spike = radius * 1.55f;
    const float diagonal = spike * 0.72f;
    const float thickness = std::max(1.0f, r.w * 0.07f * scale);
    canvas.line({c.x - spike, c.y}, {c.x + spike, c.y}, thickness, ink);
    canvas.line({c.x, c.y - spike}, {c.x, c.y + spike}, thickness, ink);
    canvas.line({c.x - diagonal, c.y - diagonal}, {c.x + diagonal, c.y + diagonal}, thickness, ink);
    canvas.line({c.x - diagonal, c.y + diagonal}, {c.x + diagonal, c.y - diagonal}, thickness, ink);
    canvas.fill_circle(c, radius, ink);
    canvas.fill_circle({c.x - radius * 0.35f, c.y - radius * 0.35f}, radius * 0.28f, kShine);
}

// A pole, a base, and a cloth edged in the ink: the edge shows the cloth on any tile, as the
// cloth's red and the tiles' slate are alike in lightness.
void draw_flag(const plateau::Canvas& canvas, const Rect& r, Colour cloth, Colour ink,
               float scale) {
    const float w = r.w * scale;
    const float h = r.h * scale;
    const float x0 = r.x + (r.w - w) / 2;
    const float y0 = r.y + (r.h - h) / 2;
    const float pole = x0 + w * 0.62f;
    const float top = y0 + h * 0.17f;
    const float bottom = y0 + h * 0.76f;
    const float thickness = std::max(1.0f, w * 0.06f);
    canvas.line({pole, top}, {pole, bottom}, thickness, ink);
    const std::vector<Point> triangle = {
        {pole, top}, {pole, top + h * 0.34f}, {x0 + w * 0.16f, top + h * 0.17f}};
    const Point middle{(triangle[0].x + triangle[1].x + triangle[2].x) / 3, top + h * 0.17f};
    std::vector<Point> edge;
    for (const Point& p : triangle) {
        edge.push_back({middle.x + (p.x - middle.x) * 1.3f, middle.y + (p.y - middle.y) * 1.3f});
    }
    canvas.fill_polygon(edge, ink);
    canvas.fill_polygon(triangle, cloth);
    canvas.fill_rect({x0 + w * 0.4f, bottom - h * 0.02f, w * 0.44f, std::max(1.0f, h * 0.07f)},
                     ink);
}

void draw_cross(const plateau::Canvas& canvas, const Rect& r, Colour ink) {
    const float d = r.w * 0.2f;
    const float thickness = std::max(1.0f, r.w * 0.08f);
    canvas.line({r.x + d, r.y + d}, {r.x + r.w - d, r.y + r.h - d}, thickness, ink);
    canvas.line({r.x + d, r.y + r.h - d}, {r.x + r.w - d, r.y + d}, thickness, ink);
}

// A covered cell: a tile with a darker lower edge, so it looks raised.
void draw_tile(const plateau::Canvas& canvas, const Rect& r, float radius, Colour colour) {
    const float edge = std::max(1.0f, std::round(r.h * 0.06f));
    canvas.fill_rounded_rect(r, radius, plateau::darken(colour, 0.16f));
    canvas.fill_rounded_rect({r.x, r.y, r.w, r.h - edge}, radius, colour);
}

void draw_number(const plateau::Canvas& canvas, const Rect& r, int n, Colour colour, bool small) {
    const Point c = r.centre();
    if (small) {  // too small for a readable digit (thumbnails): a dot of its colour
        canvas.fill_circle(c, std::max(1.0f, r.w * 0.18f), colour);
        return;
    }
    canvas.text({c.x, c.y}, r.h * 0.62f, colour, std::string(1, static_cast<char>('0' + n)));
}

// The header: a pill with a mine and the mines left (mines minus flags) on the left; on the
// right, once the game has some, a pill with an exploded mine and the losses. Pills in the
// covered colour with dark text, at 3:1 or more on the window in both themes.
void draw_header(const plateau::Canvas& canvas, const BoardGeometry& g, const Position& p,
                 const Ui* ui, const Colours& colours) {
    const Colour pill_colour = colours.cells.covered, ink = colours.tile_ink;
    const float h = g.header;
    const float text = h * 0.62f;
    const Rect board = g.cells.board();
    // A pill holds its icon, its text as the host measures it, and a rounded end.
    const auto pill_width = [&](const std::string& label) {
        return h * 1.25f + plateau::text_width(text, label) + h * 0.5f;
    };
    const std::string left = std::to_string(p.mines_left());
    const Rect counter{board.x, 0, pill_width(left), h};
    canvas.fill_rounded_rect(counter, h / 2, pill_colour);
    draw_mine(canvas, {counter.x + h * 0.12f, 0, h, h}, 1.1f, ink);
    canvas.text({counter.x + h * 1.25f, h / 2}, text, ink, left, plateau::Align::left);
    if (ui == nullptr || ui->losses == 0) return;
    const std::string losses = plateau::format(
        plateau::trn("{} loss", "{} losses", static_cast<unsigned long>(ui->losses)), ui->losses);
    const float width = pill_width(losses);
    const Rect pill{board.x + board.w - width, 0, width, h};
    canvas.fill_rounded_rect(pill, h / 2, pill_colour);
    canvas.fill_circle({pill.x + h * 0.62f, h / 2}, h * 0.4f, ink);
    canvas.fill_circle({pill.x + h * 0.62f, h / 2}, h * 0.34f, colours.cells.flag);
    draw_mine(canvas, {pill.x + h * 0.12f, 0, h, h}, 0.85f, ink);
    canvas.text({pill.x + h * 1.25f, h / 2}, text, ink, losses, plateau::Align::left);
}

int chebyshev(int a, int b, int cols) {
    return std::max(std::abs(a % cols - b % cols), std::abs(a / cols - b / cols));
}

// The cells the held press makes look sunken: the held cell, or every covered neighbour
// of a held number (a chord about to happen).
bool looks_pressed(const Position& p, const Ui& ui, int cell) {
    if (ui.pressed < 0 || p.cover[cell] != Cover::covered) return false;
    if (cell == ui.pressed) return true;
    return ui.press_chords && chebyshev(cell, ui.pressed, p.cols) == 1;
}

// The host's mark: the cell its move names, and the colour it is drawn in (red for a mine
// to flag, blue for a cell to open or a flag to take off).
struct Marked {
    int cell = -1;
    Colour colour;
};
std::optional<Marked> marked(const Position& p, const plateau::Mark& mark, const Colours& colours) {
    if (!mark.hint() && !mark.last()) return std::nullopt;
    try {
        const Move m = parse_move(mark.move, p.cols, p.rows);
        const int cell = p.cell(m.col, m.row);
        const bool to_flag = m.kind == Move::Kind::flag && p.cover[cell] == Cover::covered;
        return Marked{cell, to_flag ? colours.hint_mine : colours.hint_safe};
    } catch (const plateau::Refusal&) {
        return std::nullopt;
    }
}

// A wash over the cell and a ring round it, faded with the mark's strength.
void draw_mark(const plateau::Canvas& canvas, const Rect& r, float gap, Colour colour,
               float strength) {
    const auto alpha = [&](float a) {
        return static_cast<std::uint8_t>(std::clamp(a * strength, 0.0f, 255.0f));
    };
    canvas.fill_rect(r, plateau::with_alpha(colour, alpha(64)));
    canvas.stroke_rect(r.inset(-gap / 2), std::max(3.0f, gap * 1.6f),
                       plateau::with_alpha(colour, alpha(255)));
}

// The lines between the cells: the gaps between open cells show them as a soft grid.
void draw_grid(const plateau::Canvas& canvas, const plateau::CellLayout& cells, float gap,
               Colour colour) {
    const Rect b = cells.board();
    for (int c = 1; c < cells.cols(); ++c) {
        const float x = b.x + cells.cell() * static_cast<float>(c);
        canvas.line({x, b.y}, {x, b.y + b.h}, gap, colour);
    }
    for (int r = 1; r < cells.rows(); ++r) {
        const float y = b.y + cells.cell() * static_cast<float>(r);
        canvas.line({b.x, y}, {b.x + b.w, y}, gap, colour);
    }
}

}  // namespace

void draw_board(plateau::Canvas& canvas, const Position& p, const Ui* ui,
                const plateau::Frame<Position>& frame, const Colours& colours) {
    const Palette& palette = colours.cells;
    const BoardGeometry g(p.cols, p.rows, frame.width, frame.height, !frame.thumbnail);
    const float gap = std::max(1.0f, std::round(g.cells.cell() * 0.06f));
    const float radius = g.cells.cell() * 0.14f;
    const bool live = ui != nullptr && !frame.thumbnail;
    if (g.header > 0) draw_header(canvas, g, p, ui, colours);
    // The plate, in the open cells' colour: an open cell is the plate showing through.
    canvas.fill_rounded_rect(g.cells.board(), radius, palette.open);
    draw_grid(canvas, g.cells, gap, colours.grid);
    const bool small_text = g.cells.cell() * 0.62f < 9.0f;
    const bool lost = p.phase == Phase::lost;
    const std::optional<Marked> mark = marked(p, frame.mark, colours);

    // Cells opened by the animated move fade in as a ripple from the cell played.
    const Position* before = frame.animating() ? frame.previous : nullptr;
    const float t = frame.progress();
    int origin = -1;
    int reach = 0;
    if (before != nullptr) {
        try {
            const Move m = parse_move(frame.move, p.cols, p.rows);
            origin = p.cell(m.col, m.row);
        } catch (const plateau::Refusal&) {
            origin = -1;
        }
        for (int cell = 0; cell < p.cells() && origin >= 0; ++cell) {
            if (p.cover[cell] == Cover::open && before->cover[cell] != Cover::open) {
                reach = std::max(reach, chebyshev(cell, origin, p.cols));
            }
        }
    }
    const auto appear = [&](int cell) {  // 0 (just covered) .. 1 (fully shown)
        if (before == nullptr || origin < 0) return 1.0f;
        const float delay = reach > 0 ? 0.5f * static_cast<float>(chebyshev(cell, origin, p.cols)) /
                                            static_cast<float>(reach)
                                      : 0.0f;
        return ease(std::clamp((t - delay) / 0.5f, 0.0f, 1.0f));
    };

    for (int cell = 0; cell < p.cells(); ++cell) {
        const Rect r = g.cells.rect(cell).inset(gap / 2);
        const bool mine = p.field && p.field->is_mine(cell);
        switch (p.cover[cell]) {
            case Cover::open: {
                const bool fresh = before != nullptr && before->cover[cell] != Cover::open;
                const float a = fresh ? appear(cell) : 1.0f;
                canvas.fill_rounded_rect(r, radius, plateau::mix(palette.covered, palette.open, a));
                const int n = p.number(cell);
                if (n > 0) {
                    draw_number(canvas, r, n,
                                plateau::with_alpha(palette.numbers[n - 1],
                                                    static_cast<std::uint8_t>(255 * a)),
                                small_text);
                }
                break;
            }
            case Cover::flagged: {
                const bool hovered = live && ui->cells.hover == cell && !p.over();
                draw_tile(canvas, r, radius,
                          hovered ? plateau::lighten(palette.covered, 0.2f) : palette.covered);
                const bool fresh = before != nullptr && before->cover[cell] != Cover::flagged;
                draw_flag(canvas, r, palette.flag, colours.tile_ink,
                          fresh ? 0.6f + 0.4f * ease(t) : 1.0f);
                if (lost && !mine) draw_cross(canvas, r, colours.tile_ink);
                break;
            }
            case Cover::covered: {
                if (lost && mine) {
                    // The mines shown as on open cells; the one that went off on red.
                    const bool exploded =
                        std::find(p.exploded.begin(), p.exploded.end(), cell) != p.exploded.end();
                    canvas.fill_rounded_rect(r, radius, exploded ? palette.flag : palette.open);
                    const bool fresh = before != nullptr && !before->over();
                    draw_mine(canvas, r, fresh ? 0.4f + 0.6f * ease(t) : 1.0f,
                              exploded ? colours.tile_ink : colours.ink);
                    break;
                }
                Colour colour = palette.covered;
                if (live && !p.over() && looks_pressed(p, *ui, cell)) {
                    canvas.fill_rounded_rect(r, radius,
                                             plateau::mix(palette.covered, palette.open, 0.55f));
                    break;
                }
                if (live && ui->cells.hover == cell && !p.over())
                    colour = plateau::lighten(colour, 0.25f);
                draw_tile(canvas, r, radius, colour);
                break;
            }
        }
        if (mark && mark->cell == cell && !frame.thumbnail) {
            draw_mark(canvas, r, gap, mark->colour, frame.mark.strength);
        }
        if (live && ui->cells.cursor_shown && ui->cells.cursor == cell) {
            canvas.stroke_rect(r.inset(-gap / 2), std::max(2.0f, gap), colours.ink);
        }
    }
}

}  // namespace minesweeper
