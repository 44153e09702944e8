// The export macro: turns a plateau::Game class into the C table of plateau/abi.h.
//
//   plateau::PluginInfo my_info() { ... id, name, params, presets ... }
//   PLATEAU_PLUGIN(MyGame, my_info)
//
// Every exception thrown by the game is caught here, at the boundary, and becomes
// PLATEAU_ERROR with the exception's message: nothing C++ ever reaches the host.
#pragma once

#include <plateau/abi.h>

#include <memory>
#include <optional>
#include <plateau/game.hpp>
#include <plateau/params.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace plateau {

// A command the game adds to the text mode and the game screen.
struct Command {
    std::string name;  // one lower-case word
    std::string args;  // argument syntax for help ("FILE"), or empty
    std::string help;  // one line
    bool is_job = false;
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
    bool has_hint = false;
    bool lists_moves = false;
    // The key that opens the window's game menu, when the game's rules name one: a
    // lower-case letter ('m'), or 0 for none (abi.h, menu_key).
    char menu_key = 0;
};

// Writes a line to the host's log.
void log(plateau_log_level level, std::string_view text);

namespace detail {

inline const plateau_host*& host_table() {
    static const plateau_host* host = nullptr;
    return host;
}

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
        } catch (...) {
        }
    } catch (...) {
        write(error, "unknown error in the plugin");
    }
    return PLATEAU_ERROR;
}

using StateBox = GameBase::StateBox;
using UiBox = GameBase::UiBox;

inline GameBase* as_game(plateau_game* g) { return reinterpret_cast<GameBase*>(g); }
inline const StateBox* as_state(const plateau_state* s) {
    return reinterpret_cast<const StateBox*>(s);
}
inline plateau_state* to_handle(std::unique_ptr<StateBox> s) {
    return reinterpret_cast<plateau_state*>(s.release());
}

// The C arrays made from a PluginInfo, kept for the life of the library.
struct Tables {
    PluginInfo info;
    std::vector<std::vector<const char*>> choice_pointers;
    std::vector<plateau_param_def> params;
    std::vector<plateau_preset_def> presets;
    std::vector<plateau_command_def> commands;
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
        }
        for (const Preset& p : info.presets) {
            presets.push_back({p.id.c_str(), p.label.c_str(), p.values_toml.c_str()});
        }
        for (const Command& c : info.commands) {
            commands.push_back({c.name.c_str(), c.args.c_str(), c.help.c_str(), c.is_job ? 1 : 0});
        }
    }
};

