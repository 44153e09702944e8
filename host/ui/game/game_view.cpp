// Drawing the game screen: the bars, the board in a view of its own (the plugin draws in
// board pixels and cannot reach outside the board), and a panel or a tooltip over them.
#include <SFML/Graphics/View.hpp>
#include <algorithm>
#include <exception>

#include "core/i18n/translate.hpp"
#include "core/plugins/name_words.hpp"
#include "ui/draw/ui_font.hpp"
#include "ui/game/game_screen.hpp"
#include "ui/game/toolbar_overflow_panel.hpp"
#include "ui/game/turn_words.hpp"

namespace plateau::ui {

StatusLine GameScreen::status_line() const {
    const core::GameStatus& status = session().status();
    StatusLine line;
    std::string left;
    if (status.several_players()) {
        // TRANSLATORS: a player's score in the status bar, short: {0} the player's number,
        // {1} the score ("P1 3 · P2 5").
        const char* pattern = core::tr("P{0} {1}");
        for (std::size_t i = 0; i < status.scores.size(); ++i) {
            left += (i == 0 ? "" : " \xC2\xB7 ") + core::format(pattern, i + 1, status.scores[i]);
        }
    } else if (status.score) {
        left = core::format(core::tr("Score {}"), *status.score);
    }
    std::string turn;
    if (driver_.job() == core::GameDriver::Job::computer_move) {
        turn = computer_thinking_words(status);
    } else if (!status.over && (status.several_players() || status.computer_turn)) {
        turn = core::format(core::tr("Player {} to move"), status.turn);
    }
    if (!turn.empty()) left += (left.empty() ? "" : " \xC2\xB7 ") + turn;
    line.left = left;
    if (!notice_.empty()) {
        line.middle = notice_;
        line.middle_is_error = notice_is_error_;
    } else if (driver_.job() == core::GameDriver::Job::hint) {
        line.middle = core::tr("Looking for a hint\xE2\x80\xA6");
    } else if (driver_.job() == core::GameDriver::Job::command) {
        // A command's long work, by its name: "Solve…".
        line.middle =
            core::command_words(session().game().plugin(), driver_.job_name()) + "\xE2\x80\xA6";
    } else {
        line.middle = status.message;
        // The game's info line (SameGame's hovered group, Minesweeper's mine counter):
        // "mines_left=10 losses=0" reads "Mines left 10 · Losses 0".
        std::string info;
        try {
            const plateau_plugin& table = session().game().plugin();
            info = readable_info(
                session().game().info_line(session().state(), session().ui()),
                [&table](std::string_view key) { return core::name_words(table, key); });
        } catch (const std::exception&) {
            // A game that cannot say its info line still shows the rest.
        }
        if (!info.empty()) line.middle += (line.middle.empty() ? "" : " \xC2\xB7 ") + info;
    }
    // TRANSLATORS: the status bar's right end: {0} the moves made, {1} the time played.
    line.right = core::format(core::tr("Moves {0} \xC2\xB7 {1}"), session().moves(),
                              core::format_duration(driver_.seconds_played()));
    if (held_) line.middle = core::tr("Paused");
    return line;
}

void GameScreen::draw_board(sf::RenderTarget& target, Clock::time_point now) {
    board_batch_.clear();
    plateau_draw_args args{};
    args.state = session().state().get();
    args.width = board_.size.x;
    args.height = board_.size.y;
    args.dark = ui_.theme.dark ? 1 : 0;
    const BoardMark::Drawn mark = mark_.at(session().state(), now);
    if (mark.kind != PLATEAU_MARK_NONE) {
        args.mark_kind = mark.kind;
        args.mark = mark.move->c_str();
        args.mark_length = mark.move->size();
        args.mark_strength = mark.strength;
    }
    if (animation_.running(session().state(), now)) {
        args.previous = animation_.from().get();
        args.move = animation_.move().c_str();
        args.move_length = animation_.move().size();
        args.anim_length = animation_.length();
        args.anim_time = std::min(animation_.elapsed(now), animation_.length());
    }
    try {
        session().game().draw(args, session().ui(), *board_batch_.canvas());
        draw_failed_ = false;
    } catch (const core::PluginFault&) {
        throw;  // contained by the window: the game is saved and closed
    } catch (const std::exception& e) {
        if (!draw_failed_) set_notice(e.what(), true);
        draw_failed_ = true;
    }
    // The board's own view: the plugin draws in board pixels, and nothing it draws can
    // reach outside the board's area; a board larger than the area shows its scrolled part.
    const sf::Vector2f window = size_;
    const Rect& screen = board_.screen;
    sf::View view(board_.visible());
    view.setViewport({screen.left / window.x, screen.top / window.y, screen.width / window.x,
                      screen.height / window.y});
    target.setView(view);
    board_batch_.draw(target);
    target.setView(sf::View({0, 0, window.x, window.y}));
}

void GameScreen::draw_held(Painter& painter) {
    const Theme& theme = ui_.theme;
    const Rect plate = snapped(board_area_);
    painter.rounded(plate, 12, theme.surface);
    painter.text(centre_x(plate), centre_y(plate) - 16, core::tr("Paused"), text_size::title,
                 theme.text, TextAlign::centre, true);
    painter.text(centre_x(plate), centre_y(plate) + 18, core::tr("Press P or click to go on"),
                 text_size::body, theme.muted, TextAlign::centre);
}

void GameScreen::draw(sf::RenderTarget& target, Painter& painter, Clock::time_point now) {
    const Theme& theme = ui_.theme;
    toolbar_.set_enabled("undo", session().can_undo());
    toolbar_.set_enabled("redo", session().can_redo());
    toolbar_.set_enabled("restart", session().moves() > 0);
    toolbar_.set_enabled("hint", !driver_.busy() && !session().status().over);
    cuts_.begin(painter);
    painter.rect({0, 0, size_.x, size_.y}, theme.background);
    const Button* hovered = panel_ ? nullptr : toolbar_.button_at(mouse_);
    const Button* under = panel_ ? nullptr : toolbar_.any_button_at(mouse_);
    if (dynamic_cast<const ToolbarOverflowPanel*>(panel_.get()) != nullptr) {
        // "⋮" stays pressed while its list is down, as a popover's button does.
        const std::string more(kMoreAction);
        toolbar_.draw(painter, more, more);
    } else {
        toolbar_.draw(painter, hovered != nullptr ? hovered->action : "", pressed_);
    }
    const StatusLine status = status_line();
    draw_status_bar(painter, status_rect_, status);
    painter.flush(target);

    if (held_) {
        draw_held(painter);  // the board hidden while paused
    } else {
        draw_board(target, now);
        draw_scroll_bars(painter, board_);
    }

    shown_second_ = static_cast<long long>(driver_.seconds_played());
    tooltip_shown_ = tooltip_.visible(now);
    if (panel_) {
        cuts_.begin(painter);  // only the panel's texts answer the pointer now
        panel_->draw(painter, target, size_);
    }
    CutTexts::end(painter);
    if (!tooltip_.visible(now)) return;
    if (under != nullptr && tooltip_.key() == under->action) {
        draw_tooltip(painter, under->tooltip, under->rect, size_);
    } else if (const CutText* cut = cuts_.find(tooltip_.key(), mouse_)) {
        draw_tooltip(painter, cut->text, cut->box, size_);
    }
}

}  // namespace plateau::ui
