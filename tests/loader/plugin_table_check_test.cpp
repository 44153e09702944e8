// The checks of the table plateau_entry returns, on tables made here (the loader's tests run
// the same checks through real libraries).
#include "core/plugins/plugin_table_check.hpp"

#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "core/plugins/look_params.hpp"
#include "core/plugins/name_words.hpp"
#include "core/plugins/plugin_schema_check.hpp"

namespace {

using plateau::core::check_plugin_table;
using plateau::core::copy_plugin_table;
using plateau::core::is_plain_word;

const char* const colours[] = {"red", "green"};
const char* const colours_with_null[] = {"red", nullptr};

// A table every check accepts. Its functions are never called.
struct ValidTable {
    plateau_param_def params[2] = {
        {"size", "Size", "", PLATEAU_PARAM_INTEGER, "10", 1, 100, 0, 0, nullptr, 0},
        {"colour", "Colour", "", PLATEAU_PARAM_CHOICE, "\"red\"", 0, 0, 0, 0, colours, 2},
    };
    plateau_preset_def presets[1] = {{"big", "Big", "size = 100\n"}};
    plateau_command_def commands[1] = {{"solve", "SECONDS", "Solves the board.", 1}};
    plateau_plugin table{};

    ValidTable() {
        table.struct_size = sizeof(plateau_plugin);
        table.abi_major = PLATEAU_ABI_MAJOR;
        table.abi_minor = PLATEAU_ABI_MINOR;
        table.id = "counter";
        table.name = "Counter";
        table.params = params;
        table.param_count = 2;
        table.presets = presets;
        table.preset_count = 1;
        table.commands = commands;
        table.command_count = 1;
        table.create = [](const plateau_settings*, std::uint64_t, const char*, std::size_t,
                          const plateau_writer*) -> plateau_game* { return nullptr; };
        table.destroy = [](plateau_game*) {};
        table.initial_state = [](plateau_game*, const plateau_writer*) -> plateau_state* {
            return nullptr;
        };
        table.apply_move = [](plateau_game*, const plateau_state*, const char*, std::size_t,
                              plateau_state**,
                              const plateau_writer*) -> plateau_result { return PLATEAU_ERROR; };
        table.free_state = [](plateau_game*, plateau_state*) {};
        table.text_form = [](plateau_game*, const plateau_state*, const plateau_writer*,
                             const plateau_writer*) -> plateau_result { return PLATEAU_ERROR; };
        table.status = [](plateau_game*, const plateau_state*, plateau_status*,
                          const plateau_writer*,
                          const plateau_writer*) -> plateau_result { return PLATEAU_ERROR; };
        table.draw = [](plateau_game*, const plateau_draw_args*, const plateau_ui*,
                        const plateau_canvas*,
                        const plateau_writer*) -> plateau_result { return PLATEAU_ERROR; };
        // The command "solve" is a job: the table has the job functions.
        table.job_start = [](plateau_game*, const plateau_state*, const char*, std::size_t,
                             const char*, std::size_t, double, plateau_job**,
                             const plateau_writer*) -> plateau_result { return PLATEAU_ERROR; };
        table.job_poll = [](plateau_job*, const plateau_sink*) -> plateau_job_state {
            return PLATEAU_JOB_FAILED;
        };
        table.job_free = [](plateau_job*) {};
    }

    // `table` points into this object.
    ValidTable(const ValidTable&) = delete;
    ValidTable& operator=(const ValidTable&) = delete;

