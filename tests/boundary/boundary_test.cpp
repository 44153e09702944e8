// The boundary seen from the host: a C++ game's exceptions arrive as errors with their
// messages, and the game's state is left as it was.
#include <gtest/gtest.h>

#include "core/game/game_instance.hpp"
#include "core/plugins/plugin.hpp"
#include "core/plugins/plugin_loader.hpp"

namespace plateau::core {
namespace {

class BoundaryTest : public ::testing::Test {
  protected:
    static void SetUpTestSuite() {
        outcome_ = new LoadOutcome(load_plugin(THROWING_PLUGIN_PATH));
        ASSERT_TRUE(outcome_->loaded()) << outcome_->refusal;
    }
    static void TearDownTestSuite() {
        delete outcome_;
        outcome_ = nullptr;
    }
    static Settings throw_in(const std::string& where) {
        Settings s;
        s.values.push_back({"throw_in", PLATEAU_PARAM_CHOICE, where});
        return s;
    }
    static const plateau_plugin& table() { return outcome_->plugin->table(); }
    static LoadOutcome* outcome_;
};
LoadOutcome* BoundaryTest::outcome_ = nullptr;

TEST_F(BoundaryTest, AnExceptionFromCreateIsAnErrorWithItsMessage) {
    try {
        GameInstance game(table(), throw_in("create"), 1, std::nullopt);
        FAIL() << "create must fail";
    } catch (const PluginError& e) {
        EXPECT_STREQ(e.what(), "create failed on purpose");
    }
}

TEST_F(BoundaryTest, AnExceptionFromApplyLeavesTheStateAsItWas) {
    GameInstance game(table(), throw_in("apply"), 1, std::nullopt);
    const StateRef start = game.initial();
    EXPECT_THROW(
        {
            try {
                (void)game.apply(start, "1");
            } catch (const PluginError& e) {
                EXPECT_STREQ(e.what(), "apply failed on purpose");
                throw;
            }
        },
        PluginError);
    EXPECT_EQ(game.text_form(start), "0");
}

TEST_F(BoundaryTest, ANonStandardExceptionStillBecomesAnError) {
    GameInstance game(table(), throw_in("apply-int"), 1, std::nullopt);
    try {
        (void)game.apply(game.initial(), "1");
        FAIL() << "apply must fail";
    } catch (const PluginError& e) {
        EXPECT_STREQ(e.what(), "unknown error in the plugin");
    }
}

TEST_F(BoundaryTest, ARefusedMoveGivesItsReason) {
    GameInstance game(table(), throw_in("nowhere"), 1, std::nullopt);
    const StateRef start = game.initial();
    try {
        (void)game.apply(start, "bad");
        FAIL() << "the move must be refused";
    } catch (const PluginError& e) {
        EXPECT_STREQ(e.what(), "'bad' is not a move");
    }
    EXPECT_EQ(game.text_form(game.apply(start, "ok")), "1");
}

// Drawing may not fail: a failure is a fault (the front end ends the game), named as such.
TEST_F(BoundaryTest, AnExceptionFromDrawIsAFault) {
    GameInstance game(table(), throw_in("draw"), 1, std::nullopt);
    struct Counter {
        int shapes = 0;
    } counter;
    plateau_canvas canvas{};
    canvas.ctx = &counter;
    canvas.fill_rect = [](void* ctx, float, float, float, float, uint32_t) {
        ++static_cast<Counter*>(ctx)->shapes;
    };
    plateau_draw_args args{};
    const StateRef start = game.initial();
    args.state = start.get();
    args.width = 100;
    args.height = 100;
    try {
        game.draw(args, nullptr, canvas);
        FAIL() << "draw must fail";
    } catch (const PluginFault& e) {
        EXPECT_STREQ(e.what(), "drawing failed: draw failed on purpose");
    }
    EXPECT_EQ(counter.shapes, 0);

    GameInstance fine(table(), throw_in("nowhere"), 1, std::nullopt);
    const StateRef other = fine.initial();
    args.state = other.get();
    fine.draw(args, nullptr, canvas);
    EXPECT_EQ(counter.shapes, 1);
}

TEST_F(BoundaryTest, TheTableCarriesTheSchemaAndNoMoveList) {
    EXPECT_STREQ(table().id, "thrower");
    ASSERT_EQ(table().param_count, 1u);
    EXPECT_STREQ(table().params[0].key, "throw_in");
    EXPECT_STREQ(table().params[0].default_toml, "\"nowhere\"");
    ASSERT_EQ(table().params[0].choice_count, 5u);
    EXPECT_STREQ(table().params[0].choices[4], "draw");
    EXPECT_EQ(table().list_moves, nullptr);  // lists_moves was not set
    EXPECT_EQ(table().struct_size, sizeof(plateau_plugin));
    EXPECT_EQ(table().abi_major, PLATEAU_ABI_MAJOR);
}

}  // namespace
}  // namespace plateau::core