template <class G>
struct Adapter {
    static plateau_game* create(const plateau_settings* settings, std::uint64_t seed,
                                const char* layout, std::size_t layout_length,
                                const plateau_writer* error) {
        GameBase* made = nullptr;
        guard(error, [&] {
            std::optional<std::string> text;
            if (layout != nullptr) text.emplace(layout, layout_length);
            made = new G(Settings(settings), seed, text);
        });
        return reinterpret_cast<plateau_game*>(made);
    }
    static void destroy(plateau_game* game) { delete as_game(game); }
    static plateau_state* initial_state(plateau_game* game, const plateau_writer* error) {
        plateau_state* out = nullptr;
        guard(error, [&] { out = to_handle(as_game(game)->erased_initial()); });
        return out;
    }
    static plateau_result apply_move(plateau_game* game, const plateau_state* state,
                                     const char* move, std::size_t length, plateau_state** out,
                                     const plateau_writer* error) {
        return guard(error, [&] {
            *out = to_handle(
                as_game(game)->erased_apply(*as_state(state), std::string_view(move, length)));
        });
    }
    static void free_state(plateau_game*, plateau_state* state) {
        delete reinterpret_cast<StateBox*>(state);
    }
    static plateau_result text_form(plateau_game* game, const plateau_state* state,
                                    const plateau_writer* out, const plateau_writer* error) {
        return guard(error, [&] { write(out, as_game(game)->erased_text_form(*as_state(state))); });
    }
    static plateau_result status(plateau_game* game, const plateau_state* state,
                                 plateau_status* out, const plateau_writer* message,
                                 const plateau_writer* error) {
        return guard(error, [&] {
            Status s = as_game(game)->erased_status(*as_state(state));
            plateau_status c{};
            c.turn = s.turn;
            c.over = s.over ? 1 : 0;
            c.outcome = static_cast<plateau_outcome>(s.outcome);
            c.winner = s.winner;
            c.has_score = s.score.has_value() ? 1 : 0;
            c.score = s.score.value_or(0);
            if (s.scores.size() > PLATEAU_MAX_PLAYERS) {
                throw std::logic_error("more players than PLATEAU_MAX_PLAYERS");
            }
            c.player_count = static_cast<std::int32_t>(s.scores.size());
            for (std::size_t i = 0; i < s.scores.size(); ++i) c.scores[i] = s.scores[i];
            c.computer_turn = s.computer_turn ? 1 : 0;
            *out = c;
            write(message, s.message);
        });
    }
    static plateau_result draw(plateau_game* game, const plateau_draw_args* args,
                               const plateau_ui* ui, const plateau_canvas* canvas,
                               const plateau_writer* error) {
        return guard(error, [&] {
            Canvas c(canvas);
            as_game(game)->erased_draw(
                c, *as_state(args->state),
                args->previous != nullptr ? as_state(args->previous) : nullptr,
                reinterpret_cast<const UiBox*>(ui), *args);
        });
    }
    static plateau_result info_line(plateau_game* game, const plateau_state* state,
                                    const plateau_ui* ui, const plateau_writer* out,
                                    const plateau_writer* error) {
        return guard(error, [&] {
            write(out,
                  as_game(game)->erased_info(*as_state(state), reinterpret_cast<const UiBox*>(ui)));
        });
    }
    static plateau_result list_moves(plateau_game* game, const plateau_state* state,
                                     const plateau_sink* out, const plateau_writer* error) {
        return guard(error, [&] {
            Output o(out);
            for (const auto& m : as_game(game)->erased_moves(*as_state(state))) o.move(m);
        });
    }
    static plateau_result forced_move(plateau_game* game, const plateau_state* state,
                                      std::int32_t* forced, const plateau_writer* move,
                                      const plateau_writer* error) {
        return guard(error, [&] {
            auto m = as_game(game)->erased_forced_move(*as_state(state));
            *forced = m.has_value() ? 1 : 0;
            if (m) write(move, *m);
        });
    }
    static plateau_ui* new_ui(plateau_game* game, const plateau_state* state) {
        plateau_ui* out = nullptr;
        guard(nullptr, [&] {
            out = reinterpret_cast<plateau_ui*>(
                as_game(game)->erased_new_ui(*as_state(state)).release());
        });
        return out;
    }
    static void free_ui(plateau_game*, plateau_ui* ui) { delete reinterpret_cast<UiBox*>(ui); }
    static plateau_result input(plateau_game* game, const plateau_state* state, plateau_ui* ui,
                                const plateau_input* event, plateau_input_result* result,
                                const plateau_writer* move, const plateau_writer* error) {
        return guard(error, [&] {
            Input in{event->type,         event->x,     event->y,         event->button,
                     event->buttons_down, event->key,   event->modifiers, event->codepoint,
                     event->width,        event->height};
            InputResult r =
                as_game(game)->erased_input(*as_state(state), *reinterpret_cast<UiBox*>(ui), in);
            *result = r.kind;
            if (r.kind == PLATEAU_INPUT_MOVE) write(move, r.move);
        });
    }
    static void after_move(plateau_game* game, plateau_ui* ui, const plateau_state* from,
                           const plateau_state* to, const char* move, std::size_t length) {
        guard(nullptr, [&] {
            as_game(game)->erased_after_move(*reinterpret_cast<UiBox*>(ui), *as_state(from),
                                             *as_state(to), std::string_view(move, length));
        });
    }
    static float anim_length(plateau_game* game, const plateau_state* from, const plateau_state* to,
                             const char* move, std::size_t length) {
        float seconds = 0;
        guard(nullptr, [&] {
            seconds = as_game(game)->erased_anim_length(*as_state(from), *as_state(to),
                                                        std::string_view(move, length));
        });
        return seconds;
    }
    static plateau_result run_command(plateau_game* game, const plateau_state* state,
                                      const char* name, std::size_t name_length, const char* args,
                                      std::size_t args_length, const plateau_sink* out,
                                      const plateau_writer* error) {
        return guard(error, [&] {
            as_game(game)->erased_command(*as_state(state), std::string_view(name, name_length),
                                          std::string_view(args, args_length), Output(out));
        });
    }
    static plateau_result job_start(plateau_game* game, const plateau_state* state,
                                    const char* name, std::size_t name_length, const char* args,
                                    std::size_t args_length, double budget, plateau_job** out,
                                    const plateau_writer* error) {
        return guard(error, [&] {
            auto job = as_game(game)->erased_start_job(*as_state(state),
                                                       std::string_view(name, name_length),
                                                       std::string_view(args, args_length), budget);
            if (!job) throw Refusal("no job was started");
            *out = reinterpret_cast<plateau_job*>(job.release());
        });
    }
    static plateau_job_state job_poll(plateau_job* job, const plateau_sink* out) {
        plateau_job_state st = PLATEAU_JOB_FAILED;
        Output o(out);
        try {
            st = reinterpret_cast<Job*>(job)->poll(o);
        } catch (const std::exception& e) {
            o.message(e.what());
            st = PLATEAU_JOB_FAILED;
        } catch (...) {
            st = PLATEAU_JOB_FAILED;
        }
        return st;
    }
    static void job_free(plateau_job* job) { delete reinterpret_cast<Job*>(job); }
    static void min_board_size(plateau_game* game, const plateau_state* state, float* width,
                               float* height) {
        BoardSize size;
        guard(nullptr, [&] { size = as_game(game)->erased_min_board_size(*as_state(state)); });
        *width = size.width;
        *height = size.height;
    }
    static std::int32_t clock_started(plateau_game* game, const plateau_state* state) {
        bool started = true;
        guard(nullptr, [&] { started = as_game(game)->erased_clock_started(*as_state(state)); });
        return started ? 1 : 0;
    }
    static plateau_result ui_save(plateau_game* game, const plateau_ui* ui,
                                  const plateau_writer* out, const plateau_writer* error) {
        return guard(error, [&] {
            write(out, as_game(game)->erased_save_ui(*reinterpret_cast<const UiBox*>(ui)));
        });
    }
    static plateau_result ui_restore(plateau_game* game, plateau_ui* ui, const char* text,
                                     std::size_t length, const plateau_writer* error) {
        return guard(error, [&] {
            as_game(game)->erased_restore_ui(*reinterpret_cast<UiBox*>(ui),
                                             std::string_view(text, length));
        });
    }
    static std::int32_t rankable(plateau_game* game, const plateau_state* state,
                                 const plateau_ui* ui) {
        bool may = true;
        if (ui == nullptr) return 1;
        guard(nullptr, [&] {
            may = as_game(game)->erased_rankable(*as_state(state),
                                                 *reinterpret_cast<const UiBox*>(ui));
        });
        return may ? 1 : 0;
    }