    [[nodiscard]] std::string refusal() const { return check_plugin_table(table).refusal; }
};

// The refusal of a valid table after `change`.
std::string refusal_after(void (*change)(ValidTable&)) {
    ValidTable valid;
    change(valid);
    return valid.refusal();
}

TEST(PluginTableCheck, AcceptsAValidTableAndCopiesIt) {
    const ValidTable valid;
    const auto check = check_plugin_table(valid.table);
    EXPECT_EQ(check.refusal, "");
    EXPECT_EQ(check.table.struct_size, valid.table.struct_size);
    EXPECT_STREQ(check.table.id, "counter");
    EXPECT_EQ(check.table.params, valid.table.params);
    EXPECT_EQ(check.table.command_count, 1u);
    EXPECT_EQ(check.table.create, valid.table.create);
    EXPECT_EQ(check.table.draw, valid.table.draw);
}

TEST(PluginTableCheck, RefusesAnotherAbiMajor) {
    ValidTable valid;
    valid.table.abi_major = 2;
    EXPECT_EQ(valid.refusal(), "ABI major 2, this host speaks 1");
    valid.table.abi_major = 0;
    EXPECT_EQ(valid.refusal(), "ABI major 0, this host speaks 1");
}

TEST(PluginTableCheck, AcceptsANewerMinor) {
    ValidTable valid;
    valid.table.abi_minor = PLATEAU_ABI_MINOR + 3;
    EXPECT_EQ(valid.refusal(), "");
}

TEST(PluginTableCheck, RefusesATableShorterThanVersion1) {
    ValidTable valid;
    valid.table.struct_size = 16;
    EXPECT_EQ(valid.refusal(), "struct_size 16 is smaller than the " +
                                   std::to_string(PLATEAU_PLUGIN_V1_SIZE) +
                                   " bytes of a version 1 plugin table");
    valid.table.struct_size = PLATEAU_PLUGIN_V1_SIZE - 1;
    EXPECT_NE(valid.refusal(), "");
    valid.table.struct_size = PLATEAU_PLUGIN_V1_SIZE;
    EXPECT_EQ(valid.refusal(), "");
}

// ABI 1.2's menu_key: none, or a lower-case letter; nothing else is a key the window can
// keep from the game's own input.
TEST(PluginTableCheck, AcceptsNoMenuKeyOrALowerCaseLetter) {
    ValidTable valid;
    for (const int key : {int{0}, int{'a'}, int{'m'}, int{'z'}}) {
        valid.table.menu_key = key;
        EXPECT_EQ(valid.refusal(), "") << key;
    }
}

TEST(PluginTableCheck, RefusesAMenuKeyThatIsNotALowerCaseLetter) {
    ValidTable valid;
    valid.table.menu_key = 'M';  // 77
    EXPECT_EQ(valid.refusal(), "menu_key 77 is not 0 or a lower-case letter");
    valid.table.menu_key = '5';  // 53
    EXPECT_EQ(valid.refusal(), "menu_key 53 is not 0 or a lower-case letter");
    valid.table.menu_key = PLATEAU_KEY_ESCAPE;  // 13
    EXPECT_EQ(valid.refusal(), "menu_key 13 is not 0 or a lower-case letter");
    valid.table.menu_key = -1;
    EXPECT_EQ(valid.refusal(), "menu_key -1 is not 0 or a lower-case letter");
}

// A plugin built against a later minor version: its table goes on past the host's.
TEST(PluginTableCheck, CopiesOnlyWhatTheHostKnowsOfALongerTable) {
    const ValidTable valid;
    struct NewerTable {
        plateau_plugin known;
        void (*added_later)(void);
    } newer{valid.table, [] {}};
    newer.known.struct_size = sizeof newer;
    const auto check = check_plugin_table(newer.known);
    EXPECT_EQ(check.refusal, "");
    EXPECT_EQ(check.table.struct_size, sizeof newer);  // what the plugin knows, as it said
    EXPECT_EQ(check.table.draw, newer.known.draw);
}

// An older plugin's table ends early: the fields after its end read as NULL in the copy,
// whatever lies in memory after it.
TEST(PluginTableCheck, ZeroesWhatAShorterTableDoesNotHave) {
    const ValidTable valid;
    plateau_plugin full = valid.table;
    full.job_free = [](plateau_job*) {};
    full.struct_size = static_cast<std::uint32_t>(offsetof(plateau_plugin, info_line));
    const plateau_plugin copy = copy_plugin_table(full);
    EXPECT_EQ(copy.struct_size, full.struct_size);
    EXPECT_EQ(copy.draw, full.draw);
    EXPECT_EQ(copy.job_free, nullptr);
    EXPECT_EQ(copy.info_line, nullptr);
}

TEST(PluginTableCheck, NamesTheRequiredFunctionThatIsNull) {
    const std::pair<const char*, void (*)(plateau_plugin&)> cases[] = {
        {"create", [](plateau_plugin& t) { t.create = nullptr; }},
        {"destroy", [](plateau_plugin& t) { t.destroy = nullptr; }},
        {"initial_state", [](plateau_plugin& t) { t.initial_state = nullptr; }},
        {"apply_move", [](plateau_plugin& t) { t.apply_move = nullptr; }},
        {"free_state", [](plateau_plugin& t) { t.free_state = nullptr; }},
        {"text_form", [](plateau_plugin& t) { t.text_form = nullptr; }},
        {"status", [](plateau_plugin& t) { t.status = nullptr; }},
        {"draw", [](plateau_plugin& t) { t.draw = nullptr; }},
    };
    for (const auto& [name, clear] : cases) {
        ValidTable valid;
        clear(valid.table);
        EXPECT_EQ(valid.refusal(), std::string("required function '") + name + "' is NULL");
    }
}

TEST(PluginTableCheck, AcceptsNullOptionalFunctionsAndStrings) {
    ValidTable valid;
    valid.table.version = nullptr;
    valid.table.description = nullptr;
    valid.table.how_to_play = nullptr;
    // Without its command, the table needs no job functions.
    valid.table.command_count = 0;
    valid.table.commands = nullptr;
    valid.table.job_start = nullptr;
    valid.table.job_poll = nullptr;
    valid.table.job_free = nullptr;
    EXPECT_EQ(valid.refusal(), "");
}

// A table whose pointers contradict what it declares: the host could not do what it says.
TEST(PluginTableCheck, RefusesPointersThatContradictTheDeclarations) {
    EXPECT_EQ(refusal_after([](ValidTable& v) { v.table.job_start = nullptr; }),
              "command 'solve' is a job but job_start is NULL");
    EXPECT_EQ(refusal_after([](ValidTable& v) { v.commands[0].is_job = 0; }),
              "command 'solve' is not a job but run_command is NULL");
    EXPECT_EQ(refusal_after([](ValidTable& v) { v.table.job_poll = nullptr; }),
              "job_start is set but job_poll or job_free is NULL");
    EXPECT_EQ(refusal_after([](ValidTable& v) {
                  v.table.has_hint = 1;
                  v.table.command_count = 0;
                  v.table.job_start = nullptr;
                  v.table.job_poll = nullptr;
                  v.table.job_free = nullptr;
              }),
              "has_hint is 1 but job_start is NULL: the hint could not be asked for");
    EXPECT_EQ(refusal_after([](ValidTable& v) {
                  v.table.new_ui = [](plateau_game*, const plateau_state*) -> plateau_ui* {
                      return nullptr;
                  };
              }),
              "new_ui is set but free_ui is NULL");
    EXPECT_EQ(
        refusal_after([](ValidTable& v) { v.table.free_ui = [](plateau_game*, plateau_ui*) {}; }),
        "free_ui is set but new_ui is NULL");
}

TEST(PluginTableCheck, RefusesAMissingOrBadId) {
    ValidTable valid;
    valid.table.id = nullptr;
    EXPECT_EQ(valid.refusal(), "the plugin has no id");
    valid.table.id = "";
    EXPECT_EQ(valid.refusal(), "the plugin has no id");
    valid.table.id = "Same Game";
    EXPECT_EQ(valid.refusal(), "id 'Same Game' is not one word of a-z, 0-9, '_' and '-'");
    valid.table.id = "same/game";
    EXPECT_EQ(valid.refusal(), "id 'same/game' is not one word of a-z, 0-9, '_' and '-'");
    valid.table.id = "same_game-2";
    EXPECT_EQ(valid.refusal(), "");
}

TEST(PluginTableCheck, RefusesAMissingName) {
    ValidTable valid;
    valid.table.name = nullptr;
    EXPECT_EQ(valid.refusal(), "the plugin has no name");
    valid.table.name = "";
    EXPECT_EQ(valid.refusal(), "the plugin has no name");
}

TEST(PluginTableCheck, RefusesInconsistentParameters) {
    ValidTable valid;
    valid.table.params = nullptr;
    EXPECT_EQ(valid.refusal(), "param_count is 2 but params is NULL");
    valid.table.param_count = 0;
    EXPECT_EQ(valid.refusal(), "");

    EXPECT_EQ(refusal_after([](ValidTable& v) { v.params[1].key = nullptr; }),
              "parameter 2 has no key");
    EXPECT_EQ(refusal_after([](ValidTable& v) { v.params[0].label = nullptr; }),
              "parameter 'size' has no label");
    EXPECT_EQ(refusal_after([](ValidTable& v) { v.params[0].default_toml = nullptr; }),
              "parameter 'size' has no default_toml");
    EXPECT_EQ(refusal_after([](ValidTable& v) { v.params[1].choices = nullptr; }),
              "choice parameter 'colour' has no choices");
    EXPECT_EQ(refusal_after([](ValidTable& v) { v.params[1].choice_count = 0; }),
              "choice parameter 'colour' has no choices");
    EXPECT_EQ(refusal_after([](ValidTable& v) { v.params[1].choices = colours_with_null; }),
              "choice parameter 'colour' has a NULL choice");
    EXPECT_EQ(refusal_after([](ValidTable& v) { v.params[1].key = "size"; }),
              "parameter key 'size' appears twice");
    EXPECT_EQ(refusal_after([](ValidTable& v) { v.params[0].key = "Board size"; }),
              "parameter key 'Board size' is not one word of a-z, 0-9, '_' and '-'");
    // As a C plugin can write it (a C++ cast to the enum would be undefined behaviour).
    EXPECT_EQ(refusal_after([](ValidTable& v) {
                  const std::int32_t unknown = 42;
                  std::memcpy(&v.params[0].type, &unknown, sizeof unknown);
              }),
              "parameter 'size' has an unknown type 42");
    EXPECT_EQ(refusal_after([](ValidTable& v) {
                  const std::int32_t negative = -1;
                  std::memcpy(&v.params[0].type, &negative, sizeof negative);
              }),
              "parameter 'size' has an unknown type -1");
}

TEST(PluginTableCheck, RefusesInconsistentPresetsAndCommands) {
    EXPECT_EQ(refusal_after([](ValidTable& v) { v.table.presets = nullptr; }),
              "preset_count is 1 but presets is NULL");
    EXPECT_EQ(refusal_after([](ValidTable& v) { v.presets[0].values_toml = nullptr; }),
              "preset 'big' has no values_toml");
    EXPECT_EQ(refusal_after([](ValidTable& v) { v.presets[0].id = nullptr; }),
              "preset 1 has no id");
    EXPECT_EQ(refusal_after([](ValidTable& v) { v.table.commands = nullptr; }),
              "command_count is 1 but commands is NULL");
    EXPECT_EQ(refusal_after([](ValidTable& v) { v.commands[0].help = nullptr; }),
              "command 'solve' has no args or no help text");
}

// The first problem in the host's order is the one reported.
TEST(PluginTableCheck, ReportsProblemsInTheHostsOrder) {
    ValidTable valid;
    valid.table.draw = nullptr;
    valid.table.id = "Bad Id";
    valid.table.params = nullptr;
    EXPECT_EQ(valid.refusal(), "required function 'draw' is NULL");
    valid.table.struct_size = 16;
    EXPECT_EQ(valid.refusal(), "struct_size 16 is smaller than the " +
                                   std::to_string(PLATEAU_PLUGIN_V1_SIZE) +
                                   " bytes of a version 1 plugin table");
    valid.table.abi_major = 3;
    EXPECT_EQ(valid.refusal(), "ABI major 3, this host speaks 1");
}

TEST(PluginTableCheck, PlainWords) {
    EXPECT_TRUE(is_plain_word("lightsout"));
    EXPECT_TRUE(is_plain_word("same_game-2"));
    EXPECT_FALSE(is_plain_word(""));
    EXPECT_FALSE(is_plain_word("Lights"));
    EXPECT_FALSE(is_plain_word("lights out"));
    EXPECT_FALSE(is_plain_word("caf\xc3\xa9"));
}

}  // namespace

