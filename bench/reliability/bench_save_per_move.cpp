// bench_save_per_move: what the window and the text mode pay after every move to never
// lose a game — the whole save file rewritten atomically (a temporary file in the same
// folder, fsync, rename over the old one, fsync of the folder), for Lights Out sessions of
// 10 to 10,000 moves. Target: <= 10 ms per move at 1,000 moves of history (a player
// clicking fast makes a move every ~150 ms; the save must not be felt).
//
//   SaveAfterMove/N   format + atomic write + fsync of the file for a history of N moves
//   FormatOnly/N      the text alone (what the disk's flush adds is the difference)
//
// The files go to a scratch folder under the current folder (the disk a data folder is
// on, not a tmpfs), removed at the end.
#include <benchmark/benchmark.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

#include "core/app/host_context.hpp"
#include "core/saves/save_file.hpp"
#include "core/session/session.hpp"

namespace {

namespace fs = std::filesystem;
using plateau::core::Session;

fs::path scratch() {
    static const fs::path dir = [] {
        const fs::path d = fs::current_path() / ("bench-save-" + std::to_string(::getpid()));
        fs::create_directories(d);
        std::ofstream(d / "plateau.toml") << "plugin_dirs = [\"" PLATEAU_BUILD_PLUGIN_DIR "\"]\n";
        return d;
    }();
    return dir;
}

plateau::core::HostContext& host() {
    static plateau::core::HostContext context({scratch() / "plateau.toml", scratch() / "data"});
    return context;
}

// A 9x9 Lights Out game with `moves` presses, cell after cell.
Session session_of(std::int64_t moves) {
    auto game = host().make_game("lightsout",
                                 host().resolve_settings("lightsout", std::nullopt, {"size=9"}), 42,
                                 std::nullopt);
    Session session(game);
    for (std::int64_t i = 0; i < moves; ++i) {
        if (session.status().over) session.restart();
        session.play(std::to_string(i % 9) + " " + std::to_string((i / 9) % 9));
    }
    return session;
}

void SaveAfterMove(benchmark::State& state) {
    const Session session = session_of(state.range(0));
    const fs::path file = scratch() / "data" / "continue" / "lightsout.toml";
    for (auto _ : state) plateau::core::write_save(file, session, 12.5);
    state.counters["bytes"] = static_cast<double>(fs::file_size(file));
}
BENCHMARK(SaveAfterMove)->Arg(10)->Arg(100)->Arg(1000)->Arg(10000)->Unit(benchmark::kMillisecond);

void FormatOnly(benchmark::State& state) {
    const Session session = session_of(state.range(0));
    for (auto _ : state) benchmark::DoNotOptimize(plateau::core::format_save(session, 12.5));
}
BENCHMARK(FormatOnly)->Arg(10)->Arg(100)->Arg(1000)->Arg(10000)->Unit(benchmark::kMillisecond);

}  // namespace

int main(int argc, char** argv) {
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    std::error_code ignored;
    fs::remove_all(scratch(), ignored);
    std::printf("target: SaveAfterMove/1000 <= 10 ms per move\n");
    return 0;
}
