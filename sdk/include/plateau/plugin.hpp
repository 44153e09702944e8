// The export macro: turns a plateau::Game class into the C table of plateau/abi.h.
//
//   plateau::PluginInfo my_info() { ... id, name, params, presets ... }
//   PLATEAU_PLUGIN(MyGame, my_info)
//
// The table says what the game has from what the class overrides (plateau/game.hpp): a game
// lists its moves because it overrides moves(), gives hints because it overrides hint(), and
// every function it leaves to the default is NULL in the table, so the host does without the
// call. Every exception thrown by the game is caught here, at the boundary, and becomes
// PLATEAU_ERROR with the exception's message: nothing C++ ever reaches the host.
#pragma once

#include <plateau/abi.h>

#include <memory>
#include <optional>
#include <plateau/game.hpp>
#include <plateau/host.hpp>
#include <plateau/params.hpp>
#include <plateau/translate.hpp>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace plateau {

// A command the game adds to the text mode and the game screen: run by Game::command, or
// by Game::command_job when it is long work.
struct Command {
    std::string name;  // one lower-case word
    std::string args;  // argument syntax for help ("FILE"), or empty
    std::string help;  // one line
    bool is_job = false;
    // What its button reads, in the host's language: tr("Solve") (abi.h name_words,
    // "command:solve"). Empty: the name with a capital, "Solve".
    std::string words{};  // (an initializer: authors who leave it out get no warning)
};

// Everything about a plugin that does not depend on one game's settings.
struct PluginInfo {
    std::string id;  // one word of [a-z0-9_-]; names config/games/<id>.toml
    std::string name;
    std::string version;
    std::string description;  // one line for the launcher's card
    std::string how_to_play;  // rules, controls, notation; lines separated by '\n'
    std::vector<Param> params;
    std::vector<Preset> presets;
    std::vector<Command> commands;
    plateau_score_kind score_kind = PLATEAU_SCORE_NONE;
    bool scores_won_only = false;
    // The key that opens the window's game menu, when the game's rules name one: a
    // lower-case letter ('m'), or 0 for none (abi.h, menu_key).
    char menu_key = 0;
    // What a person reads for each key of info_line, in the host's language:
    // {"mines_left", tr("Mines left")} (abi.h, name_words). A key without words shows as
    // "Mines left" from mines_left, in English.
    std::vector<std::pair<std::string, std::string>> info_words;
};

namespace detail {

inline void write(const plateau_writer* w, std::string_view text) {
    if (w != nullptr && w->write != nullptr) w->write(w->ctx, text.data(), text.size());
}

// Runs `body`; an exception becomes PLATEAU_ERROR with its message.
template <class Body>
plateau_result guard(const plateau_writer* error, Body&& body) noexcept {
    try {
        body();
        return PLATEAU_OK;
    } catch (const std::exception& e) {
        try {
            write(error, e.what());
        } catch (...) {  // NOLINT(bugprone-empty-catch): nothing more can be said
        }
    } catch (...) {
        write(error, "unknown error in the plugin");
    }
    return PLATEAU_ERROR;
}

// The C arrays made from a PluginInfo, kept for the life of the library.
struct Tables {
    PluginInfo info;
    std::vector<std::vector<const char*>> choice_pointers;
    std::vector<plateau_param_def> params;
    std::vector<plateau_preset_def> presets;
    std::vector<plateau_command_def> commands;
    std::vector<std::string> choice_names;   // "key=choice", for name_words
    std::vector<std::string> command_names;  // "command:name", for name_words
    std::vector<plateau_name_words> name_words;
    std::vector<const char*> look_params;  // the keys of the look parameters
    plateau_plugin plugin{};

