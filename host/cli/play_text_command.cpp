#include <charconv>
#include <fstream>
#include <ostream>
#include <sstream>

#include "cli/commands.hpp"
#include "core/app/host_context.hpp"
#include "core/app/running_marker.hpp"
#include "core/config/param_schema.hpp"
#include "core/plugins/plugin.hpp"
#include "core/saves/save_file.hpp"
#include "core/text/text_mode.hpp"

namespace plateau::cli {

namespace {

// A refused start: its reason is printed as `error: REASON`.
class StartRefused : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

std::uint64_t parse_seed(const std::string& text) {
    std::uint64_t seed = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), seed);
    if (text.empty() || error != std::errc{} || end != text.data() + text.size()) {
        throw StartRefused("--seed " + text +
                           ": a seed is a whole number from 0 to 18446744073709551615");
    }
    return seed;
}

std::string read_layout(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw StartRefused("--layout " + path.string() + ": the file cannot be read");
    std::stringstream buffer;
    buffer << in.rdbuf();
    return buffer.str();
}

core::Session load_game(core::HostContext& context, const std::filesystem::path& path,
                        const std::string& expected_id) {
    const auto schema_of = [&](const std::string& id) -> const core::ParamSchema* {
        return context.find_game(id) ? &context.schema(id) : nullptr;
    };
    const core::SaveFile save = core::read_save(path, schema_of);
    if (save.game_id != expected_id) {
        throw core::SaveError(path.string() + ": this is a saved game of " + save.game_id +
                              ", not of " + expected_id);
    }
    core::check_save_version(path, save, context.find_game(expected_id)->version());
    return core::restore_session(path, save,
                                 [&](const std::string& id, const core::Settings& settings,
                                     std::uint64_t seed, std::optional<std::string> layout) {
                                     return context.make_game(id, settings, seed,
                                                              std::move(layout));
                                 });
}

}  // namespace

int run_play_text(const GlobalOptions& options, const PlayOptions& play, std::istream& in,
                  std::ostream& out, std::ostream& err) {
    std::unique_ptr<core::HostContext> context;
    std::optional<core::Session> session;
    try {
        context = std::make_unique<core::HostContext>(
            core::HostContext::Options{options.config_file, options.data_dir});
        if (!context->find_game(play.game)) {
            std::string installed;
            for (const auto& p : context->games()) {
                installed += (installed.empty() ? "" : ", ") + p->id();
            }
            throw StartRefused("unknown game \"" + play.game +
                               "\": installed: " + (installed.empty() ? "none" : installed));
        }
        for (const auto& stopped : core::take_stopped_games(context->data_dir())) {
            err << "warning: " << core::stopped_game_message(stopped) << '\n';
        }
        const std::filesystem::path autosave = context->text_autosave_file(play.game);
        if (play.resume) {
            if (play.preset || !play.sets.empty() || play.seed || play.layout) {
                throw StartRefused(
                    "--continue resumes the saved game as it was: it takes no --preset, --set, "
                    "--seed or --layout");
            }
            if (!std::filesystem::exists(autosave)) {
                throw StartRefused("nothing to continue: no " + play.game +
                                   " game was played in the text mode yet");
            }
            session.emplace(load_game(*context, autosave, play.game));
        } else {
            const core::Settings settings =
                context->resolve_settings(play.game, play.preset, play.sets);
            const std::uint64_t seed = play.seed ? parse_seed(*play.seed) : core::draw_seed();
            std::optional<std::string> layout;
            if (play.layout) layout = read_layout(*play.layout);
            try {
                session.emplace(context->make_game(play.game, settings, seed, std::move(layout)));
            } catch (const core::PluginError& e) {
                throw StartRefused(play.layout
                                       ? "--layout " + play.layout->string() + ": " + e.what()
                                       : std::string(e.what()));
            }
        }
    } catch (const std::exception& e) {
        err << "error: " << e.what() << '\n';
        return 2;
    }

    const std::string game_id = play.game;
    core::HostContext& ctx = *context;
    core::TextModeHooks hooks;
    hooks.save = [](const core::Session& s, const std::string& path) { core::write_save(path, s); };
    hooks.load = [&ctx, game_id](const std::string& path) { return load_game(ctx, path, game_id); };
    const std::filesystem::path autosave = ctx.text_autosave_file(game_id);
    hooks.autosave = [autosave](const core::Session& s) { core::write_save(autosave, s); };

    const std::string seed_message = "seed " + std::to_string(session->game().seed());
    const auto plugin = ctx.find_game(game_id);
    const core::RunningGame running(ctx.data_dir(), game_id,
                                    plugin ? plugin->path() : std::filesystem::path());
    core::TextMode mode(std::move(*session), std::move(hooks), out, err);
    if (!play.resume) {
        try {
            core::write_save(autosave, mode.session());  // a new game replaces the old slot
        } catch (const std::exception& e) {
            err << "error: autosave: " << e.what() << '\n';
        }
    }
    mode.start({seed_message});
    mode.run(in);
    return mode.fault().empty() ? 0 : 3;
}

}  // namespace plateau::cli
