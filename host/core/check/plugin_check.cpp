#include "core/check/plugin_check.hpp"

#include <stdlib.h>

#include <algorithm>
#include <cerrno>
#include <exception>
#include <system_error>

#include "core/check/game_run.hpp"
#include "core/check/intercepted_plugin.hpp"
#include "core/config/settings_resolution.hpp"
#include "core/i18n/translate.hpp"
#include "core/plugins/elf_exports.hpp"
#include "core/plugins/plugin_loader.hpp"

namespace plateau::core::check {
namespace {

using Clock = std::chrono::steady_clock;

// The folder the save-load check writes in: the one the options name, or a temporary one
// made here and removed with everything in it when the check ends.
class WorkDir {
  public:
    explicit WorkDir(const std::filesystem::path& given) {
        if (!given.empty()) {
            path_ = given;
            return;
        }
        std::error_code error;
        std::string pattern =
            (std::filesystem::temp_directory_path(error) / "plateau-check.XXXXXX").string();
        if (error) pattern = "/tmp/plateau-check.XXXXXX";
        if (::mkdtemp(pattern.data()) == nullptr) {
            throw std::system_error(errno, std::generic_category(),
                                    format(tr("cannot make a temporary folder {}"), pattern));
        }
        path_ = pattern;
        owned_ = true;
    }
    ~WorkDir() {
        if (!owned_) return;
        std::error_code ignored;
        std::filesystem::remove_all(path_, ignored);
    }
    WorkDir(const WorkDir&) = delete;
    WorkDir& operator=(const WorkDir&) = delete;
    [[nodiscard]] const std::filesystem::path& path() const { return path_; }

