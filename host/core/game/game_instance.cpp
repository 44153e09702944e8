#include "core/game/game_instance.hpp"

#include <algorithm>
#include <cmath>
#include <exception>

#include "core/i18n/translate.hpp"

namespace plateau::core {

// Owns the plugin's plateau_game; destroyed after every state, ui and job made from it. It
// keeps the plugin's code loaded (`owner`) until then: a rebuilt plugin replaces this one in
// the host while a game of the old one is still open.
class GameHandle {
  public:
    GameHandle(std::shared_ptr<const void> owner, const plateau_plugin* plugin, plateau_game* game)
        : owner(std::move(owner)), plugin(plugin), game(game) {}
    ~GameHandle() {
        try {
            plugin->destroy(game);
        } catch (...) {  // NOLINT(bugprone-empty-catch): a destructor must not throw
        }
    }
    GameHandle(const GameHandle&) = delete;
    GameHandle& operator=(const GameHandle&) = delete;

    std::shared_ptr<const void> owner;  // first: released last, after `destroy`
    const plateau_plugin* plugin;
    plateau_game* game;
};

namespace {

// The `what` of these is a text marked with N_ ("the move"), translated when it is shown.

// A refusal (a move, a layout, a command's arguments): the plugin's reason.
[[noreturn]] void fail(const StringWriter& error, const char* what) {
    std::string message = error.text();
    if (message.empty()) message = format(tr("{} failed without a reason"), tr(what));
    throw PluginError(message);
}

// A failure where the plugin may not fail (a status, the text form, a drawing).
[[noreturn]] void fault(const StringWriter& error, const char* what) {
    if (error.text().empty()) throw PluginFault(format(tr("{} failed"), tr(what)));
    throw PluginFault(format(tr("{0} failed: {1}"), tr(what), error.text()));
}

// Calls into the plugin. An exception must never cross the C boundary (the SDK catches
// them); one that does is a fault, not a crash. The host's own PluginError passes.
template <class Call>
auto guarded(const char* what, Call&& call) -> decltype(call()) {
    try {
        return call();
    } catch (const PluginError&) {
        throw;
    } catch (const std::exception& e) {
        throw PluginFault(
            format(tr("{0}: the plugin threw an exception: {1}"), tr(what), e.what()));
    } catch (...) {
        throw PluginFault(format(tr("{}: the plugin threw an exception"), tr(what)));
    }
}

// A move the plugin itself gives (a forced move, the input's move) must be one.
std::string checked_move(std::string move, const char* what) {
    if (!is_move_text(move)) {
        std::string shown;
        for (const char c : move.substr(0, 40)) {
            const auto u = static_cast<unsigned char>(c);
            shown += (u < 0x20 || u >= 0x7f) ? '?' : c;
        }
        // TRANSLATORS: {0} is what gave the move ("the forced move"), {1} the move.
        const auto bytes = static_cast<unsigned long>(move.size());
        throw PluginFault(format(trn("{0} gave a move that is not one (\"{1}\", {2} byte)",
                                     "{0} gave a move that is not one (\"{1}\", {2} bytes)", bytes),
                                 tr(what), shown, bytes));
    }
    return move;
}

StateRef adopt(const std::shared_ptr<GameHandle>& game, plateau_state* state) {
    return StateRef(state, [game](const plateau_state* s) {
        try {
            game->plugin->free_state(game->game, const_cast<plateau_state*>(s));
        } catch (...) {  // NOLINT(bugprone-empty-catch): a deleter must not throw
        }
    });
}

// Length of the UTF-8 sequence starting at text[i] (0 when it is not a valid one).
std::size_t utf8_length(std::string_view text, std::size_t i) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char lead = byte(i);
    std::size_t length = 0;
    unsigned int code = 0;
    if (lead < 0x80) return 1;
    if ((lead & 0xE0) == 0xC0) {
        length = 2;
        code = lead & 0x1Fu;
    } else if ((lead & 0xF0) == 0xE0) {
        length = 3;
        code = lead & 0x0Fu;
    } else if ((lead & 0xF8) == 0xF0) {
        length = 4;
        code = lead & 0x07u;
    } else {
        return 0;
    }
    if (i + length > text.size()) return 0;
    for (std::size_t k = 1; k < length; ++k) {
        if ((byte(i + k) & 0xC0) != 0x80) return 0;
        code = (code << 6) | (byte(i + k) & 0x3Fu);
    }
    // No overlong forms, no surrogates, nothing past U+10FFFF.
    static constexpr unsigned int kLeast[] = {0, 0, 0x80, 0x800, 0x10000};
    if (code < kLeast[length] || (code >= 0xD800 && code <= 0xDFFF) || code > 0x10FFFF) return 0;
    return length;
}

}  // namespace

