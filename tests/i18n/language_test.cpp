// The language chosen from the environment: gettext's order (LANGUAGE, unless the locale
// is C; then LC_ALL, LC_MESSAGES, LANG), among the languages there are catalogues for.
#include "core/i18n/language.hpp"

#include <gtest/gtest.h>

#include <map>
#include <string>

namespace {

using plateau::core::language_from_environment;

const std::vector<std::string> kHave = {"en", "fr", "pt_BR"};

std::string chosen(const std::map<std::string, std::string>& environment) {
    return language_from_environment(
        [&](const char* name) -> std::optional<std::string> {
            const auto found = environment.find(name);
            if (found == environment.end()) return std::nullopt;
            return found->second;
        },
        kHave);
}

TEST(Language, EnglishWithoutAnyLocale) {
    EXPECT_EQ(chosen({}), "en");
    EXPECT_EQ(chosen({{"LANG", ""}}), "en");
}

TEST(Language, TheLocalesLanguage) {
    EXPECT_EQ(chosen({{"LANG", "fr_FR.UTF-8"}}), "fr");
    EXPECT_EQ(chosen({{"LANG", "fr_BE@euro"}}), "fr");
    EXPECT_EQ(chosen({{"LANG", "fr"}}), "fr");
    EXPECT_EQ(chosen({{"LANG", "pt_BR.UTF-8"}}), "pt_BR");  // the territory's own first
    EXPECT_EQ(chosen({{"LANG", "de_DE.UTF-8"}}), "en");     // none for German
    EXPECT_EQ(chosen({{"LANG", "pt_PT.UTF-8"}}), "en");     // pt_BR is not pt
}

TEST(Language, LcAllThenLcMessagesThenLang) {
    EXPECT_EQ(chosen({{"LC_ALL", "fr_FR.UTF-8"}, {"LC_MESSAGES", "en_GB.UTF-8"}}), "fr");
    EXPECT_EQ(chosen({{"LC_MESSAGES", "fr_CA.UTF-8"}, {"LANG", "en_US.UTF-8"}}), "fr");
    EXPECT_EQ(chosen({{"LC_ALL", ""}, {"LANG", "fr_FR.UTF-8"}}), "fr");  // empty: unset
    EXPECT_EQ(chosen({{"LC_ALL", "C"}, {"LANG", "fr_FR.UTF-8"}}), "en");
}

TEST(Language, LanguageListFirstUnlessTheLocaleIsC) {
    EXPECT_EQ(chosen({{"LANGUAGE", "fr"}, {"LANG", "en_US.UTF-8"}}), "fr");
    EXPECT_EQ(chosen({{"LANGUAGE", "de:fr:en"}, {"LANG", "en_US.UTF-8"}}), "fr");
    EXPECT_EQ(chosen({{"LANGUAGE", "de"}, {"LANG", "fr_FR.UTF-8"}}), "fr");  // then LANG
    // C.UTF-8, a fresh Debian's only locale, is not C: LANGUAGE counts.
    EXPECT_EQ(chosen({{"LANGUAGE", "fr"}, {"LANG", "C.UTF-8"}}), "fr");
    EXPECT_EQ(chosen({{"LANGUAGE", "fr"}, {"LANG", "C"}}), "en");
    EXPECT_EQ(chosen({{"LANGUAGE", "fr"}, {"LC_ALL", "POSIX"}}), "en");
    EXPECT_EQ(chosen({{"LANGUAGE", "fr"}}), "en");  // no locale is C
}

TEST(Language, TheHostsOwnLanguages) {
    const auto& have = plateau::core::available_languages();
    ASSERT_FALSE(have.empty());
    EXPECT_EQ(have.front(), "en");
    EXPECT_NE(std::find(have.begin(), have.end(), "fr"), have.end());
}

}  // namespace