  private:
    std::filesystem::path path_;
    bool owned_ = false;
};

// plateau_entry alone, or a finding naming the others.
void check_exports(const std::filesystem::path& file, Findings& findings) {
    const ElfExports exports = list_elf_exports(file);
    if (!exports.read) {
        findings.report(kExports, format(tr("its exports cannot be read: {}"), exports.reason));
        return;
    }
    std::vector<std::string> others;
    for (const std::string& symbol : exports.symbols) {
        if (symbol != PLATEAU_ENTRY_SYMBOL) others.push_back(symbol);
    }
    if (others.empty()) return;
    constexpr std::size_t kShown = 5;
    std::string names;
    for (std::size_t i = 0; i < others.size() && i < kShown; ++i) {
        names += (i == 0 ? "" : ", ") + others[i];
    }
    if (others.size() > kShown) {
        // TRANSLATORS: after the first five symbols' names: "a, b, c, d, e and 3 more".
        names = format(tr("{0} and {1} more"), names, others.size() - kShown);
    }
    findings.report(kExports,
                    format(trn("it exports {0} symbol besides plateau_entry: {1} (a plugin "
                               "exports plateau_entry alone: build it with plateau_add_plugin, "
                               "or hide the others)",
                               "it exports {0} symbols besides plateau_entry: {1} (a plugin "
                               "exports plateau_entry alone: build it with plateau_add_plugin, "
                               "or hide the others)",
                               others.size()),
                           others.size(), names));
}

// The defaults, then each built-in preset over them.
std::vector<GameSetup> game_setups(const ParamSchema& schema) {
    std::vector<GameSetup> setups;
    // TRANSLATORS: the game's default settings, where a check is: "defaults, seed 1".
    setups.push_back({trc("where check-plugin is", "defaults"), {}, default_settings(schema), 0});
    for (const Preset& preset : schema.presets) {
        GameSetup setup{format(tr("preset \"{}\""), preset.id), preset.id, default_settings(schema),
                        0};
        for (const Setting& value : preset.values) {
            for (Setting& setting : setup.settings.values) {
                if (setting.key == value.key) setting.value = value.value;
            }
        }
        setups.push_back(std::move(setup));
    }
    for (GameSetup& setup : setups) {
        const Setting* think = setup.settings.find("think_time");
        if (think != nullptr && think->type == PLATEAU_PARAM_NUMBER) {
            if (const auto* seconds = std::get_if<double>(&think->value)) {
                setup.job_budget = std::max(0.0, *seconds);
            }
        }
    }
    return setups;
}

}  // namespace

CheckReport check_plugin_file(const std::filesystem::path& file, const CheckOptions& options,
                              CheckObserver* observer) {
    const auto start = Clock::now();
    CheckReport report;
    Findings findings(observer);
    const auto finish = [&] {
        report.findings = findings.list();
        return report;
    };

    if (observer != nullptr) {
        observer->context(trc("where check-plugin is", "loading"));
        // TRANSLATORS: in place of a C function's name: "loading the library did not return
        // within 10 s".
        observer->call_begins(tr("loading the library"), options.call_limit);
    }
    LoadOutcome loaded = load_plugin(file);
    if (!loaded.loaded()) {
        findings.report(kLoad, loaded.refusal);
        return finish();
    }
    const Plugin& plugin = *loaded.plugin;
    report.id = plugin.id();
    report.version = plugin.version();
    if (observer != nullptr) observer->context(tr("reading the exports"));
    check_exports(file, findings);

    const plateau_plugin& table = plugin.table();
    ParamSchema schema;
    try {
        schema = schema_from_abi(table);
    } catch (const std::exception& e) {
        findings.report(kLoad, format(tr("its parameters: {}"), e.what()));
        return finish();
    }
    const std::vector<GameSetup> setups = game_setups(schema);

    try {
        const WorkDir work_dir(options.work_dir);
        InterceptedPlugin intercepted(table, observer, options.call_limit);
        CheckContext context{intercepted, schema, options, findings, observer, work_dir.path()};
        for (int round = 0; round < options.seeds; ++round) {
            for (const GameSetup& setup : setups) {
                if (round > 0 && Clock::now() - start > options.time_budget) break;
                GameRun run(context, setup, static_cast<std::uint64_t>(round) + 1);
                report.moves += run.play();
                ++report.games;
            }
        }
        report.slowest_call = intercepted.slowest_name();
        report.slowest_seconds = intercepted.slowest_seconds();
    } catch (const std::exception& e) {
        // The check's own trouble (no temporary folder), not the plugin's.
        findings.report(kCrash, format(tr("the check could not go on: {}"), e.what()));
    }

    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    const std::size_t presets = setups.size() - 1;
    const int last_seed =
        std::min(options.seeds, (report.games + static_cast<int>(setups.size()) - 1) /
                                    static_cast<int>(setups.size()));
    // "12 games (the defaults and 3 presets, seeds 1 to 3), 1843 moves in 820 ms; slowest
    // call: draw 1.3 ms": its parts, each a whole phrase, then the sentence.
    const auto games = static_cast<unsigned long>(report.games);
    const auto moves = static_cast<unsigned long>(report.moves);
    // TRANSLATORS: what check-plugin played: "the defaults and 3 presets"; the games are
    // played with the game's default settings and with each preset.
    const std::string settings =
        presets == 0
            ? std::string(trc("check-plugin played", "the defaults"))
            : format(trn("the defaults and {} preset", "the defaults and {} presets", presets),
                     presets);
    const std::string seeds =
        last_seed <= 1 ? std::string(tr("seed 1")) : format(tr("seeds 1 to {}"), last_seed);
    const std::string slowest =
        report.slowest_call.empty()
            ? std::string(trc("no slowest call", "none"))
            : report.slowest_call + " " + show_seconds(report.slowest_seconds);
    // TRANSLATORS: "12 games (the defaults and 3 presets, seeds 1 to 3)".
    const std::string played =
        format(trn("{0} game ({1}, {2})", "{0} games ({1}, {2})", games), games, settings, seeds);
    // TRANSLATORS: "{0}, 1843 moves in 820 ms; slowest call: draw 1.3 ms", {0} the games
    // played, {3} a C function's name and its time, or "none".
    report.details = format(trn("{0}, {1} move in {2}; slowest call: {3}",
                                "{0}, {1} moves in {2}; slowest call: {3}", moves),
                            played, moves, show_seconds(seconds), slowest);
    if (report.slowest_seconds > 0.05) {
        report.details =
            format(tr("{} (slow: a call should return within a few milliseconds)"), report.details);
    }
    return finish();
}

}  // namespace plateau::core::check
