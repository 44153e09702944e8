// `plateau play GAME --text` in French: the prefixes, the status lines and the boards are
// the text mode's interface and stay as they are in every language; the free texts after
// `error: ` and `help: ` are in French (issue 20). No French locale is needed: LANG is
// C.UTF-8, as on a fresh Debian.
#include <gtest/gtest.h>

#include "cli_test_support.hpp"

namespace cli_test {
namespace {

// French puts a no-break space (U+00A0) before a colon.
const std::string kColon = "\u00a0:";

TEST(CliPlayFrench, PrefixesAndStatusStayTheTextsAreFrench) {
    const Sandbox box;
    const Lines board = {"#..", ".##", ".#."};
    const auto file = box.write("board.txt", layout(board));
    const Sandbox::Environment french = {{"LANGUAGE", "fr"},
                                         {"LANG", "C.UTF-8"},
                                         {"LC_ALL", std::nullopt},
                                         {"LC_MESSAGES", std::nullopt}};
    const Result r = box.plateau({"play", "lightsout", "--text", "--seed", "5", "--layout",
                                  file.string(), "--data-dir", (box.path() / "data").string()},
                                 "undo\nsave\nshow foo\n", french);
    EXPECT_EQ(r.status, 0) << r.err;
    // Each command, refused, still gets the unchanged game as its reply.
    const std::string at_start = "status: moves=0 turn=1 over=0 result=none";
    Lines e;
    for (int reply = 0; reply < 4; ++reply) add_reply(e, board, at_start);
    expect_lines(r.out, e);
    EXPECT_EQ(r.err,
              "error: rien à annuler\n"
              "error: 'save' demande un fichier" +
                  kColon +
                  " save FICHIER\n"
                  "error: 'show' ne prend pas d’argument\n");
}

TEST(CliPlayFrench, TheHelpKeepsItsPrefixAndTheCommandsNames) {
    const Sandbox box;
    const auto file = box.write("board.txt", layout({"#..", ".##", ".#."}));
    const Result r = box.plateau({"play", "lightsout", "--text", "--seed", "5", "--layout",
                                  file.string(), "--data-dir", (box.path() / "data").string()},
                                 "help\n",
                                 {{"LANGUAGE", "fr"},
                                  {"LANG", "C.UTF-8"},
                                  {"LC_ALL", std::nullopt},
                                  {"LC_MESSAGES", std::nullopt}});
    EXPECT_EQ(r.status, 0) << r.err;
    const std::string commands = "help: Commandes" + kColon +
                                 " un coup, undo, redo, restart, show, help, save FICHIER, "
                                 "load FICHIER, quit";
    bool found = false;
    for (const auto& line : lines_of(r.out)) found = found || line == commands;
    EXPECT_TRUE(found) << r.out;
    EXPECT_NE(r.out.find("\nhelp: moves: liste les coups permis\n"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace cli_test
