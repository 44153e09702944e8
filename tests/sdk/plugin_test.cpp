// PLATEAU_PLUGIN's C table: what a game overrides, and nothing else, is set; the rest is
// NULL, so the host makes no call for it. Test games compiled in, their tables made by
// plateau::detail::Adapter<G>::entry, the function PLATEAU_PLUGIN exports.
#include <gtest/gtest.h>

#include <cctype>
#include <plateau/plugin.hpp>
#include <set>
#include <string>

namespace {

plateau::PluginInfo test_info() {
    plateau::PluginInfo i;
    i.id = "test";
    i.name = "Test";
    i.version = "1.0.0";
    return i;
}

plateau_host host_with_minor(std::uint32_t minor) {
    plateau_host host{};
    host.struct_size = sizeof(plateau_host);
    host.abi_major = PLATEAU_ABI_MAJOR;
    host.abi_minor = minor;
    host.log = nullptr;
    host.text_width = nullptr;
    return host;
}

// The five required functions, on an int; Status as the test sets it.
template <class Ui = plateau::NoUi>
class Base : public plateau::Game<int, Ui> {
  public:
    Base(const plateau::Settings&, std::uint64_t, const std::optional<std::string>&) {}
    int initial() override { return 0; }
    int apply(const int& s, std::string_view) override { return s + 1; }
    std::string text_form(const int& s) override { return std::to_string(s); }
    plateau::Status status(const int&) override { return status_; }
    void draw(plateau::Canvas&, const int&, const Ui*, const plateau::Frame<int>&) override {}

    plateau::Status status_;
};

// Only what is required.
class Bare final : public Base<> {
  public:
    using Base::Base;
};

// Moves, a hint and input, without a ui.
class Hints final : public Base<> {
  public:
    using Base::Base;
    std::vector<std::string> moves(const int&) override { return {"a", "b"}; }
    std::unique_ptr<plateau::Job> hint(const int&, double) override { return nullptr; }
    plateau::InputResult input(const int&, plateau::NoUi&, const plateau::Input&) override {
        return plateau::InputResult::unused();
    }
};

// A computer player, a ui kept in saves, and an info line.
struct Cursor {
    int cell = 0;
};
class Player final : public Base<Cursor> {
  public:
    using Base::Base;
    std::unique_ptr<plateau::Job> computer_move(const int&, double) override { return nullptr; }
    std::string save_ui(const Cursor&) override { return {}; }
    std::string info_line(const int&, const Cursor*) override { return {}; }
};

// The optional functions of the table that are not NULL, by name.
std::set<std::string> optional_set(const plateau_plugin& p) {
    std::set<std::string> set;
    const auto add = [&](const char* name, bool set_in_table) {
        if (set_in_table) set.insert(name);
    };
    add("info_line", p.info_line != nullptr);
    add("list_moves", p.list_moves != nullptr);
    add("forced_move", p.forced_move != nullptr);
    add("new_ui", p.new_ui != nullptr);
    add("free_ui", p.free_ui != nullptr);
    add("input", p.input != nullptr);
    add("after_move", p.after_move != nullptr);
    add("anim_length", p.anim_length != nullptr);
    add("run_command", p.run_command != nullptr);
    add("job_start", p.job_start != nullptr);
    add("job_poll", p.job_poll != nullptr);
    add("job_free", p.job_free != nullptr);
    add("rankable", p.rankable != nullptr);
    add("min_board_size", p.min_board_size != nullptr);
    add("clock_started", p.clock_started != nullptr);
    add("ui_save", p.ui_save != nullptr);
    add("ui_restore", p.ui_restore != nullptr);
    add("describe_move", p.describe_move != nullptr);
    add("canonical_move", p.canonical_move != nullptr);
    return set;
}

using Names = std::set<std::string>;

class ExportMacro : public ::testing::Test {
  protected:
    template <class G>
    const plateau_plugin& table(std::uint32_t host_minor = PLATEAU_ABI_MINOR) {
        host_ = host_with_minor(host_minor);
        const plateau_plugin* p = plateau::detail::Adapter<G>::entry(&host_, &test_info);
        EXPECT_NE(p, nullptr);
        return *p;
    }
    void TearDown() override { plateau::detail::host_table() = nullptr; }

