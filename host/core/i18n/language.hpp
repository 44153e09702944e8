// Which language Plateau speaks, and making it gettext's for the whole process.
//
// The language comes from the environment as gettext reads it: LANGUAGE (a list, "fr:en"),
// unless the locale (LC_ALL, else LC_MESSAGES, else LANG) is "C" or "POSIX", then the
// locale's own language ("fr_FR.UTF-8" is French). `language = "fr"` in plateau.toml comes
// first. Only a language Plateau has a catalogue for is taken, else English.
//
// gettext translates only when LC_MESSAGES is not the C locale, and a fresh Debian has no
// locale but C.UTF-8: when the locale asked for is not installed, LC_MESSAGES becomes
// C.UTF-8 and LANGUAGE names the language, which gettext then follows. Only LC_MESSAGES is
// set: LC_NUMERIC stays "C", so numbers read and written in files never change with it.
#pragma once

#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace plateau::core {

// The languages the host has texts in: "en" (the texts as written) and one per catalogue.
[[nodiscard]] const std::vector<std::string>& available_languages();

// The language the environment asks for, of `available` (English when none of them):
// `variable` reads an environment variable (nullopt when unset).
using EnvironmentReader = std::function<std::optional<std::string>(const char* name)>;
[[nodiscard]] std::string language_from_environment(const EnvironmentReader& variable,
                                                    const std::vector<std::string>& available);

// Makes `language` (one of available_languages()) the language of every text from now on,
// the host's (translate.hpp) and the plugins' loaded after (abi.h, language): gettext's
// catalogues in `locale_folder`/LANG/LC_MESSAGES/plateau.mo. Call it before other threads
// start (it sets the environment); again, for a language plateau.toml names, before
// plugins load.
void use_language(const std::string& language, const std::filesystem::path& locale_folder);

// The language in use, "en" until use_language; nul-terminated, the pointer stays valid for
// the whole program (the host table gives it to plugins).
[[nodiscard]] const char* language_code();

}  // namespace plateau::core
