// Where Push Over's pieces sit in the area the host gives: a header with the players, the
// board inside a ring of arrows (one per insertion), a footer; square cells, centred.
#include <algorithm>

#include "pushover/view/view.hpp"

namespace pushover {

namespace {
// Sizes in cells.
constexpr float kRing = 0.85f;    // the ring of arrows around the board
constexpr float kHeader = 1.15f;  // the players' header, with its gap
constexpr float kFooter = 0.85f;  // the footer, with its gap
constexpr float kGap = 0.15f;
}  // namespace

Placement::Placement(int n, float width, float height, bool thumbnail) : n_(n) {
    header_ = thumbnail ? 0.0f : kHeader;
    footer_ = thumbnail ? 0.0f : kFooter;
    margin_ = kRing;
    const float units_w = static_cast<float>(n) + 2 * margin_;
    const float units_h = units_w + header_ + footer_;
    cell_ = std::max(1.0f, std::min(width / units_w, height / units_h));
    left_ = (width - cell_ * units_w) / 2;
    top_ = (height - cell_ * units_h) / 2;
}

plateau::Rect Placement::plate() const {
    const float side = cell_ * (static_cast<float>(n_) + 2 * margin_);
    return {left_, top_ + cell_ * header_, side, side};
}

plateau::Rect Placement::grid() const {
    const plateau::Rect p = plate();
    const float side = cell_ * static_cast<float>(n_);
    return {p.x + cell_ * margin_, p.y + cell_ * margin_, side, side};
}

plateau::Rect Placement::cell_rect(int row, int col) const {
    const plateau::Rect g = grid();
    return {g.x + cell_ * static_cast<float>(col), g.y + cell_ * static_cast<float>(row), cell_,
            cell_};
}

plateau::Point Placement::cell_centre(float row, float col) const {
    const plateau::Rect g = grid();
    return {g.x + cell_ * (col + 0.5f), g.y + cell_ * (row + 0.5f)};
}

plateau::Rect Placement::arrow(int index) const {
    const Insertion m = insertion_at(index, n_);
    const plateau::Rect g = grid();
    const plateau::Rect p = plate();
    const float k = static_cast<float>(m.line) * cell_;
    const float ring = cell_ * margin_;
    switch (m.side) {
        case Side::top:
            return {g.x + k, p.y, cell_, ring};
        case Side::bottom:
            return {g.x + k, g.y + g.h, cell_, ring};
        case Side::left:
            return {p.x, g.y + k, ring, cell_};
        default:
            return {g.x + g.w, g.y + k, ring, cell_};
    }
}

plateau::Rect Placement::header() const {
    const plateau::Rect p = plate();
    return {p.x, top_, p.w, cell_ * (header_ - kGap)};
}

plateau::Rect Placement::footer() const {
    const plateau::Rect p = plate();
    return {p.x, p.y + p.h + cell_ * kGap, p.w, cell_ * (footer_ - kGap)};
}

plateau::Rect Placement::moves_button() const {
    const plateau::Rect f = footer();
    const float w = std::min(f.w * 0.34f, cell_ * 2.1f);
    return {f.x + f.w - w, f.y, w, f.h};
}

int Placement::arrow_at(float x, float y) const {
    for (int index = 0; index < 4 * n_; ++index) {
        if (arrow(index).contains(x, y)) return index;
    }
    return -1;
}

}  // namespace pushover
