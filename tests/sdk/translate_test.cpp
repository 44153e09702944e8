// plateau::tr: a plugin's texts from its own catalogue, in the language the host says
// (abi.h, TRANSLATIONS), and English as written with a host before 1.5 or in English.
// Uses Lights Out's real French catalogue, compiled beside the build's plugins.
#include <gtest/gtest.h>

#include <clocale>
#include <cstdlib>
#include <plateau/translate.hpp>

namespace {

plateau_host host(std::uint32_t minor, const char* language, const char* folder) {
    plateau_host h{};
    h.struct_size = sizeof(plateau_host);
    h.abi_major = PLATEAU_ABI_MAJOR;
    h.abi_minor = minor;
    h.language = language;
    h.plugin_folder = folder;
    return h;
}

class Translate : public ::testing::Test {
  protected:
    void SetUp() override {
        // What the host does for the whole process before it loads a plugin (core/i18n).
        ::setenv("LANGUAGE", "fr", 1);
        std::setlocale(LC_MESSAGES, "C.UTF-8");
    }
    void TearDown() override { plateau::detail::start_translation(nullptr, ""); }
};

TEST_F(Translate, FrenchFromThePluginsOwnCatalogueBesideIt) {
    const plateau_host h = host(5, "fr", PLATEAU_BUILD_PLUGIN_DIR);
    plateau::detail::start_translation(&h, "lightsout");
    EXPECT_EQ(plateau::language(), "fr");
    EXPECT_STREQ(plateau::tr("Board size"), "Taille du plateau");
    EXPECT_STREQ(plateau::tr("column {}, row {}"), "colonne {}, ligne {}");
    // A text the catalogue does not have stays as written.
    EXPECT_STREQ(plateau::tr("Not in any catalogue"), "Not in any catalogue");
    EXPECT_STREQ(plateau::trc("some context", "Board size"), "Board size");
    EXPECT_STREQ(plateau::trn("{} light", "{} lights", 1), "{} light");
    EXPECT_STREQ(plateau::trn("{} light", "{} lights", 2), "{} lights");
}

TEST_F(Translate, AnotherFolderHasNoCatalogueOfIt) {
    const plateau_host h = host(5, "fr", "/nonexistent/plugins");
    plateau::detail::start_translation(&h, "lightsout");
    EXPECT_STREQ(plateau::tr("Board size"), "Board size");
}

TEST_F(Translate, EnglishWhenTheHostSpeaksEnglish) {
    const plateau_host h = host(5, "en", PLATEAU_BUILD_PLUGIN_DIR);
    plateau::detail::start_translation(&h, "lightsout");
    EXPECT_EQ(plateau::language(), "en");
    EXPECT_STREQ(plateau::tr("Board size"), "Board size");
}

TEST_F(Translate, AHostBeforeOneFiveIsEnglish) {
    // Its table ends before `language`: those bytes are not the host's to read.
    plateau_host h = host(4, "fr", PLATEAU_BUILD_PLUGIN_DIR);
    plateau::detail::start_translation(&h, "lightsout");
    EXPECT_EQ(plateau::language(), "en");
    EXPECT_STREQ(plateau::tr("Board size"), "Board size");
    h = host(5, "fr", PLATEAU_BUILD_PLUGIN_DIR);
    h.struct_size = offsetof(plateau_host, language);
    plateau::detail::start_translation(&h, "lightsout");
    EXPECT_STREQ(plateau::tr("Board size"), "Board size");
}

TEST_F(Translate, PluralsFollowTheLanguagesRule) {
    // Without a catalogue: English's rule, 1 is singular, 0 and 2 plural.
    EXPECT_STREQ(plateau::trn("{} light", "{} lights", 0), "{} lights");
    EXPECT_STREQ(plateau::trn("{} light", "{} lights", 1), "{} light");
}

}  // namespace
