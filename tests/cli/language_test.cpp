// The language of the program's texts: from the environment or plateau.toml's `language`,
// French also where no French locale is installed (a fresh Debian has only C.UTF-8), and a
// text mode whose replies other programs read the same in every language: only the
// messages' words change.
#include <gtest/gtest.h>

#include "cli_test_support.hpp"

namespace cli_test {
namespace {

const std::string kNbsp = "\u00a0";  // French puts a no-break space before ':'

// A game of Lights Out, seed 7, with two refused moves: what a program reads on standard
// output, and the messages on standard error.
Result refused_moves(const Sandbox& box, const Sandbox::Environment& env,
                     const std::vector<std::string>& more_args = {}) {
    std::vector<std::string> args = {
        "play", "lightsout", "--text", "--seed", "7", "--data-dir", (box.path() / "data").string()};
    args.insert(args.end(), more_args.begin(), more_args.end());
    return box.plateau(args, "x\n9 9\n", env);
}

const std::string kEnglishErrors =
    "error: 'x': a move is C R: a column and a row from 0 to 4 (0 0 is the top left)\n"
    "error: '9 9' is off the board: a move is C R: a column and a row from 0 to 4 (0 0 is the "
    "top left)\n";
const std::string kFrenchErrors = "error: 'x'" + kNbsp + ": un coup s’écrit C R" + kNbsp +
                                  ": une colonne et une ligne de 0 à 4 (0 0 est en haut à "
                                  "gauche)\n"
                                  "error: '9 9' est hors du plateau" +
                                  kNbsp + ": un coup s’écrit C R" + kNbsp +
                                  ": une colonne et une ligne de 0 à 4 (0 0 est en haut à "
                                  "gauche)\n";

TEST(Language, LangCIsEnglishAsBefore) {
    Sandbox box;
    const Result run = refused_moves(box, {{"LANG", "C"}});
    EXPECT_EQ(run.status, 0);
    EXPECT_EQ(run.err, kEnglishErrors);
    // The board of seed 7 and three identical status lines: nothing was played.
    const Lines board = {"...#.", "#...#", ".##.#", ".#.##", "....#"};
    Lines expected = {"message: seed 7", "message: game id lightsout#7"};
    for (int k = 0; k < 3; ++k)
        add_reply(expected, board, "status: moves=0 turn=1 over=0 result=none");
    expect_lines(run.out, expected);
}

TEST(Language, FrenchFromTheLocaleEvenWhenItIsNotInstalled) {
    // fr_FR.UTF-8 is not generated on a fresh Debian: setlocale fails for it, and French
    // must show all the same.
    Sandbox box;
    const Result english = refused_moves(box, {{"LANG", "C"}});
    const Result french = refused_moves(box, {{"LANG", "fr_FR.UTF-8"}});
    EXPECT_EQ(french.status, 0);
    EXPECT_EQ(french.err, kFrenchErrors);
    EXPECT_EQ(french.out, english.out);  // what programs read does not change
}

TEST(Language, LanguageListUnderCUtf8ButNotUnderC) {
    Sandbox box;
    EXPECT_EQ(refused_moves(box, {{"LANG", "C.UTF-8"}, {"LANGUAGE", "fr"}}).err, kFrenchErrors);
    EXPECT_EQ(refused_moves(box, {{"LANG", "C.UTF-8"}, {"LANGUAGE", "de:fr"}}).err, kFrenchErrors);
    // gettext's rule: under the C locale itself, LANGUAGE is not read.
    EXPECT_EQ(refused_moves(box, {{"LANG", "C"}, {"LANGUAGE", "fr"}}).err, kEnglishErrors);
    EXPECT_EQ(refused_moves(box, {{"LC_ALL", "fr_CA.UTF-8"}, {"LANG", "C"}}).err, kFrenchErrors);
    EXPECT_EQ(refused_moves(box, {{"LANG", "de_DE.UTF-8"}}).err, kEnglishErrors);  // no German
}

TEST(Language, PlateauTomlsLanguageComesFirst) {
    Sandbox box;
    const std::string config = (box.path() / "config" / "plateau.toml").string();
    box.write("config/plateau.toml",
              "plugin_dirs = [\"" + build_plugin_dir().string() + "\"]\nlanguage = \"fr\"\n");
    EXPECT_EQ(refused_moves(box, {{"LANG", "C"}}, {"--config", config}).err, kFrenchErrors);
    box.write("config/plateau.toml",
              "plugin_dirs = [\"" + build_plugin_dir().string() + "\"]\nlanguage = \"en\"\n");
    EXPECT_EQ(refused_moves(box, {{"LANG", "fr_FR.UTF-8"}}, {"--config=" + config}).err,
              kEnglishErrors);
}

TEST(Language, PlateauTomlsLanguageWhenItNamesTheBuiltInPluginFolder) {
    // The default plateau.toml lists "$PLATEAU_BUILTIN_PLUGIN_DIR", which the program sets
    // for itself: the file is read for the language before anything else, and was refused
    // there (the variable not set yet), so its `language` was never used.
    Sandbox box;
    const std::string config = (box.path() / "config" / "plateau.toml").string();
    box.write("config/plateau.toml",
              "plugin_dirs = [\"$PLATEAU_BUILTIN_PLUGIN_DIR\"]\nlanguage = \"fr\"\n");
    EXPECT_EQ(refused_moves(box, {{"LANG", "C"}}, {"--config", config}).err, kFrenchErrors);
    const Result help = box.plateau({"--config", config, "--help"}, "", {{"LANG", "C"}});
    EXPECT_EQ(help.status, 0);
    EXPECT_NE(help.out.find("Sans commande, ouvre la fenêtre de lancement."), std::string::npos)
        << help.out;
}

TEST(Language, AnUnknownLanguageInPlateauTomlIsRefusedWithWhatIsAllowed) {
    Sandbox box;
    const auto file = box.write("plateau.toml", "theme = \"dark\"\nlanguage = \"de\"\n");
    const Result run = box.plateau({"check-config", file.string()});
    EXPECT_EQ(run.status, 1);
    // Line 2, column 12: where the value "de" starts.
    EXPECT_EQ(run.err, "error: " + file.string() + ":2:12: language = \"de\": allowed: en, fr\n");
}

}  // namespace
}  // namespace cli_test