bool is_move_text(std::string_view move) {
    if (move.empty() || move.size() > 1024) return false;
    for (std::size_t i = 0; i < move.size();) {
        const auto c = static_cast<unsigned char>(move[i]);
        if (c < 0x20 || c == 0x7f) return false;
        const std::size_t length = utf8_length(move, i);
        if (length == 0) return false;
        i += length;
    }
    return true;
}

JobHandle::~JobHandle() {
    try {
        game_->plugin->job_free(job_);
    } catch (...) {  // NOLINT(bugprone-empty-catch): a destructor must not throw
    }
}

std::optional<JobHandle::Result> JobHandle::poll() {
    if (finished_) return Result{true, {{PLATEAU_OUT_MESSAGE, tr("the job has already finished")}}};
    SinkCollector sink;
    const plateau_job_state st = guarded(N_("the background job"),
                                         [&] { return game_->plugin->job_poll(job_, sink.get()); });
    if (st == PLATEAU_JOB_RUNNING) return std::nullopt;
    finished_ = true;
    return Result{st != PLATEAU_JOB_DONE, sink.items()};
}

GameInstance::GameInstance(const plateau_plugin& plugin, const Settings& settings,
                           std::uint64_t seed, std::optional<std::string> layout,
                           std::shared_ptr<const void> owner)
    : plugin_(&plugin), settings_(settings), seed_(seed), layout_(std::move(layout)) {
    const SettingsView view(settings_);
    StringWriter error;
    plateau_game* game = guarded(N_("creating the game"), [&] {
        return plugin_->create(view.get(), seed_, layout_ ? layout_->data() : nullptr,
                               layout_ ? layout_->size() : 0, error.get());
    });
    if (game == nullptr) fail(error, N_("creating the game"));
    game_ = std::make_shared<GameHandle>(std::move(owner), plugin_, game);
}

StateRef GameInstance::initial() const {
    StringWriter error;
    plateau_state* state = guarded(N_("making the first position"), [&] {
        return plugin_->initial_state(game_->game, error.get());
    });
    if (state == nullptr) fault(error, N_("making the first position"));
    return adopt(game_, state);
}

StateRef GameInstance::apply(const StateRef& state, std::string_view move) const {
    StringWriter error;
    plateau_state* next = nullptr;
    const plateau_result result = guarded(N_("the move"), [&] {
        return plugin_->apply_move(game_->game, state.get(), move.data(), move.size(), &next,
                                   error.get());
    });
    if (result != PLATEAU_OK) {
        if (next != nullptr)
            guarded(N_("the move"), [&] { plugin_->free_state(game_->game, next); });
        fail(error, N_("the move"));
    }
    if (next == nullptr) throw PluginFault(tr("the move was accepted but gave no position"));
    return adopt(game_, next);
}

std::string GameInstance::text_form(const StateRef& state) const {
    StringWriter out, error;
    if (guarded(N_("the text form"), [&] {
            return plugin_->text_form(game_->game, state.get(), out.get(), error.get());
        }) != PLATEAU_OK) {
        fault(error, N_("the text form"));
    }
    return out.text();
}

GameStatus GameInstance::status(const StateRef& state) const {
    plateau_status s{};
    StringWriter message, error;
    if (guarded(N_("the status"), [&] {
            return plugin_->status(game_->game, state.get(), &s, message.get(), error.get());
        }) != PLATEAU_OK) {
        fault(error, N_("the status"));
    }
    // A plugin's answer is checked, never trusted: garbage is an error, not a crash.
    if (s.outcome < PLATEAU_OUTCOME_NONE || s.outcome > PLATEAU_OUTCOME_WINNER ||
        s.player_count < 0 || s.player_count > PLATEAU_MAX_PLAYERS || s.turn < 0 ||
        (s.over == 0 && s.turn == 0) || (s.over == 0 && s.turn > PLATEAU_MAX_PLAYERS) ||
        (s.outcome == PLATEAU_OUTCOME_WINNER && (s.winner < 1 || s.winner > PLATEAU_MAX_PLAYERS))) {
        throw PluginFault(tr("the plugin gave a status out of range"));
    }
    GameStatus out;
    out.turn = s.over != 0 ? 0 : s.turn;
    out.over = s.over != 0;
    out.outcome = s.outcome;
    out.winner = s.winner;
    if (s.has_score != 0) out.score = s.score;
    out.scores.assign(s.scores, s.scores + s.player_count);
    out.computer_turn = s.over == 0 && s.computer_turn != 0;
    out.message = message.text();
    return out;
}

std::string GameInstance::info_line(const StateRef& state, const plateau_ui* ui) const {
    if (plugin_->info_line == nullptr) return {};
    StringWriter out, error;
    if (guarded(N_("the info line"), [&] {
            return plugin_->info_line(game_->game, state.get(), ui, out.get(), error.get());
        }) != PLATEAU_OK) {
        fault(error, N_("the info line"));
    }
    return out.text();
}

