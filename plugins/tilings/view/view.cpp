#include "tilings/view/view.hpp"

#include <array>
#include <plateau/format.hpp>
#include <plateau/translate.hpp>

#include "tilings/view/board_view.hpp"
#include "tilings/view/panel_view.hpp"
#include "tilings/view/tile_painter.hpp"
#include "tilings/view/view_colours.hpp"
#include "tilings/view/view_layout.hpp"

namespace tilings {

std::string kind_words(PlayerKind kind) {
    using plateau::tr;
    switch (kind) {
        case PlayerKind::human:
            return tr("Human");
        case PlayerKind::first:
            return tr("First");
        case PlayerKind::random:
            return tr("Random");
        case PlayerKind::greedy:
            return tr("Greedy");
        case PlayerKind::strong:
            return tr("Strong");
    }
    return "?";
}

std::string scoring_words(Scoring scoring) {
    using plateau::tr;
    switch (scoring) {
        case Scoring::remaining:
            return tr("Tiles left");
        case Scoring::patterns:
            return tr("Patterns");
        case Scoring::zones:
            return tr("Zones");
    }
    return "?";
}

std::string end_reason(const Match& match, const Look& look) {
    if (match.end == EndReason::hand_emptied) {
        return plateau::format(plateau::tr("{} placed every tile."), look.names[match.ended_by]);
    }
    return plateau::tr("Every player skipped in a row.");
}

void draw_match(plateau::Canvas& canvas, const Match& match, const ViewUi* ui,
                const plateau::Frame<Match>& frame, const Look& look) {
    if (frame.thumbnail) {
        draw_thumbnail(canvas, match, frame.width, frame.height, look, frame.dark);
        return;
    }
    const ViewLayout layout(match.board.width(), match.board.height(), frame.width, frame.height);
    const bool interactive = !match.over && look.kinds[match.to_move] == PlayerKind::human;
    draw_board(canvas, match, ui, frame, look, layout, interactive);
    draw_panel(canvas, match, look, layout, frame.dark);
}

void draw_thumbnail(plateau::Canvas& canvas, const Match& match, float width, float height,
                    const Look& look, bool dark) {
    const ViewColours& k = view_colours(dark);
    if (match.board.placed_count() >= 6) {
        const ViewLayout layout(match.board.width(), match.board.height(), width, height, false,
                                std::min(width, height) * 0.05f);
        plateau::Frame<Match> still;
        still.thumbnail = true;
        still.dark = dark;
        draw_board(canvas, match, nullptr, still, look, layout, false);
        return;
    }
    // A game that has hardly begun shows a small finished patch instead: 4 x 3 tiles whose
    // edges are drawn first (so that every tile matches its neighbours), with owners.
    constexpr int kCols = 4;
    constexpr int kRows = 3;
    constexpr std::array<std::array<int, kCols>, kRows + 1> kHorizontal = {
        {{0, 1, 2, 0}, {1, 1, 0, 2}, {2, 0, 1, 1}, {0, 2, 2, 1}}};
    constexpr std::array<std::array<int, kCols + 1>, kRows> kVertical = {
        {{2, 0, 1, 1, 0}, {1, 2, 2, 0, 2}, {0, 1, 0, 2, 1}}};
    constexpr std::array<std::array<int, kCols>, kRows> kOwner = {
        {{0, 1, 2, 0}, {2, 0, 1, 1}, {1, 2, 0, 2}}};
    const ViewLayout layout(kCols, kRows, width, height, false, std::min(width, height) * 0.06f);
    const float gap = std::max(1.0f, layout.cells.cell() * 0.05f);
    draw_tray(canvas, layout, gap * 2, k);
    const int colours = std::min(3, look.palette.size());
    for (int y = 0; y < kRows; ++y) {
        for (int x = 0; x < kCols; ++x) {
            Tile t;
            t.colour[north] = static_cast<std::uint8_t>(kHorizontal[y][x] % colours);
            t.colour[south] = static_cast<std::uint8_t>(kHorizontal[y + 1][x] % colours);
            t.colour[west] = static_cast<std::uint8_t>(kVertical[y][x] % colours);
            t.colour[east] = static_cast<std::uint8_t>(kVertical[y][x + 1] % colours);
            const plateau::Rect r = layout.cells.rect(x, y).inset(gap / 2);
            draw_tile(canvas, r, t, look.palette, k.tile_frame);
            draw_owner_mark(canvas, r, kOwner[y][x], dark);
        }
    }
}

}  // namespace tilings
