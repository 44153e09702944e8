#include "ui/panels/game_settings.hpp"

#include "core/i18n/translate.hpp"

namespace plateau::ui {

std::unique_ptr<SettingsPanel> game_settings_panel(
    core::HostContext& host, const std::string& id, std::string title,
    const std::optional<core::Settings>& shown, std::string save_label,
    std::function<void(const core::Settings&)> saved) {
    core::HostContext::SettingsToEdit start = host.settings_to_edit(id);
    auto panel = std::make_unique<SettingsPanel>(
        std::move(title), host.schema(id), shown.value_or(start.current), std::move(start.base),
        std::move(save_label),
        [&host, id,
         saved = std::move(saved)](const core::Settings& values) -> std::optional<std::string> {
            try {
                host.save_user_settings(id, values);
            } catch (const std::exception& e) {
                return core::format(core::tr("Not saved: {}"), e.what());
            }
            saved(values);
            return std::nullopt;
        });
    panel->show_file_problems(std::move(start.problems));
    panel->set_judge(
        [&host, id](const core::Settings& values) { return host.settings_refusal(id, values); });
    return panel;
}

}  // namespace plateau::ui
