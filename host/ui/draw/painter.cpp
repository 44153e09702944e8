#include "ui/draw/painter.hpp"

namespace plateau::ui {

void Painter::outlined(const Rect& r, float radius, sf::Color fill, sf::Color outline,
                       float width) {
    rounded(r, radius, fill);
    batch_->stroke_rounded_rect(r.left, r.top, r.width, r.height, radius, width, outline);
}

void Painter::chevron(const Rect& box, int direction, sf::Color colour) {
    constexpr float kHalfHeight = 5, kDepth = 5, kThickness = 2;
    const float cx = std::round(centre_x(box)), cy = std::round(centre_y(box));
    const float tip = cx + (direction < 0 ? -kDepth / 2 : kDepth / 2);
    const float back = cx + (direction < 0 ? kDepth / 2 : -kDepth / 2);
    batch_->line(back, cy - kHalfHeight, tip, cy, kThickness, colour);
    batch_->line(tip, cy, back, cy + kHalfHeight, kThickness, colour);
    batch_->fill_circle(tip, cy, kThickness / 2, colour);
}

void Painter::focus_ring(const Rect& r, float radius) {
    constexpr float kGap = 2, kWidth = 2;
    const Rect ring = inset(r, -(kGap + kWidth));
    batch_->stroke_rounded_rect(ring.left, ring.top, ring.width, ring.height,
                                radius + kGap + kWidth, kWidth, theme_->accent);
}

void Painter::text_in(const Rect& box, std::string_view s, unsigned size, sf::Color colour,
                      TextAlign align, bool bold) {
    const std::string fitted = elide(s, box.width, size, bold);
    if (fitted.size() != s.size()) note_cut(box, s);
    float x = box.left;
    if (align == TextAlign::centre) x = centre_x(box);
    if (align == TextAlign::right) x = right(box);
    text(x, centre_y(box), fitted, size, colour, align, bold);
}

std::string Painter::elide(std::string_view s, float width, unsigned size, bool bold) const {
    if (text_width(s, size, bold) <= width) return std::string(s);
    static constexpr std::string_view kEllipsis = "\xE2\x80\xA6";
    const float ellipsis = text_width(kEllipsis, size, bold);
    // Keep whole code points: find the longest prefix that fits with the ellipsis.
    std::string_view rest = s;
    std::size_t fitting = 0;
    while (!rest.empty()) {
        std::string_view next = rest;
        pop_code_point(next);
        const std::size_t end = s.size() - next.size();
        if (text_width(s.substr(0, end), size, bold) + ellipsis > width) break;
        fitting = end;
        rest = next;
    }
    if (fitting == 0 && ellipsis > width) return {};
    std::string out(s.substr(0, fitting));
    while (!out.empty() && out.back() == ' ') out.pop_back();
    return out + std::string(kEllipsis);
}

std::vector<std::string> Painter::wrap(std::string_view s, float width, unsigned size,
                                       bool bold) const {
    std::vector<std::string> lines;
    while (true) {
        const auto newline = s.find('\n');
        std::string_view paragraph = s.substr(0, newline);
        std::string line;
        while (!paragraph.empty()) {
            const auto space = paragraph.find(' ');
            const std::string_view word = paragraph.substr(0, space);
            paragraph =
                space == std::string_view::npos ? std::string_view{} : paragraph.substr(space + 1);
            std::string candidate =
                line.empty() ? std::string(word) : line + " " + std::string(word);
            if (line.empty() || text_width(candidate, size, bold) <= width) {
                line = std::move(candidate);
            } else {
                lines.push_back(std::move(line));
                line = std::string(word);
            }
            // A single word wider than the line is elided rather than left to overflow.
            if (text_width(line, size, bold) > width) line = elide(line, width, size, bold);
        }
        lines.push_back(std::move(line));
        if (newline == std::string_view::npos) break;
        s = s.substr(newline + 1);
    }
    return lines;
}

std::vector<std::string> Painter::wrap_lines(std::string_view s, float width, unsigned size,
                                             std::size_t max_lines, bool* cut) const {
    auto lines = wrap(s, width, size);
    const bool more = lines.size() > max_lines && max_lines > 0;
    if (more) {
        std::string rest = lines[max_lines - 1];
        for (std::size_t i = max_lines; i < lines.size(); ++i) rest += " " + lines[i];
        lines.resize(max_lines);
        lines.back() = elide(rest, width, size);
    }
    if (cut != nullptr) *cut = more;
    return lines;
}

}  // namespace plateau::ui
