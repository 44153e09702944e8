#include "ui/widgets/status_bar.hpp"

#include <algorithm>

#include "ui/draw/ui_font.hpp"

namespace plateau::ui {

std::string readable_info(std::string_view info, const KeyWords& key_words) {
    std::string out;
    std::size_t at = 0;
    while (at < info.size()) {
        while (at < info.size() && info[at] == ' ') ++at;
        std::size_t end = info.find(' ', at);
        if (end == std::string_view::npos) end = info.size();
        if (end == at) break;
        std::string item(info.substr(at, end - at));
        at = end;
        const std::size_t equals = item.find('=');
        std::optional<std::string> words;
        if (key_words && equals != std::string::npos && equals > 0) {
            words = key_words(std::string_view(item).substr(0, equals));
        }
        if (words) {
            item = *words + ' ' + item.substr(equals + 1);
        } else {
            if (equals != std::string::npos) item[equals] = ' ';
            for (std::size_t i = 0; i < std::min(equals, item.size()); ++i) {
                if (item[i] == '_') item[i] = ' ';
            }
            if (!item.empty() && item[0] >= 'a' && item[0] <= 'z')
                item[0] = static_cast<char>(item[0] - 'a' + 'A');
        }
        out += (out.empty() ? "" : " \xC2\xB7 ") + item;
    }
    return out;
}

void draw_status_bar(Painter& painter, const Rect& bar, const StatusLine& line) {
    const Theme& theme = painter.theme();
    constexpr float kPad = 16, kGap = 24;
    painter.rect(bar, theme.surface);
    painter.rect({bar.left, bar.top, bar.width, 1}, theme.border);
    const Rect inner = inset(bar, kPad, 0);
    // The right and left parts keep their whole text when they can; the middle takes
    // what is left.
    const float right_width =
        std::min(painter.text_width(line.right, text_size::body), inner.width / 2);
    const float left_width = std::min(painter.text_width(line.left, text_size::body, true),
                                      inner.width - right_width - kGap);
    painter.text_in({inner.left, inner.top, left_width + 1, inner.height}, line.left,
                    text_size::body, theme.text, TextAlign::left, true);
    painter.text_in({right(inner) - right_width - 1, inner.top, right_width + 1, inner.height},
                    line.right, text_size::body, theme.muted, TextAlign::right);
    const float middle_left = inner.left + left_width + (line.left.empty() ? 0 : kGap);
    const float middle_width = right(inner) - right_width - kGap - middle_left;
    const Rect message{middle_left, bar.top, std::max(0.0f, middle_width), bar.height};
    if (middle_width > 20) {
        painter.text_in({middle_left, inner.top, middle_width, inner.height}, line.middle,
                        text_size::body, line.middle_is_error ? theme.error : theme.text,
                        TextAlign::left);
    } else if (!line.middle.empty()) {
        painter.note_cut(message, line.middle);
    }
}

}  // namespace plateau::ui
