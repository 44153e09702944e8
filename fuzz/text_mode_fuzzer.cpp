// The text mode's command reader (host/core/text/) on any lines, over a real game: moves,
// undo, redo, restart, show, help, moves, hint, save, load, the games' own commands and
// anything else. The input's first line picks the game and its settings
// (fuzz_support.hpp); every other line is one command. Every line gets exactly one reply,
// and a reply ends with the status line.
//
// `save` and `load` go to one file of the scratch folder whatever name is typed, and
// Tilings' `export FILE` to another, so that a fuzzed name never writes elsewhere. A
// computer player's thinking time (a number parameter whose key holds "time") is held at its
// least, so that an input of computer moves runs in a fraction of a second, not minutes.
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

#include "core/saves/save_file.hpp"
#include "core/text/text_mode.hpp"
#include "fuzz_support.hpp"

namespace {

using namespace plateau;

core::TextModeHooks scratch_hooks() {
    static const auto slot = fuzz::scratch_dir() / "text-mode-save.toml";
    core::TextModeHooks hooks;
    hooks.save = [](const core::Session& session, const std::string&) {
        core::write_save(slot, session);
    };
    hooks.load = [](const std::string&) {
        return core::restore_session(slot, core::read_save(slot, fuzz::schema_of),
                                     fuzz::make_saved_game);
    };
    hooks.autosave = [](const core::Session& session) { (void)core::format_save(session, 0); };
    return hooks;
}

// The line with a file name of a game command that writes files replaced by the scratch
// folder's.
std::string confined(std::string_view line) {
    std::size_t i = 0;
    while (i < line.size() && std::isspace(static_cast<unsigned char>(line[i]))) ++i;
    std::string word;
    for (; i < line.size() && !std::isspace(static_cast<unsigned char>(line[i])); ++i) {
        word += static_cast<char>(std::tolower(static_cast<unsigned char>(line[i])));
    }
    if (word == "export") return "export " + (fuzz::scratch_dir() / "export.html").string();
    return std::string(line);
}

void least_thinking_time(core::Settings& settings, const core::ParamSchema& schema) {
    for (core::Setting& s : settings.values) {
        const core::ParamSpec* spec = schema.find(s.key);
        if (spec != nullptr && spec->type == PLATEAU_PARAM_NUMBER &&
            s.key.find("time") != std::string::npos) {
            s.value = spec->min_number;
        }
    }
}

bool ends_with_status_line(const std::string& reply) {
    if (!reply.ends_with('\n')) return false;
    const auto start = reply.rfind('\n', reply.size() - 2);
    const std::string_view last =
        std::string_view(reply).substr(start == std::string::npos ? 0 : start + 1);
    return last.starts_with("status: moves=");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::SplitInput input =
        fuzz::read_header({reinterpret_cast<const char*>(data), size}, fuzz::all_games());
    least_thinking_time(input.header.settings, input.header.game->schema);
    const auto game = fuzz::make_game(input.header, std::nullopt);
    if (!game) return 0;
    std::ostringstream out;
    std::ostringstream err;
    core::TextMode text(core::Session(game), scratch_hooks(), out, err);
    text.start({"seed " + std::to_string(input.header.seed)});
    if (!ends_with_status_line(out.str())) fuzz::fuzz_fail("the first reply has no status line");
    for (const std::string_view line : fuzz::split_lines(input.rest)) {
        out.str("");
        if (!text.handle(confined(line))) break;
        if (!ends_with_status_line(out.str())) {
            fuzz::fuzz_fail("no status line after '" + std::string(line) + "': " + out.str());
        }
        fuzz::check_status(text.session().status(), "after '" + std::string(line) + "'");
    }
    return 0;
}
