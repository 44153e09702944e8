// "Rogue": a game written against the bare C ABI (no SDK, so nothing catches for it) that
// misbehaves on demand. Its only good move is "+", which counts; the other moves make it
// break the contract in one way each, so a test can play good moves first and then see
// the host contain the fault:
//   throw         apply_move lets a std::runtime_error cross the C boundary
//   throw-int     apply_move lets an int cross it
//   bad-status    the next position's status has an outcome out of range
//   error-status  the next position's status fails (PLATEAU_ERROR)
//   error-text    the next position's text form fails
//   null-text     the next position's text form writes a NULL text with a length
//   wild-draw     the next position is drawn with NaN, infinite and huge coordinates
//   bad-forced    the next position has a forced move that is not text ("\x01\x02")
//   crash         a segmentation fault, which no host can contain
// Input: a left click plays "+"; keys 2..7 play throw, bad-status, a move that is not text
// ("\x01\xff"), error-status, crash, wild-draw.
#include <plateau/abi.h>

#include <cmath>
#include <csignal>
#include <cstring>
#include <limits>
#include <new>
#include <stdexcept>
#include <string>
#include <string_view>

namespace {

enum class Poison { none, bad_status, error_status, error_text, null_text, wild_draw, bad_forced };

struct RogueState {
    int count = 0;
    Poison poison = Poison::none;
};

struct RogueUi {
    int unused = 0;
};

const RogueState* as_state(const plateau_state* s) {
    return reinterpret_cast<const RogueState*>(s);
}

void say(const plateau_writer* w, std::string_view text) {
    if (w != nullptr) w->write(w->ctx, text.data(), text.size());
}

plateau_game* create(const plateau_settings*, uint64_t, const char*, size_t,
                     const plateau_writer*) {
    static int game_tag = 0;
    return reinterpret_cast<plateau_game*>(&game_tag);
}
void destroy(plateau_game*) {}

plateau_state* initial_state(plateau_game*, const plateau_writer*) {
    return reinterpret_cast<plateau_state*>(new RogueState{});
}

plateau_result apply_move(plateau_game*, const plateau_state* state, const char* text,
                          size_t length, plateau_state** out, const plateau_writer* error) {
    const std::string_view move(text, length);
    RogueState next = *as_state(state);
    next.poison = Poison::none;
    if (move == "+") {
        ++next.count;
    } else if (move == "throw") {
        throw std::runtime_error("rogue threw on purpose");
    } else if (move == "throw-int") {
        throw 42;
    } else if (move == "bad-status") {
        next.poison = Poison::bad_status;
    } else if (move == "error-status") {
        next.poison = Poison::error_status;
    } else if (move == "error-text") {
        next.poison = Poison::error_text;
    } else if (move == "null-text") {
        next.poison = Poison::null_text;
    } else if (move == "wild-draw") {
        next.poison = Poison::wild_draw;
    } else if (move == "bad-forced") {
        next.poison = Poison::bad_forced;
    } else if (move == "crash") {
        std::raise(SIGSEGV);
    } else {
        say(error, "'" + std::string(move) + "' is not a move (the move is +)");
        return PLATEAU_ERROR;
    }
    *out = reinterpret_cast<plateau_state*>(new RogueState(next));
    return PLATEAU_OK;
}

void free_state(plateau_game*, plateau_state* state) {
    delete reinterpret_cast<RogueState*>(state);
}

plateau_result text_form(plateau_game*, const plateau_state* state, const plateau_writer* out,
                         const plateau_writer* error) {
    const RogueState& s = *as_state(state);
    if (s.poison == Poison::error_text) {
        say(error, "rogue text form failed on purpose");
        return PLATEAU_ERROR;
    }
    if (s.poison == Poison::null_text) out->write(out->ctx, nullptr, 12);
    say(out, "count " + std::to_string(s.count));
    return PLATEAU_OK;
}

plateau_result status(plateau_game*, const plateau_state* state, plateau_status* out,
                      const plateau_writer*, const plateau_writer* error) {
    const RogueState& s = *as_state(state);
    if (s.poison == Poison::error_status) {
        say(error, "rogue status failed on purpose");
        return PLATEAU_ERROR;
    }
    std::memset(out, 0, sizeof *out);
    out->turn = 1;
    if (s.poison == Poison::bad_status) out->outcome = 99;
    return PLATEAU_OK;
}

plateau_result draw(plateau_game*, const plateau_draw_args* args, const plateau_ui*,
                    const plateau_canvas* canvas, const plateau_writer*) {
    canvas->fill_rect(canvas->ctx, 0, 0, args->width, args->height, 0x3d3846ffu);
    if (as_state(args->state)->poison == Poison::wild_draw) {
        const float nan = std::numeric_limits<float>::quiet_NaN();
        const float inf = std::numeric_limits<float>::infinity();
        canvas->fill_rect(canvas->ctx, nan, 0, 10, 10, 0xff0000ffu);
        canvas->fill_rect(canvas->ctx, 0, 0, 1e30f, 1e30f, 0xff0000ffu);
        canvas->fill_circle(canvas->ctx, inf, -inf, nan, 0xff0000ffu);
        canvas->line(canvas->ctx, -1e38f, 1e38f, nan, 5, 1e30f, 0xff0000ffu);
        const float polygon[] = {0, 0, nan, 5, 1e35f, -1e35f};
        canvas->fill_polygon(canvas->ctx, polygon, 3, 0xff0000ffu);
        canvas->text(canvas->ctx, nan, inf, 1e30f, 0xff0000ffu, PLATEAU_ALIGN_LEFT, "x", 1);
    }
    return PLATEAU_OK;
}

plateau_result forced_move(plateau_game*, const plateau_state* state, int32_t* forced,
                           const plateau_writer* move, const plateau_writer*) {
    *forced = 0;
    if (as_state(state)->poison == Poison::bad_forced) {
        *forced = 1;
        say(move, "\x01\x02");
    }
    return PLATEAU_OK;
}

plateau_ui* new_ui(plateau_game*, const plateau_state*) {
    return reinterpret_cast<plateau_ui*>(new RogueUi{});
}
void free_ui(plateau_game*, plateau_ui* ui) { delete reinterpret_cast<RogueUi*>(ui); }

plateau_result input(plateau_game*, const plateau_state*, plateau_ui*, const plateau_input* event,
                     plateau_input_result* result, const plateau_writer* move,
                     const plateau_writer*) {
    *result = PLATEAU_INPUT_UNUSED;
    std::string_view chosen;
    if (event->type == PLATEAU_INPUT_POINTER_DOWN && event->button == PLATEAU_BUTTON_LEFT) {
        chosen = "+";
    } else if (event->type == PLATEAU_INPUT_KEY) {
        switch (event->key) {
            case '2':
                chosen = "throw";
                break;
            case '3':
                chosen = "bad-status";
                break;
            case '4':
                chosen = "\x01\xff";
                break;
            case '5':
                chosen = "error-status";
                break;
            case '6':
                chosen = "crash";
                break;
            case '7':
                chosen = "wild-draw";
                break;
            default:
                break;
        }
    }
    if (chosen.empty()) return PLATEAU_OK;
    say(move, chosen);
    *result = PLATEAU_INPUT_MOVE;
    return PLATEAU_OK;
}

plateau_plugin make_table() {
    plateau_plugin t{};
    t.struct_size = sizeof(plateau_plugin);
    t.abi_major = PLATEAU_ABI_MAJOR;
    t.abi_minor = PLATEAU_ABI_MINOR;
    t.id = "rogue";
    t.name = "Rogue";
    t.version = "1.0.0";
    t.description = "A game that breaks the rules of the plugin contract on demand.";
    t.how_to_play = "The move + counts; the other moves misbehave (see the source).";
    t.create = create;
    t.destroy = destroy;
    t.initial_state = initial_state;
    t.apply_move = apply_move;
    t.free_state = free_state;
    t.text_form = text_form;
    t.status = status;
    t.draw = draw;
    t.forced_move = forced_move;
    t.new_ui = new_ui;
    t.free_ui = free_ui;
    t.input = input;
    return t;
}

}  // namespace

extern "C" __attribute__((visibility("default"))) const plateau_plugin* plateau_entry(
    const plateau_host*) {
    static const plateau_plugin table = make_table();
    return &table;
}
