// Reading a parsed plateau.toml into a HostConfig, collecting every problem. Internal:
// shared by load_host_config (which throws the first problem) and check_config_file (which
// lists them all).
#pragma once

#include <filesystem>

#include "core/config/host_config.hpp"
#include "core/config/problem_list.hpp"
#include "core/config/toml_document.hpp"

namespace plateau::core {

void read_host_file(const TomlDocument& document, const std::filesystem::path& file,
                    HostConfig& config, ProblemList& problems);

}  // namespace plateau::core
