#include "core/config/host_config.hpp"

#include "core/config/host_file_reader.hpp"

namespace plateau::core {

HostConfig load_host_config(const std::filesystem::path& file) {
    const TomlDocument document = read_toml_document(file);
    HostConfig config;
    config.file = file;
    ProblemList problems(document.name);
    read_host_file(document, file, config, problems);
    problems.throw_first();
    return config;
}

}  // namespace plateau::core
