// Loading a plugin: the ELF check of .dynsym, dlopen, plateau_entry and the table checks.
//
// Target: <= 1 ms per plugin (foundation issue).
//
// The dynamic loader keeps a library mapped once it was opened (the host opens plugins with
// RTLD_NODELETE), so after the first iteration dlopen finds the library already there:
// the first load is measured apart from the steady state, in a fresh process per plugin
// (BM_FirstLoad runs each plugin once, from a copy at a new path so nothing is cached).
#include <benchmark/benchmark.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <iostream>
#include <vector>

#include "core/plugins/elf_exports.hpp"
#include "core/plugins/plugin.hpp"
#include "core/plugins/plugin_loader.hpp"

namespace {

namespace fs = std::filesystem;

std::vector<fs::path> plugin_files() {
    std::vector<fs::path> files;
    for (const auto& e : fs::directory_iterator(PLATEAU_BUILD_PLUGIN_DIR)) {
        if (e.path().extension() == ".so") files.push_back(e.path());
    }
    std::sort(files.begin(), files.end());
    return files;
}

// The check run before any plugin code: reading .dynsym from the file.
void BM_ElfExportCheck(benchmark::State& state) {
    const auto files = plugin_files();
    std::size_t i = 0;
    for (auto _ : state) {
        auto check = plateau::core::check_elf_export(files[i++ % files.size()], "plateau_entry");
        benchmark::DoNotOptimize(check);
    }
}
BENCHMARK(BM_ElfExportCheck);

// A whole first load of each plugin, from a copy at a path never opened before.
void BM_FirstLoad(benchmark::State& state) {
    const auto files = plugin_files();
    const fs::path dir =
        fs::temp_directory_path() / ("plateau-bench-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    std::size_t n = 0;
    for (auto _ : state) {
        state.PauseTiming();
        const fs::path source = files[n % files.size()];
        const fs::path copy = dir / (std::to_string(n) + "-" + source.filename().string());
        fs::copy_file(source, copy);
        ++n;
        state.ResumeTiming();
        auto outcome = plateau::core::load_plugin(copy);
        benchmark::DoNotOptimize(outcome);
        if (!outcome.loaded()) state.SkipWithError(outcome.refusal.c_str());
    }
    fs::remove_all(dir);
    state.counters["target_ms"] = 1.0;
}
// Each load maps a new copy for good (RTLD_NODELETE), so the count is kept small.
BENCHMARK(BM_FirstLoad)->Iterations(40)->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
