#include "core/i18n/language.hpp"

#include <algorithm>
#include <clocale>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <set>

#include "core/i18n/translate.hpp"

namespace plateau::core {
namespace {

std::vector<std::string> split(std::string_view text, char separator) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find(separator, start), text.size());
        if (end > start) parts.emplace_back(text.substr(start, end - start));
        start = end + 1;
    }
    return parts;
}

// The one of `available` that a language or locale name means: "fr_FR.UTF-8@euro" is
// fr_FR if there is one, else fr.
std::optional<std::string> match(std::string_view name, const std::vector<std::string>& available) {
    name = name.substr(0, std::min(name.find('.'), name.find('@')));
    if (name.empty()) return std::nullopt;
    const auto has = [&](std::string_view language) {
        return std::find(available.begin(), available.end(), language) != available.end();
    };
    if (has(name)) return std::string(name);
    const std::string_view base = name.substr(0, name.find('_'));
    if (has(base)) return std::string(base);
    return std::nullopt;
}

// Every code language_code() has given, kept so that each pointer stays valid.
std::mutex codes_mutex;
std::set<std::string> codes;  // guarded by codes_mutex
const char* current_code = "en";

}  // namespace

const std::vector<std::string>& available_languages() {
    static const std::vector<std::string> languages = [] {
        std::vector<std::string> list{"en"};
        for (std::string& code : split(PLATEAU_LANGUAGES, ',')) {
            if (code != "en") list.push_back(std::move(code));
        }
        return list;
    }();
    return languages;
}

std::string language_from_environment(const EnvironmentReader& variable,
                                      const std::vector<std::string>& available) {
    std::string locale;
    for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        if (auto value = variable(name); value && !value->empty()) {
            locale = std::move(*value);
            break;
        }
    }
    // gettext's own rule: under the C locale, LANGUAGE is not read.
    if (locale.empty() || locale == "C" || locale == "POSIX") return "en";
    if (auto list = variable("LANGUAGE"); list && !list->empty()) {
        for (const std::string& wanted : split(*list, ':')) {
            if (auto found = match(wanted, available)) return *found;
        }
    }
    if (auto found = match(locale, available)) return *found;
    return "en";
}

void use_language(const std::string& language, const std::filesystem::path& locale_folder) {
    ::setenv("LANGUAGE", language.c_str(), 1);
    // The locale the environment names, or C.UTF-8 when it is C or not installed: gettext
    // reads LANGUAGE under any locale but C.
    const char* set = std::setlocale(LC_MESSAGES, "");
    if (set == nullptr || std::strcmp(set, "C") == 0 || std::strcmp(set, "POSIX") == 0) {
        std::setlocale(LC_MESSAGES, "C.UTF-8");
    }
    {
        const std::lock_guard<std::mutex> lock(codes_mutex);
        current_code = codes.insert(language).first->c_str();
    }
    detail::open_catalogue(locale_folder, language != "en");
}

const char* language_code() {
    const std::lock_guard<std::mutex> lock(codes_mutex);
    return current_code;
}

}  // namespace plateau::core
