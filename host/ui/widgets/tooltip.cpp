#include "ui/widgets/tooltip.hpp"

#include <algorithm>

#include "ui/draw/ui_font.hpp"

namespace plateau::ui {

bool TooltipTimer::hover(const std::string& key, Clock::time_point now) {
    if (key == key_) return false;
    key_ = key;
    since_ = now;
    return true;
}

std::optional<Clock::time_point> TooltipTimer::due(Clock::time_point now) const {
    if (key_.empty() || visible(now)) return std::nullopt;
    return since_ + kDelay;
}

namespace {
constexpr std::string_view kCutKey = "cut:";

bool inside_rect(const Rect& inner, const Rect& outer) {
    return inner.left >= outer.left - 0.5f && inner.top >= outer.top - 0.5f &&
           right(inner) <= right(outer) + 0.5f && bottom(inner) <= bottom(outer) + 0.5f;
}
}  // namespace

void CutTexts::move_since(std::size_t mark, sf::Vector2f offset, const Rect& clip) {
    std::vector<CutText> kept(cuts_.begin(), cuts_.begin() + static_cast<std::ptrdiff_t>(mark));
    for (std::size_t i = mark; i < cuts_.size(); ++i) {
        CutText cut = std::move(cuts_[i]);
        cut.box.left += offset.x;
        cut.box.top += offset.y;
        // Only the part in sight answers the pointer.
        const float top = std::max(cut.box.top, clip.top);
        const float low = std::min(bottom(cut.box), bottom(clip));
        if (low <= top) continue;
        cut.box.top = top;
        cut.box.height = low - top;
        kept.push_back(std::move(cut));
    }
    cuts_ = std::move(kept);
}

std::string CutTexts::key_at(sf::Vector2f point) const {
    // The last noted is drawn on top.
    for (auto it = cuts_.rbegin(); it != cuts_.rend(); ++it) {
        if (contains(it->box, point)) return std::string(kCutKey) + it->text;
    }
    return {};
}

const CutText* CutTexts::find(const std::string& key, sf::Vector2f point) const {
    if (!key.starts_with(kCutKey)) return nullptr;
    for (auto it = cuts_.rbegin(); it != cuts_.rend(); ++it) {
        if (contains(it->box, point)) {
            return key.compare(kCutKey.size(), std::string::npos, it->text) == 0 ? &*it : nullptr;
        }
    }
    return nullptr;
}

std::string CutTexts::inside(const Rect& area) const {
    std::string whole;
    for (const CutText& cut : cuts_) {
        if (!inside_rect(cut.box, area)) continue;
        if (!whole.empty()) whole += "\n";
        whole += cut.text;
    }
    return whole;
}

void draw_tooltip(Painter& painter, const std::string& text, const Rect& anchor,
                  sf::Vector2f window) {
    if (text.empty()) return;
    constexpr float kPadX = 8, kLine = 18, kPadY = 3, kGap = 6;
    // A long text wraps, at most 480 px wide.
    const float max_width = std::clamp(window.x - 16, 40.0f, 480.0f);
    const auto lines = painter.wrap(text, max_width - 2 * kPadX, text_size::body);
    float text_width = 0;
    for (const auto& l : lines)
        text_width = std::max(text_width, painter.text_width(l, text_size::body));
    const float width = std::min(max_width, text_width + 2 * kPadX);
    const float height = kLine * static_cast<float>(lines.size()) + 2 * kPadY + 3;
    float x = centre_x(anchor) - width / 2;
    x = std::clamp(x, 8.0f, std::max(8.0f, window.x - 8 - width));
    float y = bottom(anchor) + kGap;
    if (y + height > window.y - 4) y = anchor.top - kGap - height;
    const Rect box = snapped({x, y, width, height});
    const Theme& theme = painter.theme();
    const sf::Color back =
        theme.dark ? sf::Color(0xf6, 0xf5, 0xf4, 240) : sf::Color(0x24, 0x1f, 0x31, 235);
    const sf::Color fore = theme.dark ? sf::Color(0x24, 0x1f, 0x31) : sf::Color(0xf6, 0xf5, 0xf4);
    painter.rounded(box, 5, back);
    float line_y = box.top + kPadY + 1 + kLine / 2;
    for (const auto& line : lines) {
        painter.text_in({box.left + kPadX, line_y - kLine / 2, box.width - 2 * kPadX, kLine}, line,
                        text_size::body, fore,
                        lines.size() == 1 ? TextAlign::centre : TextAlign::left);
        line_y += kLine;
    }
}

}  // namespace plateau::ui
