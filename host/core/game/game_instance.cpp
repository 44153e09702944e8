#include "core/game/game_instance.hpp"

#include <algorithm>
#include <cmath>

namespace plateau::core {

// Owns the plugin's plateau_game; destroyed after every state, ui and job made from it.
class GameHandle {
  public:
    GameHandle(const plateau_plugin* plugin, plateau_game* game) : plugin(plugin), game(game) {}
    ~GameHandle() { plugin->destroy(game); }
    GameHandle(const GameHandle&) = delete;
    GameHandle& operator=(const GameHandle&) = delete;

    const plateau_plugin* plugin;
    plateau_game* game;
};

namespace {

[[noreturn]] void fail(const StringWriter& error, std::string_view what) {
    std::string message = error.text();
    if (message.empty()) message = std::string(what) + " failed without a reason";
    throw PluginError(message);
}

StateRef adopt(const std::shared_ptr<GameHandle>& game, plateau_state* state) {
    return StateRef(state, [game](const plateau_state* s) {
        game->plugin->free_state(game->game, const_cast<plateau_state*>(s));
    });
}

}  // namespace

JobHandle::~JobHandle() { game_->plugin->job_free(job_); }

std::optional<JobHandle::Result> JobHandle::poll() {
    if (finished_) return Result{true, {{PLATEAU_OUT_MESSAGE, "the job has already finished"}}};
    SinkCollector sink;
    const plateau_job_state st = game_->plugin->job_poll(job_, sink.get());
    if (st == PLATEAU_JOB_RUNNING) return std::nullopt;
    finished_ = true;
    return Result{st != PLATEAU_JOB_DONE, sink.items()};
}

GameInstance::GameInstance(const plateau_plugin& plugin, const Settings& settings,
                           std::uint64_t seed, std::optional<std::string> layout)
    : plugin_(&plugin), settings_(settings), seed_(seed), layout_(std::move(layout)) {
    const SettingsView view(settings_);
    StringWriter error;
    plateau_game* game = plugin_->create(view.get(), seed_, layout_ ? layout_->data() : nullptr,
                                         layout_ ? layout_->size() : 0, error.get());
    if (game == nullptr) fail(error, "creating the game");
    game_ = std::make_shared<GameHandle>(plugin_, game);
}

StateRef GameInstance::initial() const {
    StringWriter error;
    plateau_state* state = plugin_->initial_state(game_->game, error.get());
    if (state == nullptr) fail(error, "making the first position");
    return adopt(game_, state);
}

StateRef GameInstance::apply(const StateRef& state, std::string_view move) const {
    StringWriter error;
    plateau_state* next = nullptr;
    if (plugin_->apply_move(game_->game, state.get(), move.data(), move.size(), &next,
                            error.get()) != PLATEAU_OK ||
        next == nullptr) {
        if (next != nullptr) plugin_->free_state(game_->game, next);
        fail(error, "the move");
    }
    return adopt(game_, next);
}

std::string GameInstance::text_form(const StateRef& state) const {
    StringWriter out, error;
    if (plugin_->text_form(game_->game, state.get(), out.get(), error.get()) != PLATEAU_OK) {
        fail(error, "the text form");
    }
    return out.text();
}

GameStatus GameInstance::status(const StateRef& state) const {
    plateau_status s{};
    StringWriter message, error;
    if (plugin_->status(game_->game, state.get(), &s, message.get(), error.get()) != PLATEAU_OK) {
        fail(error, "the status");
    }
    // A plugin's answer is checked, never trusted: garbage is an error, not a crash.
    if (s.outcome < PLATEAU_OUTCOME_NONE || s.outcome > PLATEAU_OUTCOME_WINNER ||
        s.player_count < 0 || s.player_count > PLATEAU_MAX_PLAYERS || s.turn < 0 ||
        (s.over == 0 && s.turn == 0)) {
        throw PluginError("the plugin gave a status out of range");
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
    if (plugin_->info_line(game_->game, state.get(), ui, out.get(), error.get()) != PLATEAU_OK) {
        fail(error, "the info line");
    }
    return out.text();
}

GameInstance::BoardArea GameInstance::min_board_size(const StateRef& state) const {
    if (plugin_->min_board_size == nullptr) return {};
    float width = 0, height = 0;
    plugin_->min_board_size(game_->game, state.get(), &width, &height);
    static constexpr float kMost = 16384;  // a texture side every GL driver takes
    const auto sane = [](float v) { return std::isfinite(v) ? std::clamp(v, 0.0f, kMost) : 0.0f; };
    return {sane(width), sane(height)};
}

bool GameInstance::rankable(const StateRef& state, const plateau_ui* ui) const {
    if (plugin_->rankable == nullptr || ui == nullptr) return true;
    return plugin_->rankable(game_->game, state.get(), ui) != 0;
}

std::vector<std::string> GameInstance::moves(const StateRef& state) const {
    if (plugin_->list_moves == nullptr) {
        throw PluginError(std::string(plugin_->name) + " does not list its moves");
    }
    SinkCollector sink;
    StringWriter error;
    if (plugin_->list_moves(game_->game, state.get(), sink.get(), error.get()) != PLATEAU_OK) {
        fail(error, "listing the moves");
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
    if (plugin_->forced_move(game_->game, state.get(), &forced, move.get(), error.get()) !=
        PLATEAU_OK) {
        fail(error, "checking for a forced move");
    }
    if (forced == 0) return std::nullopt;
    return move.text();
}

std::shared_ptr<plateau_ui> GameInstance::new_ui(const StateRef& state) const {
    if (plugin_->new_ui == nullptr || plugin_->free_ui == nullptr) return nullptr;
    plateau_ui* ui = plugin_->new_ui(game_->game, state.get());
    if (ui == nullptr) return nullptr;
    auto game = game_;
    return std::shared_ptr<plateau_ui>(
        ui, [game](plateau_ui* u) { game->plugin->free_ui(game->game, u); });
}

std::optional<std::string> GameInstance::input(const StateRef& state, plateau_ui* ui,
                                               const plateau_input& event, bool* ui_changed) const {
    *ui_changed = false;
    if (plugin_->input == nullptr || ui == nullptr) return std::nullopt;
    plateau_input_result result = PLATEAU_INPUT_UNUSED;
    StringWriter move, error;
    if (plugin_->input(game_->game, state.get(), ui, &event, &result, move.get(), error.get()) !=
        PLATEAU_OK) {
        fail(error, "handling the input");
    }
    if (result == PLATEAU_INPUT_UI_CHANGED) *ui_changed = true;
    if (result == PLATEAU_INPUT_MOVE) return move.text();
    return std::nullopt;
}

void GameInstance::after_move(plateau_ui* ui, const StateRef& from, const StateRef& to,
                              std::string_view move) const {
    if (plugin_->after_move == nullptr || ui == nullptr) return;
    plugin_->after_move(game_->game, ui, from.get(), to.get(), move.data(), move.size());
}

float GameInstance::anim_length(const StateRef& from, const StateRef& to,
                                std::string_view move) const {
    if (plugin_->anim_length == nullptr) return 0;
    const float seconds =
        plugin_->anim_length(game_->game, from.get(), to.get(), move.data(), move.size());
    // Garbage (NaN, negative, absurd) means no animation.
    if (!std::isfinite(seconds) || seconds <= 0 || seconds > 5) return 0;
    return seconds;
}

void GameInstance::draw(const plateau_draw_args& args, const plateau_ui* ui,
                        const plateau_canvas& canvas) const {
    StringWriter error;
    if (plugin_->draw(game_->game, &args, ui, &canvas, error.get()) != PLATEAU_OK) {
        fail(error, "drawing");
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
    if (plugin_->run_command == nullptr) throw PluginError("this game has no commands");
    SinkCollector sink;
    StringWriter error;
    if (plugin_->run_command(game_->game, state.get(), name.data(), name.size(), args.data(),
                             args.size(), sink.get(), error.get()) != PLATEAU_OK) {
        fail(error, "the command");
    }
    return sink.items();
}

std::unique_ptr<JobHandle> GameInstance::start_job(const StateRef& state, std::string_view name,
                                                   std::string_view args,
                                                   double budget_seconds) const {
    if (plugin_->job_start == nullptr || plugin_->job_poll == nullptr ||
        plugin_->job_free == nullptr) {
        throw PluginError("this game runs no background work");
    }
    plateau_job* job = nullptr;
    StringWriter error;
    if (plugin_->job_start(game_->game, state.get(), name.data(), name.size(), args.data(),
                           args.size(), budget_seconds, &job, error.get()) != PLATEAU_OK ||
        job == nullptr) {
        fail(error, "starting the job");
    }
    return std::make_unique<JobHandle>(game_, job, state);
}

}  // namespace plateau::core
