#include "core/config/host_file_reader.hpp"

#include <algorithm>
#include <string>

#include "core/config/config_error.hpp"
#include "core/config/path_expansion.hpp"
#include "core/config/unknown_name.hpp"
#include "core/config/value_check.hpp"
#include "core/i18n/language.hpp"
#include "core/i18n/translate.hpp"

namespace plateau::core {
namespace {

// Each key of the file is checked as a parameter of one of these kinds.
const ParamSpec text_spec = host_value_spec(PLATEAU_PARAM_TEXT);
const ParamSpec text_list_spec = host_value_spec(PLATEAU_PARAM_TEXT_LIST);
const ParamSpec boolean_spec = host_value_spec(PLATEAU_PARAM_BOOLEAN);
const ParamSpec colour_spec = host_value_spec(PLATEAU_PARAM_COLOUR);
const ParamSpec theme_spec = host_value_spec(PLATEAU_PARAM_CHOICE, 0, 0, {"light", "dark"});
const ParamSpec width_spec = host_value_spec(PLATEAU_PARAM_INTEGER, 640, kLargestWindowSide);
const ParamSpec height_spec = host_value_spec(PLATEAU_PARAM_INTEGER, 480, kLargestWindowSide);

// The languages the host has catalogues for (core/i18n/language.hpp).
const ParamSpec language_spec = host_value_spec(PLATEAU_PARAM_CHOICE, 0, 0, available_languages());

const std::vector<std::string> top_level_keys = {
    "plugin_dirs", "plugins", "window", "theme", "font", "data_dir", "animations", "language"};
const std::vector<std::string> window_keys = {"width", "height"};
const std::vector<std::string> theme_keys = {"name", "light", "dark"};
const std::vector<std::string> colour_keys = {"background", "surface", "text", "accent", "muted"};

std::optional<std::string>& colour_slot(ThemeColours& colours, std::string_view key) {
    if (key == "background") return colours.background;
    if (key == "surface") return colours.surface;
    if (key == "text") return colours.text;
    if (key == "accent") return colours.accent;
    return colours.muted;
}

class HostFileReader {
  public:
    HostFileReader(const std::filesystem::path& file, HostConfig& config, ProblemList& problems)
        : file_(file), config_(config), problems_(problems) {}

    void read(const toml::table& root) {
        for (const auto& entry : known_entries(root, top_level_keys)) {
            const toml::node& value = *entry.value;
            if (entry.key == "plugin_dirs") {
                read_plugin_dirs(value);
            } else if (entry.key == "plugins") {
                read_plugins(value);
            } else if (entry.key == "window") {
                read_window(value);
            } else if (entry.key == "theme") {
                read_theme(value);
            } else if (entry.key == "font") {
                read_font(value);
            } else if (entry.key == "data_dir") {
                read_data_dir(value);
            } else if (entry.key == "language") {
                if (auto language = checked<std::string>(language_spec, value, "language")) {
                    config_.language = *language;
                }
            } else if (auto animations = checked<bool>(boolean_spec, value, "animations")) {
                config_.animations = *animations;
            }
        }
    }

  private:
    // The entries of `table` in file order whose key is known; the others are problems.
    std::vector<TableEntry> known_entries(const toml::table& table,
                                          const std::vector<std::string>& known) {
        std::vector<TableEntry> entries;
        for (const auto& entry : entries_in_file_order(table)) {
            if (std::find(known.begin(), known.end(), entry.key) != known.end()) {
                entries.push_back(entry);
            } else {
                problems_.add_at(entry.key_at,
                                 unknown_name_message(NameKind::key, entry.key, known));
            }
        }
        return entries;
    }

    // The checked value as T, or nothing after noting the problem.
    template <typename T>
    std::optional<T> checked(const ParamSpec& s, const toml::node& node,
                             std::string_view shown_key) {
        ValueCheck check = check_toml_value(s, node, shown_key);
        if (!check.value) {
            problems_.add_at(check.problem_at.value_or(node.source().begin), check.problem);
            return std::nullopt;
        }
        return std::get<T>(std::move(*check.value));
    }

    // A table, or nothing after noting the problem: `problem` is a translated pattern, {0}
    // the key and its value as written, {1} the key.
    const toml::table* table_of(const toml::node& node, std::string_view shown_key,
                                const char* problem) {
        const auto* table = node.as_table();
        if (table == nullptr) {
            problems_.add_at(
                node.source().begin,
                format(problem, std::string(shown_key) + " = " + show_toml_node(node), shown_key));
        }
        return table;
    }

