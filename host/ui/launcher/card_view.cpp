#include "ui/launcher/card_view.hpp"

#include "core/i18n/translate.hpp"
#include "ui/draw/ui_font.hpp"
#include "ui/widgets/button.hpp"

namespace plateau::ui {

using core::format;
using core::tr;

namespace {
constexpr float kRadius = 12;

// The end of a path that fits `width` ("…/lib/plateau/plugins/lightsout.so"): its file
// name matters more than its start.
std::string path_tail(const Painter& painter, const std::string& path, float width) {
    if (painter.text_width(path, text_size::body) <= width) return path;
    const std::string ellipsis = "\xE2\x80\xA6";
    const auto tail_from = [&](std::size_t from) {
        // Never in the middle of a character: back to its first byte.
        while (from > 0 && (static_cast<unsigned char>(path[from]) & 0xC0) == 0x80) --from;
        return ellipsis + path.substr(from);
    };
    // The longest tail that fits: a later start is never wider, so halve the range.
    std::size_t low = 1, high = path.size();  // high: the empty tail, which fits
    while (low < high) {
        const std::size_t middle = (low + high) / 2;
        if (painter.text_width(tail_from(middle), text_size::body) <= width) {
            high = middle;
        } else {
            low = middle + 1;
        }
    }
    return tail_from(low);
}

void draw_refused(Painter& painter, const LauncherCard& card, const CardParts& p) {
    const Theme& theme = painter.theme();
    painter.outlined(p.card, kRadius, theme.refused, theme.border);
    // Where the thumbnail would be: what happened, in large.
    painter.rounded(p.thumbnail, 8, mix(theme.refused, theme.border, 0.35f));
    painter.text(centre_x(p.thumbnail), centre_y(p.thumbnail) - 12, tr("Not loaded"),
                 text_size::heading, theme.muted, TextAlign::centre, true);
    painter.text_in({p.thumbnail.left + 8, centre_y(p.thumbnail) + 6, p.thumbnail.width - 16, 24},
                    tr("This plugin was refused"), text_size::body, theme.muted, TextAlign::centre);
    painter.text_in(p.name, card.name, text_size::heading, theme.muted, TextAlign::left, true);
    // The reason, wrapped over the rest of the card, above the plugin's path on its last line.
    const float line = std::round(painter.line_height(text_size::body) * 1.15f);
    const auto lines = painter.wrap(card.description, p.description.width, text_size::body);
    float y = p.description.top + line / 2;
    const float last = bottom(p.card) - 14 - line / 2 - line;
    for (std::size_t i = 0; i < lines.size() && y <= last; ++i) {
        const bool cut = y + line > last && i + 1 < lines.size();
        if (cut) {
            painter.note_cut({p.description.left, p.description.top, p.description.width,
                              y + line / 2 - p.description.top},
                             card.description);
        }
        const std::string text =
            cut ? painter.elide(lines[i] + " \xE2\x80\xA6", p.description.width, text_size::body)
                : lines[i];
        painter.text(p.description.left, y, text, text_size::body, theme.muted);
        y += line;
    }
    if (!card.path.empty()) {
        const Rect path{p.path.left, bottom(p.card) - 14 - line, p.path.width, line};
        painter.text_in(path, path_tail(painter, card.path, path.width), text_size::body,
                        theme.muted);
    }
}

// Where the plugin comes from, in the card's details (not over its picture): plugins are
// code, and the player should see which file each one is.
void draw_path(Painter& painter, const LauncherCard& card, const CardParts& p) {
    if (card.path.empty()) return;
    painter.text_in(p.path, path_tail(painter, card.path, p.path.width), text_size::body,
                    painter.theme().muted);
}

// The description on up to two lines, the second cut with "…" only when it must be.
void draw_description(Painter& painter, const std::string& text, const Rect& box,
                      sf::Color colour) {
    bool cut = false;
    const auto lines = painter.wrap_lines(text, box.width, text_size::body, 2, &cut);
    if (cut) painter.note_cut(box, text);
    const float line = box.height / 2;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        painter.text_in({box.left, box.top + line * static_cast<float>(i), box.width, line},
                        lines[i], text_size::body, colour);
    }
}

void draw_small_button(Painter& painter, const Rect& r, const std::string& label, bool hot,
                       ButtonStyle style = ButtonStyle::normal) {
    Button b{"", label, "", r, style, true};
    draw_button(painter, b, {hot, false, false});
}

}  // namespace

