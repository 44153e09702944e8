// Reading the scores library's data files (scores.toml, statistics.toml): one list of
// tables each. Internal to the library (it exposes toml++).
#pragma once

#include <toml++/toml.h>

#include <cstdint>
#include <filesystem>
#include <string_view>
#include <utility>
#include <vector>

namespace plateau::core {

// The tables of a data file's list `key` ([[score]], [[played]]): none when the file is
// missing; ScoresError naming the file (and line) when it is not TOML or `key` is no list.
[[nodiscard]] std::vector<std::pair<const toml::table*, std::uint32_t>> read_data_rows(
    const std::filesystem::path& file, std::string_view key, toml::table& document);

}  // namespace plateau::core
