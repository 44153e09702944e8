#include "core/check/plugin_check.hpp"

#include <stdlib.h>

#include <algorithm>
#include <cerrno>
#include <exception>
#include <system_error>

#include "core/check/game_run.hpp"
#include "core/check/intercepted_plugin.hpp"
#include "core/config/settings_resolution.hpp"
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
                                    "cannot make a temporary folder " + pattern);
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
        findings.report(kExports, "its exports cannot be read: " + exports.reason);
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
    if (others.size() > kShown) names += " and " + std::to_string(others.size() - kShown) + " more";
    findings.report(kExports, "it exports " + std::to_string(others.size()) +
                                  (others.size() == 1 ? " symbol" : " symbols") +
                                  " besides plateau_entry: " + names +
                                  " (a plugin exports plateau_entry alone: build it with "
                                  "plateau_add_plugin, or hide the others)");
}

// The defaults, then each built-in preset over them.
std::vector<GameSetup> game_setups(const ParamSchema& schema) {
    std::vector<GameSetup> setups;
    setups.push_back({"defaults", default_settings(schema), 0});
    for (const Preset& preset : schema.presets) {
        GameSetup setup{"preset \"" + preset.id + "\"", default_settings(schema), 0};
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
        observer->context("loading");
        observer->call_begins("loading the library", options.call_limit);
    }
    LoadOutcome loaded = load_plugin(file);
    if (!loaded.loaded()) {
        findings.report(kLoad, loaded.refusal);
        return finish();
    }
    const Plugin& plugin = *loaded.plugin;
    report.id = plugin.id();
    report.version = plugin.version();
    if (observer != nullptr) observer->context("reading the exports");
    check_exports(file, findings);

    const plateau_plugin& table = plugin.table();
    ParamSchema schema;
    try {
        schema =
            schema_from_abi(table.params, table.param_count, table.presets, table.preset_count);
    } catch (const std::exception& e) {
        findings.report(kLoad, std::string("its parameters: ") + e.what());
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
        findings.report(kCrash, std::string("the check could not go on: ") + e.what());
    }

    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    const std::size_t presets = setups.size() - 1;
    const int last_seed =
        std::min(options.seeds, (report.games + static_cast<int>(setups.size()) - 1) /
                                    static_cast<int>(setups.size()));
    report.details =
        std::to_string(report.games) + (report.games == 1 ? " game" : " games") + " (the defaults" +
        (presets == 0
             ? std::string()
             : " and " + std::to_string(presets) + (presets == 1 ? " preset" : " presets")) +
        (last_seed <= 1 ? ", seed 1" : ", seeds 1 to " + std::to_string(last_seed)) + "), " +
        std::to_string(report.moves) + (report.moves == 1 ? " move" : " moves") + " in " +
        show_seconds(seconds) + "; slowest call: " +
        (report.slowest_call.empty()
             ? std::string("none")
             : report.slowest_call + " " + show_seconds(report.slowest_seconds));
    if (report.slowest_seconds > 0.05) {
        report.details += " (slow: a call should return within a few milliseconds)";
    }
    return finish();
}

}  // namespace plateau::core::check
