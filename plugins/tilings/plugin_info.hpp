// The plugin's description: identity, how to play, parameters, presets and commands.
#pragma once

#include <plateau/plugin.hpp>

namespace tilings {

[[nodiscard]] plateau::PluginInfo plugin_info();

}  // namespace tilings
