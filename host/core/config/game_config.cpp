#include "core/config/game_config.hpp"

#include <system_error>

#include "core/config/config_error.hpp"
#include "core/config/game_file_reader.hpp"
#include "core/i18n/translate.hpp"

namespace plateau::core {

const ConfiguredValue* GameConfig::find(std::string_view key) const {
    for (const auto& value : values) {
        if (value.setting.key == key) return &value;
    }
    return nullptr;
}

const Preset* GameConfig::find_preset(std::string_view id) const {
    for (const auto& preset : presets) {
        if (preset.id == id) return &preset;
    }
    return nullptr;
}

std::vector<std::string> GameConfig::preset_ids() const {
    std::vector<std::string> ids;
    for (const auto& preset : presets) ids.push_back(preset.id);
    return ids;
}

GameConfig load_game_config(const ParamSchema& schema,
                            const std::vector<std::filesystem::path>& files) {
    GameConfig config;
    config.presets = schema.presets;
    for (const auto& file : files) {
        std::error_code error;
        if (!std::filesystem::exists(file, error)) {
            if (error)
                throw ConfigError(file.string() + ": " +
                                  format(tr("cannot be read: {}"), error.message()));
            continue;
        }
        const TomlDocument document = read_toml_document(file);
        ProblemList problems(document.name);
        read_game_file(schema, document, file, config, problems);
        problems.throw_first();
        config.files.push_back(file);
    }
    return config;
}

}  // namespace plateau::core
