#include <algorithm>
#include <ostream>

#include "cli/commands.hpp"
#include "core/app/host_context.hpp"
#include "core/app/install_paths.hpp"
#include "core/config/check_config.hpp"
#include "core/config/settings_together.hpp"
#include "core/config/user_dirs.hpp"
#include "core/i18n/translate.hpp"

namespace plateau::cli {

using core::tr;
using core::trn;

namespace {

std::vector<std::filesystem::path> toml_files_in(const std::filesystem::path& folder) {
    std::vector<std::filesystem::path> files;
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator(folder, error)) {
        if (entry.is_regular_file() && entry.path().extension() == ".toml") {
            files.push_back(entry.path());
        }
    }
    std::sort(files.begin(), files.end());
    return files;
}

bool same_file(const std::filesystem::path& a, const std::filesystem::path& b) {
    std::error_code error;
    return std::filesystem::equivalent(a, b, error);
}

// The game's files as the game reads them, up to and including `file` (a file elsewhere
// is checked on its own).
std::vector<std::filesystem::path> files_up_to(core::HostContext& context, const std::string& id,
                                               const std::filesystem::path& file) {
    const std::filesystem::path game_file = context.game_config_file(id);
    if (same_file(file, context.user_game_config_file(id))) return {game_file, file};
    return {file};
}

}  // namespace

int run_check_config(const GlobalOptions& options, const std::vector<std::filesystem::path>& files,
                     std::ostream& out, std::ostream& err) {
    // The plugins give the games' schemas; a host file too broken to read leaves none.
    std::unique_ptr<core::HostContext> context;
    try {
        context = std::make_unique<core::HostContext>(
            core::HostContext::Options{options.config_file, options.data_dir});
    } catch (const std::exception&) {
    }
    std::vector<std::filesystem::path> to_check = files;
    if (to_check.empty()) {
        const std::filesystem::path host_file =
            context ? context->config_file()
                    : options.config_file.value_or(core::default_config_file());
        to_check.push_back(host_file);
        for (const auto& f : toml_files_in(host_file.parent_path() / "games")) {
            to_check.push_back(f);
        }
        for (const auto& f : toml_files_in(core::user_config_dir() / "games")) {
            to_check.push_back(f);
        }
    }
    const core::SchemaLookup lookup = [&](std::string_view id) -> const core::ParamSchema* {
        if (!context || !context->find_game(std::string(id))) return nullptr;
        try {
            return &context->schema(std::string(id));
        } catch (const std::exception&) {
            return nullptr;
        }
    };
    std::size_t problem_count = 0;
    for (const auto& file : to_check) {
        // A game file found beside the configuration whose game is not installed (or not
        // enabled) cannot be checked against a schema: it is read by no one, which is said,
        // but it is not an error. A file named on the command line must be checkable.
        if (files.empty() && core::is_game_file(file) && !lookup(file.stem().string())) {
            // TRANSLATORS: after "note: PATH: ".
            out << "note: " << file.string() << ": "
                << format(tr("no enabled plugin has the id \"{}\", so this file is not used (not "
                             "checked)"),
                          file.stem().string())
                << '\n';
            continue;
        }
        std::vector<std::string> problems = core::check_config_file(file, lookup);
        // Values good one by one are then judged together by the game, as a start would.
        if (problems.empty() && core::is_game_file(file) && context) {
            const std::string id = file.stem().string();
            if (const core::ParamSchema* schema = lookup(id)) {
                problems = core::check_settings_together(
                    *schema, files_up_to(*context, id, file), [&](const core::Settings& values) {
                        return context->settings_refusal(id, values);
                    });
            }
        }
        for (const auto& p : problems) {
            err << "error: " << p << '\n';
            ++problem_count;
        }
    }
    if (problem_count > 0) return 1;
    out << "ok: "
        << format(trn("{} file checked", "{} files checked", to_check.size()), to_check.size())
        << '\n';
    return 0;
}

}  // namespace plateau::cli
