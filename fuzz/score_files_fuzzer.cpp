// The data folder's high scores and statistics (scores.toml, statistics.toml) on any bytes,
// read as the window reads them for a game: its keys written with look parameters read back
// without them (core/scores/score_keys.hpp), with every game's real schema. A file is
// refused whole with a ScoresError naming it, or it is read; what is read, written again
// and read back, is the same; and reading it again without the looks changes nothing more.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/config/settings_resolution.hpp"
#include "core/scores/score_keys.hpp"
#include "fuzz_support.hpp"

namespace {

using namespace plateau;

// Whether `what` was refused the way a broken file must be: a ScoresError naming the file.
template <class Read>
bool read_or_refused(const std::filesystem::path& file, Read&& read) {
    try {
        read();
        return true;
    } catch (const core::ScoresError& e) {
        if (!std::string_view(e.what()).starts_with(file.string())) {
            fuzz::fuzz_fail(std::string("a refusal without the file: ") + e.what());
        }
        fuzz::note(e.what());
        return false;
    }
}

void check_statistics(const std::filesystem::path& file, const std::filesystem::path& again,
                      const fuzz::LoadedGame& game) {
    core::Statistics read;
    if (!read_or_refused(file, [&] { read = core::load_statistics(file, game.id(), game.schema); }))
        return;
    read.save(again);
    core::Statistics back;
    if (!read_or_refused(again,
                         [&] { back = core::load_statistics(again, game.id(), game.schema); })) {
        fuzz::fuzz_fail("statistics written by the host are refused");
    }
    for (const auto& other : fuzz::games()) {
        if (read.rows(other.id()) != back.rows(other.id())) {
            fuzz::fuzz_fail("statistics written and read back differ for " + other.id());
        }
    }
}

void check_scores(const std::filesystem::path& file, const std::filesystem::path& again,
                  const fuzz::LoadedGame& game) {
    const plateau_score_kind kind =
        game.table().score_kind == PLATEAU_SCORE_TIME ? PLATEAU_SCORE_TIME : PLATEAU_SCORE_POINTS;
    core::HighScores read;
    if (!read_or_refused(
            file, [&] { read = core::load_high_scores(file, game.id(), game.schema, kind); }))
        return;
    read.save(again);
    core::HighScores back;
    if (!read_or_refused(
            again, [&] { back = core::load_high_scores(again, game.id(), game.schema, kind); })) {
        fuzz::fuzz_fail("high scores written by the host are refused");
    }
    // The game's table of its default parameters and its best, the same read back.
    const std::string key = core::parameters_key(game.schema, core::default_settings(game.schema));
    if (read.top(game.id(), key) != back.top(game.id(), key) ||
        read.best(game.id(), kind) != back.best(game.id(), kind)) {
        fuzz::fuzz_fail("high scores written and read back differ for " + game.id());
    }
    if (read.top(game.id(), key).size() > core::HighScores::kKept) {
        fuzz::fuzz_fail("more than ten high scores in one table");
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const auto file = fuzz::scratch_dir() / "fuzzed.toml";
    static const auto again = fuzz::scratch_dir() / "written-again.toml";
    fuzz::write_file(file, {reinterpret_cast<const char*>(data), size});
    for (const auto& game : fuzz::games()) {
        check_scores(file, again, game);
        check_statistics(file, again, game);
    }
    return 0;
}
