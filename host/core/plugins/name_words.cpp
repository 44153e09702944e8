#include "core/plugins/name_words.hpp"

#include <algorithm>
#include <set>

#include "core/i18n/translate.hpp"

namespace plateau::core {
namespace {

bool is_info_key(std::string_view name) {
    return !name.empty() && std::all_of(name.begin(), name.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
    });
}

// Whether KEY=VALUE names a choice of one of the table's CHOICE parameters.
bool is_choice(const plateau_plugin& table, std::string_view name) {
    const std::size_t equals = name.find('=');
    if (equals == std::string_view::npos) return false;
    const std::string_view key = name.substr(0, equals);
    const std::string_view value = name.substr(equals + 1);
    for (std::uint32_t i = 0; table.params != nullptr && i < table.param_count; ++i) {
        const plateau_param_def& param = table.params[i];
        if (param.type != PLATEAU_PARAM_CHOICE || param.key == nullptr || key != param.key)
            continue;
        for (std::uint32_t c = 0; param.choices != nullptr && c < param.choice_count; ++c) {
            if (param.choices[c] != nullptr && value == param.choices[c]) return true;
        }
    }
    return false;
}

constexpr std::string_view kCommandPrefix = "command:";

// Whether command:NAME names one of the table's commands.
bool is_command(const plateau_plugin& table, std::string_view name) {
    if (!name.starts_with(kCommandPrefix)) return false;
    name.remove_prefix(kCommandPrefix.size());
    for (std::uint32_t i = 0; table.commands != nullptr && i < table.command_count; ++i) {
        if (table.commands[i].name != nullptr && name == table.commands[i].name) return true;
    }
    return false;
}

}  // namespace

std::optional<std::string> name_words(const plateau_plugin& table, std::string_view name) {
    for (std::uint32_t i = 0; table.name_words != nullptr && i < table.name_word_count; ++i) {
        const plateau_name_words& entry = table.name_words[i];
        if (entry.name != nullptr && entry.words != nullptr && name == entry.name) {
            return std::string(entry.words);
        }
    }
    return std::nullopt;
}

std::string choice_words(const plateau_plugin& table, std::string_view key,
                         std::string_view choice) {
    std::string name(key);
    name += '=';
    name += choice;
    if (auto words = name_words(table, name)) return *words;
    return std::string(choice);
}

std::string command_words(const plateau_plugin& table, std::string_view command) {
    if (auto words = name_words(table, std::string(kCommandPrefix) + std::string(command))) {
        return *words;
    }
    std::string words(command);
    if (!words.empty() && words[0] >= 'a' && words[0] <= 'z') {
        words[0] = static_cast<char>(words[0] - 'a' + 'A');  // a name is [a-z0-9_]
    }
    return words;
}

std::string find_name_words_problem(const plateau_plugin& table) {
    if (table.name_word_count > 0 && table.name_words == nullptr) {
        return format(tr("name_word_count is {} but name_words is NULL"), table.name_word_count);
    }
    std::set<std::string_view> seen;
    for (std::uint32_t i = 0; table.name_words != nullptr && i < table.name_word_count; ++i) {
        const plateau_name_words& entry = table.name_words[i];
        if (entry.name == nullptr || entry.words == nullptr || *entry.words == '\0') {
            return format(tr("name_words entry {} has no name or no words"), i + 1);
        }
        const std::string_view name = entry.name;
        if (!is_info_key(name) && !is_choice(table, name) && !is_command(table, name)) {
            return format(tr("name_words: '{}' is neither an info key (a-z, 0-9, '_'), "
                             "KEY=VALUE for a choice of a CHOICE parameter nor command:NAME "
                             "for one of its commands"),
                          name);
        }
        if (!seen.insert(name).second) {
            return format(tr("name_words: '{}' is given words twice"), name);
        }
    }
    return {};
}

}  // namespace plateau::core
