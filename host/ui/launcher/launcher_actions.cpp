// The launcher's actions: play, continue, the settings form, the how-to-play, presets.
#include <exception>

#include "core/app/host_context.hpp"
#include "core/app/saved_game.hpp"
#include "core/config/game_id.hpp"
#include "core/i18n/translate.hpp"
#include "core/plugins/plugin.hpp"
#include "core/session/session.hpp"
#include "ui/launcher/launcher_screen.hpp"
#include "ui/panels/game_settings.hpp"
#include "ui/panels/prompt_panel.hpp"
#include "ui/panels/score_text.hpp"
#include "ui/panels/text_panel.hpp"
#include "ui/widgets/clipboard.hpp"

namespace plateau::ui {

using namespace launcher_metrics;
using core::format;
using core::tr;

void LauncherScreen::play(int index) {
    const LauncherCard& card = cards_.at(static_cast<std::size_t>(index));
    try {
        const auto settings = ui_.host.resolve_settings(card.id, chosen_preset(card), {});
        auto game = ui_.host.make_game(card.id, settings, core::draw_seed(), std::nullopt);
        auto session = std::make_unique<core::Session>(std::move(game));
        error_.clear();
        navigator_.show_game(card.id, std::move(session), 0);
    } catch (const std::exception& e) {
        error_ = format(tr("{0} could not start: {1}"), card.name, e.what());
        error_about_ = card.id;
        // A mistake in the user's own file: the settings form opens on it and mends it.
        const std::string user_file = ui_.host.user_game_config_file(card.id).string();
        if (std::string_view(e.what()).starts_with(user_file + ":")) {
            error_ = format(tr("{0} could not start: {1} \xE2\x80\x94 Settings (S) shows it and "
                               "fixes it."),
                            card.name, e.what());
        } else if (dynamic_cast<const core::PluginError*>(&e) != nullptr &&
                   dynamic_cast<const core::PluginFault*>(&e) == nullptr) {
            error_ =
                format(tr("{0} could not start: {1} \xE2\x80\x94 Settings (S) changes the values."),
                       card.name, e.what());
        }
        layout();
    }
}

// A game ID (a game's menu copies one): the same game, board for board, as on the machine it
// came from. The field starts with the clipboard's text when it is an ID.
void LauncherScreen::open_game_id() {
    std::string initial = clipboard_text();
    if (initial.find('\n') != std::string::npos || !core::looks_like_game_id(initial))
        initial.clear();
    panel_ = std::make_unique<PromptPanel>(
        tr("Play a Game ID"), tr("A game ID, as a game's menu copies it (lightsout#42)"), initial,
        tr("Play"), [this](const std::string& text) -> std::optional<std::string> {
            const auto first = text.find_first_not_of(" \t");
            const std::string id =
                first == std::string::npos
                    ? std::string()
                    : text.substr(first, text.find_last_not_of(" \t") - first + 1);
            if (id.empty()) return std::string(tr("Type or paste a game ID (Ctrl+V)"));
            try {
                auto made = ui_.host.make_game_from_id(id);
                error_.clear();
                navigator_.show_game(made.game,
                                     std::make_unique<core::Session>(std::move(made.instance)), 0);
                return std::nullopt;
            } catch (const std::exception& e) {
                return std::string(e.what());
            }
        });
}

void LauncherScreen::continue_game(int index) {
    const LauncherCard& card = cards_.at(static_cast<std::size_t>(index));
    if (!card.can_continue) return;
    try {
        core::SavedGame saved =
            core::load_saved_game(ui_.host, ui_.host.continue_file(card.id), card.id);
        error_.clear();
        navigator_.show_game(card.id, std::make_unique<core::Session>(std::move(saved.session)),
                             saved.elapsed_seconds);
    } catch (const std::exception& e) {
        error_ = format(tr("The last {0} game cannot be continued: {1}"), card.name, e.what());
        error_about_ = card.id;
        layout();
    }
}

void LauncherScreen::open_settings(int index) {
    const LauncherCard& card = cards_.at(static_cast<std::size_t>(index));
    try {
        const std::string id = card.id;
        panel_ = game_settings_panel(ui_.host, id, format(tr("{} Settings"), card.name),
                                     std::nullopt, tr("Save"), [this, id](const core::Settings&) {
                                         thumbnails_.forget(id);
                                         forget_error_about(id);  // mended, most likely
                                         navigator_.notify(tr("Settings saved"));
                                     });
    } catch (const std::exception& e) {
        error_ = format(tr("{0} settings: {1}"), card.name, e.what());
        error_about_ = card.id;
        layout();
    }
}

void LauncherScreen::open_help(int index) {
    if (index < 0 || cards_.empty() || cards_[static_cast<std::size_t>(index)].refused) {
        panel_ = std::make_unique<TextPanel>(
            "Plateau",
            tr("Pick a game: click its picture or Play, or choose it with the arrows and press "
               "Enter. The arrows under the picture choose a preset; Settings changes the game's "
               "parameters; Continue resumes the last game; High scores (H) shows the best ten "
               "for the chosen preset.\n\n"
               "New games appear when their plugin (a .so file) is dropped into a plugin folder: "
               "press F5 to look again."));
        return;
    }
    const LauncherCard& card = cards_[static_cast<std::size_t>(index)];
    const auto plugin = ui_.host.find_game(card.id);
    std::string text = plugin ? plugin->how_to_play() : "";
    if (text.empty()) text = tr("This game gives no how-to-play.");
    panel_ = std::make_unique<TextPanel>(format(tr("{}: How to Play"), card.name), text);
}

void LauncherScreen::open_scores(int index) {
    const LauncherCard& card = cards_.at(static_cast<std::size_t>(index));
    if (card.refused) return;
    try {
        std::string text = statistics_text(ui_.host, card.id);
        if (card.keeps_scores) {
            // Then the best ten of the preset the card shows.
            const auto plugin = ui_.host.find_game(card.id);
            const auto kind = plugin ? plugin->table().score_kind : PLATEAU_SCORE_NONE;
            const auto settings = ui_.host.resolve_settings(card.id, chosen_preset(card), {});
            const std::string preset =
                card.preset < card.presets.size() ? card.presets[card.preset].label : "";
            text += "\n\n" +
                    (preset.empty() ? std::string(tr("High scores"))
                                    : format(tr("High scores \xC2\xB7 {}"), preset)) +
                    "\n" + high_scores_text(ui_.host, card.id, settings, kind);
        }
        panel_ = std::make_unique<TextPanel>(format(tr("{} Statistics"), card.name), text);
    } catch (const std::exception& e) {
        error_ = format(tr("{0} statistics: {1}"), card.name, e.what());
        error_about_ = card.id;
        layout();
    }
}

void LauncherScreen::cycle_preset(int index, int direction) {
    LauncherCard& card = cards_.at(static_cast<std::size_t>(index));
    if (card.refused || card.presets.empty()) return;
    const auto n = static_cast<int>(card.presets.size());
    card.preset =
        static_cast<std::size_t>(((static_cast<int>(card.preset) + direction) % n + n) % n);
}

bool LauncherScreen::click(const Hit& h) {
    if (h.card < 0 || cards_[static_cast<std::size_t>(h.card)].refused) return false;
    if (h.part == "play" || h.part == "body") play(h.card);
    if (h.part == "continue") continue_game(h.card);
    if (h.part == "settings") open_settings(h.card);
    if (h.part == "scores") open_scores(h.card);
    if (h.part == "previous") cycle_preset(h.card, -1);
    if (h.part == "next") cycle_preset(h.card, 1);
    return !h.part.empty();
}

}  // namespace plateau::ui