GameInstance::BoardArea GameInstance::min_board_size(const StateRef& state) const {
    if (plugin_->min_board_size == nullptr) return {};
    float width = 0, height = 0;
    guarded(N_("the board's smallest size"),
            [&] { plugin_->min_board_size(game_->game, state.get(), &width, &height); });
    static constexpr float kMost = 16384;  // a texture side every GL driver takes
    const auto sane = [](float v) { return std::isfinite(v) ? std::clamp(v, 0.0f, kMost) : 0.0f; };
    return {sane(width), sane(height)};
}

bool GameInstance::rankable(const StateRef& state, const plateau_ui* ui) const {
    if (plugin_->rankable == nullptr || ui == nullptr) return true;
    return guarded(N_("whether the game ranks"),
                   [&] { return plugin_->rankable(game_->game, state.get(), ui); }) != 0;
}

std::string GameInstance::canonical_move(const StateRef& state, std::string_view move) const {
    if (plugin_->canonical_move == nullptr) return std::string(move);
    // The plugin took the move: failing to write it is a fault, not a refusal.
    static constexpr const char* kWhat = N_("writing a move in the game's notation");
    StringWriter out, error;
    const plateau_result result = guarded(kWhat, [&] {
        return plugin_->canonical_move(game_->game, state.get(), move.data(), move.size(),
                                       out.get(), error.get());
    });
    if (result != PLATEAU_OK) fault(error, kWhat);
    std::string written = out.text();
    if (!is_move_text(written)) {
        throw PluginFault(
            format(tr("the game writes the move '{0}' as '{1}', which is no move"), move, written));
    }
    return written;
}

std::string GameInstance::describe_move(const StateRef& state, std::string_view move) const {
    if (plugin_->describe_move == nullptr) return std::string(move);
    StringWriter out, error;
    const plateau_result result = guarded(N_("describing a move"), [&] {
        return plugin_->describe_move(game_->game, state.get(), move.data(), move.size(), out.get(),
                                      error.get());
    });
    // Words are a courtesy: a plugin that cannot say them still shows the move.
    const std::string words = out.text();
    if (result != PLATEAU_OK || words.empty() || !is_move_text(words)) return std::string(move);
    return words;
}

bool GameInstance::clock_started(const StateRef& state) const {
    if (plugin_->clock_started == nullptr) return true;
    return guarded(N_("whether the clock runs"),
                   [&] { return plugin_->clock_started(game_->game, state.get()); }) != 0;
}

std::string GameInstance::save_ui(const plateau_ui* ui) const {
    if (plugin_->ui_save == nullptr || ui == nullptr) return {};
    StringWriter out, error;
    if (guarded(N_("saving the ui"), [&] {
            return plugin_->ui_save(game_->game, ui, out.get(), error.get());
        }) != PLATEAU_OK) {
        fault(error, N_("saving what the ui keeps"));
    }
    if (!out.text().empty() && !is_move_text(out.text())) {
        throw PluginFault(
            tr("saving what the ui keeps: the plugin gave more than one line of text"));
    }
    return out.text();
}

void GameInstance::restore_ui(plateau_ui* ui, std::string_view text) const {
    if (text.empty()) return;
    if (plugin_->ui_restore == nullptr || ui == nullptr) {
        throw PluginError(format(tr("{} keeps nothing of its ui in a save"), plugin_->name));
    }
    StringWriter error;
    if (guarded(N_("restoring the ui"), [&] {
            return plugin_->ui_restore(game_->game, ui, text.data(), text.size(), error.get());
        }) != PLATEAU_OK) {
        fail(error, N_("restoring what the ui keeps"));
    }
}

std::vector<std::string> GameInstance::moves(const StateRef& state) const {
    if (plugin_->list_moves == nullptr) {
        throw PluginError(format(tr("{} does not list its moves"), plugin_->name));
    }
    SinkCollector sink;
    StringWriter error;
    if (guarded(N_("listing the moves"), [&] {
            return plugin_->list_moves(game_->game, state.get(), sink.get(), error.get());
        }) != PLATEAU_OK) {
        fault(error, N_("listing the moves"));
    }
    std::vector<std::string> out;
    for (const auto& item : sink.items()) {
        if (item.kind == PLATEAU_OUT_MOVE) out.push_back(item.text);
    }
    return out;
}

std::optional<std::string> GameInstance::forced_move(const StateRef& state) const {
    if (plugin_->forced_move == nullptr) return std::nullopt;
    std::int32_t forced = 0;
    StringWriter move, error;
    if (guarded(N_("checking for a forced move"), [&] {
            return plugin_->forced_move(game_->game, state.get(), &forced, move.get(), error.get());
        }) != PLATEAU_OK) {
        fault(error, N_("checking for a forced move"));
    }
    if (forced == 0) return std::nullopt;
    return checked_move(move.text(), N_("the forced move"));
}

