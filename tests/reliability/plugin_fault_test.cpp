// A plugin that throws, fails or gives garbage is contained. Through GameInstance and
// Session, as the front ends use them: a fault is a PluginFault naming what failed, and
// the session stays at its last good position. Through the real program's text mode: the
// error is shown, the game is saved at its last good position and closed (exit status 3).
#include <gtest/gtest.h>

#include <cmath>

#include "core/game/game_instance.hpp"
#include "core/plugins/plugin_loader.hpp"
#include "core/session/session.hpp"
#include "reliability_support.hpp"

namespace plateau::core {
namespace {

using reliability::Result;
using reliability::Scratch;

class RoguePlugin : public ::testing::Test {
  protected:
    static void SetUpTestSuite() {
        outcome_ = new LoadOutcome(load_plugin(reliability::rogue_plugin()));
        ASSERT_TRUE(outcome_->loaded()) << outcome_->refusal;
    }
    static void TearDownTestSuite() {
        delete outcome_;
        outcome_ = nullptr;
    }
    static std::shared_ptr<const GameInstance> game() {
        return std::make_shared<const GameInstance>(outcome_->plugin->table(), Settings{}, 1,
                                                    std::nullopt);
    }
    // Plays "+" twice, then `move`, which must fault with `message`; the session is left
    // where the two good moves took it.
    static void expect_fault(const std::string& move, const std::string& message) {
        Session session(game());
        session.play("+");
        session.play("+");
        try {
            session.play(move);
            ADD_FAILURE() << move << " must be a fault";
        } catch (const PluginFault& e) {
            EXPECT_EQ(std::string(e.what()), message);
        }
        EXPECT_EQ(session.moves(), 2);
        EXPECT_EQ(session.game().text_form(session.state()), "count 2");
        EXPECT_EQ(session.record().moves, (std::vector<std::string>{"+", "+"}));
    }
    static LoadOutcome* outcome_;
};
LoadOutcome* RoguePlugin::outcome_ = nullptr;

TEST_F(RoguePlugin, AGoodMoveCountsAndABadOneIsARefusalNotAFault) {
    Session session(game());
    session.play("+");
    EXPECT_EQ(session.game().text_form(session.state()), "count 1");
    try {
        session.play("jump");
        FAIL() << "jump is not a move";
    } catch (const PluginFault&) {
        FAIL() << "a refused move is not a fault";
    } catch (const PluginError& e) {
        EXPECT_STREQ(e.what(), "'jump' is not a move (the move is +)");
    }
    EXPECT_EQ(session.moves(), 1);
}

TEST_F(RoguePlugin, AnExceptionThroughTheBoundaryIsAFault) {
    expect_fault("throw", "the move: the plugin threw an exception: rogue threw on purpose");
    expect_fault("throw-int", "the move: the plugin threw an exception");
}

TEST_F(RoguePlugin, AStatusOutOfRangeIsAFault) {
    expect_fault("bad-status", "the plugin gave a status out of range");
}

TEST_F(RoguePlugin, AFailingStatusIsAFault) {
    expect_fault("error-status", "the status failed: rogue status failed on purpose");
}

TEST_F(RoguePlugin, AForcedMoveThatIsNotTextIsAFault) {
    Session session(game());
    session.play("+");
    try {
        session.play("bad-forced");  // accepted; the forced move it then offers is garbage
        FAIL() << "the forced move must be a fault";
    } catch (const PluginFault& e) {
        EXPECT_STREQ(e.what(), "the forced move gave a move that is not one (\"??\", 2 bytes)");
    }
    // Neither the move nor the garbage after it was played.
    EXPECT_EQ(session.record().moves, (std::vector<std::string>{"+"}));
}

TEST_F(RoguePlugin, AFailingTextFormIsAFault) {
    Session session(game());
    session.play("error-text");  // the position itself is fine; showing it fails
    try {
        (void)session.game().text_form(session.state());
        FAIL() << "the text form must fail";
    } catch (const PluginFault& e) {
        EXPECT_STREQ(e.what(), "the text form failed: rogue text form failed on purpose");
    }
}

TEST_F(RoguePlugin, ANullTextWithALengthIsIgnored) {
    Session session(game());
    session.play("+");
    session.play("null-text");
    EXPECT_EQ(session.game().text_form(session.state()), "count 1");
}

TEST_F(RoguePlugin, AnInputMoveThatIsNotTextIsAFault) {
    Session session(game());
    plateau_input key{};
    key.type = PLATEAU_INPUT_KEY;
    key.key = '4';  // the rogue's input gives "\x01\xff"
    bool ui_changed = false;
    try {
        (void)session.game().input(session.state(), session.ui(), key, &ui_changed);
        FAIL() << "the input's move must be a fault";
    } catch (const PluginFault& e) {
        EXPECT_STREQ(e.what(), "the input gave a move that is not one (\"??\", 2 bytes)");
    }
}

// NaN, infinite and huge coordinates reach the host's canvas as they are: drawing them
// must not crash; this canvas counts what it was given and checks the background came.
TEST_F(RoguePlugin, WildCoordinatesReachTheCanvasWithoutHarm) {
    Session session(game());
    session.play("wild-draw");
    struct Seen {
        int rects = 0;
        int non_finite = 0;
    } seen;
    plateau_canvas canvas{};
    canvas.ctx = &seen;
    canvas.fill_rect = [](void* ctx, float x, float y, float w, float h, uint32_t) {
        auto* s = static_cast<Seen*>(ctx);
        ++s->rects;
        if (!std::isfinite(x) || !std::isfinite(y) || !std::isfinite(w) || !std::isfinite(h))
            ++s->non_finite;
    };
    canvas.stroke_rect = [](void*, float, float, float, float, float, uint32_t) {};
    canvas.fill_circle = [](void*, float, float, float, uint32_t) {};
    canvas.fill_polygon = [](void*, const float*, uint32_t, uint32_t) {};
    canvas.line = [](void*, float, float, float, float, float, uint32_t) {};
    canvas.text = [](void*, float, float, float, uint32_t, plateau_text_align, const char*,
                     size_t) {};
    plateau_draw_args args{};
    args.state = session.state().get();
    args.width = 200;
    args.height = 100;
    session.game().draw(args, session.ui(), canvas);
    EXPECT_EQ(seen.rects, 3);       // the background, the NaN one, the huge one
    EXPECT_EQ(seen.non_finite, 1);  // the host's own canvas drops these (canvas_batch.cpp)
}

TEST_F(RoguePlugin, MovesThatAreNotTextAreRefusedBeforeTheGameSeesThem) {
    Session session(game());
    for (const std::string& move : {std::string(), std::string("a\nb"), std::string("\xff"),
                                    std::string("\xc0\x80"), std::string(2000, '+')}) {
        try {
            session.play(move);
            ADD_FAILURE() << "a move that is not text was played";
        } catch (const PluginFault&) {
            ADD_FAILURE() << "a refusal, not a fault";
        } catch (const PluginError& e) {
            EXPECT_STREQ(e.what(),
                         "a move is one line of text (UTF-8, without control characters)");
        }
    }
    EXPECT_EQ(session.moves(), 0);
    EXPECT_TRUE(is_move_text("\xc3\xa9t\xc3\xa9"));  // "été"
}

// ---- The text mode of the real program ---------------------------------------------------

void expect_closed_after_fault(const std::string& bad_move, const std::string& reason) {
    SCOPED_TRACE(bad_move);
    const Scratch box;
    const Result r = box.run({"play", "rogue", "--text"}, "+\n+\n" + bad_move + "\n+\n");
    EXPECT_EQ(r.status, 3) << r.err;
    EXPECT_NE(r.err.find("error: the plugin failed: " + reason +
                         "; the game is closed, saved at its last good position\n"),
              std::string::npos)
        << r.err;
    // The replies of the two good moves, then none: the "+" after the fault is not read.
    EXPECT_EQ(reliability::last_status(r.out), "status: moves=2 turn=1 over=0 result=none");
    EXPECT_EQ(reliability::saved_moves(box.data() / "text" / "rogue.toml"),
              (std::vector<std::string>{"+", "+"}));
    // The saved game resumes at its last good position.
    const Result resumed = box.run({"play", "rogue", "--text", "--continue"}, "+\n");
    EXPECT_EQ(resumed.status, 0) << resumed.err;
    EXPECT_EQ(reliability::last_status(resumed.out), "status: moves=3 turn=1 over=0 result=none");
    EXPECT_NE(resumed.out.find("count 3"), std::string::npos) << resumed.out;
}

TEST(TextModeFault, AnExceptionClosesTheGameSaved) {
    expect_closed_after_fault("throw",
                              "the move: the plugin threw an exception: rogue threw on purpose");
}

TEST(TextModeFault, AStatusOutOfRangeClosesTheGameSaved) {
    expect_closed_after_fault("bad-status", "the plugin gave a status out of range");
}

TEST(TextModeFault, AFailingTextFormClosesTheGameSaved) {
    // The move itself is accepted and saved; showing its position fails.
    const Scratch box;
    const Result r = box.run({"play", "rogue", "--text"}, "+\nerror-text\n+\n");
    EXPECT_EQ(r.status, 3) << r.err;
    EXPECT_NE(r.err.find("error: the plugin failed: the text form failed: rogue text form failed "
                         "on purpose"),
              std::string::npos)
        << r.err;
    EXPECT_EQ(reliability::saved_moves(box.data() / "text" / "rogue.toml"),
              (std::vector<std::string>{"+", "error-text"}));
}

}  // namespace
}  // namespace plateau::core
