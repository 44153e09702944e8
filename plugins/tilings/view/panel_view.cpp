// The side panel: whose turn it is, their head tile large with where it fits, and the
// scoreboard; at the end, the ranking with each player's breakdown.
#include "tilings/view/panel_view.hpp"

#include <algorithm>
#include <numeric>
#include <plateau/contrast.hpp>
#include <plateau/format.hpp>
#include <plateau/translate.hpp>
#include <string>

#include "tilings/view/player_colours.hpp"
#include "tilings/view/tile_painter.hpp"
#include "tilings/view/view_colours.hpp"

namespace tilings {

namespace {

using plateau::format, plateau::tr, plateau::trn;

// The pieces of a player's line, joined by a middle dot: each one says one count.
constexpr const char* kDot = " \xC2\xB7 ";

unsigned long count(std::int64_t n) { return static_cast<unsigned long>(n < 0 ? -n : n); }

std::string score_text(const PlayerScore& s, Scoring scoring) {
    return format(scoring == Scoring::remaining
                      ? trn("{} tile left", "{} tiles left", count(s.total))
                      : trn("{} point", "{} points", count(s.total)),
                  s.total);
}

// "7 placed" (tiles): the language may agree it with the count.
std::string placed_text(const PlayerScore& s) {
    return format(trn("{} placed", "{} placed", count(s.tiles_placed)), s.tiles_placed);
}

std::string in_hand_text(const PlayerScore& s) {
    return format(trn("{} in hand", "{} in hand", count(s.tiles_left)), s.tiles_left);
}

std::string breakdown(const PlayerScore& s, const Look& look) {
    std::string text = placed_text(s);
    if (look.scoring == Scoring::remaining) return text;
    if (look.scoring == Scoring::patterns) {
        return text + kDot +
               format(trn("{0} pattern ({1})", "{0} patterns ({1})", count(s.patterns)), s.patterns,
                      s.pattern_points);
    }
    return text + kDot +
           format(trn("{0} zone led ({1})", "{0} zones led ({1})", count(s.zones_led)), s.zones_led,
                  s.zone_points);
}

void draw_disc(const plateau::Canvas& canvas, plateau::Point c, float radius, int player,
               bool dark) {
    const plateau::Colour colour = player_colour(player, dark);
    canvas.fill_circle(c, radius, colour);
    canvas.text(c, radius * 1.35f, ink_on(colour), std::to_string(player + 1));
}

// A translucent rounded card (Adwaita's), in pieces that do not overlap (an overlap would
// show darker): its corners cut at `cut`.
void draw_card(const plateau::Canvas& canvas, const plateau::Rect& r, float cut,
               plateau::Colour colour) {
    canvas.fill_rect({r.x + cut, r.y, r.w - 2 * cut, r.h}, colour);
    canvas.fill_rect({r.x, r.y + cut, cut, r.h - 2 * cut}, colour);
    canvas.fill_rect({r.x + r.w - cut, r.y + cut, cut, r.h - 2 * cut}, colour);
}

}  // namespace

void draw_panel(const plateau::Canvas& canvas, const Match& match, const Look& look,
                const ViewLayout& layout, bool dark) {
    const ViewColours& k = view_colours(dark);
    const plateau::Rect& p = layout.panel;
    if (p.w < 40 || p.h < 40) return;
    draw_card(canvas, p, 4, k.card);

    const bool right = layout.panel_right;
    float font =
        right ? std::clamp(p.w / 17.0f, 10.0f, 16.0f) : std::clamp(p.h / 10.0f, 10.0f, 16.0f);
    const float pad = font * 0.9f;
    const auto scores = score_players(match, look.scoring, look.zone_points);

    // The turn (or the end) and the head tile: at the top of a right panel, on the left
    // of a bottom one.
    plateau::Rect head_area = right
                                  ? plateau::Rect{p.x + pad, p.y + pad, p.w - 2 * pad, 0}
                                  : plateau::Rect{p.x + pad, p.y + pad, p.w * 0.36f, p.h - 2 * pad};
    float y = head_area.y + font * 0.7f;
    const float x = head_area.x;
    if (match.over) {
        canvas.text({x, y}, font * 1.3f, k.text, tr("Game over"), plateau::Align::left);
        y += font * 1.6f;
        canvas.text({x, y}, font * 0.85f, k.muted,
                    plateau::fit_text(end_reason(match, look), font * 0.85f, head_area.w),
                    plateau::Align::left);
        y += font * 1.3f;
    } else {
        const int who = match.to_move;
        draw_disc(canvas, {x + font * 0.65f, y}, font * 0.65f, who, dark);
        canvas.text({x + font * 1.7f, y}, font * 1.2f, k.text,
                    plateau::fit_text(look.names[who], font * 1.2f, head_area.w - font * 1.7f),
                    plateau::Align::left);
        y += font * 1.5f;
        const bool human = look.kinds[who] == PlayerKind::human;
        const std::string hint =
            human ? std::string(tr("Place this tile on a blue cell"))
                  : format(tr("Computer ({}) is playing"), kind_words(look.kinds[who]));
        // On two lines when the language needs them ("Posez cette tuile sur une case bleue").
        const std::vector<std::string> hint_lines =
            plateau::wrap_text(hint, font * 0.85f, head_area.w);
        for (std::size_t line = 0; line < hint_lines.size(); ++line) {
            canvas.text({x, y}, font * 0.85f, k.muted, hint_lines[line], plateau::Align::left);
            y += line + 1 < hint_lines.size() ? font * 1.05f : font * 0.9f;
        }
        const float room = right ? p.h * 0.26f : head_area.y + head_area.h - y - font * 1.6f;
        const float size = std::clamp(std::min(head_area.w * 0.6f, room), 16.0f, 130.0f);
        const plateau::Rect tile{x + (head_area.w - size) / 2, y + font * 0.3f, size, size};
        // Framed in the player's colour, which reads on the window.
        canvas.fill_rect(tile.inset(-3), player_colour(who, dark));
        draw_tile(canvas, tile, match.head(), look.palette, k.tile_frame, 255, look.show_letters);
        y = tile.y + tile.h + font * 1.0f;
        const std::size_t fits = match.head_cells().size();
        const std::string where =
            fits == 0 ? std::string(tr("It fits nowhere: skipped"))
                      : format(trn("Fits on {} cell", "Fits on {} cells", fits), fits);
        canvas.text({x + head_area.w / 2, y}, font * 0.85f, k.muted, where);
        y += font * 1.4f;
    }

    // The scoreboard: below in a right panel, beside in a bottom one.
    const plateau::Rect board_area =
        right ? plateau::Rect{p.x + pad, y, p.w - 2 * pad, p.y + p.h - pad - y}
              : plateau::Rect{head_area.x + head_area.w + pad, p.y + pad,
                              p.x + p.w - pad - (head_area.x + head_area.w + pad), p.h - 2 * pad};
    const int players = match.players();
    const bool two_lines = right;
    const float needed_lines = 1.5f + static_cast<float>(players) * (two_lines ? 2.4f : 1.5f);
    font = std::min(font, board_area.h / (needed_lines * 1.25f));
    if (font < 7) return;
    float row_y = board_area.y + font * 0.6f;
    canvas.text({board_area.x, row_y}, font * 0.85f, k.muted,
                plateau::fit_text(std::string(match.over ? tr("Ranking") : tr("Scores")) + kDot +
                                      scoring_words(look.scoring),
                                  font * 0.85f, board_area.w),
                plateau::Align::left);
    row_y += font * 1.5f;

    std::vector<int> order(static_cast<std::size_t>(players));
    std::iota(order.begin(), order.end(), 0);
    if (match.over) {
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
            return look.scoring == Scoring::remaining ? scores[a].total < scores[b].total
                                                      : scores[a].total > scores[b].total;
        });
    }
    const float row_h = font * (two_lines ? 2.4f : 1.5f);
    for (const int player : order) {
        const PlayerScore& s = scores[player];
        const bool current = !match.over && player == match.to_move;
        if (current) {
            // The player to move: a faint tint and a bar in the accent at its left end.
            const plateau::Rect row{board_area.x - pad * 0.4f, row_y - font * 0.75f,
                                    board_area.w + pad * 0.8f, row_h - font * 0.15f};
            draw_card(canvas, row, font * 0.2f, with_alpha(k.accent, 0x22));
            canvas.fill_rect(
                {row.x, row.y + font * 0.2f, std::max(3.0f, font * 0.22f), row.h - font * 0.4f},
                k.accent);
        }
        draw_disc(canvas, {board_area.x + font * 0.6f, row_y}, font * 0.6f, player, dark);
        const std::string score = score_text(s, look.scoring);
        const float score_w = plateau::text_width(font, score);
        canvas.text({board_area.x + board_area.w, row_y}, font, k.text, score,
                    plateau::Align::right);
        // One line per player in a bottom panel: the tiles in hand (during play) or the
        // breakdown (at the end) follow the name there.
        const std::string name = two_lines    ? look.names[player]
                                 : match.over ? look.names[player] + kDot + breakdown(s, look)
                                              : look.names[player] + kDot + in_hand_text(s);
        canvas.text({board_area.x + font * 1.6f, row_y}, font, k.text,
                    plateau::fit_text(name, font, board_area.w - font * 2.2f - score_w),
                    plateau::Align::left);
        if (two_lines) {
            const std::string detail =
                match.over ? breakdown(s, look) : in_hand_text(s) + kDot + placed_text(s);
            canvas.text({board_area.x + font * 1.6f, row_y + font * 1.1f}, font * 0.8f, k.muted,
                        plateau::fit_text(detail, font * 0.8f, board_area.w - font * 1.6f),
                        plateau::Align::left);
        }
        row_y += row_h;
    }
}

}  // namespace tilings