std::shared_ptr<plateau_ui> GameInstance::new_ui(const StateRef& state) const {
    if (plugin_->new_ui == nullptr || plugin_->free_ui == nullptr) return nullptr;
    plateau_ui* ui = guarded(N_("making the game's ui"),
                             [&] { return plugin_->new_ui(game_->game, state.get()); });
    if (ui == nullptr) return nullptr;
    auto game = game_;
    return std::shared_ptr<plateau_ui>(ui, [game](plateau_ui* u) {
        try {
            game->plugin->free_ui(game->game, u);
        } catch (...) {  // NOLINT(bugprone-empty-catch): a deleter must not throw
        }
    });
}

std::optional<std::string> GameInstance::input(const StateRef& state, plateau_ui* ui,
                                               const plateau_input& event, bool* ui_changed) const {
    *ui_changed = false;
    // A game without a ui (no new_ui) gets a NULL one (ABI 1.3).
    if (plugin_->input == nullptr || (ui == nullptr && plugin_->new_ui != nullptr)) {
        return std::nullopt;
    }
    plateau_input_result result = PLATEAU_INPUT_UNUSED;
    StringWriter move, error;
    if (guarded(N_("handling the input"), [&] {
            return plugin_->input(game_->game, state.get(), ui, &event, &result, move.get(),
                                  error.get());
        }) != PLATEAU_OK) {
        fault(error, N_("handling the input"));
    }
    if (result == PLATEAU_INPUT_UI_CHANGED) *ui_changed = true;
    if (result == PLATEAU_INPUT_MOVE) return checked_move(move.text(), N_("the input"));
    return std::nullopt;
}

void GameInstance::after_move(plateau_ui* ui, const StateRef& from, const StateRef& to,
                              std::string_view move) const {
    if (plugin_->after_move == nullptr || (ui == nullptr && plugin_->new_ui != nullptr)) return;
    guarded(N_("after the move"), [&] {
        plugin_->after_move(game_->game, ui, from.get(), to.get(), move.data(), move.size());
    });
}

float GameInstance::anim_length(const StateRef& from, const StateRef& to,
                                std::string_view move) const {
    if (plugin_->anim_length == nullptr) return 0;
    const float seconds = guarded(N_("the animation's length"), [&] {
        return plugin_->anim_length(game_->game, from.get(), to.get(), move.data(), move.size());
    });
    // Garbage (NaN, negative, absurd) means no animation.
    if (!std::isfinite(seconds) || seconds <= 0 || seconds > 5) return 0;
    return seconds;
}

void GameInstance::draw(const plateau_draw_args& args, const plateau_ui* ui,
                        const plateau_canvas& canvas) const {
    StringWriter error;
    if (guarded(N_("drawing"), [&] {
            return plugin_->draw(game_->game, &args, ui, &canvas, error.get());
        }) != PLATEAU_OK) {
        fault(error, N_("drawing"));
    }
}

const plateau_command_def* GameInstance::find_command(std::string_view name) const {
    for (std::uint32_t i = 0; plugin_->commands != nullptr && i < plugin_->command_count; ++i) {
        if (plugin_->commands[i].name != nullptr && name == plugin_->commands[i].name) {
            return &plugin_->commands[i];
        }
    }
    return nullptr;
}

std::vector<OutputItem> GameInstance::run_command(const StateRef& state, std::string_view name,
                                                  std::string_view args) const {
    if (plugin_->run_command == nullptr) throw PluginError(tr("this game has no commands"));
    SinkCollector sink;
    StringWriter error;
    if (guarded(N_("the command"), [&] {
            return plugin_->run_command(game_->game, state.get(), name.data(), name.size(),
                                        args.data(), args.size(), sink.get(), error.get());
        }) != PLATEAU_OK) {
        fail(error, N_("the command"));
    }
    return sink.items();
}

std::unique_ptr<JobHandle> GameInstance::start_job(const StateRef& state, std::string_view name,
                                                   std::string_view args,
                                                   double budget_seconds) const {
    if (plugin_->job_start == nullptr || plugin_->job_poll == nullptr ||
        plugin_->job_free == nullptr) {
        throw PluginError(tr("this game runs no background work"));
    }
    plateau_job* job = nullptr;
    StringWriter error;
    if (guarded(N_("starting the job"),
                [&] {
                    return plugin_->job_start(game_->game, state.get(), name.data(), name.size(),
                                              args.data(), args.size(), budget_seconds, &job,
                                              error.get());
                }) != PLATEAU_OK ||
        job == nullptr) {
        fail(error, N_("starting the job"));
    }
    return std::make_unique<JobHandle>(game_, job, state);
}

}  // namespace plateau::core
