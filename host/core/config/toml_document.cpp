#include "core/config/toml_document.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <iterator>
#include <sstream>

#include "core/config/config_error.hpp"
#include "core/i18n/translate.hpp"

namespace plateau::core {

std::string source_location(std::string_view name, const toml::source_position& at) {
    return std::string(name) + ":" + std::to_string(at.line) + ":" + std::to_string(at.column);
}

std::string read_text_file(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    const auto unreadable = [&] {
        return ConfigError(file.string() + ": " +
                           format(tr("cannot be read: {}"), std::strerror(errno)));
    };
    if (!in) throw unreadable();
    std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    if (in.bad()) throw unreadable();
    return text;
}

TomlDocument parse_toml_document(std::string text, std::string name) {
    TomlDocument document{std::move(name), std::move(text), {}};
    try {
        document.table =
            toml::parse(std::string_view(document.text), std::string_view(document.name));
    } catch (const toml::parse_error& error) {
        throw ConfigError(source_location(document.name, error.source().begin) + ": " +
                          std::string(error.description()));
    }
    return document;
}

TomlDocument read_toml_document(const std::filesystem::path& file) {
    return parse_toml_document(read_text_file(file), file.string());
}

std::optional<toml::table> parse_toml_value_text(std::string_view text) {
    const std::string document = "value = " + std::string(text) + "\n";
    try {
        toml::table table = toml::parse(std::string_view(document));
        if (table.size() != 1 || !table.contains("value")) return std::nullopt;
        return table;
    } catch (const toml::parse_error&) {
        return std::nullopt;
    }
}

std::vector<TableEntry> entries_in_file_order(const toml::table& table) {
    std::vector<TableEntry> entries;
    for (const auto& [key, value] : table) {
        entries.push_back({key.str(), key.source().begin, &value});
    }
    std::stable_sort(entries.begin(), entries.end(),
                     [](const TableEntry& a, const TableEntry& b) { return a.key_at < b.key_at; });
    return entries;
}

bool is_table_header(const toml::node& node) {
    if (const auto* table = node.as_table()) return !table->is_inline();
    if (const auto* array = node.as_array()) {
        return !array->empty() &&
               std::all_of(array->begin(), array->end(), [](const toml::node& item) {
                   return item.is_table() && !item.as_table()->is_inline();
               });
    }
    return false;
}

}  // namespace plateau::core
