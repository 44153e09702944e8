#include "core/app/install_paths.hpp"

#include <cstdlib>
#include <system_error>

namespace plateau::core {

namespace fs = std::filesystem;

namespace {
// A build tree holds CMakeCache.txt beside the executable.
bool in_build_tree() { return fs::exists(executable_dir() / "CMakeCache.txt"); }
}  // namespace

fs::path executable_dir() {
    std::error_code error;
    const fs::path exe = fs::read_symlink("/proc/self/exe", error);
    if (error) return fs::current_path();
    return exe.parent_path();
}

fs::path builtin_plugin_dir() {
    if (in_build_tree()) return executable_dir() / "plugins";
    return (executable_dir() / ".." / PLATEAU_INSTALL_PLUGIN_DIR).lexically_normal();
}

void export_builtin_plugin_dir() {
    ::setenv("PLATEAU_BUILTIN_PLUGIN_DIR", builtin_plugin_dir().c_str(), 0);
}

fs::path default_config_file() {
    if (in_build_tree()) return fs::path(PLATEAU_SOURCE_CONFIG_DIR) / "plateau.toml";
    return (executable_dir() / ".." / PLATEAU_INSTALL_CONFIG_DIR / "plateau.toml")
        .lexically_normal();
}

fs::path locale_dir() {
    if (in_build_tree()) return executable_dir() / "locale";
    return (executable_dir() / ".." / PLATEAU_INSTALL_LOCALE_DIR).lexically_normal();
}

}  // namespace plateau::core