    explicit Tables(PluginInfo i) : info(std::move(i)) {
        for (const Param& p : info.params) {
            auto& choices = choice_pointers.emplace_back();
            for (const auto& c : p.choices) choices.push_back(c.c_str());
        }
        for (std::size_t k = 0; k < info.params.size(); ++k) {
            const Param& p = info.params[k];
            plateau_param_def d{};
            d.key = p.key.c_str();
            d.label = p.label.c_str();
            d.help = p.help.c_str();
            d.type = p.type;
            d.default_toml = p.default_toml.c_str();
            d.min_int = p.min_int;
            d.max_int = p.max_int;
            d.min_number = p.min_number;
            d.max_number = p.max_number;
            d.choices = choice_pointers[k].empty() ? nullptr : choice_pointers[k].data();
            d.choice_count = static_cast<std::uint32_t>(choice_pointers[k].size());
            params.push_back(d);
            if (p.look) look_params.push_back(p.key.c_str());
        }
        for (const Preset& p : info.presets) {
            presets.push_back({p.id.c_str(), p.label.c_str(), p.values_toml.c_str()});
        }
        for (const Command& c : info.commands) {
            commands.push_back({c.name.c_str(), c.args.c_str(), c.help.c_str(), c.is_job ? 1 : 0});
        }
        for (const auto& [key, words] : info.info_words) {
            name_words.push_back({key.c_str(), words.c_str()});
        }
        for (const Param& p : info.params) {
            if (p.choice_words.size() > p.choices.size()) {
                throw std::logic_error("parameter " + p.key + ": more words than choices");
            }
            for (std::size_t k = 0; k < p.choice_words.size(); ++k) {
                choice_names.push_back(p.key + "=" + p.choices[k]);
            }
        }
        std::size_t named = 0;  // choice_names is complete: its strings no longer move
        for (const Param& p : info.params) {
            for (const std::string& words : p.choice_words) {
                name_words.push_back({choice_names[named++].c_str(), words.c_str()});
            }
        }
        for (const Command& c : info.commands) {
            if (!c.words.empty()) command_names.push_back("command:" + c.name);
        }
        named = 0;  // command_names is complete too
        for (const Command& c : info.commands) {
            if (!c.words.empty())
                name_words.push_back({command_names[named++].c_str(), c.words.c_str()});
        }
    }
};

// The C table's functions for the game class G. The handles are G itself, its states boxed,
// and its Ui.
template <class G>
struct Adapter {
    using State = typename G::StateType;
    using Ui = typename G::UiType;
    using Base = Game<State, Ui>;

    // Whether G overrides a function of Game (its own member, not the inherited default).
#define PLATEAU_DETAIL_OVERRIDES(name) (!std::is_same_v<decltype(&G::name), decltype(&Base::name)>)
    static constexpr bool kMoves = PLATEAU_DETAIL_OVERRIDES(moves);
    static constexpr bool kForcedMove = PLATEAU_DETAIL_OVERRIDES(forced_move);
    static constexpr bool kAnimLength = PLATEAU_DETAIL_OVERRIDES(anim_length);
    static constexpr bool kInput = PLATEAU_DETAIL_OVERRIDES(input);
    static constexpr bool kAfterMove = PLATEAU_DETAIL_OVERRIDES(after_move);
    static constexpr bool kUiSave =
        PLATEAU_DETAIL_OVERRIDES(save_ui) || PLATEAU_DETAIL_OVERRIDES(restore_ui);
    static constexpr bool kInfoLine = PLATEAU_DETAIL_OVERRIDES(info_line);
    static constexpr bool kRankable = PLATEAU_DETAIL_OVERRIDES(rankable);
    static constexpr bool kMinBoardSize = PLATEAU_DETAIL_OVERRIDES(min_board_size);
    static constexpr bool kClockStarted = PLATEAU_DETAIL_OVERRIDES(clock_started);
    static constexpr bool kDescribeMove = PLATEAU_DETAIL_OVERRIDES(describe_move);
    static constexpr bool kCanonicalMove = PLATEAU_DETAIL_OVERRIDES(canonical_move);
    static constexpr bool kHint = PLATEAU_DETAIL_OVERRIDES(hint);
    static constexpr bool kComputerMove = PLATEAU_DETAIL_OVERRIDES(computer_move);
    static constexpr bool kCommand = PLATEAU_DETAIL_OVERRIDES(command);
    static constexpr bool kCommandJob = PLATEAU_DETAIL_OVERRIDES(command_job);
#undef PLATEAU_DETAIL_OVERRIDES
    static constexpr bool kHasUi = !std::is_same_v<Ui, NoUi>;

