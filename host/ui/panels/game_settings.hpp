// A game's settings form as both screens open it: the values the host has for the game
// (or the running game's), the problems of the user's file shown, the values judged
// together by the game, and Save writing the user's file.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "core/app/host_context.hpp"
#include "ui/panels/settings_panel.hpp"

namespace plateau::ui {

// `shown`: the values to show first instead of the configured ones (a running game's).
// `saved` is called once the user's file is written. Throws ConfigError when the game's own
// file is broken (the user's may be: the form shows its problems).
[[nodiscard]] std::unique_ptr<SettingsPanel> game_settings_panel(
    core::HostContext& host, const std::string& id, std::string title,
    const std::optional<core::Settings>& shown, std::string save_label,
    std::function<void(const core::Settings&)> saved);

}  // namespace plateau::ui
