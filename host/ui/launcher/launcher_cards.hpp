// What the launcher shows: a card per game offered, and a greyed card per plugin file that
// was refused (never hidden), made from the plugin manager's last scan.
#pragma once

#include <plateau/abi.h>

#include <optional>
#include <string>
#include <vector>

#include "core/app/host_context.hpp"

namespace plateau::ui {

struct LauncherCard {
    bool refused = false;
    // A game.
    std::string id;
    std::string name;                         // a refused card: the file's name
    std::string description;                  // a refused card: the reason
    std::vector<core::PresetChoice> presets;  // [0] is the player's own settings (id "")
    std::size_t preset = 0;
    std::optional<std::string> best;  // "Best: 1234"
    bool keeps_scores = false;        // points or times: the statistics show the best ten too
    std::string path;                 // the plugin's file, shown on every card
    bool can_continue = false;
    // Something the author should know (the file was rebuilt and the new one refused, the
    // plugin exports more than its entry): a badge on the thumbnail, and the card says what
    // in place of the description. Empty: nothing to say.
    std::string badge;
};

// The cards for the current scan: games by name, then refused files. `previous` keeps
// each game's chosen preset across rescans.
[[nodiscard]] std::vector<LauncherCard> build_cards(core::HostContext& host,
                                                    const std::vector<LauncherCard>& previous);

// The preset id of a card's choice; nullopt for the player's own settings.
[[nodiscard]] std::optional<std::string> chosen_preset(const LauncherCard& card);

}  // namespace plateau::ui
