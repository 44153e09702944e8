// Reading one parsed game file into a GameConfig, collecting every problem. Internal: shared
// by load_game_config (which throws the first problem) and check_config_file (which lists
// them all).
#pragma once

#include <filesystem>

#include "core/config/game_config.hpp"
#include "core/config/problem_list.hpp"
#include "core/config/toml_document.hpp"

namespace plateau::core {

void read_game_file(const ParamSchema& schema, const TomlDocument& document,
                    const std::filesystem::path& file, GameConfig& config, ProblemList& problems);

}  // namespace plateau::core