    static const plateau_plugin* entry(const plateau_host* host, PluginInfo (*make_info)()) {
        if (host == nullptr || host->abi_major != PLATEAU_ABI_MAJOR) return nullptr;
        host_table() = host;
        try {
            static Tables tables(make_info());
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
            p.has_hint = i.has_hint ? 1 : 0;
            p.create = &create;
            p.destroy = &destroy;
            p.initial_state = &initial_state;
            p.apply_move = &apply_move;
            p.free_state = &free_state;
            p.text_form = &text_form;
            p.status = &status;
            p.draw = &draw;
            p.info_line = &info_line;
            p.list_moves = i.lists_moves ? &list_moves : nullptr;
            p.forced_move = &forced_move;
            p.new_ui = &new_ui;
            p.free_ui = &free_ui;
            p.input = &input;
            p.after_move = &after_move;
            p.anim_length = &anim_length;
            p.run_command = &run_command;
            p.job_start = &job_start;
            p.job_poll = &job_poll;
            p.job_free = &job_free;
            p.rankable = &rankable;
            p.min_board_size = &min_board_size;
            p.clock_started = &clock_started;
            p.ui_save = &ui_save;
            p.ui_restore = &ui_restore;
            p.menu_key = i.menu_key;
            return &p;
        } catch (...) {
            return nullptr;
        }
    }
};

}  // namespace detail

inline void log(plateau_log_level level, std::string_view text) {
    const plateau_host* host = detail::host_table();
    if (host != nullptr && host->log != nullptr) host->log(level, text.data(), text.size());
}

}  // namespace plateau

// Exports `plateau_entry` for the game class `GameClass`, whose static description comes
// from `info_function` (a function returning plateau::PluginInfo).
#define PLATEAU_PLUGIN(GameClass, info_function)                                           \
    extern "C" __attribute__((visibility("default"))) const plateau_plugin* plateau_entry( \
        const plateau_host* host) {                                                        \
        return ::plateau::detail::Adapter<GameClass>::entry(host, &info_function);         \
    }
