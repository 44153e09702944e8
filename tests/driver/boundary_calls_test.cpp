// What one left click on Lights Out costs across the C boundary, driven by the game driver
// with animations on (as in the window). The loaded plugin's table is copied and every
// function pointer in the copy replaced by a thunk that counts its calls and calls the
// original; a GameInstance is made from the copy.
//
// The target is at most 4 calls for a click that plays a move: input, apply_move, status and
// anim_length. Since ABI 1.3 the SDK leaves NULL every function a game does not override,
// and the driver skips what is NULL. (A plugin built against ABI 1.2 filled every optional
// pointer, and the same click cost 7: forced_move, after_move and clock_started besides.)
// Either way a position's forced move is asked at most once.
#include <gtest/gtest.h>

#include <cstddef>
#include <filesystem>
#include <iostream>
#include <map>
#include <string>

#include "core/config/param_schema.hpp"
#include "core/config/settings_resolution.hpp"
#include "core/plugins/plugin_loader.hpp"
#include "driver_test_support.hpp"

namespace plateau::core::testing {
namespace {

plateau_plugin g_original{};  // the loaded table, as the host copied it
plateau_plugin g_counted{};   // the same with a counting thunk for every function

struct Counter {
    const char* name;
    int* calls;
};
std::vector<Counter>& counters() {
    static std::vector<Counter> all;
    return all;
}

template <auto Field>
int g_calls = 0;

template <auto Field, class R, class... A>
R counted(A... args) {
    ++g_calls<Field>;
    return (g_original.*Field)(args...);
}

// Deduces the function's type from the pointer; a NULL pointer stays NULL, so the driver
// sees the table the plugin gave.
template <auto Field, class R, class... A>
void count(const char* name, R (*original)(A...)) {
    counters().push_back({name, &g_calls<Field>});
    if (original != nullptr) g_counted.*Field = &counted<Field, R, A...>;
}
#define PLATEAU_COUNT(field) count<&plateau_plugin::field>(#field, g_original.field)

const plateau_plugin& counted_lightsout() {
    static const bool made = [] {
        const auto path = std::filesystem::path(PLATEAU_BUILD_PLUGIN_DIR) / "lightsout.so";
        static const LoadOutcome loaded = load_plugin(path);
        if (!loaded.loaded()) throw std::runtime_error(path.string() + ": " + loaded.refusal);
        g_original = loaded.plugin->table();
        g_counted = g_original;
        PLATEAU_COUNT(create);
        PLATEAU_COUNT(destroy);
        PLATEAU_COUNT(initial_state);
        PLATEAU_COUNT(apply_move);
        PLATEAU_COUNT(free_state);
        PLATEAU_COUNT(text_form);
        PLATEAU_COUNT(status);
        PLATEAU_COUNT(draw);
        PLATEAU_COUNT(info_line);
        PLATEAU_COUNT(list_moves);
        PLATEAU_COUNT(forced_move);
        PLATEAU_COUNT(new_ui);
        PLATEAU_COUNT(free_ui);
        PLATEAU_COUNT(input);
        PLATEAU_COUNT(after_move);
        PLATEAU_COUNT(anim_length);
        PLATEAU_COUNT(run_command);
        PLATEAU_COUNT(job_start);
        PLATEAU_COUNT(job_poll);
        PLATEAU_COUNT(job_free);
        PLATEAU_COUNT(rankable);
        PLATEAU_COUNT(min_board_size);
        PLATEAU_COUNT(clock_started);
        PLATEAU_COUNT(ui_save);
        PLATEAU_COUNT(ui_restore);
        PLATEAU_COUNT(describe_move);
        return true;
    }();
    (void)made;
    return g_counted;
}

void reset_counts() {
    for (const Counter& c : counters()) *c.calls = 0;
}

// The functions called since the last reset, by name.
std::map<std::string, int> counts() {
    std::map<std::string, int> called;
    for (const Counter& c : counters()) {
        if (*c.calls > 0) called[c.name] = *c.calls;
    }
    return called;
}

int total(const std::map<std::string, int>& called) {
    int sum = 0;
    for (const auto& [name, calls] : called) sum += calls;
    return sum;
}

std::string listed(const std::map<std::string, int>& called) {
    std::string text;
    for (const auto& [name, calls] : called) {
        text += (text.empty() ? "" : " ") + name + "=" + std::to_string(calls);
    }
    return text;
}

// The 3x3 board "#.. .## .#.", on a 300 x 300 px board: 100 px cells.
std::shared_ptr<const GameInstance> counted_game() {
    const plateau_plugin& table = counted_lightsout();
    const Settings settings = default_settings(
        schema_from_abi(table.params, table.param_count, table.presets, table.preset_count));
    return std::make_shared<const GameInstance>(table, settings, 1, "#..\n.##\n.#.\n");
}

plateau_input left(plateau_input_type type) {
    plateau_input in{};
    in.type = type;
    in.button = PLATEAU_BUTTON_LEFT;
    in.x = 50;  // the middle of cell (0, 0)
    in.y = 50;
    in.width = 300;
    in.height = 300;
    return in;
}

// One left press on cell (0, 0): Lights Out plays on the press ("0 0"; #.. .## .#. becomes
// .#. ### .#., not solved). Returns the calls the press made.
std::map<std::string, int> one_click() {
    FakeClock clock;
    Saves saves;
    GameDriver d(Session(counted_game()), options(clock, saves, true));
    d.start();
    reset_counts();
    const InputOutcome outcome = d.input(left(PLATEAU_INPUT_POINTER_DOWN));
    auto called = counts();
    EXPECT_EQ(outcome, InputOutcome::played);
    EXPECT_EQ(d.session().moves(), 1);
    EXPECT_FALSE(d.status().over);

    // The release does nothing in Lights Out; it is not part of the move's cost.
    reset_counts();
    EXPECT_EQ(d.input(left(PLATEAU_INPUT_POINTER_UP)), InputOutcome::unused);
    std::cout << "[ release  ] " << listed(counts()) << '\n';
    return called;
}

TEST(BoundaryCalls, LeftClickOnLightsOut) {
    const plateau_plugin& table = counted_lightsout();
    // A table that grew has functions this test does not count yet (1.5: name_words, and
    // canonical_move, which Lights Out leaves NULL; 1.6 appends data only, look_params).
    EXPECT_LE(sizeof(plateau_plugin), offsetof(plateau_plugin, look_param_count) + sizeof(void*))
        << "abi.h grew: count its new functions here";

    const auto called = one_click();
    std::cout << "[ click    ] ABI 1." << table.abi_minor << ": " << total(called)
              << " calls: " << listed(called) << '\n';
    RecordProperty("abi_minor", static_cast<int>(table.abi_minor));
    RecordProperty("total", total(called));
    // (Prefixed: "status" is a key GoogleTest keeps for itself.)
    for (const auto& [name, calls] : called) RecordProperty("calls_" + name, calls);

    // What no driver can spare: the input, the move, its status, and (animations on) its
    // length, each once.
    const auto calls_of = [&](const std::string& name) {
        const auto it = called.find(name);
        return it == called.end() ? 0 : it->second;
    };
    EXPECT_EQ(calls_of("input"), 1);
    EXPECT_EQ(calls_of("apply_move"), 1);
    EXPECT_EQ(calls_of("status"), 1);
    EXPECT_EQ(calls_of("anim_length"), 1);
    // One position made: its forced move asked once at most.
    EXPECT_LE(calls_of("forced_move"), 1);
    // The target: the template is built against this SDK, which leaves NULL what it does not
    // use (ABI 1.3).
    ASSERT_GE(table.abi_minor, 3u);
    EXPECT_LE(total(called), 4) << listed(called);
}

TEST(BoundaryCalls, ForcedMoveIsAskedOncePerPosition) {
    // Positions made: the start, three moves, a restart (a start again) and one more move:
    // 6. Undo and redo make none: they go back to positions already made.
    reset_counts();
    FakeClock clock;
    Saves saves;
    GameDriver d(Session(counted_game()), options(clock, saves, true));
    d.start();
    d.play("2 0");
    d.play("0 0");
    d.play("2 2");
    ASSERT_FALSE(d.status().over);
    d.undo();
    d.redo();
    d.undo();
    d.restart();
    d.play("1 1");
    ASSERT_FALSE(d.status().over);
    d.undo();
    d.redo();
    const auto called = counts();
    std::cout << "[ sequence ] " << listed(called) << '\n';
    const auto it = called.find("forced_move");
    const int asked = it == called.end() ? 0 : it->second;
    RecordProperty("forced_move", asked);
    EXPECT_LE(asked, 6);
}

}  // namespace
}  // namespace plateau::core::testing
