// The export command (001's web_export): a self-contained HTML page of the board, each
// tile with its colours and its owner, written atomically.
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "plugin_fixture.hpp"
#include "temp_folder.hpp"

namespace tilings::test {
namespace {

namespace fs = std::filesystem;

class TilingsExport : public ::testing::Test {
  protected:
    static std::string read(const fs::path& file) {
        std::ifstream in(file);
        std::stringstream text;
        text << in.rdbuf();
        return text.str();
    }

    static std::size_t count(const std::string& text, const std::string& what) {
        std::size_t n = 0;
        for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
        return n;
    }

    const plateau::test::TempFolder folder_;
    const fs::path& dir_ = folder_.path();
};

// RGBY on 0 0 (player 1), YYYG on 1 0 (player 2) of a 2 x 2 board with players Ada and
// Bo: a page with 2 rows of 2 cells, 2 tiles of 4 triangles each, 2 empty cells, the
// tiles' colours (red #e01b24, green #33d17a, blue #3584e4, yellow #f6d32d in the SDK's
// palette) and their owners' numbers and names.
TEST_F(TilingsExport, WritesTheBoardAsAPage) {
    const auto game =
        LoadedPlugin::game(hand_built(2, 2, 2, "0 0", {"R G B Y", "Y Y Y G", "G G G G x2"},
                                      {"player1_name=Ada", "player2_name=Bo <b>"}));
    const auto s = game->apply(game->initial(), "1 0");
    const fs::path file = dir_ / "board.html";
    const auto items = game->run_command(s, "export", file.string());
    ASSERT_EQ(items.size(), 1U);
    EXPECT_EQ(items[0].kind, PLATEAU_OUT_MESSAGE);
    EXPECT_EQ(items[0].text, "exported the board to " + file.string());

    const std::string page = read(file);
    EXPECT_EQ(page.rfind("<!DOCTYPE html>\n<html lang=\"en\">", 0), 0U);
    EXPECT_EQ(page.substr(page.size() - 8), "</html>\n");
    const auto board_at = page.find("<table class=\"board\">");
    ASSERT_NE(board_at, std::string::npos);
    const std::string board = page.substr(board_at, page.find("</table>", board_at) - board_at);
    EXPECT_EQ(count(board, "<tr>"), 2U);
    EXPECT_EQ(count(board, "<td"), 4U);
    EXPECT_EQ(count(page, "<svg"), 2U);
    EXPECT_EQ(count(page, "</svg>"), 2U);
    EXPECT_EQ(count(page, "<polygon"), 8U);
    EXPECT_EQ(count(page, "class=\"empty\""), 2U);
    for (const char* colour : {"#e01b24", "#33d17a", "#3584e4", "#f6d32d"}) {
        EXPECT_NE(page.find(std::string("fill=\"") + colour + "\""), std::string::npos) << colour;
    }
    EXPECT_NE(page.find("title=\"0 0: RGBY, Ada\""), std::string::npos);
    EXPECT_NE(page.find("title=\"1 0: YYYG, Bo &lt;b&gt;\""), std::string::npos);
    EXPECT_EQ(page.find("<b>"), std::string::npos);  // names are escaped
    EXPECT_NE(page.find(">1</text>"), std::string::npos);
    EXPECT_NE(page.find(">2</text>"), std::string::npos);
    // Self-contained: no script, no link to another file.
    EXPECT_EQ(page.find("<script"), std::string::npos);
    EXPECT_EQ(page.find("<link"), std::string::npos);
    EXPECT_EQ(page.find("src="), std::string::npos);
    // Every opened element of these kinds is closed.
    for (const char* tag : {"table", "tr", "td", "svg", "style", "body", "head"}) {
        EXPECT_EQ(
            count(page, std::string("<") + tag + ">") + count(page, std::string("<") + tag + " "),
            count(page, std::string("</") + tag + ">"))
            << tag;
    }
    // Written through a temporary file renamed over the page: nothing else is left.
    EXPECT_EQ(std::distance(fs::directory_iterator(dir_), fs::directory_iterator{}), 1);
}

// Exporting again replaces the page; a missing folder or no file name is refused.
TEST_F(TilingsExport, ReplacesAndRefuses) {
    const auto game = LoadedPlugin::game(hand_built(3, 3, 2, "1 1", {"R R R R x4"}));
    const fs::path file = dir_ / "b.html";
    (void)game->run_command(game->initial(), "export", file.string());
    const auto s = game->apply(game->initial(), "1 0");
    (void)game->run_command(s, "export", file.string());
    EXPECT_EQ(count(read(file), "<svg"), 2U);
    EXPECT_EQ(std::distance(fs::directory_iterator(dir_), fs::directory_iterator{}), 1);

    const fs::path nowhere = dir_ / "no-such-folder" / "b.html";
    try {
        (void)game->run_command(s, "export", nowhere.string());
        FAIL() << "exported into a missing folder";
    } catch (const core::PluginError& e) {
        EXPECT_EQ(std::string(e.what()).rfind("export: cannot write " + nowhere.string(), 0), 0U)
            << e.what();
    }
    try {
        (void)game->run_command(s, "export", "  ");
        FAIL() << "exported without a file";
    } catch (const core::PluginError& e) {
        EXPECT_STREQ(e.what(), "export needs a file: export FILE");
    }
}

}  // namespace
}  // namespace tilings::test
