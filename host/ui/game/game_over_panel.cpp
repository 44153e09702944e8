#include "ui/game/game_over_panel.hpp"

#include "core/i18n/translate.hpp"
#include "ui/draw/ui_font.hpp"

namespace plateau::ui {

GameOverPanel::GameOverPanel(GameOverSummary summary, Action action)
    : summary_(std::move(summary)), action_(std::move(action)) {
    for (const auto& [command_action, label] : summary_.commands) {
        row_.buttons.push_back({command_action, label, "", {}, ButtonStyle::normal, true});
    }
    // The tooltips name each button's key.
    row_.buttons.push_back({"back",
                            core::tr("Back"),
                            core::trc("a key's name", "Esc"),
                            {},
                            ButtonStyle::normal,
                            true});
    row_.buttons.push_back({"new",
                            core::tr("New game"),
                            core::trc("a key's name", "Enter"),
                            {},
                            ButtonStyle::primary,
                            true});
}

void GameOverPanel::act(const std::string& action) {
    closed_ = true;
    action_(action);
}

bool GameOverPanel::handle(const sf::Event& event, Clock::time_point) {
    if (event.type == sf::Event::KeyPressed) {
        const auto& key = event.key;
        if (key.code == sf::Keyboard::Escape) {
            act("back");
            return true;
        }
        if (key.code == sf::Keyboard::Q && !key.alt && !key.shift) {
            act("quit");  // Q quits at any time (seed 003), over the panel too
            return true;
        }
        if ((key.code == sf::Keyboard::Enter && row_.focused() < 0) ||
            (key.code == sf::Keyboard::N && !key.control)) {
            act("new");
            return true;
        }
        if ((key.code == sf::Keyboard::U && !key.control) ||
            (key.code == sf::Keyboard::Z && key.control)) {
            act("undo");
            return true;
        }
    }
    bool changed = false;
    if (const auto action = row_.handle(event, &changed)) {
        act(*action);
        return true;
    }
    return changed;
}

void GameOverPanel::draw(Painter& painter, sf::RenderTarget& /*target*/, sf::Vector2f window) {
    using namespace panel_style;
    const Theme& theme = painter.theme();
    const float line = std::round(painter.line_height(text_size::body) * 1.35f);
    constexpr float kWidth = 420;
    constexpr std::size_t kMessageLines = 4;
    std::vector<std::string> message =
        painter.wrap(summary_.message, kWidth - 2 * kPadding, text_size::body);
    if (message.size() > kMessageLines) message.resize(kMessageLines);
    const float message_height =
        message.empty() ? 0 : line * static_cast<float>(message.size()) + 8;
    const float wanted = 24 + 40 + 8 + message_height +
                         line * static_cast<float>(summary_.lines.size()) + 24 + kButtonHeight + 22;
    const Rect box = panel_box(window, kWidth, wanted);
    painter.rect({0, 0, window.x, window.y}, theme.dim);
    painter.rounded(inset({box.left, box.top + 3, box.width, box.height}, -2), kRadius + 2,
                    theme.shadow);
    painter.outlined(box, kRadius, theme.surface, theme.border);
    const Rect inner = inset(box, kPadding, 0);
    painter.text_in({inner.left, box.top + 24, inner.width, 40}, summary_.result, text_size::title,
                    theme.text, TextAlign::centre, true);
    float y = box.top + 24 + 40 + 8 + line / 2;
    for (const auto& text : message) {
        painter.text_in({inner.left, y - line / 2, inner.width, line}, text, text_size::body,
                        theme.text, TextAlign::centre);
        y += line;
    }
    if (!message.empty()) y += 8;
    for (std::size_t i = 0; i < summary_.lines.size(); ++i) {
        const bool accent = summary_.highlight_last && i + 1 == summary_.lines.size();
        painter.text_in({inner.left, y - line / 2, inner.width, line}, summary_.lines[i],
                        text_size::body, accent ? theme.accent : theme.muted, TextAlign::centre,
                        accent);
        y += line;
    }
    // The buttons centred under the text.
    const float gap = kGap;
    float total = -gap;
    for (const auto& b : row_.buttons)
        total += std::max(110.0f, button_width(painter, b.label)) + gap;
    float x = centre_x(box) - total / 2;
    const float top = bottom(box) - 22 - kButtonHeight;
    for (auto& b : row_.buttons) {
        const float w = std::max(110.0f, button_width(painter, b.label));
        b.rect = snapped({x, top, w, kButtonHeight});
        x += w + gap;
    }
    row_.draw(painter);
}

}  // namespace plateau::ui
