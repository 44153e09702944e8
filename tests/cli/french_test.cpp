// The command line in French (issue 20): --help, a refusal's reason, an error's message, and
// what never changes with the language: list's fields, the `error:` prefix. French is asked
// for as on a fresh Debian, whose only locale is C.UTF-8.
#include <gtest/gtest.h>

#include "cli_test_support.hpp"

namespace cli_test {
namespace {

const Sandbox::Environment kFrench = {{"LANGUAGE", "fr"},
                                      {"LANG", "C.UTF-8"},
                                      {"LC_ALL", std::nullopt},
                                      {"LC_MESSAGES", std::nullopt}};
const Sandbox::Environment kEnglish = {{"LANGUAGE", std::nullopt},
                                       {"LANG", "C"},
                                       {"LC_ALL", std::nullopt},
                                       {"LC_MESSAGES", std::nullopt}};

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

TEST(CliFrench, HelpIsInFrenchWithCli11sOwnLabels) {
    const Sandbox box;
    const Result r = box.plateau({"--help"}, "", kFrench);
    EXPECT_EQ(r.status, 0) << r.err;
    // French typography: a no-break space (U+00A0) before the colon CLI11 writes.
    EXPECT_TRUE(contains(r.out, "Utilisation\u00a0: ")) << r.out;
    EXPECT_TRUE(contains(r.out, "[OPTIONS] [SOUS-COMMANDE]")) << r.out;
    EXPECT_TRUE(contains(r.out, "\nOptions\u00a0:\n")) << r.out;
    EXPECT_TRUE(contains(r.out, "\nSous-commandes\u00a0:\n")) << r.out;
    EXPECT_TRUE(contains(r.out, "Afficher cette aide et quitter")) << r.out;
    EXPECT_TRUE(contains(r.out, "--config TEXTE:FICHIER")) << r.out;
    // The subcommands keep their names; list's description keeps its fields' names.
    EXPECT_TRUE(contains(r.out, "Lister les greffons trouvés\u00a0: ID<TAB>VERSION<TAB>PATH"))
        << r.out;

    const Result play = box.plateau({"play", "--help"}, "", kFrench);
    EXPECT_EQ(play.status, 0) << play.err;
    EXPECT_TRUE(contains(play.out, "\nArguments\u00a0:\n  game TEXTE OBLIGATOIRE")) << play.out;
    EXPECT_TRUE(contains(play.out, "Jouer dans le terminal")) << play.out;
}

TEST(CliFrench, HelpStaysEnglishUnderC) {
    const Sandbox box;
    const Result r = box.plateau({"play", "--help"}, "", kEnglish);
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_TRUE(contains(r.out, "Usage: ")) << r.out;
    EXPECT_TRUE(contains(r.out, "\nPositionals:\n  game TEXT REQUIRED")) << r.out;
    EXPECT_TRUE(contains(r.out, "\nOptions:\n  -h,--help")) << r.out;
    EXPECT_TRUE(contains(r.out, "Print this help message and exit")) << r.out;
}

// list: the fields and `refused` never change; a refusal's reason is in French.
TEST(CliFrench, ListKeepsItsFieldsAndGivesTheReasonInFrench) {
    const Sandbox box;
    const auto empty = box.write("plugins/empty.so", "");
    const auto config = box.write("config/plateau.toml",
                                  "plugin_dirs = [\"" + empty.parent_path().string() + "\"]\n");
    const Result r = box.plateau({"--config", config.string(), "list"}, "", kFrench);
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(lines_of(r.out), (Lines{"refused\t" + empty.string() + "\tle fichier est vide"}))
        << r.out;
    const Result english = box.plateau({"--config", config.string(), "list"}, "", kEnglish);
    EXPECT_EQ(lines_of(english.out), (Lines{"refused\t" + empty.string() + "\tthe file is empty"}))
        << english.out;
}

// CLI11's errors in French after the unchanged `error: ` prefix.
TEST(CliFrench, CommandLineErrorsAreInFrench) {
    const Sandbox box;
    const Result missing = box.plateau({"play"}, "", kFrench);
    EXPECT_EQ(missing.status, 2);
    EXPECT_EQ(missing.err, "error: game est obligatoire\n");
    const Result extra = box.plateau({"list", "extra"}, "", kFrench);
    EXPECT_EQ(extra.status, 2);
    EXPECT_EQ(extra.err, "error: L’argument suivant n’était pas attendu\u00a0: extra\n");
    const Result no_value = box.plateau({"play", "lightsout", "--seed"}, "", kFrench);
    EXPECT_EQ(no_value.status, 2);
    EXPECT_EQ(no_value.err, "error: --seed\u00a0: il manque la valeur (TEXTE)\n");
    const Result english = box.plateau({"play", "lightsout", "--seed"}, "", kEnglish);
    EXPECT_EQ(english.err, "error: --seed: 1 required TEXT missing\n");
}

}  // namespace
}  // namespace cli_test
