// plateau: the launcher by default; `play GAME` opens a game in the window (or, with --text,
// in the terminal); `list`, `check-config` and `check-plugin` for the terminal. Every command
// takes --config FILE and --data-dir DIR.
#include <CLI/CLI.hpp>
#include <cstdlib>
#include <iostream>

#include "cli/cli_texts.hpp"
#include "cli/commands.hpp"
#include "cli/play_start.hpp"
#include "core/app/host_context.hpp"
#include "core/app/language_start.hpp"
#include "core/app/running_marker.hpp"
#include "core/app/stop_signals.hpp"
#include "core/i18n/translate.hpp"

#ifdef PLATEAU_WITH_UI
#include "ui/window/launcher_app.hpp"
#endif

namespace {

bool has_display() {
    const char* x11 = std::getenv("DISPLAY");
    const char* wayland = std::getenv("WAYLAND_DISPLAY");
    return (x11 != nullptr && *x11 != '\0') || (wayland != nullptr && *wayland != '\0');
}

// The window: on the launcher, or on the game `play` names (`plateau play GAME` without
// --text), which starts as in the text mode; --continue resumes the window's Continue game.
int run_window(const plateau::cli::GlobalOptions& options,
               const plateau::cli::PlayOptions* play = nullptr) {
    if (!has_display()) {
        std::cerr << "error: "
                  << plateau::core::tr(
                         "no display found: the launcher needs a graphical session.\n"
                         "Play in the terminal instead: plateau play GAME --text "
                         "(plateau list shows the games, plateau --help the options).")
                  << '\n';
        return 2;
    }
#ifdef PLATEAU_WITH_UI
    try {
        plateau::core::HostContext context({options.config_file, options.data_dir});
        std::vector<std::string> messages;
        for (const auto& stopped : plateau::core::take_stopped_games(context.data_dir())) {
            messages.push_back(plateau::core::stopped_game_message(stopped));
            std::cerr << "warning: " << messages.back() << '\n';
        }
        std::optional<plateau::ui::FirstGame> first;
        if (play != nullptr) {
            // TRANSLATORS: "nothing to continue: no lightsout game was played in the window
            // yet".
            const plateau::cli::ContinueSlot slot{context.continue_file(play->game),
                                                  plateau::core::tr("in the window")};
            auto started = plateau::cli::start_game(context, *play, slot);
            first = plateau::ui::FirstGame{
                play->game, std::make_unique<plateau::core::Session>(std::move(started.session)),
                started.elapsed_seconds};
        }
        return plateau::ui::run_launcher(context, std::move(first), messages);
    } catch (const std::exception& e) {
        std::cerr << "error: " << e.what() << '\n';
        return 2;
    }
#else
    (void)options;
    (void)play;
    std::cerr << "error: "
              << plateau::core::tr(
                     "this build of Plateau has no window (built with "
                     "PLATEAU_BUILD_UI=OFF); use plateau play GAME --text")
              << '\n';
    return 2;
#endif
}

// The file --config names (`--config FILE` or `--config=FILE`), read before the command
// line is parsed, for the language; empty when none.
std::filesystem::path config_argument(int argc, char** argv) {
    const std::string_view option = "--config";
    for (int k = 1; k < argc; ++k) {
        const std::string_view arg = argv[k];
        if (arg == "--") break;
        if (arg == option && k + 1 < argc) return argv[k + 1];
        if (arg.starts_with(option) && arg.size() > option.size() && arg[option.size()] == '=') {
            return arg.substr(option.size() + 1);
        }
    }
    return {};
}

}  // namespace

