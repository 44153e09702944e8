// The game screen's commands: the toolbar's buttons, their keys, and the panels they open.
#include <ctime>
#include <exception>

#include "core/app/host_context.hpp"
#include "core/config/host_config.hpp"
#include "ui/game_menu_panel.hpp"
#include "ui/game_over_panel.hpp"
#include "ui/game_screen.hpp"
#include "ui/load_panel.hpp"
#include "ui/prompt_panel.hpp"
#include "ui/score_keeper.hpp"
#include "ui/session_files.hpp"
#include "ui/settings_panel.hpp"
#include "ui/text_panel.hpp"

namespace plateau::ui {

namespace {

// What the window adds to every game's how-to-play.
constexpr const char* kWindowKeys =
    "Window keys: Esc back to the games \xC2\xB7 N new game \xC2\xB7 Ctrl+R restart \xC2\xB7 "
    "U or Ctrl+Z undo \xC2\xB7 Ctrl+Y redo \xC2\xB7 H hint (where the game has one) \xC2\xB7 "
    "Ctrl+S save \xC2\xB7 Ctrl+O load \xC2\xB7 Ctrl+, settings \xC2\xB7 F1 this help \xC2\xB7 "
    "F10 the menu (resume, new game, save, load the last saved game, quit) \xC2\xB7 "
    "F12 screenshot \xC2\xB7 Q quit.";

std::string default_slot_name() {
    const std::time_t t = std::time(nullptr);
    std::tm local{};
    localtime_r(&t, &local);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%d %H-%M", &local);
    return text;
}

std::string result_text(const core::GameStatus& status) {
    switch (status.outcome) {
        case PLATEAU_OUTCOME_WON:
            return "You won!";
        case PLATEAU_OUTCOME_LOST:
            return "You lost";
        case PLATEAU_OUTCOME_DRAW:
            return "A draw";
        case PLATEAU_OUTCOME_WINNER:
            return "Player " + std::to_string(status.winner) + " wins";
        default:
            return "Game over";
    }
}

}  // namespace

void GameScreen::act(const std::string& action, Clock::time_point now) {
    if (action == "back") go_back(now);
    if (action == "new") new_game(now);
    if (action == "restart") restart(now);
    if (action == "undo") undo(now);
    if (action == "redo") redo(now);
    if (action == "hint") hint();
    if (action == "save") open_save();
    if (action == "load") open_load();
    if (action == "settings") open_settings();
    if (action == "help") open_help();
    if (action == "menu") open_menu();
    if (action == "load-last") load_last_save(now);
    if (action.starts_with(kCommandPrefix)) {
        const std::string name = action.substr(kCommandPrefix.size());
        const plateau_command_def* command = session_->game().find_command(name);
        if (command == nullptr) return;
        if (command->args != nullptr && *command->args != '\0') {
            panel_ = std::make_unique<PromptPanel>(
                name,
                std::string(command->help != nullptr ? command->help : "") + " (" + name + " " +
                    command->args + ")",
                "", "Run", [this, name](const std::string& args) -> std::optional<std::string> {
                    run_command(name, args, Clock::now());
                    return std::nullopt;
                });
        } else {
            run_command(name, "", now);
        }
    }
}

void GameScreen::go_back(Clock::time_point now) {
    leave(now);
    navigator_.show_launcher();
}

void GameScreen::new_game(Clock::time_point now, const core::Settings* settings) {
    try {
        const core::Settings& values =
            settings != nullptr ? *settings : session_->game().settings();
        auto game = ui_.host.make_game(id_, values, core::draw_seed(), std::nullopt);
        session_->new_game(std::move(game));
        session_->play_forced();
    } catch (const std::exception& e) {
        set_notice(std::string("No new game: ") + e.what(), true);
        return;
    }
    set_notice({});
    clock_.reset(0, now);
    scored_ = nullptr;
    position_changed(now);
    autosave(now);
}

void GameScreen::restart(Clock::time_point now) {
    if (!session_->restart()) return;
    session_->play_forced();  // a game may begin with a skip or a pass
    set_notice({});
    clock_.reset(0, now);
    position_changed(now);
    autosave(now);
}

void GameScreen::undo(Clock::time_point now) {
    jobs_.cancel();
    if (!session_->undo()) {
        set_notice("Nothing to undo.");
        return;
    }
    set_notice({});
    position_changed(now);
    autosave(now);
}

void GameScreen::redo(Clock::time_point now) {
    if (!session_->redo()) {
        set_notice("Nothing to redo.");
        return;
    }
    set_notice({});
    position_changed(now);
    autosave(now);
}

void GameScreen::hint() {
    if (session_->game().plugin().has_hint == 0 || session_->status().over) return;
    if (jobs_.running()) {
        set_notice("Wait: the computer is thinking.");
        return;
    }
    try {
        jobs_.start(JobKind::hint, session_->game().start_job(session_->state(), "hint", "", 0),
                    "hint");
        set_notice({});
    } catch (const std::exception& e) {
        set_notice(e.what(), true);
    }
}

void GameScreen::open_help() {
    const plateau_plugin& plugin = session_->game().plugin();
    std::string text = plugin.how_to_play != nullptr ? plugin.how_to_play : "";
    if (text.empty()) text = "This game gives no how-to-play.";
    panel_ = std::make_unique<TextPanel>(std::string(plugin.name) + ": how to play",
                                         text + "\n\n" + kWindowKeys);
}

void GameScreen::open_save() {
    const std::filesystem::path folder = ui_.host.saves_dir(id_);
    panel_ = std::make_unique<PromptPanel>(
        "Save this game", "A name for the save (letters, digits, - and _)", default_slot_name(),
        "Save", [this, folder](const std::string& typed) -> std::optional<std::string> {
            const std::string name = slot_file_name(typed);
            if (name.empty()) return "Give the save a name made of letters or digits.";
            try {
                write_session(folder / (name + ".toml"), *session_, clock_.seconds(Clock::now()));
            } catch (const std::exception& e) {
                return std::string("Not saved: ") + e.what();
            }
            navigator_.notify("Saved as \"" + name + "\"");
            return std::nullopt;
        });
}

void GameScreen::open_load() {
    const std::filesystem::path folder = ui_.host.saves_dir(id_);
    panel_ = std::make_unique<LoadPanel>(
        list_save_slots(folder), folder.string(),
        [this](const SaveSlot& slot) { return load_slot(slot.path, slot.name); });
}

std::optional<std::string> GameScreen::load_slot(const std::filesystem::path& path,
                                                 const std::string& name) {
    try {
        LoadedSession loaded = read_session(path, ui_.host, id_);
        const auto now = Clock::now();
        jobs_.cancel();
        session_ = std::move(loaded.session);
        clock_.reset(loaded.elapsed_seconds, now);
        scored_ = session_->status().over ? &session_->game() : nullptr;
        set_notice("Loaded \"" + name + "\"");
        position_changed(now);
        autosave(now);
        return std::nullopt;
    } catch (const std::exception& e) {
        return std::string(e.what());
    }
}

// Seed 004's "load the last saved game": the newest slot of the game's saves folder.
void GameScreen::load_last_save(Clock::time_point) {
    const auto slots = list_save_slots(ui_.host.saves_dir(id_));
    if (slots.empty()) {
        set_notice("There is no saved game to load.", true);
        return;
    }
    if (const auto error = load_slot(slots.front().path, slots.front().name)) {
        set_notice(*error, true);
    }
}

// The menu closed (Resume, or after what it chose): the timer runs again where the game
// says so, and a computer's answer is taken.
void GameScreen::resume_after_menu(Clock::time_point now) {
    paused_ = false;
    if (!session_->status().over) check_game_over(now);
}

void GameScreen::open_menu() {
    MenuContext context;
    context.game_open = true;  // the game screen always shows one
    const auto slots = list_save_slots(ui_.host.saves_dir(id_));
    if (!slots.empty()) context.last_save = slots.front().name;
    const plateau_plugin& plugin = session_->game().plugin();
    paused_ = true;
    clock_.set_running(false, Clock::now());
    panel_ = std::make_unique<GameMenuPanel>(std::string(plugin.name), GameMenu(context),
                                             plugin.menu_key, [this](const std::string& action) {
                                                 if (action == "quit") {
                                                     navigator_.quit();
                                                 } else if (!action.empty()) {
                                                     act(action, Clock::now());
                                                 }
                                             });
}

void GameScreen::open_settings() {
    try {
        const core::ParamSchema& schema = ui_.host.schema(id_);
        panel_ = std::make_unique<SettingsPanel>(
            std::string(session_->game().plugin().name) + " settings", schema,
            session_->game().settings(), ui_.host.base_settings(id_), "Save and play",
            [this](const core::Settings& values) -> std::optional<std::string> {
                try {
                    ui_.host.save_user_settings(id_, values);
                } catch (const std::exception& e) {
                    return std::string("Not saved: ") + e.what();
                }
                new_game(Clock::now(), &values);
                return std::nullopt;
            });
    } catch (const std::exception& e) {
        set_notice(e.what(), true);
    }
}

void GameScreen::run_command(const std::string& name, const std::string& args,
                             Clock::time_point now) {
    const plateau_command_def* command = session_->game().find_command(name);
    if (command == nullptr) return;
    try {
        if (command->is_job != 0) {
            if (jobs_.running() || !queued_moves_.empty()) {
                set_notice("Wait: the computer is thinking.");
                return;
            }
            jobs_.start(JobKind::command,
                        session_->game().start_job(session_->state(), name, args, 0), name);
            set_notice(name + "\xE2\x80\xA6");
        } else {
            take_items(name, session_->game().run_command(session_->state(), name, args), now);
        }
    } catch (const std::exception& e) {
        set_notice(e.what(), true);
    }
}

void GameScreen::take_items(const std::string& label, const std::vector<core::OutputItem>& items,
                            Clock::time_point now) {
    std::vector<std::string> lines;
    for (const auto& item : items) {
        switch (item.kind) {
            case PLATEAU_OUT_MOVE:
                queued_moves_.push_back(item.text);  // played one by one (update)
                break;
            case PLATEAU_OUT_HINT:
                set_notice("Hint: " + item.text);
                break;
            case PLATEAU_OUT_MESSAGE:
            case PLATEAU_OUT_LINE:
                lines.push_back(item.text);
                break;
        }
    }
    if (lines.size() == 1) set_notice(lines.front());
    if (lines.size() > 1) {
        std::string text;
        for (const auto& l : lines) text += (text.empty() ? "" : "\n") + l;
        panel_ = std::make_unique<TextPanel>(label, text);
    }
    if (!queued_moves_.empty()) play_next_queued(now);
}

void GameScreen::show_game_over(Clock::time_point now) {
    const core::GameStatus& status = session_->status();
    const plateau_plugin& plugin = session_->game().plugin();
    GameOverSummary summary;
    summary.result = result_text(status);
    summary.message = status.message;
    for (std::uint32_t i = 0; i < plugin.command_count && plugin.commands != nullptr; ++i) {
        const plateau_command_def& command = plugin.commands[i];
        if (command.name == nullptr || command.is_job != 0) continue;  // no long work at the end
        summary.commands.emplace_back(std::string(kCommandPrefix) + command.name,
                                      command_label(command));
    }
    const double seconds = clock_.seconds(now);
    if (status.scores.size() > 1) {
        std::string scores;
        for (std::size_t i = 0; i < status.scores.size(); ++i) {
            scores += (i == 0 ? "" : " \xC2\xB7 ") + std::string("Player ") +
                      std::to_string(i + 1) + ": " + std::to_string(status.scores[i]);
        }
        summary.lines.push_back(scores);
    } else if (status.score) {
        summary.lines.push_back("Score " + std::to_string(*status.score));
    }
    const int moves = session_->moves();
    summary.lines.push_back("Time " + format_duration(seconds) + " \xC2\xB7 " +
                            std::to_string(moves) + (moves == 1 ? " move" : " moves"));
    // A game is scored once, however often its end is reached again by undo and redo.
    if (scored_ != &session_->game()) {
        scored_ = &session_->game();
        const auto value = score_value(plugin, status, seconds);
        // A board given as a layout is not the parameter set the table is kept for.
        if (value && session_->game().layout().has_value()) {
            summary.lines.push_back("Not entered in the high scores: the board came from a layout");
        } else if (value && !session_->game().rankable(session_->state(), session_->ui())) {
            summary.lines.push_back("Not entered in the high scores");
        } else if (value) {
            std::string error;
            const auto rank =
                record_score(ui_.host, id_, plugin, session_->game().settings(), *value, &error);
            if (!rank) {
                summary.lines.push_back("High scores not saved: " + error);
            } else if (*rank > 0) {
                summary.lines.push_back("New high score: #" + std::to_string(*rank));
                summary.highlight_last = true;
            }
        }
    }
    panel_ = std::make_unique<GameOverPanel>(std::move(summary), [this](const std::string& action) {
        const auto at = Clock::now();
        if (action == "new") new_game(at);
        if (action == "back") go_back(at);
        if (action == "undo") undo(at);
        if (action == "quit") navigator_.quit();
        if (action.starts_with(kCommandPrefix)) act(action, at);
    });
}

}  // namespace plateau::ui
