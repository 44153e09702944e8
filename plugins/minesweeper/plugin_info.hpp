// What the host knows of Minesweeper before any game: its parameters, presets and help.
#pragma once

#include <plateau/plugin.hpp>

namespace minesweeper {

[[nodiscard]] plateau::PluginInfo plugin_info();

}  // namespace minesweeper