void draw_card(Painter& painter, const LauncherCard& card, const CardParts& p,
               const CardLook& look) {
    const Theme& theme = painter.theme();
    if (card.refused) {
        draw_refused(painter, card, p);
        return;
    }
    if (look.hovered) {
        painter.rounded({p.card.left - 1, p.card.top + 3, p.card.width + 2, p.card.height + 2},
                        kRadius + 1, theme.shadow);
    }
    painter.outlined(p.card, kRadius, theme.surface,
                     look.hovered ? mix(theme.border, theme.text, 0.1f) : theme.border);
    if (look.focused) painter.focus_ring(p.card, kRadius);

    if (!look.thumbnail_ready) {
        painter.rounded(p.thumbnail, 8, theme.background);
        painter.text_in(
            inset(p.thumbnail, 10, 0),
            look.thumbnail_error.empty() ? "" : format(tr("No picture: {}"), look.thumbnail_error),
            text_size::body, theme.muted, TextAlign::centre);
    }
    painter.text_in(p.name, card.name, text_size::heading, theme.text, TextAlign::left, true);
    draw_description(painter, card.description, p.description, theme.muted);
    draw_path(painter, card, p);
    // The best score (or what the statistics say), and a link to the statistics and the
    // high scores.
    const std::string best = card.best.value_or(tr("No score yet"));
    painter.text_in(p.best, best, text_size::body, card.best ? theme.text : theme.muted);
    {
        const std::string link = tr("Statistics \xE2\x80\xBA");
        const bool hot = look.hot_part == "scores";
        painter.text_in(p.best, link, text_size::body, hot ? theme.accent : theme.muted,
                        TextAlign::right, hot);
    }

    // The preset selector: ‹ label ›.
    const bool several = card.presets.size() > 1;
    draw_small_button(painter, p.preset_previous, "", several && look.hot_part == "previous");
    draw_small_button(painter, p.preset_next, "", several && look.hot_part == "next");
    const sf::Color arrows = several ? theme.text : theme.muted;
    painter.chevron(p.preset_previous, -1, arrows);
    painter.chevron(p.preset_next, 1, arrows);
    const std::string preset =
        card.preset < card.presets.size() ? card.presets[card.preset].label : "";
    painter.text_in(inset(p.preset_label, 4, 0), preset, text_size::body, theme.text,
                    TextAlign::centre);

    draw_small_button(painter, p.play, tr("Play"), look.hot_part == "play", ButtonStyle::primary);
    if (card.can_continue) {
        draw_small_button(painter, p.continue_game, tr("Continue"), look.hot_part == "continue");
    }
    draw_small_button(painter, p.settings, core::trc("a game card's button", "Settings"),
                      look.hot_part == "settings");
}

void draw_card_overlay(Painter& painter, const LauncherCard& card, const CardParts& p) {
    if (card.refused || card.badge.empty()) return;
    const Theme& theme = painter.theme();
    const std::string& badge = card.badge;
    const float w = painter.text_width(badge, text_size::body) + 20;
    const Rect pill = snapped({right(p.thumbnail) - w - 6, p.thumbnail.top + 6, w, 24});
    painter.rounded(pill, 12, theme.accent);
    painter.text(centre_x(pill), centre_y(pill), badge, text_size::body, theme.accent_text,
                 TextAlign::centre);
}

}  // namespace plateau::ui
