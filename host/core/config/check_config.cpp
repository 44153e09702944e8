#include "core/config/check_config.hpp"

#include "core/config/config_error.hpp"
#include "core/config/game_file_reader.hpp"
#include "core/config/host_file_reader.hpp"
#include "core/i18n/translate.hpp"

namespace plateau::core {
bool is_game_file(const std::filesystem::path& file) {
    return file.parent_path().filename() == "games";
}

std::vector<std::string> check_config_file(const std::filesystem::path& file,
                                           const SchemaLookup& lookup) {
    TomlDocument document;
    try {
        document = read_toml_document(file);
    } catch (const ConfigError& error) {
        return {error.what()};
    }
    ProblemList problems(document.name);
    if (is_game_file(file)) {
        const std::string id = file.stem().string();
        const ParamSchema* schema = lookup ? lookup(id) : nullptr;
        if (schema == nullptr) {
            problems.add(document.name + ": " +
                         format(tr("no plugin found has the id \"{}\" (a game file is named "
                                   "after its game's id)"),
                                id));
            return problems.messages();
        }
        GameConfig config;
        config.presets = schema->presets;
        read_game_file(*schema, document, file, config, problems);
    } else {
        HostConfig config;
        read_host_file(document, file, config, problems);
    }
    return problems.messages();
}

}  // namespace plateau::core
