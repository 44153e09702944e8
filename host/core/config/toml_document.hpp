// Reading TOML text with toml++ and turning its failures into ConfigError messages.
// Internal to the configuration layer (it exposes toml++ types).
#pragma once

#include <toml++/toml.h>

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace plateau::core {

struct TomlDocument {
    std::string name;  // the file as messages show it: the path as it was given
    std::string text;  // the bytes read
    toml::table table;
};

// "NAME:LINE:COLUMN"
[[nodiscard]] std::string source_location(std::string_view name, const toml::source_position& at);

// The whole file. A file that cannot be read is ConfigError "FILE: cannot be read: REASON".
[[nodiscard]] std::string read_text_file(const std::filesystem::path& file);

// Parses `text`; a syntax error is ConfigError "NAME:LINE:COLUMN: <toml++'s description>".
[[nodiscard]] TomlDocument parse_toml_document(std::string text, std::string name);

// read_text_file, then parse_toml_document, named by the path as given.
[[nodiscard]] TomlDocument read_toml_document(const std::filesystem::path& file);

// One value written on its own as TOML (`10`, `["a", "b"]`), in a table under the key
// "value"; std::nullopt when it is not one TOML value.
[[nodiscard]] std::optional<toml::table> parse_toml_value_text(std::string_view text);

struct TableEntry {
    std::string_view key;
    toml::source_position key_at;
    const toml::node* value;
};

// A table's entries in the order they are written in the file (toml++ keeps them sorted by
// key), so problems are reported from the top of the file down.
[[nodiscard]] std::vector<TableEntry> entries_in_file_order(const toml::table& table);

// True for a table written with a header ([name] or [[name]]) rather than key = value.
[[nodiscard]] bool is_table_header(const toml::node& node);

}  // namespace plateau::core