    // A path as written in the file, or nothing after noting the problem ($X is not set).
    std::optional<std::filesystem::path> path(const toml::node& node, std::string_view shown_key,
                                              const std::string& text) {
        try {
            return path_in_file(file_, text);
        } catch (const ConfigError& error) {
            problems_.add_at(node.source().begin, std::string(shown_key) + " = " +
                                                      show_toml_node(node) + ": " + error.what());
            return std::nullopt;
        }
    }

    void read_plugin_dirs(const toml::node& node) {
        const auto dirs = checked<std::vector<std::string>>(text_list_spec, node, "plugin_dirs");
        if (!dirs) return;
        std::vector<std::filesystem::path> resolved;
        for (const auto& dir : *dirs) {
            auto one = path(node, "plugin_dirs", dir);
            if (!one) return;
            resolved.push_back(std::move(*one));
        }
        config_.plugin_dirs = std::move(resolved);
    }

    void read_plugins(const toml::node& node) {
        auto ids = checked<std::vector<std::string>>(text_list_spec, node, "plugins");
        if (!ids) return;
        for (const auto& id : *ids) {
            if (!is_identifier(id)) {
                problems_.add_at(
                    node.source().begin,
                    format(tr("{0}: \"{1}\" is not a plugin id (a word of [a-z0-9_-])"),
                           "plugins = " + show_toml_node(node), id));
                return;
            }
        }
        config_.plugins = std::move(*ids);
    }

    void read_window(const toml::node& node) {
        const auto* table =
            table_of(node, "window", tr("{0}: a table ([window]) of width and height is expected"));
        if (table == nullptr) return;
        for (const auto& entry : known_entries(*table, window_keys)) {
            const bool width = entry.key == "width";
            const auto size = checked<std::int64_t>(width ? width_spec : height_spec, *entry.value,
                                                    width ? "window.width" : "window.height");
            if (size)
                (width ? config_.window.width : config_.window.height) = static_cast<int>(*size);
        }
    }

    void read_theme(const toml::node& node) {
        const auto* table = node.as_table();
        if (table == nullptr) {
            read_theme_name(node, "theme");
            return;
        }
        for (const auto& entry : known_entries(*table, theme_keys)) {
            if (entry.key == "name") {
                read_theme_name(*entry.value, "theme.name");
            } else if (entry.key == "light") {
                read_theme_colours(*entry.value, "theme.light", config_.theme.light);
            } else {
                read_theme_colours(*entry.value, "theme.dark", config_.theme.dark);
            }
        }
    }

    void read_theme_name(const toml::node& node, std::string_view shown_key) {
        if (auto name = checked<std::string>(theme_spec, node, shown_key)) {
            config_.theme.name = *name == "dark" ? ThemeName::dark : ThemeName::light;
        }
    }

    void read_theme_colours(const toml::node& node, const std::string& shown_key,
                            ThemeColours& colours) {
        // TRANSLATORS: {1} is theme.light or theme.dark.
        const auto* table =
            table_of(node, shown_key, tr("{0}: a table ([{1}]) of colours is expected"));
        if (table == nullptr) return;
        for (const auto& entry : known_entries(*table, colour_keys)) {
            const std::string colour_key = shown_key + "." + std::string(entry.key);
            if (auto colour = checked<std::string>(colour_spec, *entry.value, colour_key)) {
                colour_slot(colours, entry.key) = std::move(*colour);
            }
        }
    }

    // A path that may be empty ("not set"): the path or an empty one; nothing after noting a
    // problem.
    std::optional<std::filesystem::path> path_or_empty(const toml::node& node,
                                                       std::string_view shown_key) {
        const auto text = checked<std::string>(text_spec, node, shown_key);
        if (!text) return std::nullopt;
        if (text->empty()) return std::filesystem::path();
        return path(node, shown_key, *text);
    }

    void read_font(const toml::node& node) {
        if (auto font = path_or_empty(node, "font")) config_.font = std::move(*font);
    }

    void read_data_dir(const toml::node& node) {
        auto dir = path_or_empty(node, "data_dir");
        if (!dir) return;
        config_.data_dir = dir->empty() ? std::nullopt : std::optional(std::move(*dir));
    }

    const std::filesystem::path& file_;
    HostConfig& config_;
    ProblemList& problems_;
};

}  // namespace

void read_host_file(const TomlDocument& document, const std::filesystem::path& file,
                    HostConfig& config, ProblemList& problems) {
    HostFileReader(file, config, problems).read(document.table);
}

}  // namespace plateau::core
