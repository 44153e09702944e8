#include "ui/panels/settings_panel.hpp"

#include <SFML/Graphics/View.hpp>
#include <algorithm>

#include "core/i18n/translate.hpp"
#include "ui/draw/ui_font.hpp"

namespace plateau::ui {

using core::format;
using core::tr;
using core::trc;
using core::trn;

namespace {
constexpr float kRowTop = 30;    // the label's line
constexpr float kHelpLine = 18;  // a line of help under it
constexpr float kRowBottom = 8;
constexpr float kErrorHeight = 20;
constexpr float kLimitsBottom = 66;  // a row showing limits under its control is this tall
constexpr float kMaxControlWidth = 260;
constexpr float kPanelWidth = 640;

float control_width(float row_width) {
    return std::min(kMaxControlWidth, std::round(row_width * 0.5f));
}
constexpr float kSmallButton = 32;
}  // namespace

SettingsPanel::SettingsPanel(std::string title, const core::ParamSchema& schema,
                             const core::Settings& current, core::Settings base,
                             std::string save_label, Save save)
    : title_(std::move(title)),
      form_(schema, current),
      base_(std::move(base)),
      save_(std::move(save)) {
    row_.buttons.push_back({"cancel", tr("Cancel"), tr("Esc"), {}, ButtonStyle::normal, true});
    row_.buttons.push_back({"defaults", tr("Defaults"), "", {}, ButtonStyle::normal, true});
    row_.buttons.push_back({"save", std::move(save_label), "", {}, ButtonStyle::primary, true});
    if (form_.fields().empty()) focus_ = -1;
}

float SettingsPanel::row_height(std::size_t index) const {
    const FormField& field = form_.fields()[index];
    const std::size_t help = index < help_lines_.size() ? help_lines_[index].size() : 1;
    const float body =
        kRowTop + kHelpLine * static_cast<float>(std::max<std::size_t>(help, 1)) + kRowBottom;
    return std::max(body, field.limits ? kLimitsBottom : 56.0f) +
           (field.error.empty() ? 0 : kErrorHeight) +
           (field.file_problem.empty() ? 0 : kErrorHeight);
}

void SettingsPanel::show_file_problems(std::vector<core::UserFileProblem> problems) {
    const auto others = form_.show_file_problems(std::move(problems));
    if (others.empty()) return;
    if (others.size() > 1) {
        const std::size_t more = others.size() - 1;
        file_note_ = format(trn("Your file: {0} (and {1} more). Save keeps it as a comment.",
                                "Your file: {0} (and {1} more). Save keeps it as a comment.", more),
                            others.front().brief, more);
        return;
    }
    std::string brief = others.front().brief;
    if (!brief.ends_with('?') && !brief.ends_with('.')) brief += '.';
    file_note_ = format(tr("Your file: {} Save keeps it as a comment."), brief);
}

void SettingsPanel::wrap_help(const Painter& painter, float label_width) {
    help_lines_.clear();
    help_cut_.clear();
    for (const auto& field : form_.fields()) {
        // Two lines at most: the second says there is more.
        bool cut = false;
        help_lines_.push_back(
            painter.wrap_lines(field.spec->help, label_width, text_size::body, 2, &cut));
        help_cut_.push_back(cut);
    }
}

void SettingsPanel::save() {
    if (!form_.commit_all()) {
        message_ = tr("Some values are not allowed: see the fields in red.");
        message_is_note_ = false;
        return;
    }
    if (const auto& refusal = form_.refusal()) {
        message_ = format(tr("Not saved: the game refuses these values together: {}"), *refusal);
        message_is_note_ = false;
        return;
    }
    if (auto error = save_(form_.settings())) {
        message_ = std::move(*error);
        message_is_note_ = false;
    } else {
        closed_ = true;
    }
}

void SettingsPanel::focus_row(int row) {
    const int count = static_cast<int>(form_.fields().size());
    if (focus_ >= 0 && focus_ < count) form_.commit(static_cast<std::size_t>(focus_));
    focus_ = row;
    if (row >= 0) {
        row_.clear_focus();
        scroll_to_focus_ = true;
    }
}

void SettingsPanel::move_focus(int direction) {
    const int rows = static_cast<int>(form_.fields().size());
    const int buttons = static_cast<int>(row_.buttons.size());
    // One ring: the rows, then the buttons.
    int at = focus_ >= 0 ? focus_ : rows + std::max(0, row_.focused());
    at = ((at + direction) % (rows + buttons) + rows + buttons) % (rows + buttons);
    if (at < rows) {
        focus_row(at);
    } else {
        focus_row(-1);
        row_.focus(row_.buttons[static_cast<std::size_t>(at - rows)].action);
    }
}

bool SettingsPanel::click(sf::Vector2f point) {
    if (!contains(rows_area_, point)) return false;  // a row scrolled out of sight
    for (const HotSpot& spot : spots_) {
        if (!contains(spot.rect, point)) continue;
        if (focus_ != static_cast<int>(spot.row)) focus_row(static_cast<int>(spot.row));
        switch (spot.part) {
            case Part::minus:
                form_.step(spot.row, -1);
                break;
            case Part::plus:
            case Part::toggle:
                form_.step(spot.row, 1);
                break;
            case Part::previous:
                form_.step(spot.row, -1);
                break;
            case Part::next:
                form_.step(spot.row, 1);
                break;
            case Part::field:
                break;
            case Part::swatch:
                open_chooser(spot.row, spot.item, spot.rect);
                break;
        }
        message_.clear();
        return true;
    }
    return false;
}

void SettingsPanel::open_chooser(std::size_t row, std::size_t item, const Rect& anchor) {
    const FormField& field = form_.fields()[row];
    std::optional<sf::Color> current;
    if (const auto* one = std::get_if<std::string>(&field.value)) {
        current = parse_hex_colour(*one);
    } else if (const auto* list = std::get_if<std::vector<std::string>>(&field.value)) {
        if (item < list->size()) current = parse_hex_colour((*list)[item]);
    }
    chooser_row_ = row;
    chooser_item_ = item;
    chooser_.open(anchor, current);
}

void SettingsPanel::choose_colour(sf::Color colour) {
    FormField& field = form_.fields()[chooser_row_];
    if (std::holds_alternative<std::string>(field.value)) {
        field.text.set_text(hex_colour(colour));
    } else if (auto* list = std::get_if<std::vector<std::string>>(&field.value)) {
        auto items = *list;
        if (chooser_item_ >= items.size()) return;
        items[chooser_item_] = hex_colour(colour);
        field.text.set_text(value_text(items));
    }
    form_.commit(chooser_row_);
    message_.clear();
}

namespace {
// The colour of a list the text cursor is in: the commas before it.
std::size_t colour_under_cursor(const FormField& field) {
    const std::string& text = field.text.text();
    const auto end =
        text.begin() + static_cast<std::ptrdiff_t>(std::min(field.text.cursor(), text.size()));
    return static_cast<std::size_t>(std::count(text.begin(), end, ','));
}
}  // namespace

bool SettingsPanel::handle(const sf::Event& event, Clock::time_point) {
    auto& fields = form_.fields();
    if (chooser_.is_open()) {
        const auto result = chooser_.handle(event);
        if (result.chosen) choose_colour(*result.chosen);
        if (event.type == sf::Event::MouseMoved) {
            mouse_ = {static_cast<float>(event.mouseMove.x), static_cast<float>(event.mouseMove.y)};
        }
        return result.used;
    }
    const bool in_row = focus_ >= 0 && focus_ < static_cast<int>(fields.size());
    if (event.type == sf::Event::KeyPressed) {
        const auto key = event.key.code;
        if (key == sf::Keyboard::Escape) {
            closed_ = true;
            return true;
        }
        if (key == sf::Keyboard::Tab) {
            move_focus(event.key.shift ? -1 : 1);
            return true;
        }
        if ((key == sf::Keyboard::Up || key == sf::Keyboard::Down) && !event.key.alt) {
            move_focus(key == sf::Keyboard::Up ? -1 : 1);
            return true;
        }
        if (in_row) {
            const auto index = static_cast<std::size_t>(focus_);
            const FieldControl control = control_of(fields[index].spec->type);
            if (key == sf::Keyboard::Enter) {
                form_.commit(index);
                return true;
            }
            if (control == FieldControl::toggle &&
                (key == sf::Keyboard::Space || key == sf::Keyboard::Left ||
                 key == sf::Keyboard::Right)) {
                form_.step(index, 1);
                return true;
            }
            if ((control == FieldControl::colour || control == FieldControl::colours) &&
                (key == sf::Keyboard::F4 || (event.key.alt && key == sf::Keyboard::Down))) {
                const std::size_t item =
                    control == FieldControl::colours ? colour_under_cursor(fields[index]) : 0;
                for (const HotSpot& spot : spots_) {
                    if (spot.row == index && spot.part == Part::swatch && spot.item == item) {
                        open_chooser(index, item, spot.rect);
                    }
                }
                return true;
            }
            if (control == FieldControl::cycle &&
                (key == sf::Keyboard::Left || key == sf::Keyboard::Right ||
                 key == sf::Keyboard::Space)) {
                form_.step(index, key == sf::Keyboard::Left ? -1 : 1);
                return true;
            }
        }
    }
    if (in_row) {
        const auto index = static_cast<std::size_t>(focus_);
        const FieldControl control = control_of(fields[index].spec->type);
        if (control != FieldControl::toggle && control != FieldControl::cycle &&
            fields[index].text.handle(event)) {
            fields[index].error.clear();
            message_.clear();
            return true;
        }
    }
    if (event.type == sf::Event::MouseWheelScrolled) {
        scroll_ -= event.mouseWheelScroll.delta * 40;  // clamped when drawn
        return true;
    }
    if (event.type == sf::Event::MouseMoved) {
        mouse_ = {static_cast<float>(event.mouseMove.x), static_cast<float>(event.mouseMove.y)};
    }
    if (event.type == sf::Event::MouseButtonPressed &&
        event.mouseButton.button == sf::Mouse::Left &&
        click({static_cast<float>(event.mouseButton.x), static_cast<float>(event.mouseButton.y)})) {
        return true;
    }
    bool changed = false;
    if (const auto action = row_.handle(event, &changed)) {
        if (*action == "cancel") closed_ = true;
        if (*action == "save") save();
        if (*action == "defaults") {
            form_.reset(base_);
            message_ = tr("Back to the game's defaults; Save keeps them.");
            message_is_note_ = true;
        }
        return true;
    }
    if (row_.focused() >= 0) focus_ = -1;
    return changed || event.type == sf::Event::MouseMoved;
}

void SettingsPanel::draw(Painter& painter, sf::RenderTarget& target, sf::Vector2f window) {
    using namespace panel_style;
    const Theme& theme = painter.theme();
    auto& fields = form_.fields();
    const float content_width = std::min(kPanelWidth, window.x - 2 * kMargin) - 2 * kPadding;
    wrap_help(painter, content_width - control_width(content_width) - 16);
    float rows_height = 0;
    for (std::size_t i = 0; i < fields.size(); ++i) rows_height += row_height(i);
    if (fields.empty()) rows_height = 40;
    const float message_height = 40;  // two lines
    const Rect box =
        panel_box(window, kPanelWidth,
                  14 + 34 + 8 + rows_height + 8 + message_height + 8 + kButtonHeight + 18);
    const Rect content = draw_panel_frame(painter, window, box, title_);
    const float buttons_top = layout_button_row(painter, row_.buttons, content);
    const float rows_bottom = buttons_top - 8 - message_height - 8;

    spots_.clear();
    if (fields.empty()) {
        painter.text_in({content.left, content.top, content.width, 32},
                        tr("This game has no settings."), text_size::body, theme.muted);
    }
    // The rows, in an area of their own: the focused row's highlight reaches 8 px out.
    rows_area_ =
        snapped({content.left - 8, content.top, content.width + 16, rows_bottom - content.top});
    const float view_height = rows_area_.height;
    std::vector<float> tops;
    float total = 0;
    for (std::size_t i = 0; i < fields.size(); ++i) {
        tops.push_back(total);
        total += row_height(i);
    }
    if (scroll_to_focus_ && focus_ >= 0 && static_cast<std::size_t>(focus_) < fields.size()) {
        const float top = tops[static_cast<std::size_t>(focus_)];
        const float bottom_edge = top + row_height(static_cast<std::size_t>(focus_));
        if (top < scroll_) scroll_ = top;
        if (bottom_edge > scroll_ + view_height) scroll_ = bottom_edge - view_height;
    }
    scroll_to_focus_ = false;
    scroll_ = std::clamp(scroll_, 0.0f, std::max(0.0f, total - view_height));
    painter.flush(target);  // the frame, under the window's view
    const sf::Vector2f size(static_cast<float>(target.getSize().x),
                            static_cast<float>(target.getSize().y));
    const sf::View window_view({0, 0, size.x, size.y});
    sf::View clip(rows_area_);
    clip.setViewport({rows_area_.left / size.x, rows_area_.top / size.y, rows_area_.width / size.x,
                      rows_area_.height / size.y});
    for (std::size_t i = 0; i < fields.size(); ++i) {
        const float y = content.top + tops[i] - scroll_;
        const float h = row_height(i);
        if (y + h < rows_area_.top || y > bottom(rows_area_)) continue;
        draw_row(painter, i, {content.left, y, content.width, h});
    }
    target.setView(clip);
    painter.flush(target);
    target.setView(window_view);
    if (total > view_height) {  // a scroll bar says there is more
        const float track = view_height;
        const float thumb = track * view_height / total;
        const float top = rows_area_.top + (track - thumb) * scroll_ / (total - view_height);
        painter.rounded(snapped({right(box) - 10, top, 4, thumb}), 2, theme.border);
    }
    // What to say above the buttons: the last action's result, else the game's refusal of
    // the values together, else the user's file's problems about no field.
    std::string message = message_;
    bool note = message_is_note_ && !message.empty();
    if (message.empty() && form_.refusal()) {
        message = format(tr("The game refuses these values together: {}"), *form_.refusal());
    }
    if (message.empty()) message = file_note_;
    if (!message.empty()) {
        bool cut = false;
        const auto lines = painter.wrap_lines(message, content.width, text_size::body, 2, &cut);
        if (cut)
            painter.note_cut({content.left, rows_bottom + 8, content.width, message_height},
                             message);
        const sf::Color colour = note ? theme.muted : theme.error;
        float y = rows_bottom + 8 + (lines.size() == 1 ? message_height / 4 : 0);
        for (const auto& line : lines) {
            painter.text_in({content.left, y, content.width, message_height / 2}, line,
                            text_size::body, colour);
            y += message_height / 2;
        }
    }
    row_.draw(painter);
    chooser_.draw(painter, window);
}

void SettingsPanel::draw_row(Painter& painter, std::size_t index, const Rect& row) {
    const Theme& theme = painter.theme();
    const FormField& field = form_.fields()[index];
    const bool focused = focus_ == static_cast<int>(index);
    if (focused) painter.rounded(inset(row, -8, 2), 8, mix(theme.surface, theme.accent, 0.07f));
    const float controls = control_width(row.width);
    const Rect label = {row.left, row.top + 6, row.width - controls - 16, 22};
    painter.text_in(label, field.spec->label, text_size::body, theme.text, TextAlign::left, true);
    float y = bottom(label) + kHelpLine / 2 - 1;
    if (index < help_lines_.size()) {
        const float top = y - kHelpLine / 2;
        for (const auto& line : help_lines_[index]) {
            painter.text(label.left, y, line, text_size::body, theme.muted);
            y += kHelpLine;
        }
        if (help_cut_[index]) {
            painter.note_cut({label.left, top, label.width, y - kHelpLine / 2 - top},
                             field.spec->help);
        }
    }
    const Rect control = {right(row) - controls, row.top + 8, controls, 36};
    draw_control(painter, index, control);
    if (field.limits) {
        const std::string limits =
            format(tr("{0} to {1} with these values"), field.limits->low, field.limits->high);
        painter.text_in({control.left, bottom(control) + 2, control.width, 18}, limits,
                        text_size::body, theme.muted, TextAlign::centre);
    }
    float under = bottom(row) - 2;
    if (!field.file_problem.empty()) {
        under -= kErrorHeight;
        painter.text_in({row.left, under, row.width, kErrorHeight},
                        format(tr("Your file, {}"), field.file_problem), text_size::body,
                        theme.error);
    }
    if (!field.error.empty()) {
        under -= kErrorHeight;
        painter.text_in({row.left, under, row.width, kErrorHeight}, field.error, text_size::body,
                        theme.error);
    }
}

void SettingsPanel::draw_control(Painter& painter, std::size_t index, const Rect& area) {
    const Theme& theme = painter.theme();
    FormField& field = form_.fields()[index];
    const bool focused = focus_ == static_cast<int>(index);
    const bool error = !field.error.empty();
    const auto small_button = [&](const Rect& r, const std::string& label, Part part) {
        Button b{"", label, "", r, ButtonStyle::normal, true};
        draw_button(painter, b, {contains(r, mouse_), false, false});
        spots_.push_back({index, part, r});
    };
    switch (control_of(field.spec->type)) {
        case FieldControl::stepper: {
            const Rect minus = snapped({area.left, area.top + 2, kSmallButton, kSmallButton});
            const Rect plus =
                snapped({right(area) - kSmallButton, area.top + 2, kSmallButton, kSmallButton});
            const Rect text =
                snapped({right(minus) + 6, area.top, plus.left - right(minus) - 12, area.height});
            small_button(minus, "\xE2\x88\x92", Part::minus);  // − minus sign
            field.text.draw(painter, text, focused, error);
            spots_.push_back({index, Part::field, text});
            small_button(plus, "+", Part::plus);
            break;
        }
        case FieldControl::toggle: {
            const bool on = std::get<bool>(field.value);
            const Rect track = snapped({right(area) - 48, centre_y(area) - 13, 48, 26});
            painter.rounded(track, 13, on ? theme.accent : theme.border);
            const float knob_x = on ? right(track) - 13 : track.left + 13;
            painter.batch().fill_circle(knob_x, centre_y(track), 10, sf::Color::White);
            if (focused) painter.focus_ring(track, 13);
            painter.text(track.left - 10, centre_y(track),
                         on ? trc("a switch", "On") : trc("a switch", "Off"), text_size::body,
                         theme.muted, TextAlign::right);
            spots_.push_back({index, Part::toggle, inset(track, -6)});
            break;
        }
        case FieldControl::cycle: {
            const Rect previous = snapped({area.left, area.top + 2, kSmallButton, kSmallButton});
            const Rect next =
                snapped({right(area) - kSmallButton, area.top + 2, kSmallButton, kSmallButton});
            const Rect value = snapped(
                {right(previous) + 6, area.top, next.left - right(previous) - 12, area.height});
            small_button(previous, "", Part::previous);
            painter.chevron(previous, -1, theme.text);
            painter.outlined(value, 5, theme.surface, focused ? theme.accent : theme.border,
                             focused ? 2.0f : 1.0f);
            painter.text_in(inset(value, 8, 0),
                            field.spec->shown_choice(std::get<std::string>(field.value)),
                            text_size::body, theme.text, TextAlign::centre);
            spots_.push_back({index, Part::next, value});
            small_button(next, "", Part::next);
            painter.chevron(next, 1, theme.text);
            break;
        }
        case FieldControl::colour: {
            const Rect swatch = snapped({area.left, area.top + 2, kSmallButton, kSmallButton});
            const auto colour = parse_hex_colour(std::get<std::string>(field.value));
            painter.outlined(swatch, 6, colour.value_or(theme.surface), theme.border);
            spots_.push_back({index, Part::swatch, swatch, 0});
            const Rect text = snapped(
                {right(swatch) + 8, area.top, right(area) - right(swatch) - 8, area.height});
            field.text.draw(painter, text, focused, error);
            spots_.push_back({index, Part::field, text});
            break;
        }
        case FieldControl::colours: {
            const auto& items = std::get<std::vector<std::string>>(field.value);
            constexpr float kSwatch = 22;
            const std::size_t shown = std::min<std::size_t>(items.size(), 5);
            float x = area.left;
            for (std::size_t i = 0; i < shown; ++i) {
                const Rect swatch = snapped({x, centre_y(area) - kSwatch / 2, kSwatch, kSwatch});
                painter.outlined(swatch, 4, parse_hex_colour(items[i]).value_or(theme.surface),
                                 theme.border);
                spots_.push_back({index, Part::swatch, inset(swatch, -2), i});
                x += kSwatch + 3;
            }
            const Rect text = snapped({x + 5, area.top, right(area) - x - 5, area.height});
            field.text.draw(painter, text, focused, error);
            spots_.push_back({index, Part::field, text});
            break;
        }
        case FieldControl::text: {
            field.text.draw(painter, area, focused, error);
            spots_.push_back({index, Part::field, area});
            break;
        }
    }
}

}  // namespace plateau::ui