int main(int argc, char** argv) {
    using plateau::core::tr;
    plateau::core::start_language(config_argument(argc, argv));
    CLI::App app{
        tr("Plateau: a host for grid puzzle and board games.\n"
           "Without a command, opens the launcher window.")};
    app.set_version_flag("--version", std::string("plateau ") + PLATEAU_VERSION);
    // --config and --data-dir work with every command, before or after its name
    // (`plateau play lightsout --text --data-dir DIR`): a subcommand hands the options it
    // does not know to the program. Set before the subcommands, which inherit it.
    app.fallthrough();
    plateau::cli::GlobalOptions global;
    std::string config_file, data_dir;
    app.add_option("--config", config_file,
                   tr("The host configuration file (default: the plateau.toml installed with the "
                      "program); games' files are read from games/ beside it"))
        ->check(CLI::ExistingFile);
    app.add_option("--data-dir", data_dir,
                   tr("Where saves, high scores and the last game go (default: $PLATEAU_DATA_DIR, "
                      "else data_dir in plateau.toml, else $XDG_DATA_HOME/plateau)"));

    // TRANSLATORS: ID, VERSION, PATH, REASON and refused are what list prints: keep them.
    auto* list =
        app.add_subcommand("list", tr("List the plugins found: ID<TAB>VERSION<TAB>PATH for a "
                                      "loaded one, refused<TAB>PATH<TAB>REASON for a refused one"));

    plateau::cli::PlayOptions play;
    std::string seed, layout;
    auto* play_cmd = app.add_subcommand(
        "play", tr("Play a game: in the window (Esc leads to the launcher), or in the terminal "
                   "with --text"));
    // TRANSLATORS: GAME#SEED and GAME:KEY=VALUE,...#SEED are how a game ID is written.
    play_cmd
        ->add_option("game", play.game,
                     tr("The game's id (see plateau list), or a game ID (GAME#SEED or "
                        "GAME:KEY=VALUE,...#SEED, as a game shows it): the same game, board for "
                        "board, on any machine"))
        ->required();
    // TRANSLATORS: "help" is the text mode's command: keep it.
    play_cmd->add_flag("--text", play.text,
                       tr("Play in the terminal: moves and commands on standard input, one reply "
                          "per line on standard output (type help in the game)"));
    play_cmd->add_option("--preset", play.preset, tr("A preset of the game (its id)"));
    play_cmd
        ->add_option("--set", play.sets,
                     tr("KEY=VALUE: a parameter's value (lists: a TOML array or a,b,c); "
                        "may be given several times"))
        ->allow_extra_args(false);
    play_cmd->add_option("--seed", seed,
                         tr("The seed, a whole number from 0 to 2^64-1 "
                            "(default: drawn and shown)"));
    play_cmd->add_option("--layout", layout,
                         tr("A file with the starting position, in the "
                            "game's own layout format"));
    play_cmd->add_flag("--continue", play.resume,
                       tr("Resume the last game left open: the text mode's with --text, else the "
                          "window's (the launcher's Continue)"));

    std::vector<std::string> check_files;
    auto* check = app.add_subcommand(
        "check-config", tr("Check configuration files (default: the host's file and every game's "
                           "file); exits with 1 on a problem"));
    check->add_option("files", check_files, tr("The files to check"));

    std::vector<std::string> plugin_files;
    // TRANSLATORS: fail:, ok:, PATH, CHECK, DETAIL, ID, VERSION and DETAILS are what
    // check-plugin prints: keep them.
    auto* check_plugin = app.add_subcommand(
        "check-plugin",
        tr("Check plugin files: each loaded as the host would, then games played through the C "
           "boundary; one line per finding (fail: PATH: CHECK: DETAIL) or per plugin that passes "
           "(ok: PATH: ID VERSION: DETAILS); exits with 1 if one fails"));
    check_plugin->add_option("files", plugin_files, tr("The plugin files (.so) to check"))
        ->required();
    plateau::cli::translate_cli_labels(app);

    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        if (e.get_exit_code() != 0) {
            std::cerr << "error: " << plateau::cli::translate_parse_error(e.what()) << '\n';
            return 2;
        }
        return app.exit(e);
    }
    if (!config_file.empty()) global.config_file = config_file;
    if (!data_dir.empty()) global.data_dir = data_dir;

    if (*list) return plateau::cli::run_list(global, std::cout, std::cerr);
    if (*check) {
        std::vector<std::filesystem::path> files(check_files.begin(), check_files.end());
        return plateau::cli::run_check_config(global, files, std::cout, std::cerr);
    }
    if (*check_plugin) {
        std::vector<std::filesystem::path> files(plugin_files.begin(), plugin_files.end());
        return plateau::cli::run_check_plugin(files, std::cout, std::cerr);
    }
    if (*play_cmd) {
        // Given at all, even empty: `--seed ""` is refused, not taken as no seed.
        if (play_cmd->count("--seed") > 0) play.seed = seed;
        if (play_cmd->count("--layout") > 0) play.layout = layout;
        try {
            plateau::cli::read_game_id(play);
        } catch (const std::exception& e) {
            std::cerr << "error: " << e.what() << '\n';
            return 2;
        }
        if (!play.text) {
            plateau::core::catch_stop_signals(plateau::core::StdinOnStop::keep);
            return run_window(global, &play);
        }
        plateau::core::catch_stop_signals(plateau::core::StdinOnStop::close);
        return plateau::cli::run_play_text(global, play, std::cin, std::cout, std::cerr);
    }
    plateau::core::catch_stop_signals(plateau::core::StdinOnStop::keep);
    return run_window(global);
}
