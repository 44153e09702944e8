// The game screen's commands: the toolbar's buttons, their keys, and the panels they open.
#include <ctime>
#include <exception>
#include <iostream>

#include "core/app/host_context.hpp"
#include "core/app/saved_game.hpp"
#include "core/config/host_config.hpp"
#include "core/i18n/translate.hpp"
#include "core/plugins/name_words.hpp"
#include "core/saves/save_file.hpp"
#include "core/saves/save_slots.hpp"
#include "core/scores/high_scores.hpp"
#include "core/scores/statistics.hpp"
#include "core/util/time_text.hpp"
#include "ui/game/game_menu_panel.hpp"
#include "ui/game/game_over_panel.hpp"
#include "ui/game/game_screen.hpp"
#include "ui/game/toolbar_overflow_panel.hpp"
#include "ui/panels/game_settings.hpp"
#include "ui/panels/load_panel.hpp"
#include "ui/panels/prompt_panel.hpp"
#include "ui/panels/text_panel.hpp"
#include "ui/widgets/clipboard.hpp"

namespace plateau::ui {

namespace {

// What the window adds to every game's how-to-play (translated where shown).
constexpr const char* kWindowKeys = core::N_(
    "Window keys: Esc back to the games \xC2\xB7 N new game \xC2\xB7 Ctrl+R restart \xC2\xB7 "
    "U or Ctrl+Z undo \xC2\xB7 Ctrl+Y redo \xC2\xB7 H hint (where the game has one) \xC2\xB7 "
    "Ctrl+S save \xC2\xB7 Ctrl+O load \xC2\xB7 Ctrl+, settings \xC2\xB7 F1 this help \xC2\xB7 "
    "F10 the menu (resume, new game, save, load the last saved game, quit) \xC2\xB7 "
    "P or Pause pause (the board hidden, the clock stopped; where the game has no P of its "
    "own) \xC2\xB7 F12 screenshot \xC2\xB7 Q quit.");

std::string default_slot_name() {
    return core::local_time_text(std::time(nullptr), "%Y-%m-%d %H-%M");
}

std::string result_text(const core::GameStatus& status) {
    switch (status.outcome) {
        case PLATEAU_OUTCOME_WON:
            return core::tr("You won!");
        case PLATEAU_OUTCOME_LOST:
            return core::tr("You lost");
        case PLATEAU_OUTCOME_DRAW:
            return core::tr("A draw");
        case PLATEAU_OUTCOME_WINNER:
            // The game's own words name the winner ("Computer wins with 2 lines to 1."): a
            // headline "Player 2 wins" above them would say it twice, differently.
            if (!status.message.empty()) return core::tr("Game over");
            return core::format(core::tr("Player {} wins"), status.winner);
        default:
            return core::tr("Game over");
    }
}

}  // namespace

void GameScreen::act(const std::string& action, Clock::time_point now) {
    if (action == "back") go_back(now);
    if (action == "new") new_game(now);
    if (action == "restart") restart(now);
    if (action == "undo") undo(now);
    if (action == "redo") redo(now);
    if (action == "hint") hint(now);
    if (action == "save") open_save();
    if (action == "load") open_load();
    if (action == "settings") open_settings();
    if (action == "help") open_help();
    if (action == "menu") open_menu();
    if (action == kMoreAction) open_overflow();
    if (action == "load-last") load_last_save(now);
    if (action == "copy-game-id") copy_game_id();
    if (action == "presets") open_presets();
    if (action.starts_with("preset:")) new_game_with_preset(action.substr(7), now);
    if (action.starts_with(kCommandPrefix)) {
        const std::string name = action.substr(kCommandPrefix.size());
        const plateau_command_def* command = driver_.game().find_command(name);
        if (command == nullptr) return;
        if (command->args != nullptr && *command->args != '\0') {
            // Titled as its toolbar button ("Solve", "Export"), in the game's words.
            const std::string title = core::command_words(driver_.game().plugin(), name);
            // A command that writes a file (its argument FILE, FILE.html...) is offered a
            // whole path in the export folder, never the current folder: the name editable,
            // a name without a folder put there too.
            const std::string syntax = command->args;
            const bool writes_file = syntax.starts_with("FILE");
            std::string initial;
            if (writes_file) {
                const std::string extension = syntax.size() > 4 && syntax[4] == '.'
                                                  ? syntax.substr(4, syntax.find(' ') - 4)
                                                  : std::string();
                initial =
                    (ui_.host.export_dir() / (id_ + "-" + core::today() + extension)).string();
            }
            panel_ = std::make_unique<PromptPanel>(
                title,
                std::string(command->help != nullptr ? command->help : "") + " (" + command->args +
                    ")",
                initial, core::tr("Run"),
                [this, name, writes_file](const std::string& typed) -> std::optional<std::string> {
                    std::string args = typed;
                    if (writes_file) {
                        std::filesystem::path file = typed;
                        if (file.is_relative()) file = ui_.host.export_dir() / file;
                        std::error_code error;
                        std::filesystem::create_directories(file.parent_path(), error);
                        args = file.string();
                    }
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

// A driver call the player asked for: its refusal shown in the window's words, the game's
// own refusal as an error; else the notice cleared and what happened shown.
template <class Call>
bool GameScreen::attempt(Call&& call, Clock::time_point now) {
    try {
        call();
    } catch (const core::PluginFault&) {
        throw;  // contained by the window: the game is saved and closed
    } catch (const core::Refused& refused) {
        show_refusal(refused);
        return false;
    } catch (const std::exception& e) {
        set_notice(e.what(), true);
        return false;
    }
    set_notice({});
    show_events(now);
    return true;
}

void GameScreen::new_game(Clock::time_point now, const core::Settings* settings) {
    try {
        const core::Settings& values = settings != nullptr ? *settings : driver_.game().settings();
        driver_.new_game(ui_.host.make_game(id_, values, core::draw_seed(), std::nullopt));
    } catch (const core::PluginFault&) {
        throw;  // contained by the window: the game is saved and closed
    } catch (const std::exception& e) {
        set_notice(core::format(core::tr("No new game: {}"), e.what()), true);
        return;
    }
    set_notice({});
    show_events(now);
}

void GameScreen::restart(Clock::time_point now) {
    attempt([&] { driver_.restart(); }, now);
}

void GameScreen::undo(Clock::time_point now) {
    attempt([&] { driver_.undo(); }, now);
}

void GameScreen::redo(Clock::time_point now) {
    attempt([&] { driver_.redo(); }, now);
}

void GameScreen::hint(Clock::time_point now) {
    attempt([&] { driver_.hint(); }, now);
}

void GameScreen::open_help() {
    const plateau_plugin& plugin = driver_.game().plugin();
    std::string text = plugin.how_to_play != nullptr ? plugin.how_to_play : "";
    if (text.empty()) text = core::tr("This game gives no how-to-play.");
    panel_ = std::make_unique<TextPanel>(core::format(core::tr("{}: How to Play"), plugin.name),
                                         text + "\n\n" + core::tr(kWindowKeys));
}

void GameScreen::open_save() {
    const std::filesystem::path folder = ui_.host.saves_dir(id_);
    panel_ = std::make_unique<PromptPanel>(
        core::tr("Save This Game"), core::tr("A name for the save (letters, digits, - and _)"),
        default_slot_name(), core::tr("Save"),
        [this, folder](const std::string& typed) -> std::optional<std::string> {
            const std::string name = core::slot_file_name(typed);
            if (name.empty()) return core::tr("Give the save a name made of letters or digits.");
            try {
                core::write_save(folder / (name + ".toml"), session(), driver_.seconds_played());
            } catch (const std::exception& e) {
                return core::format(core::tr("Not saved: {}"), e.what());
            }
            navigator_.notify(core::format(core::tr("Saved as \"{}\""), name));
            return std::nullopt;
        });
}

void GameScreen::open_load() {
    const std::filesystem::path folder = ui_.host.saves_dir(id_);
    panel_ = std::make_unique<LoadPanel>(
        core::preview_saves(ui_.host, id_), folder.string(),
        [this](const core::SaveSlot& slot) { return load_slot(slot.path, slot.name); });
}

std::optional<std::string> GameScreen::load_slot(const std::filesystem::path& path,
                                                 const std::string& name) {
    try {
        core::SavedGame saved = core::load_saved_game(ui_.host, path, id_);
        driver_.replace(std::move(saved.session), saved.elapsed_seconds);
    } catch (const core::PluginFault&) {
        throw;  // contained by the window: the game is saved and closed
    } catch (const std::exception& e) {
        return std::string(e.what());
    }
    set_notice(core::format(core::tr("Loaded \"{}\""), name));
    show_events(Clock::now());
    return std::nullopt;
}

// Seed 004's "load the last saved game": the newest slot of the game's saves folder.
void GameScreen::load_last_save(Clock::time_point) {
    const auto slots = core::list_save_slots(ui_.host.saves_dir(id_));
    if (slots.empty()) {
        set_notice(core::tr("There is no saved game to load."), true);
        return;
    }
    if (const auto error = load_slot(slots.front().path, slots.front().name)) {
        set_notice(*error, true);
    }
}

// The menu closed (Resume, or after what it chose): the timer runs again where the game
// says so, and a computer's answer is taken.
void GameScreen::resume_after_menu(Clock::time_point) { driver_.set_paused(held_); }

void GameScreen::open_presets() {
    std::vector<PresetEntry> presets;
    try {
        for (const auto& preset : ui_.host.presets(id_)) {
            // The open game's preset: the one whose values it was made with.
            const bool current = ui_.host.resolve_settings(id_, preset.id, {}).values ==
                                 driver_.game().settings().values;
            presets.push_back({preset.id, preset.label, current});
        }
    } catch (const std::exception& e) {
        set_notice(e.what(), true);
        return;
    }
    driver_.set_paused(true);
    panel_ = std::make_unique<GameMenuPanel>(core::tr("New game with a preset"),
                                             GameMenu(preset_menu_entries(presets)), 0,
                                             [this](const std::string& action) {
                                                 if (action == "quit") {
                                                     navigator_.quit();
                                                 } else if (!action.empty()) {
                                                     act(action, Clock::now());
                                                 }
                                             });
}

void GameScreen::new_game_with_preset(const std::string& preset, Clock::time_point now) {
    core::Settings settings;
    try {
        settings = ui_.host.resolve_settings(id_, preset, {});
    } catch (const std::exception& e) {
        set_notice(core::format(core::tr("No new game: {}"), e.what()), true);
        return;
    }
    new_game(now, &settings);
}

void GameScreen::copy_game_id() {
    const auto game_id = ui_.host.game_id(id_, driver_.game());
    if (!game_id) return;  // a game on a layout: the menu's entry is off
    copy_to_clipboard(*game_id);
    navigator_.notify(core::format(core::tr("Game ID copied: {}"), *game_id));
}

void GameScreen::open_menu() {
    MenuContext context;
    context.game_open = true;  // the game screen always shows one
    const auto slots = core::list_save_slots(ui_.host.saves_dir(id_));
    if (!slots.empty()) context.last_save = slots.front().name;
    context.game_id = ui_.host.game_id(id_, driver_.game());
    try {
        context.has_presets = !ui_.host.presets(id_).empty();
    } catch (const std::exception&) {
        context.has_presets = false;  // a broken file: the launcher says so
    }
    const plateau_plugin& plugin = driver_.game().plugin();
    driver_.set_paused(true);
    panel_ = std::make_unique<GameMenuPanel>(std::string(plugin.name), GameMenu(context),
                                             plugin.menu_key, [this](const std::string& action) {
                                                 if (action == "quit") {
                                                     navigator_.quit();
                                                 } else if (!action.empty()) {
                                                     act(action, Clock::now());
                                                 }
                                             });
}

void GameScreen::open_overflow() {
    const Button* more = find_button(toolbar_.buttons(), std::string(kMoreAction));
    if (more == nullptr || more->rect.width <= 0) return;
    panel_ = std::make_unique<ToolbarOverflowPanel>(folded_entries(toolbar_.folded()), more->rect,
                                                    [this](const std::string& action) {
                                                        if (action == "quit") {
                                                            navigator_.quit();
                                                        } else if (!action.empty()) {
                                                            act(action, Clock::now());
                                                        }
                                                    });
}

void GameScreen::open_settings() {
    try {
        panel_ = game_settings_panel(
            ui_.host, id_, core::format(core::tr("{} Settings"), driver_.game().plugin().name),
            driver_.game().settings(), core::tr("Save and play"),
            [this](const core::Settings& values) { settings_saved(values, Clock::now()); });
    } catch (const std::exception& e) {
        set_notice(e.what(), true);
    }
}

void GameScreen::settings_saved(const core::Settings& values, Clock::time_point now) {
    const core::GameInstance& game = driver_.game();
    try {
        if (!ui_.host.schema(id_).differ_only_in_looks(game.settings(), values)) {
            new_game(now, &values);
            return;
        }
        // Only how the game looks changed (abi.h, LOOK PARAMETERS): the same game goes on.
        driver_.change_look(ui_.host.make_game(id_, values, game.seed(), game.layout()));
    } catch (const core::PluginFault&) {
        throw;  // contained by the window: the game is saved and closed
    } catch (const std::exception& e) {
        set_notice(core::format(core::tr("The game keeps its look: {}"), e.what()), true);
        return;
    }
    // A solver's message stays while the moves it gave are still played (they go on in the
    // new look); an error from an earlier try goes.
    const bool job_moves_left = driver_.job() == core::GameDriver::Job::none && driver_.busy();
    if (!job_moves_left || notice_is_error_) set_notice({});
    show_events(now);
}

void GameScreen::run_command(const std::string& name, const std::string& args,
                             Clock::time_point now) {
    attempt([&] { driver_.command(name, args); }, now);
}

void GameScreen::record_statistics(const core::ScoreDecision& score) {
    const core::GameInstance& game = driver_.game();
    // The values that differ from the plugin's defaults, as the game ID writes them.
    std::string values;
    if (const auto game_id = ui_.host.game_id(id_, game)) {
        const auto colon = game_id->find(':');
        const auto hash = game_id->rfind('#');
        if (colon != std::string::npos && hash != std::string::npos && colon < hash) {
            values = game_id->substr(colon + 1, hash - colon - 1);
        }
    }
    const core::PlayedGame played = core::played_game(
        game.plugin(), driver_.status(), driver_.computer_players(), score, session().moves(),
        session().assistance() != core::Assistance::none, game.layout().has_value());
    try {
        core::record_statistics(ui_.host.statistics_file(), id_, ui_.host.schema(id_),
                                game.settings(), values, played);
    } catch (const std::exception& e) {
        std::cerr << "error: " << core::format(core::tr("statistics not saved: {}"), e.what())
                  << '\n';
    }
}

void GameScreen::show_game_over() {
    const core::ScoreDecision score = *over_pending_;
    over_pending_.reset();
    const core::GameStatus& status = driver_.status();
    const plateau_plugin& plugin = driver_.game().plugin();
    GameOverSummary summary;
    summary.result = result_text(status);
    summary.message = status.message;
    for (std::uint32_t i = 0; i < plugin.command_count && plugin.commands != nullptr; ++i) {
        const plateau_command_def& command = plugin.commands[i];
        if (command.name == nullptr || command.is_job != 0) continue;  // no long work at the end
        summary.commands.emplace_back(std::string(kCommandPrefix) + command.name,
                                      command_label(plugin, command));
    }
    if (status.several_players()) {
        std::string scores;
        for (std::size_t i = 0; i < status.scores.size(); ++i) {
            scores += (i == 0 ? "" : " \xC2\xB7 ") +
                      core::format(core::tr("Player {0}: {1}"), i + 1, status.scores[i]);
        }
        summary.lines.push_back(scores);
    } else if (status.score) {
        summary.lines.push_back(core::format(core::tr("Score {}"), *status.score));
    }
    const int moves = session().moves();
    summary.lines.push_back(
        core::format(core::trn("Time {0} \xC2\xB7 {1} move", "Time {0} \xC2\xB7 {1} moves",
                               static_cast<unsigned long>(moves)),
                     core::format_duration(driver_.seconds_played()), moves));
    using Verdict = core::ScoreDecision::Verdict;
    if (score.verdict != Verdict::scored_before) record_statistics(score);
    switch (score.verdict) {
        case Verdict::from_layout:
            summary.lines.push_back(
                core::tr("Not entered in the high scores: the board came from a layout"));
            break;
        case Verdict::not_rankable:
            summary.lines.push_back(core::tr("Not entered in the high scores"));
            break;
        case Verdict::assisted:
            summary.lines.push_back(
                core::format(core::tr("Not entered in the high scores: {}"), score.reason));
            break;
        case Verdict::enter:
            try {
                const int rank =
                    core::record_score(ui_.host.scores_file(), id_, ui_.host.schema(id_),
                                       driver_.game().settings(), score.value, plugin.score_kind);
                if (rank > 0) {
                    summary.lines.push_back(core::format(core::tr("New high score: #{}"), rank));
                    summary.highlight_last = true;
                }
            } catch (const std::exception& e) {
                summary.lines.push_back(
                    core::format(core::tr("High scores not saved: {}"), e.what()));
            }
            break;
        case Verdict::none:
        case Verdict::scored_before:
            break;
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
