// A loaded plugin speaks the host's language: the host chooses French, then loads Lights
// Out, whose table (name, description, parameters, presets) comes in French from its own
// catalogue beside it, while what files and programs use (id, keys, presets' ids) does not
// change. Its own process: the language is chosen once, before any plugin loads.
#include <gtest/gtest.h>

#include <string>

#include "core/i18n/language.hpp"
#include "core/i18n/translate.hpp"
#include "core/plugins/name_words.hpp"
#include "core/plugins/plugin_loader.hpp"

namespace {

TEST(PluginTexts, InTheHostsLanguageFromTheirOwnCatalogue) {
    plateau::core::use_language("fr", PLATEAU_BUILD_LOCALE_DIR);
    EXPECT_STREQ(plateau::core::language_code(), "fr");

    const auto outcome = plateau::core::load_plugin(
        std::filesystem::path(PLATEAU_BUILD_PLUGIN_DIR) / "lightsout.so");
    ASSERT_TRUE(outcome.loaded()) << outcome.refusal;
    const plateau_plugin& table = outcome.plugin->table();
    EXPECT_STREQ(table.id, "lightsout");
    EXPECT_STREQ(table.name, "Lights Out");
    EXPECT_STREQ(table.description,
                 "Appuyez sur une lumière pour l’inverser avec ses voisines\u202f; éteignez-les "
                 "toutes.");
    ASSERT_EQ(table.param_count, 2u);
    EXPECT_STREQ(table.params[0].key, "size");
    EXPECT_STREQ(table.params[0].label, "Taille du plateau");
    EXPECT_STREQ(table.params[0].help, "Lumières par côté");
    ASSERT_EQ(table.preset_count, 3u);
    EXPECT_STREQ(table.presets[0].id, "small");
    EXPECT_STREQ(table.presets[0].label, "Petit (3x3)");
    EXPECT_STREQ(table.presets[0].values_toml, "size = 3");
}

// What the game screen shows of a game's own: its commands' buttons (the command's name
// stays what the text mode reads) and the players' default names.
TEST(PluginTexts, CommandsAndDefaultNamesInTheHostsLanguage) {
    plateau::core::use_language("fr", PLATEAU_BUILD_LOCALE_DIR);
    const std::filesystem::path folder(PLATEAU_BUILD_PLUGIN_DIR);

    const auto samegame = plateau::core::load_plugin(folder / "samegame.so");
    ASSERT_TRUE(samegame.loaded()) << samegame.refusal;
    ASSERT_EQ(samegame.plugin->table().command_count, 1u);
    EXPECT_STREQ(samegame.plugin->table().commands[0].name, "solve");
    EXPECT_EQ(plateau::core::command_words(samegame.plugin->table(), "solve"), "R\u00e9soudre");

    const auto tilings = plateau::core::load_plugin(folder / "tilings.so");
    ASSERT_TRUE(tilings.loaded()) << tilings.refusal;
    EXPECT_EQ(plateau::core::command_words(tilings.plugin->table(), "export"), "Exporter");

    const auto pushover = plateau::core::load_plugin(folder / "pushover.so");
    ASSERT_TRUE(pushover.loaded()) << pushover.refusal;
    const plateau_plugin& table = pushover.plugin->table();
    ASSERT_GE(table.param_count, 3u);
    EXPECT_STREQ(table.params[1].key, "player1");
    EXPECT_STREQ(table.params[1].default_toml, "\"Joueur 1\"");
    EXPECT_STREQ(table.params[2].default_toml, "\"Joueur 2\"");
}

}  // namespace
