#include "ui/launcher/launcher_cards.hpp"

#include <exception>
#include <filesystem>

#include "core/i18n/translate.hpp"
#include "core/plugins/plugin.hpp"
#include "core/plugins/plugin_manager.hpp"
#include "ui/panels/score_text.hpp"

namespace plateau::ui {

std::optional<std::string> chosen_preset(const LauncherCard& card) {
    if (card.preset == 0 || card.preset >= card.presets.size()) return std::nullopt;
    return card.presets[card.preset].id;
}

std::vector<LauncherCard> build_cards(core::HostContext& host,
                                      const std::vector<LauncherCard>& previous) {
    std::vector<LauncherCard> cards;
    for (const auto& plugin : host.games()) {
        LauncherCard card;
        card.id = plugin->id();
        card.name = plugin->name();
        card.description = plugin->description();
        card.path = plugin->path().string();
        card.presets.push_back({"", core::tr("Your settings")});
        try {
            for (auto& preset : host.presets(card.id)) card.presets.push_back(std::move(preset));
        } catch (const std::exception&) {
            // A broken game file: only "Your settings" is offered, and Play shows the
            // file's error when it resolves them.
        }
        for (const auto& old : previous) {
            if (old.id == card.id && !old.refused && old.preset < card.presets.size()) {
                card.preset = old.preset;
            }
        }
        card.best = best_score_text(host, card.id, plugin->table().score_kind);
        if (!card.best) card.best = statistics_summary(host, card.id);
        const auto kind = plugin->table().score_kind;
        card.keeps_scores = kind == PLATEAU_SCORE_POINTS || kind == PLATEAU_SCORE_TIME;
        std::error_code ec;
        card.can_continue = std::filesystem::is_regular_file(host.continue_file(card.id), ec);
        if (!plugin->warning().empty()) {
            card.badge = core::tr("Warning");
            card.description = core::format(core::tr("Warning: {}"), plugin->warning());
        }
        for (const auto& entry : host.plugins().entries()) {
            if (entry.plugin == plugin && !entry.reason.empty()) {
                card.badge = core::tr("New file refused");
                card.description =
                    core::format(core::tr("The rebuilt file was refused: {}"), entry.reason);
            }
        }
        cards.push_back(std::move(card));
    }
    for (const auto& entry : host.plugins().entries()) {
        if (entry.state != core::PluginState::refused) continue;
        LauncherCard card;
        card.refused = true;
        card.name = entry.path.filename().string();
        card.description = entry.reason;
        card.path = entry.path.string();
        cards.push_back(std::move(card));
    }
    return cards;
}

}  // namespace plateau::ui
