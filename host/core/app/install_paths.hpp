// Where this program finds what came with it, from the executable's own location, so that
// a build tree and an installed copy both work without any setting:
//   build tree:  <build>/plateau, <build>/plugins/, the source tree's config/,
//                <build>/locale/
//   installed:   <prefix>/bin/plateau, <prefix>/<libdir>/plateau/plugins/,
//                <prefix>/share/plateau/config/, <prefix>/share/locale/
#pragma once

#include <filesystem>

namespace plateau::core {

[[nodiscard]] std::filesystem::path executable_dir();
// The folder of the plugins built or installed with this program.
[[nodiscard]] std::filesystem::path builtin_plugin_dir();
// Sets $PLATEAU_BUILTIN_PLUGIN_DIR to builtin_plugin_dir() unless the user already did:
// configuration files name that folder so (the default one does). Called before any
// configuration file is read.
void export_builtin_plugin_dir();
// The default configuration file (plateau.toml) used without --config.
[[nodiscard]] std::filesystem::path default_config_file();
// The host's compiled catalogues (LANG/LC_MESSAGES/plateau.mo).
[[nodiscard]] std::filesystem::path locale_dir();

}  // namespace plateau::core