namespace {

// ABI 1.5: words for info keys and choices, each name an info key or a choice, once.
TEST(PluginTableCheck, NameWordsForInfoKeysAndChoices) {
    ValidTable v;
    const plateau_name_words words[] = {
        {"mines_left", "Mines restantes"}, {"colour=red", "Rouge"}, {"colour=green", "Vert"}};
    v.table.name_words = words;
    v.table.name_word_count = 3;
    EXPECT_EQ(check_plugin_table(v.table).refusal, "");
    EXPECT_EQ(plateau::core::name_words(v.table, "mines_left"), "Mines restantes");
    EXPECT_EQ(plateau::core::name_words(v.table, "losses"), std::nullopt);  // none given
    EXPECT_EQ(plateau::core::choice_words(v.table, "colour", "green"), "Vert");
    EXPECT_EQ(plateau::core::choice_words(v.table, "colour", "blue"), "blue");
    EXPECT_EQ(plateau::core::choice_words(v.table, "size", "red"), "red");
}

// A command's words: its button and prompt read them; without, the name with a capital.
TEST(PluginTableCheck, NameWordsForCommands) {
    ValidTable v;
    const plateau_name_words words[] = {{"command:solve", "R\xC3\xA9soudre"}};
    v.table.name_words = words;
    v.table.name_word_count = 1;
    EXPECT_EQ(check_plugin_table(v.table).refusal, "");
    EXPECT_EQ(plateau::core::command_words(v.table, "solve"), "R\xC3\xA9soudre");
    v.table.name_words = nullptr;
    v.table.name_word_count = 0;
    EXPECT_EQ(plateau::core::command_words(v.table, "solve"), "Solve");
    EXPECT_EQ(plateau::core::command_words(v.table, "export"), "Export");
}

TEST(PluginTableCheck, RefusesNameWordsForNoNameOfIts) {
    ValidTable v;
    plateau_name_words words[] = {{"colour=blue", "Bleu"}};
    v.table.name_words = words;
    v.table.name_word_count = 1;
    EXPECT_EQ(check_plugin_table(v.table).refusal,
              "name_words: 'colour=blue' is neither an info key (a-z, 0-9, '_'), KEY=VALUE for a "
              "choice of a CHOICE parameter nor command:NAME for one of its commands");
    words[0] = {"command:export", "Exporter"};  // the table's one command is solve
    EXPECT_NE(check_plugin_table(v.table).refusal, "");
    words[0] = {"command:", "Rien"};
    EXPECT_NE(check_plugin_table(v.table).refusal, "");
    words[0] = {"size=10", "Ten"};  // size is no CHOICE parameter
    EXPECT_NE(check_plugin_table(v.table).refusal, "");
    words[0] = {"Mines left", "Mines"};
    EXPECT_NE(check_plugin_table(v.table).refusal, "");
    words[0] = {"mines_left", ""};
    EXPECT_EQ(check_plugin_table(v.table).refusal, "name_words entry 1 has no name or no words");
    const plateau_name_words twice[] = {{"colour=red", "Rouge"}, {"colour=red", "Rouge"}};
    v.table.name_words = twice;
    v.table.name_word_count = 2;
    EXPECT_EQ(check_plugin_table(v.table).refusal, "name_words: 'colour=red' is given words twice");
    v.table.name_words = nullptr;
    EXPECT_EQ(check_plugin_table(v.table).refusal, "name_word_count is 2 but name_words is NULL");
}

}  // namespace

