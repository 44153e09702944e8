// The parameters, presets and plugin flags the issue fixes: an interface.
#include <string>
#include <variant>
#include <vector>

#include "samegame_fixture.hpp"

namespace samegame_test {
namespace {

using plateau::core::ParamValue;
using plateau::core::Settings;
using Strings = std::vector<std::string>;

std::int64_t integer(const Settings& s, const std::string& key) {
    return std::get<std::int64_t>(s.find(key)->value);
}
std::string text(const Settings& s, const std::string& key) {
    return std::get<std::string>(s.find(key)->value);
}
Strings list(const Settings& s, const std::string& key) {
    return std::get<Strings>(s.find(key)->value);
}

class SchemaTest : public SameGameTest {};

TEST_F(SchemaTest, TheTableDescribesAGameOfPointsWithHintsAndListedMoves) {
    EXPECT_STREQ(table().id, "samegame");
    EXPECT_EQ(table().score_kind, PLATEAU_SCORE_POINTS);
    EXPECT_EQ(table().has_hint, 1);
    EXPECT_NE(table().list_moves, nullptr);
}

TEST_F(SchemaTest, EveryParameterHasTheIssuesNameTypeBoundsAndDefault) {
    const Strings keys = {"rows",        "cols", "colours", "letters", "min_group", "scoring",
                          "clear_bonus", "fill", "layout",  "style",   "animations"};
    EXPECT_EQ(schema().keys(), keys);
    const auto* rows = schema().find("rows");
    EXPECT_EQ(rows->type, PLATEAU_PARAM_INTEGER);
    EXPECT_EQ(rows->min_int, 1);
    EXPECT_EQ(rows->max_int, 100);
    const auto* cols = schema().find("cols");
    EXPECT_EQ(cols->min_int, 1);
    EXPECT_EQ(cols->max_int, 100);
    const auto* colours = schema().find("colours");
    EXPECT_EQ(colours->type, PLATEAU_PARAM_COLOUR_LIST);
    EXPECT_EQ(colours->min_int, 2);
    EXPECT_EQ(colours->max_int, 8);
    const auto* min_group = schema().find("min_group");
    EXPECT_EQ(min_group->min_int, 1);
    EXPECT_EQ(min_group->max_int, 10);
    EXPECT_EQ(schema().find("scoring")->choices, (Strings{"n-1", "n-2"}));
    EXPECT_EQ(schema().find("fill")->choices, (Strings{"random", "formula", "layout"}));
    EXPECT_EQ(schema().find("style")->choices, (Strings{"balls", "shapes"}));
    EXPECT_EQ(schema().find("layout")->type, PLATEAU_PARAM_TEXT_LIST);
    EXPECT_EQ(schema().find("animations")->type, PLATEAU_PARAM_BOOLEAN);

    const Settings d = settings({});
    EXPECT_EQ(integer(d, "rows"), 10);
    EXPECT_EQ(integer(d, "cols"), 15);
    // Colours are kept as #rrggbb: the palette's red, green and blue.
    EXPECT_EQ(list(d, "colours"), (Strings{"#e01b24", "#33d17a", "#3584e4"}));
    EXPECT_EQ(text(d, "letters"), "RGBYMCOW");
    EXPECT_EQ(integer(d, "min_group"), 2);
    EXPECT_EQ(text(d, "scoring"), "n-1");
    EXPECT_EQ(integer(d, "clear_bonus"), 0);
    EXPECT_EQ(text(d, "fill"), "random");
    EXPECT_EQ(list(d, "layout"), Strings{});
    EXPECT_EQ(text(d, "style"), "balls");
    EXPECT_TRUE(std::get<bool>(d.find("animations")->value));
}

TEST_F(SchemaTest, ThePresetsSetWhatTheIssueSays) {
    Strings ids;
    for (const auto& p : schema().presets) ids.push_back(p.id);
    EXPECT_EQ(ids, (Strings{"same-gnome", "samegame", "small", "large", "benchmark"}));

    const Settings gnome = settings({}, "same-gnome");
    EXPECT_EQ(integer(gnome, "rows"), 10);
    EXPECT_EQ(integer(gnome, "cols"), 15);
    EXPECT_EQ(list(gnome, "colours").size(), 3u);
    EXPECT_EQ(text(gnome, "scoring"), "n-1");
    EXPECT_EQ(integer(gnome, "min_group"), 1);

    const Settings same = settings({"min_group=5"}, "samegame");  // the preset comes first
    EXPECT_EQ(integer(same, "min_group"), 5);
    const Settings same2 = settings({}, "samegame");
    EXPECT_EQ(integer(same2, "rows"), 10);
    EXPECT_EQ(integer(same2, "cols"), 15);
    EXPECT_EQ(list(same2, "colours").size(), 3u);
    EXPECT_EQ(text(same2, "scoring"), "n-1");
    EXPECT_EQ(integer(same2, "min_group"), 2);

    const Settings small = settings({}, "small");
    EXPECT_EQ(integer(small, "rows"), 5);
    EXPECT_EQ(integer(small, "cols"), 6);

    const Settings large = settings({}, "large");
    EXPECT_EQ(integer(large, "rows"), 15);
    EXPECT_EQ(integer(large, "cols"), 20);
    EXPECT_EQ(list(large, "colours").size(), 4u);

    const Settings bench = settings({}, "benchmark");
    EXPECT_EQ(integer(bench, "rows"), 15);
    EXPECT_EQ(integer(bench, "cols"), 15);
    EXPECT_EQ(list(bench, "colours").size(), 5u);
    EXPECT_EQ(text(bench, "scoring"), "n-2");
    EXPECT_EQ(integer(bench, "clear_bonus"), 1000);
}

TEST_F(SchemaTest, EveryPresetMakesAGameOfItsSize) {
    // The text form has `rows` lines of `cols` letters.
    const struct {
        const char* preset;
        std::size_t rows, cols;
    } cases[] = {{"same-gnome", 10, 15},
                 {"samegame", 10, 15},
                 {"small", 5, 6},
                 {"large", 15, 20},
                 {"benchmark", 15, 15}};
    for (const auto& c : cases) {
        const auto g = game({}, std::nullopt, std::string(c.preset), 42);
        const std::string text = g->text_form(g->initial());
        std::size_t lines = 0;
        for (std::size_t start = 0; start <= text.size();) {
            const auto end = std::min(text.find('\n', start), text.size());
            EXPECT_EQ(end - start, c.cols) << c.preset;
            ++lines;
            start = end + 1;
        }
        EXPECT_EQ(lines, c.rows) << c.preset;
    }
}

TEST_F(SchemaTest, TheSameSeedGivesTheSameBoardAndAnotherSeedAnother) {
    const auto a = game({}, std::nullopt, std::nullopt, 7);
    const auto b = game({}, std::nullopt, std::nullopt, 7);
    const auto c = game({}, std::nullopt, std::nullopt, 8);
    EXPECT_EQ(a->text_form(a->initial()), b->text_form(b->initial()));
    EXPECT_NE(a->text_form(a->initial()), c->text_form(c->initial()));
}

TEST_F(SchemaTest, ARandomBoardUsesOnlyTheListedColoursLetters) {
    const auto g = game({"colours=red,green,blue,yellow,magenta", "rows=20", "cols=30"});
    const std::string text = g->text_form(g->initial());
    for (const char c : text) EXPECT_NE(std::string("RGBYM\n").find(c), std::string::npos) << c;
    // 600 cells with 5 colours: each letter shows up.
    for (const char c : std::string("RGBYM")) EXPECT_NE(text.find(c), std::string::npos) << c;
}

}  // namespace
}  // namespace samegame_test
