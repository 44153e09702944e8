#include "core/config/user_game_file.hpp"

#include <system_error>

#include "core/config/config_error.hpp"
#include "core/config/toml_document.hpp"
#include "core/config/user_file_problems.hpp"
#include "core/config/user_game_edit.hpp"
#include "core/i18n/translate.hpp"
#include "core/util/atomic_file.hpp"

namespace plateau::core {

void write_user_game_file(const std::filesystem::path& file, const ParamSchema& schema,
                          const Settings& new_values, const Settings& base_values) {
    std::error_code error;
    const bool exists = std::filesystem::exists(file, error);
    if (error)
        throw ConfigError(file.string() + ": " + format(tr("cannot be read: {}"), error.message()));
    const std::string old_text = exists ? read_text_file(file) : std::string();
    // What the game cannot use is kept, as comments, out of the way of the new values.
    const std::string usable = disarm_user_game_text(old_text, file.string(), schema);
    const std::string new_text =
        edit_user_game_text(usable, file.string(), schema, new_values, base_values);
    if (new_text == old_text) return;
    try {
        if (file.has_parent_path()) std::filesystem::create_directories(file.parent_path());
        atomic_write_file(file, new_text);
    } catch (const std::system_error& failure) {
        throw ConfigError(file.string() + ": " +
                          format(tr("cannot be written: {}"), failure.code().message()));
    }
}

}  // namespace plateau::core