    struct Box {
        State value;
    };

    static G& game(plateau_game* g) { return *reinterpret_cast<G*>(g); }
    static const State& state(const plateau_state* s) {
        return reinterpret_cast<const Box*>(s)->value;
    }
    static plateau_state* boxed(State s) {
        return reinterpret_cast<plateau_state*>(new Box{std::move(s)});
    }
    // The game's ui; a game without one gets a NoUi of its own for the call.
    static Ui* ui_of(plateau_ui* ui) { return reinterpret_cast<Ui*>(ui); }
    static const Ui* ui_of(const plateau_ui* ui) { return reinterpret_cast<const Ui*>(ui); }
    template <class F>
    static auto with_ui(plateau_ui* ui, F&& f) {
        if (ui != nullptr) return f(*ui_of(ui));
        Ui none{};
        return f(none);
    }

    static plateau_game* create(const plateau_settings* settings, std::uint64_t seed,
                                const char* layout, std::size_t layout_length,
                                const plateau_writer* error) {
        G* made = nullptr;
        guard(error, [&] {
            std::optional<std::string> text;
            if (layout != nullptr) text.emplace(layout, layout_length);
            made = new G(Settings(settings), seed, text);
        });
        return reinterpret_cast<plateau_game*>(made);
    }
    static void destroy(plateau_game* g) { delete &game(g); }
    static plateau_state* initial_state(plateau_game* g, const plateau_writer* error) {
        plateau_state* out = nullptr;
        guard(error, [&] { out = boxed(game(g).initial()); });
        return out;
    }
    static plateau_result apply_move(plateau_game* g, const plateau_state* s, const char* move,
                                     std::size_t length, plateau_state** out,
                                     const plateau_writer* error) {
        return guard(
            error, [&] { *out = boxed(game(g).apply(state(s), std::string_view(move, length))); });
    }
    static void free_state(plateau_game*, plateau_state* s) { delete reinterpret_cast<Box*>(s); }
    static plateau_result text_form(plateau_game* g, const plateau_state* s,
                                    const plateau_writer* out, const plateau_writer* error) {
        return guard(error, [&] { write(out, game(g).text_form(state(s))); });
    }
    static plateau_result status(plateau_game* g, const plateau_state* s, plateau_status* out,
                                 const plateau_writer* message, const plateau_writer* error) {
        return guard(error, [&] {
            const Status st = game(g).status(state(s));
            if (st.scores.size() > PLATEAU_MAX_PLAYERS) {
                throw std::logic_error("more players than PLATEAU_MAX_PLAYERS");
            }
            plateau_status c{};
            c.turn = st.over ? 0 : st.turn;  // no one is to move once it is over
            c.over = st.over ? 1 : 0;
            c.outcome = static_cast<plateau_outcome>(st.outcome);
            c.winner = st.winner;
            c.has_score = st.score.has_value() ? 1 : 0;
            c.score = st.score.value_or(0);
            c.player_count = static_cast<std::int32_t>(st.scores.size());
            for (std::size_t i = 0; i < st.scores.size(); ++i) c.scores[i] = st.scores[i];
            c.computer_turn = st.computer_turn && !st.over ? 1 : 0;
            *out = c;
            write(message, st.message);
        });
    }
    static plateau_result draw(plateau_game* g, const plateau_draw_args* args, const plateau_ui* ui,
                               const plateau_canvas* canvas, const plateau_writer* error) {
        return guard(error, [&] {
            Frame<State> frame;
            frame.width = args->width;
            frame.height = args->height;
            frame.thumbnail = args->thumbnail != 0;
            frame.previous = args->previous != nullptr ? &state(args->previous) : nullptr;
            frame.move = args->move != nullptr ? std::string_view(args->move, args->move_length)
                                               : std::string_view{};
            frame.anim_time = args->anim_time;
            frame.anim_length = args->anim_length;
            // The 1.4 fields: a host before 1.4 passes a struct that ends above them.
            const plateau_host* host = host_table();
            if (host != nullptr && host->abi_minor >= 4) {
                frame.dark = args->dark != 0;
                frame.mark.kind = args->mark_kind;
                frame.mark.move = args->mark != nullptr
                                      ? std::string_view(args->mark, args->mark_length)
                                      : std::string_view{};
                frame.mark.strength = args->mark_strength;
            }
            Canvas c(canvas);
            game(g).draw(c, state(args->state), kHasUi ? ui_of(ui) : nullptr, frame);
        });
    }
    static plateau_result describe_move(plateau_game* g, const plateau_state* s, const char* move,
                                        std::size_t length, const plateau_writer* out,
                                        const plateau_writer* error) {
        return guard(error, [&] {
            write(out, game(g).describe_move(state(s), std::string_view(move, length)));
        });
    }
    static plateau_result canonical_move(plateau_game* g, const plateau_state* s, const char* move,
                                         std::size_t length, const plateau_writer* out,
                                         const plateau_writer* error) {
        return guard(error, [&] {
            write(out, game(g).canonical_move(state(s), std::string_view(move, length)));
        });
    }
    static plateau_result info_line(plateau_game* g, const plateau_state* s, const plateau_ui* ui,
                                    const plateau_writer* out, const plateau_writer* error) {
        return guard(error, [&] { write(out, game(g).info_line(state(s), ui_of(ui))); });
    }
    static plateau_result list_moves(plateau_game* g, const plateau_state* s,
                                     const plateau_sink* out, const plateau_writer* error) {
        return guard(error, [&] {
            const Output o(out);
            for (const auto& m : game(g).moves(state(s))) o.move(m);
        });
    }
    static plateau_result forced_move(plateau_game* g, const plateau_state* s, std::int32_t* forced,
                                      const plateau_writer* move, const plateau_writer* error) {
        return guard(error, [&] {
            const auto m = game(g).forced_move(state(s));
            *forced = m.has_value() ? 1 : 0;
            if (m) write(move, *m);
        });
    }
    static plateau_ui* new_ui(plateau_game* g, const plateau_state* s) {
        plateau_ui* out = nullptr;
        guard(nullptr,
              [&] { out = reinterpret_cast<plateau_ui*>(new Ui(game(g).new_ui(state(s)))); });
        return out;
    }
    static void free_ui(plateau_game*, plateau_ui* ui) { delete ui_of(ui); }
    static plateau_result input(plateau_game* g, const plateau_state* s, plateau_ui* ui,
                                const plateau_input* event, plateau_input_result* result,
                                const plateau_writer* move, const plateau_writer* error) {
        return guard(error, [&] {
            const Input in{event->type,         event->x,     event->y,         event->button,
                           event->buttons_down, event->key,   event->modifiers, event->codepoint,
                           event->width,        event->height};
            const InputResult r =
                with_ui(ui, [&](Ui& u) { return game(g).input(state(s), u, in); });
            *result = r.kind;
            if (r.kind == PLATEAU_INPUT_MOVE) write(move, r.move);
        });
    }
    static void after_move(plateau_game* g, plateau_ui* ui, const plateau_state* from,
                           const plateau_state* to, const char* move, std::size_t length) {
        guard(nullptr, [&] {
            with_ui(ui, [&](Ui& u) {
                game(g).after_move(u, state(from), state(to), std::string_view(move, length));
            });
        });
    }
    static float anim_length(plateau_game* g, const plateau_state* from, const plateau_state* to,
                             const char* move, std::size_t length) {
        float seconds = 0;
        guard(nullptr, [&] {
            seconds = game(g).anim_length(state(from), state(to), std::string_view(move, length));
        });
        return seconds;
    }
    static plateau_result run_command(plateau_game* g, const plateau_state* s, const char* name,
                                      std::size_t name_length, const char* args,
                                      std::size_t args_length, const plateau_sink* out,
                                      const plateau_writer* error) {
        return guard(error, [&] {
            game(g).command(state(s), std::string_view(name, name_length),
                            std::string_view(args, args_length), Output(out));
        });
    }
    // "hint", "move" and the commands declared as jobs, each to its own function.
    static plateau_result job_start(plateau_game* g, const plateau_state* s, const char* name,
                                    std::size_t name_length, const char* args,
                                    std::size_t args_length, double budget, plateau_job** out,
                                    const plateau_writer* error) {
        return guard(error, [&] {
            const std::string_view job(name, name_length);
            std::unique_ptr<Job> made;
            if (job == "hint") {
                made = game(g).hint(state(s), budget);
            } else if (job == "move") {
                made = game(g).computer_move(state(s), budget);
            } else {
                made =
                    game(g).command_job(state(s), job, std::string_view(args, args_length), budget);
            }
            if (!made) throw Refusal("no job was started");
            *out = reinterpret_cast<plateau_job*>(made.release());
        });
    }
    static plateau_job_state job_poll(plateau_job* job, const plateau_sink* out) {
        const Output o(out);
        try {
            return reinterpret_cast<Job*>(job)->poll(o);
        } catch (const std::exception& e) {
            o.message(e.what());
        } catch (...) {  // NOLINT(bugprone-empty-catch): failed, said by the state below
        }
        return PLATEAU_JOB_FAILED;
    }
    static void job_free(plateau_job* job) { delete reinterpret_cast<Job*>(job); }
    static void min_board_size(plateau_game* g, const plateau_state* s, float* width,
                               float* height) {
        BoardSize size;
        guard(nullptr, [&] { size = game(g).min_board_size(state(s)); });
        *width = size.width;
        *height = size.height;
    }
    static std::int32_t clock_started(plateau_game* g, const plateau_state* s) {
        bool started = true;
        guard(nullptr, [&] { started = game(g).clock_started(state(s)); });
        return started ? 1 : 0;
    }
    static plateau_result ui_save(plateau_game* g, const plateau_ui* ui, const plateau_writer* out,
                                  const plateau_writer* error) {
        return guard(error, [&] {
            if (ui != nullptr) write(out, game(g).save_ui(*ui_of(ui)));
        });
    }
    static plateau_result ui_restore(plateau_game* g, plateau_ui* ui, const char* text,
                                     std::size_t length, const plateau_writer* error) {
        return guard(error, [&] {
            with_ui(ui, [&](Ui& u) { game(g).restore_ui(u, std::string_view(text, length)); });
        });
    }
    static std::int32_t rankable(plateau_game* g, const plateau_state* s, const plateau_ui* ui) {
        bool may = true;
        guard(nullptr, [&] {
            if (ui != nullptr) {
                may = game(g).rankable(state(s), *ui_of(ui));
            } else {
                may = game(g).rankable(state(s), Ui{});
            }
        });
        return may ? 1 : 0;
    }