// ABI 1.6: the look parameters are keys of the table's parameters, each once.
TEST(PluginTableCheck, LookParametersAreKeysOfItsParameters) {
    ValidTable v;
    const char* const looks[] = {"colour"};
    v.table.look_params = looks;
    v.table.look_param_count = 1;
    EXPECT_EQ(v.refusal(), "");
    EXPECT_EQ(plateau::core::look_param_keys(v.table), std::vector<std::string>{"colour"});
    const char* const unknown[] = {"colour", "style"};
    v.table.look_params = unknown;
    v.table.look_param_count = 2;
    EXPECT_EQ(v.refusal(), "look_params: 'style' is not the key of one of its parameters");
    const char* const twice[] = {"size", "size"};
    v.table.look_params = twice;
    EXPECT_EQ(v.refusal(), "look_params: 'size' is given twice");
    const char* const null_entry[] = {"size", nullptr};
    v.table.look_params = null_entry;
    EXPECT_EQ(v.refusal(), "look_params entry 2 is NULL");
    v.table.look_params = nullptr;
    EXPECT_EQ(v.refusal(), "look_param_count is 2 but look_params is NULL");
    v.table.look_param_count = 0;
    EXPECT_EQ(v.refusal(), "");
    EXPECT_TRUE(plateau::core::look_param_keys(v.table).empty());
}
