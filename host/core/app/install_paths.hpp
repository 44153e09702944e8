// Where this program finds what came with it, from the executable's own location, so that
// a build tree and an installed copy both work without any setting:
//   build tree:  <build>/plateau, <build>/plugins/, the source tree's config/
//   installed:   <prefix>/bin/plateau, <prefix>/<libdir>/plateau/plugins/,
//                <prefix>/share/plateau/config/
#pragma once

#include <filesystem>

namespace plateau::core {

[[nodiscard]] std::filesystem::path executable_dir();
// The folder of the plugins built or installed with this program.
[[nodiscard]] std::filesystem::path builtin_plugin_dir();
// The default configuration file (plateau.toml) used without --config.
[[nodiscard]] std::filesystem::path default_config_file();

}  // namespace plateau::core