    // The plugin's description in the host's language: its id first (from a first call,
    // in English) names the catalogue, then the description is made again with it.
    static PluginInfo translated_info(const plateau_host* host, PluginInfo (*make_info)()) {
        start_translation(host, make_info().id);
        return make_info();
    }

    static const plateau_plugin* entry(const plateau_host* host, PluginInfo (*make_info)()) {
        if (host == nullptr || host->abi_major != PLATEAU_ABI_MAJOR) return nullptr;
        host_table() = host;
        plugin_id() = nullptr;
        try {
            static Tables tables(translated_info(host, make_info));
            plateau_plugin& p = tables.plugin;
            const PluginInfo& i = tables.info;
            p.struct_size = sizeof(plateau_plugin);
            p.abi_major = PLATEAU_ABI_MAJOR;
            p.abi_minor = PLATEAU_ABI_MINOR;
            p.id = i.id.c_str();
            p.name = i.name.c_str();
            p.version = i.version.c_str();
            p.description = i.description.c_str();
            p.how_to_play = i.how_to_play.c_str();
            p.params = tables.params.data();
            p.param_count = static_cast<std::uint32_t>(tables.params.size());
            p.presets = tables.presets.data();
            p.preset_count = static_cast<std::uint32_t>(tables.presets.size());
            p.commands = tables.commands.data();
            p.command_count = static_cast<std::uint32_t>(tables.commands.size());
            p.score_kind = i.score_kind;
            p.scores_won_only = i.scores_won_only ? 1 : 0;
            p.has_hint = kHint ? 1 : 0;
            p.menu_key = static_cast<unsigned char>(i.menu_key);
            p.create = &create;
            p.destroy = &destroy;
            p.initial_state = &initial_state;
            p.apply_move = &apply_move;
            p.free_state = &free_state;
            p.text_form = &text_form;
            p.status = &status;
            p.draw = &draw;
            // What the game overrides, and nothing else.
            p.info_line = kInfoLine ? &info_line : nullptr;
            p.list_moves = kMoves ? &list_moves : nullptr;
            p.forced_move = kForcedMove ? &forced_move : nullptr;
            // A host before 1.3 sends input only to a game with a ui: such a game gets one.
            const bool needs_ui = kHasUi || (kInput && host->abi_minor < 3);
            p.new_ui = needs_ui ? &new_ui : nullptr;
            p.free_ui = needs_ui ? &free_ui : nullptr;
            p.input = kInput ? &input : nullptr;
            p.after_move = kAfterMove ? &after_move : nullptr;
            p.anim_length = kAnimLength ? &anim_length : nullptr;
            p.run_command = kCommand ? &run_command : nullptr;
            const bool jobs = kHint || kComputerMove || kCommandJob;
            p.job_start = jobs ? &job_start : nullptr;
            p.job_poll = jobs ? &job_poll : nullptr;
            p.job_free = jobs ? &job_free : nullptr;
            p.rankable = kRankable ? &rankable : nullptr;
            p.min_board_size = kMinBoardSize ? &min_board_size : nullptr;
            p.clock_started = kClockStarted ? &clock_started : nullptr;
            p.ui_save = kUiSave ? &ui_save : nullptr;
            p.ui_restore = kUiSave ? &ui_restore : nullptr;
            p.describe_move = kDescribeMove ? &describe_move : nullptr;
            p.canonical_move = kCanonicalMove ? &canonical_move : nullptr;
            p.name_words = tables.name_words.empty() ? nullptr : tables.name_words.data();
            p.name_word_count = static_cast<std::uint32_t>(tables.name_words.size());
            p.look_params = tables.look_params.empty() ? nullptr : tables.look_params.data();
            p.look_param_count = static_cast<std::uint32_t>(tables.look_params.size());
            plugin_id() = i.id.c_str();
            return &p;
        } catch (...) {
            return nullptr;
        }
    }
};

}  // namespace detail

}  // namespace plateau

// Exports `plateau_entry` for the game class `GameClass`, whose static description comes
// from `info_function` (a function returning plateau::PluginInfo).
#define PLATEAU_PLUGIN(GameClass, info_function)                                           \
    extern "C" __attribute__((visibility("default"))) const plateau_plugin* plateau_entry( \
        const plateau_host* host) {                                                        \
        return ::plateau::detail::Adapter<GameClass>::entry(host, &(info_function));       \
    }
