#include "fuzz_support.hpp"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <iostream>

#include "core/config/config_error.hpp"
#include "core/config/game_config.hpp"
#include "core/config/settings_resolution.hpp"
#include "core/plugins/plugin_loader.hpp"

namespace plateau::fuzz {

namespace fs = std::filesystem;

namespace {

constexpr const char* kGameIds[] = {"lightsout", "minesweeper", "pushover", "samegame", "tilings"};

std::vector<LoadedGame> load_games() {
    std::vector<LoadedGame> loaded;
    for (const char* id : kGameIds) {
        const fs::path file = fs::path(PLATEAU_BUILD_PLUGIN_DIR) / (std::string(id) + ".so");
        core::LoadOutcome outcome = core::load_plugin(file);
        if (!outcome.loaded()) fuzz_fail(file.string() + " was refused: " + outcome.refusal);
        const plateau_plugin& t = outcome.plugin->table();
        loaded.push_back({outcome.plugin, core::schema_from_abi(t)});
    }
    return loaded;
}

void remove_scratch() {
    std::error_code ignored;
    fs::remove_all(scratch_dir(), ignored);
}

std::vector<std::string_view> words_of(std::string_view line) {
    std::vector<std::string_view> words;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
        std::size_t j = i;
        while (j < line.size() && line[j] != ' ' && line[j] != '\t' && line[j] != '\r') ++j;
        if (j > i) words.push_back(line.substr(i, j - i));
        i = j;
    }
    return words;
}

}  // namespace

const std::vector<LoadedGame>& games() {
    static const std::vector<LoadedGame> loaded = load_games();
    return loaded;
}

const LoadedGame* find_game(std::string_view id) {
    for (const LoadedGame& g : games()) {
        if (g.id() == id) return &g;
    }
    return nullptr;
}

const core::ParamSchema* schema_of(const std::string& id) {
    const LoadedGame* game = find_game(id);
    return game != nullptr ? &game->schema : nullptr;
}

std::shared_ptr<const core::GameInstance> make_saved_game(const std::string& id,
                                                          const core::Settings& settings,
                                                          std::uint64_t seed,
                                                          std::optional<std::string> layout) {
    const LoadedGame* game = find_game(id);
    if (game == nullptr) throw core::PluginError("no plugin " + id);
    return std::make_shared<const core::GameInstance>(game->table(), settings, seed,
                                                      std::move(layout));
}

std::vector<const LoadedGame*> all_games() {
    std::vector<const LoadedGame*> all;
    for (const LoadedGame& g : games()) all.push_back(&g);
    return all;
}

const fs::path& scratch_dir() {
    static const fs::path dir = [] {
        const char* tmp = std::getenv("TMPDIR");
        std::string pattern =
            std::string(tmp != nullptr && *tmp != '\0' ? tmp : "/tmp") + "/plateau-fuzz.XXXXXX";
        if (::mkdtemp(pattern.data()) == nullptr) fuzz_fail("cannot make a scratch folder");
        return fs::path(pattern);
    }();
    static const bool registered = [] { return std::atexit(remove_scratch) == 0; }();
    (void)registered;
    return dir;
}

void write_file(const fs::path& file, std::string_view bytes) {
    fs::create_directories(file.parent_path());
    std::ofstream out(file, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    if (!out) fuzz_fail("cannot write " + file.string());
}

SplitInput read_header(std::string_view input, const std::vector<const LoadedGame*>& allowed) {
    SplitInput split;
    const auto newline = input.find('\n');
    const std::string_view line = input.substr(0, newline);
    split.rest = newline == std::string_view::npos ? std::string_view{} : input.substr(newline + 1);

    const std::vector<std::string_view> words = words_of(line);
    Header& h = split.header;
    const std::string_view name = words.empty() ? std::string_view{} : words[0];
    for (const LoadedGame* g : allowed) {
        if (g->id() == name) h.game = g;
    }
    if (h.game == nullptr) h.game = allowed[std::hash<std::string_view>{}(name) % allowed.size()];

    core::GameConfig config;
    config.presets = h.game->schema.presets;
    for (std::size_t i = 1; i < words.size(); ++i) {
        const std::string_view word = words[i];
        if (word.starts_with("seed=")) {
            h.seed = std::strtoull(std::string(word.substr(5)).c_str(), nullptr, 10);
        } else if (word.starts_with("preset=")) {
            const std::string id(word.substr(7));
            if (config.find_preset(id) != nullptr) h.preset = id;
        } else {
            try {
                (void)core::parse_set_value(h.game->schema, word);
                h.sets.emplace_back(word);
            } catch (const core::ConfigError& e) {
                note(std::string("left out: ") + e.what());  // not a value this game takes
            }
        }
    }
    h.settings = core::resolve_settings(h.game->schema, config, h.preset, h.sets);
    return split;
}

std::shared_ptr<const core::GameInstance> make_game(const Header& header,
                                                    std::optional<std::string> layout) {
    try {
        return std::make_shared<const core::GameInstance>(header.game->table(), header.settings,
                                                          header.seed, std::move(layout));
    } catch (const core::PluginError& e) {
        note(std::string("the game is refused: ") + e.what());
        return nullptr;
    }
}

std::vector<std::string_view> split_lines(std::string_view text) {
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        const auto newline = text.find('\n');
        std::string_view line = text.substr(0, newline);
        if (line.ends_with('\r')) line.remove_suffix(1);
        lines.push_back(line);
        if (newline == std::string_view::npos) break;
        text.remove_prefix(newline + 1);
    }
    return lines;
}

void check_status(const core::GameStatus& s, std::string_view context) {
    const std::string where = " (" + std::string(context) + ")";
    const int players = s.scores.size() > 1 ? static_cast<int>(s.scores.size()) : 0;
    if (s.scores.size() > PLATEAU_MAX_PLAYERS) fuzz_fail("more scores than players" + where);
    if (!s.over) {
        if (s.outcome != PLATEAU_OUTCOME_NONE) fuzz_fail("an outcome before the end" + where);
        if (s.turn < 1) fuzz_fail("no player to move in a game not over" + where);
        if (players > 0 && s.turn > players) fuzz_fail("the player to move is not one" + where);
    } else if (s.computer_turn) {
        fuzz_fail("a computer player to move in a game over" + where);
    }
    if (s.outcome == PLATEAU_OUTCOME_WINNER &&
        (s.winner < 1 || s.winner > (players > 0 ? players : PLATEAU_MAX_PLAYERS))) {
        fuzz_fail("the winner is not one of the players" + where);
    }
}

void note(std::string_view line) {
    static const bool verbose = std::getenv("PLATEAU_FUZZ_VERBOSE") != nullptr;
    if (verbose) std::cerr << "note: " << line << std::endl;
}

void fuzz_fail(std::string_view what) {
    std::cerr << "fuzz: " << what << std::endl;
    std::abort();
}

}  // namespace plateau::fuzz

// Every target loads the plugins before fuzzing starts, so that libFuzzer counts their
// coverage from the first input (a library's counters register when it is loaded).
extern "C" int LLVMFuzzerInitialize(int* /*argc*/, char*** /*argv*/) {
    (void)plateau::fuzz::games();
    (void)plateau::fuzz::scratch_dir();
    return 0;
}
