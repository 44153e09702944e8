#include <ostream>

#include "cli/commands.hpp"
#include "cli/play_start.hpp"
#include "core/app/host_context.hpp"
#include "core/app/running_marker.hpp"
#include "core/app/stop_signals.hpp"
#include "core/i18n/translate.hpp"
#include "core/plugins/plugin.hpp"
#include "core/saves/save_file.hpp"
#include "core/text/text_mode.hpp"

namespace plateau::cli {

using core::tr;

int run_play_text(const GlobalOptions& options, const PlayOptions& play, std::istream& in,
                  std::ostream& out, std::ostream& err) {
    std::unique_ptr<core::HostContext> context;
    std::optional<core::Session> session;
    try {
        context = std::make_unique<core::HostContext>(
            core::HostContext::Options{options.config_file, options.data_dir});
        for (const auto& stopped : core::take_stopped_games(context->data_dir())) {
            err << "warning: " << core::stopped_game_message(stopped) << '\n';
        }
        // TRANSLATORS: "nothing to continue: no lightsout game was played in the text mode yet".
        const ContinueSlot slot{context->text_autosave_file(play.game), tr("in the text mode")};
        session.emplace(start_game(*context, play, slot).session);
    } catch (const std::exception& e) {
        err << "error: " << e.what() << '\n';
        return 2;
    }

    const std::string game_id = play.game;
    core::HostContext& ctx = *context;
    core::TextModeHooks hooks;
    hooks.save = [](const core::Session& s, const std::string& path) { core::write_save(path, s); };
    hooks.load = [&ctx, game_id](const std::string& path) {
        return core::load_saved_game(ctx, path, game_id).session;
    };
    const std::filesystem::path autosave = ctx.text_autosave_file(game_id);
    hooks.autosave = [autosave](const core::Session& s) { core::write_save(autosave, s); };
    hooks.stop_requested = [] { return core::stop_signal() != 0; };

    // A game from a seed says it, and its game ID; a game on a layout has neither.
    std::vector<std::string> first_messages;
    if (const auto id = ctx.game_id(game_id, session->game())) {
        first_messages.push_back("seed " + std::to_string(session->game().seed()));
        first_messages.push_back("game id " + *id);
    }
    const auto plugin = ctx.find_game(game_id);
    const core::RunningGame running(ctx.data_dir(), game_id,
                                    plugin ? plugin->path() : std::filesystem::path());
    core::TextMode mode(std::move(*session), std::move(hooks), out, err);
    if (!play.resume) {
        try {
            core::write_save(autosave, mode.session());  // a new game replaces the old slot
        } catch (const std::exception& e) {
            err << "error: " << format(tr("autosave: {}"), e.what()) << '\n';
        }
    }
    mode.start(first_messages);
    mode.run(in);
    // Ended by a signal: 128 + its number, as a shell reports a program the signal ended.
    if (const int signal = core::stop_signal(); signal != 0) return 128 + signal;
    return mode.fault().empty() ? 0 : 3;
}

}  // namespace plateau::cli
