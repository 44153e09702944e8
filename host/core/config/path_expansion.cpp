#include "core/config/path_expansion.hpp"

#include <cctype>
#include <cstdlib>
#include <string>

#include "core/config/config_error.hpp"
#include "core/config/user_dirs.hpp"
#include "core/i18n/translate.hpp"

namespace plateau::core {
namespace {

bool is_name_char(char c, bool first) {
    const auto u = static_cast<unsigned char>(c);
    return c == '_' || std::isalpha(u) != 0 || (!first && std::isdigit(u) != 0);
}

std::string variable_value(const std::string& name) {
    if (name == "HOME") return home_dir().string();
    if (name == "XDG_DATA_HOME") return xdg_data_home().string();
    if (name == "XDG_CONFIG_HOME") return xdg_config_home().string();
    const char* value = std::getenv(name.c_str());
    if (value == nullptr) throw ConfigError(format(tr("${} is not set"), name));
    return value;
}

}  // namespace

std::filesystem::path resolve_relative(const std::filesystem::path& file,
                                       const std::filesystem::path& value) {
    if (value.is_absolute()) return value;
    return file.parent_path() / value;
}

std::filesystem::path expand_path(std::string_view text) {
    std::string out;
    if (text == "~" || text.starts_with("~/")) {
        out = home_dir().string();
        text.remove_prefix(1);
    }
    while (!text.empty()) {
        const auto dollar = text.find('$');
        out += text.substr(0, dollar);
        if (dollar == std::string_view::npos) break;
        text.remove_prefix(dollar + 1);
        const bool braced = text.starts_with('{');
        std::size_t start = braced ? 1 : 0;
        std::size_t end = start;
        while (end < text.size() && is_name_char(text[end], end == start)) ++end;
        const bool closed = !braced || (end < text.size() && text[end] == '}');
        if (end == start || !closed) {
            out += '$';  // not a variable: keep the text as it is
            continue;
        }
        out += variable_value(std::string(text.substr(start, end - start)));
        text.remove_prefix(braced ? end + 1 : end);
    }
    return out;
}

std::filesystem::path path_in_file(const std::filesystem::path& file, std::string_view text) {
    return resolve_relative(file, expand_path(text));
}

}  // namespace plateau::core
