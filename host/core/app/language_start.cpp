#include "core/app/language_start.hpp"

#include <cstdlib>
#include <exception>

#include "core/app/install_paths.hpp"
#include "core/config/host_config.hpp"
#include "core/i18n/language.hpp"

namespace plateau::core {

void start_language(const std::filesystem::path& config_file) {
    std::string language = language_from_environment(
        [](const char* name) -> std::optional<std::string> {
            const char* value = std::getenv(name);
            if (value == nullptr) return std::nullopt;
            return std::string(value);
        },
        available_languages());
    try {
        export_builtin_plugin_dir();  // the default file names it; unset, it is refused
        const HostConfig config =
            load_host_config(config_file.empty() ? default_config_file() : config_file);
        if (config.language) language = *config.language;
    } catch (const std::exception&) {  // NOLINT(bugprone-empty-catch): see the header
    }
    use_language(language, locale_dir());
}

}  // namespace plateau::core