    plateau_host host_{};
};

TEST_F(ExportMacro, AGameWithOnlyTheRequiredFunctionsHasNoOptionalOne) {
    const plateau_plugin& p = table<Bare>();
    EXPECT_EQ(optional_set(p), Names{});
    EXPECT_EQ(p.has_hint, 0);
    // The required ones, always.
    EXPECT_NE(p.create, nullptr);
    EXPECT_NE(p.destroy, nullptr);
    EXPECT_NE(p.initial_state, nullptr);
    EXPECT_NE(p.apply_move, nullptr);
    EXPECT_NE(p.free_state, nullptr);
    EXPECT_NE(p.text_form, nullptr);
    EXPECT_NE(p.status, nullptr);
    EXPECT_NE(p.draw, nullptr);
    EXPECT_EQ(p.abi_major, PLATEAU_ABI_MAJOR);
    EXPECT_EQ(p.abi_minor, PLATEAU_ABI_MINOR);
    EXPECT_STREQ(p.id, "test");
}

TEST_F(ExportMacro, WhatTheGameOverridesIsSetAndNothingElse) {
    // moves() lists the moves, hint() is a job, input() without a ui needs none from a 1.3
    // host (it calls input with a NULL ui).
    const plateau_plugin& p = table<Hints>();
    EXPECT_EQ(optional_set(p), (Names{"list_moves", "job_start", "job_poll", "job_free", "input"}));
    EXPECT_EQ(p.has_hint, 1);
}

TEST_F(ExportMacro, AnOlderHostGetsAUiForAGameWithInput) {
    // A 1.2 host sends input only to a game with a ui: the SDK gives it an empty one.
    const plateau_plugin& p = table<Hints>(2);
    EXPECT_EQ(optional_set(p), (Names{"list_moves", "job_start", "job_poll", "job_free", "input",
                                      "new_ui", "free_ui"}));
    // A game without input gets none from an older host either.
    EXPECT_EQ(optional_set(table<Bare>(2)), Names{});
}

TEST_F(ExportMacro, AGameWithAUiAndAComputerPlayer) {
    const plateau_plugin& p = table<Player>();
    // Its own Ui type: new_ui and free_ui; save_ui alone brings ui_restore too (the pair).
    EXPECT_EQ(optional_set(p), (Names{"new_ui", "free_ui", "info_line", "job_start", "job_poll",
                                      "job_free", "ui_save", "ui_restore"}));
    EXPECT_EQ(p.has_hint, 0);  // a job for the computer player, not a hint
}

TEST_F(ExportMacro, NoOneIsToMoveOnceTheGameIsOver) {
    const plateau_plugin& p = table<Bare>();
    plateau_game* game = p.create(nullptr, 0, nullptr, 0, nullptr);
    ASSERT_NE(game, nullptr);
    plateau_state* state = p.initial_state(game, nullptr);
    ASSERT_NE(state, nullptr);
    Bare& bare = *reinterpret_cast<Bare*>(game);
    plateau_status out{};

    bare.status_.turn = 2;
    bare.status_.computer_turn = true;
    ASSERT_EQ(p.status(game, state, &out, nullptr, nullptr), PLATEAU_OK);
    EXPECT_EQ(out.turn, 2);
    EXPECT_EQ(out.over, 0);
    EXPECT_EQ(out.computer_turn, 1);

    // Over, though the game's Status still names player 2 and a computer's turn: turn 0.
    bare.status_.over = true;
    bare.status_.outcome = plateau::Outcome::winner;
    bare.status_.winner = 1;
    ASSERT_EQ(p.status(game, state, &out, nullptr, nullptr), PLATEAU_OK);
    EXPECT_EQ(out.turn, 0);
    EXPECT_EQ(out.over, 1);
    EXPECT_EQ(out.computer_turn, 0);
    EXPECT_EQ(out.outcome, PLATEAU_OUTCOME_WINNER);
    EXPECT_EQ(out.winner, 1);

    p.free_state(game, state);
    p.destroy(game);
}

// ABI 1.4: a move in words, and the frame's theme and mark.
class Describer final : public Base<> {
  public:
    using Base::Base;
    std::string describe_move(const int& s, std::string_view move) override {
        return "move " + std::string(move) + " from " + std::to_string(s);
    }
    void draw(plateau::Canvas&, const int&, const plateau::NoUi*,
              const plateau::Frame<int>& frame) override {
        dark_ = frame.dark;
        mark_kind_ = frame.mark.kind;
        mark_ = std::string(frame.mark.move);
        strength_ = frame.mark.strength;
    }
    bool dark_ = false;
    plateau_mark_kind mark_kind_ = PLATEAU_MARK_NONE;
    std::string mark_;
    float strength_ = 0;
};

void append(void* ctx, const char* text, size_t length) {
    static_cast<std::string*>(ctx)->append(text, length);
}

// What `write` (a function of `p` that writes about a move: describe_move, canonical_move)
// writes for `move` on a new game's first state; a failure fails the test.
using MoveWriter = decltype(plateau_plugin::describe_move);
std::string written_for(const plateau_plugin& p, MoveWriter write, std::string_view move) {
    plateau_game* game = p.create(nullptr, 0, nullptr, 0, nullptr);
    EXPECT_NE(game, nullptr);
    if (game == nullptr) return {};
    plateau_state* state = p.initial_state(game, nullptr);
    std::string written;
    const plateau_writer out{&written, &append};
    EXPECT_EQ(write(game, state, move.data(), move.size(), &out, nullptr), PLATEAU_OK);
    p.free_state(game, state);
    p.destroy(game);
    return written;
}

TEST_F(ExportMacro, DescribeMoveIsSetOnlyWhenOverriddenAndWritesTheWords) {
    EXPECT_EQ(table<Bare>().describe_move, nullptr);
    const plateau_plugin& p = table<Describer>();
    EXPECT_EQ(optional_set(p), Names{"describe_move"});
    EXPECT_EQ(written_for(p, p.describe_move, "c3"), "move c3 from 0");
}

// A game that reads moves in any case and keeps them in upper case (ABI 1.5).
class Canonical final : public Base<> {
  public:
    using Base::Base;
    std::string canonical_move(const int&, std::string_view move) override {
        std::string upper(move);
        for (char& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        return upper;
    }
};

TEST_F(ExportMacro, CanonicalMoveIsSetOnlyWhenOverriddenAndWritesTheMove) {
    EXPECT_EQ(table<Bare>().canonical_move, nullptr);
    const plateau_plugin& p = table<Canonical>();
    EXPECT_EQ(optional_set(p), Names{"canonical_move"});
    EXPECT_EQ(written_for(p, p.canonical_move, "t3"), "T3");
}

// Draws with dark = 1 and a hint's mark, from a host of the given minor version.
Describer& drawn_by_host(const plateau_plugin& p, plateau_game*& game) {
    game = p.create(nullptr, 0, nullptr, 0, nullptr);
    plateau_state* state = p.initial_state(game, nullptr);
    plateau_draw_args args{};
    args.state = state;
    args.width = 100;
    args.height = 100;
    args.dark = 1;
    args.mark_kind = PLATEAU_MARK_HINT;
    args.mark = "c3";
    args.mark_length = 2;
    args.mark_strength = 0.5f;
    plateau_canvas canvas{};
    EXPECT_EQ(p.draw(game, &args, nullptr, &canvas, nullptr), PLATEAU_OK);
    p.free_state(game, state);
    return *reinterpret_cast<Describer*>(game);
}

TEST_F(ExportMacro, TheFrameHasTheThemeAndTheMarkFromA14Host) {
    plateau_game* game = nullptr;
    const Describer& d = drawn_by_host(table<Describer>(4), game);
    EXPECT_TRUE(d.dark_);
    EXPECT_EQ(d.mark_kind_, PLATEAU_MARK_HINT);
    EXPECT_EQ(d.mark_, "c3");
    EXPECT_FLOAT_EQ(d.strength_, 0.5f);
    table<Describer>(4).destroy(game);
}

TEST_F(ExportMacro, AnOlderHostsDrawArgsEndBeforeTheThemeAndTheMark) {
    // A 1.3 host's struct has no such fields: whatever lies there is not read.
    plateau_game* game = nullptr;
    const Describer& d = drawn_by_host(table<Describer>(3), game);
    EXPECT_FALSE(d.dark_);
    EXPECT_EQ(d.mark_kind_, PLATEAU_MARK_NONE);
    EXPECT_EQ(d.mark_, "");
    table<Describer>(3).destroy(game);
}

void cache_in_tmp(const char* id, size_t length, const plateau_writer* out) {
    const std::string path = "/tmp/cache/" + std::string(id, length);
    out->write(out->ctx, path.data(), path.size());
}

TEST_F(ExportMacro, TheCacheFolderIsAskedWithThePluginsId) {
    (void)table<Bare>(4);
    host_.cache_dir = &cache_in_tmp;
    EXPECT_EQ(plateau::cache_dir(), std::filesystem::path("/tmp/cache/test"));
    // A 1.3 host has no cache folder to give.
    (void)table<Bare>(3);
    host_.cache_dir = &cache_in_tmp;
    EXPECT_EQ(plateau::cache_dir(), std::filesystem::path());
}

// Words for its info keys, its choices and its commands (ABI 1.5): in the table as NAME,
// KEY=VALUE and command:NAME.
class Worded final : public Base<> {
  public:
    using Base::Base;
};

plateau::PluginInfo worded_info() {
    plateau::PluginInfo i = test_info();
    i.params = {plateau::Param::choice("level", "Level", "easy", {"easy", "medium", "hard"})
                    .with_words({"Facile", "Moyen", "Difficile"}),
                plateau::Param::choice("side", "Side", "left", {"left", "right"})};
    i.info_words = {{"mines_left", "Mines restantes"}};
    i.commands = {{"solve", "SECONDS", "Solves.", true, "Résoudre"},
                  {"export", "FILE", "Writes.", false}};  // no words: shown as "Export"
    return i;
}

TEST(ExportMacroWords, InfoKeysAndChoicesGetTheirWords) {
    const plateau_host host = host_with_minor(5);
    const plateau_plugin* p = plateau::detail::Adapter<Worded>::entry(&host, &worded_info);
    plateau::detail::host_table() = nullptr;
    ASSERT_NE(p, nullptr);
    ASSERT_EQ(p->name_word_count, 5u);
    ASSERT_NE(p->name_words, nullptr);
    const std::vector<std::pair<std::string, std::string>> expected = {
        {"mines_left", "Mines restantes"},
        {"level=easy", "Facile"},
        {"level=medium", "Moyen"},
        {"level=hard", "Difficile"},
        {"command:solve", "Résoudre"}};
    for (std::size_t k = 0; k < expected.size(); ++k) {
        EXPECT_STREQ(p->name_words[k].name, expected[k].first.c_str());
        EXPECT_STREQ(p->name_words[k].words, expected[k].second.c_str());
    }
}

TEST_F(ExportMacro, NoWordsNoTable) {
    const plateau_plugin& p = table<Bare>();
    EXPECT_EQ(p.name_words, nullptr);
    EXPECT_EQ(p.name_word_count, 0u);
    EXPECT_EQ(p.look_params, nullptr);  // and no look parameter (ABI 1.6)
    EXPECT_EQ(p.look_param_count, 0u);
}

// The parameters marked look_only() are listed in the table (ABI 1.6), in schema order.
class Looked final : public Base<> {
  public:
    using Base::Base;
};

plateau::PluginInfo looked_info() {
    plateau::PluginInfo i = test_info();
    i.params = {plateau::Param::colour("ink", "Ink", "black").look_only(),
                plateau::Param::integer("size", "Size", 5, 3, 9),
                plateau::Param::boolean("letters", "Letters", false).look_only()};
    return i;
}

TEST(ExportMacroLooks, LookParametersAreListedByKey) {
    const plateau_host host = host_with_minor(6);
    const plateau_plugin* p = plateau::detail::Adapter<Looked>::entry(&host, &looked_info);
    plateau::detail::host_table() = nullptr;
    ASSERT_NE(p, nullptr);
    ASSERT_EQ(p->look_param_count, 2u);
    ASSERT_NE(p->look_params, nullptr);
    EXPECT_STREQ(p->look_params[0], "ink");
    EXPECT_STREQ(p->look_params[1], "letters");
}

}  // namespace
