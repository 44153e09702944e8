// bench_long_session: a session of 100,000 moves of undo history on the largest board
// Minesweeper allows (50x50, 2,500 cells: every position is a copy of the board), then undo
// back to the start move by move and redo to the end again.
//
// Targets: the history's memory (the process's resident memory after the moves less before)
// <= 64 MiB; every single undo and redo <= 50 ms.
//
// Session keeps every kSnapshotEvery-th state (and the current one and the one before) and
// replays the moves from the nearest kept state to reach any other, so an undo replays at
// most kSnapshotEvery - 1 moves. Stored whole, 100,000 positions of 2,500 cells would take
// about 100,000 x (2,500 + ~200) bytes ~ 260 MiB.
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include "core/app/host_context.hpp"
#include "core/session/session.hpp"

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

constexpr int kMoves = 100000;
constexpr double kMemoryBudgetMiB = 64;
constexpr double kUndoBudgetMs = 50;

double resident_mib() {
    std::ifstream status("/proc/self/status");
    for (std::string line; std::getline(status, line);) {
        if (line.rfind("VmRSS:", 0) == 0) return std::stod(line.substr(6)) / 1024.0;
    }
    return 0;
}

double ms(Clock::duration d) { return std::chrono::duration<double, std::milli>(d).count(); }

// This thread's CPU time in ms: what an undo costs, without the time a busy machine gives
// to other processes in between (reported beside the wall time).
double cpu_ms() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

}  // namespace

int main() {
    const fs::path dir =
        fs::temp_directory_path() / ("bench-long-session-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    std::ofstream(dir / "plateau.toml") << "plugin_dirs = [\"" PLATEAU_BUILD_PLUGIN_DIR "\"]\n";
    int failures = 0;
    {
        plateau::core::HostContext host({dir / "plateau.toml", dir / "data"});
        auto game = host.make_game(
            "minesweeper",
            host.resolve_settings("minesweeper", std::nullopt, {"cols=50", "rows=50", "mines=400"}),
            7, std::nullopt);
        const double before = resident_mib();
        plateau::core::Session session(game);
        session.play("o 25 25");
        // A cell still covered after the first open: flagged and unflagged, move after move.
        const std::string board = game->text_form(session.state());
        const std::size_t at = board.find('#');
        if (at == std::string::npos) {
            std::printf("no covered cell after the first open\n");
            return 1;
        }
        const std::size_t col = at % 51 + 1, row = at / 51 + 1;  // 50 cells and '\n' a row
        const std::string flag = "f " + std::to_string(col) + " " + std::to_string(row);

        const auto play_start = Clock::now();
        for (int i = 1; i < kMoves; ++i) session.play(flag);
        const double play_ms = ms(Clock::now() - play_start);
        const double after = resident_mib();

        double undo_max = 0, undo_total = 0, undo_cpu_max = 0;
        int undos = 0;
        for (;;) {
            const auto t = Clock::now();
            const double c = cpu_ms();
            if (!session.undo()) break;
            undo_cpu_max = std::max(undo_cpu_max, cpu_ms() - c);
            const double d = ms(Clock::now() - t);
            undo_max = std::max(undo_max, d);
            undo_total += d;
            ++undos;
        }
        double redo_max = 0, redo_cpu_max = 0;
        int redos = 0;
        for (;;) {
            const auto t = Clock::now();
            const double c = cpu_ms();
            if (!session.redo()) break;
            redo_cpu_max = std::max(redo_cpu_max, cpu_ms() - c);
            redo_max = std::max(redo_max, ms(Clock::now() - t));
            ++redos;
        }
        const double history = after - before;
        std::printf("moves played: %d in %.0f ms (%.2f us a move)\n", session.moves(), play_ms,
                    play_ms * 1000 / kMoves);
        std::printf(
            "history memory: %.1f MiB (resident %.1f -> %.1f MiB), target <= %.0f MiB: %s\n",
            history, before, after, kMemoryBudgetMiB,
            history <= kMemoryBudgetMiB ? "met" : "MISSED");
        std::printf(
            "undo: %d undos, longest %.3f ms (CPU %.3f ms), mean %.4f ms, target <= %.0f ms: %s\n",
            undos, undo_max, undo_cpu_max, undo_total / std::max(1, undos), kUndoBudgetMs,
            undo_max <= kUndoBudgetMs ? "met" : "MISSED");
        std::printf("redo: %d redos, longest %.3f ms (CPU %.3f ms): %s\n", redos, redo_max,
                    redo_cpu_max, redo_max <= kUndoBudgetMs ? "met" : "MISSED");
        std::printf("snapshot every %zu moves\n", plateau::core::Session::kSnapshotEvery);
        failures = static_cast<int>(history > kMemoryBudgetMiB) +
                   static_cast<int>(undo_max > kUndoBudgetMs) +
                   static_cast<int>(redo_max > kUndoBudgetMs);
    }
    std::error_code ignored;
    fs::remove_all(dir, ignored);
    return failures == 0 ? 0 : 1;
}
