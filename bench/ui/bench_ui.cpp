// bench_ui: the window's speed targets, each written beside its benchmark (and printed at
// the end with the figure measured). Needs an X display (Xvfb will do:
// `xvfb-run -s "-screen 0 1280x1024x24" ./bench_ui`).
//
//   BoardFrame/canvas-batch    a 100x100 board (10 000 cells of 8 px, the smallest the
//                              window gives a cell, and 100 numbers) built through the
//                              plugin's canvas and drawn: <= 4 draw calls
//   BoardFrame/canvas-build-only  only building the batch (no target: the split of a frame)
//   BoardFrame/empty           clearing and waiting for the renderer (no target: the floor)
//   BoardFrame/shape-per-cell  the same board with one sf::RectangleShape per cell and one
//                              sf::Text per number; target: the batch >= 9x faster
//   (Both wait for the renderer to finish (glFinish). Under Xvfb the renderer is Mesa's
//   llvmpipe, whose threads rasterise on the CPU: the summary gives the ratio of the wall
//   time and of the CPU time of the whole process, which a busy machine disturbs less.)
//   LauncherFirstFrame/cold    reading the configuration, scanning and loading every plugin
//                              built, opening the window and drawing the launcher's first
//                              frame (thumbnails included): <= 250 ms under Xvfb
//   LauncherFirstFrame/warm    the same with the plugins already loaded in the process
#include <benchmark/benchmark.h>
#include <unistd.h>

#include <SFML/Graphics.hpp>
#include <SFML/OpenGL.hpp>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>

#include "core/app/host_context.hpp"
#include "core/config/host_config.hpp"
#include "ui/draw/canvas_batch.hpp"
#include "ui/draw/ui_font.hpp"
#include "ui/window/window_app.hpp"

namespace {

// The launcher's benchmarks come first, so that "cold" is the first window of the process
// (the first OpenGL context loads and starts Mesa's driver, most of a cold start).
// A scratch folder (removed at the end) with a configuration: every plugin the build made,
// the source tree's games' files.
std::filesystem::path scratch_dir() {
    return std::filesystem::temp_directory_path() /
           ("plateau-bench-ui-" + std::to_string(::getpid()));
}

std::filesystem::path scratch_config() {
    static const std::filesystem::path dir = [] {
        auto d = scratch_dir();
        std::filesystem::create_directories(d / "games");
        std::error_code ec;
        std::filesystem::copy(std::filesystem::path(PLATEAU_SOURCE_DIR) / "config" / "games",
                              d / "games", std::filesystem::copy_options::overwrite_existing, ec);
        std::ofstream(d / "plateau.toml") << "plugin_dirs = [\"" PLATEAU_BUILD_PLUGIN_DIR "\"]\n"
                                          << "[window]\nwidth = 1024\nheight = 720\n";
        return d;
    }();
    return dir;
}

void LauncherFirstFrame(benchmark::State& state) {
    const auto dir = scratch_config();
    using Clock = std::chrono::steady_clock;
    const auto ms = [](Clock::duration d) {
        return std::chrono::duration<double, std::milli>(d).count();
    };
    for (auto _ : state) {
        const auto start = Clock::now();
        plateau::core::HostContext host({dir / "plateau.toml", dir / "data"});
        const auto scanned = Clock::now();
        plateau::ui::WindowApp app(host, plateau::ui::load_ui_fonts(host.config().font));
        const auto opened = Clock::now();
        app.draw_frame();
        if (app.window().setActive(true)) glFinish();
        const auto end = Clock::now();
        state.SetIterationTime(std::chrono::duration<double>(end - start).count());
        // Not timed: what drawing the launcher again costs (thumbnails already made).
        const auto again = Clock::now();
        app.draw_frame();
        if (app.window().setActive(true)) glFinish();
        state.counters["redraw_ms"] = ms(Clock::now() - again);
        // Where the time goes: the configuration and the plugins, the window, the frame.
        state.counters["scan_ms"] = ms(scanned - start);
        state.counters["window_ms"] = ms(opened - scanned);
        state.counters["frame_ms"] = ms(end - opened);
        state.counters["games"] = static_cast<double>(host.games().size());
    }
    state.SetLabel("target: <= 250 ms under Xvfb");
}
BENCHMARK(LauncherFirstFrame)
    ->Name("LauncherFirstFrame/cold")
    ->Iterations(1)
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond);
BENCHMARK(LauncherFirstFrame)
    ->Name("LauncherFirstFrame/warm")
    ->Iterations(5)
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond);

constexpr int kCells = 100;     // per side
constexpr float kCellSize = 8;  // pixels: the smallest cell the window's design allows
constexpr unsigned kBoardPixels = 800;
constexpr int kNumbers = 100;  // one number every 10 cells, each way

std::size_t g_draw_calls = 0;

const plateau::ui::UiFonts& fonts() {
    static const plateau::ui::UiFonts loaded = plateau::ui::load_ui_fonts({});
    return loaded;
}

sf::RenderTexture& board_target() {
    static sf::RenderTexture target;
    static const bool made = target.create(kBoardPixels, kBoardPixels);
    (void)made;
    return target;
}

// The renderer's work counts too: wait for it.
void finish(sf::RenderTexture& target) {
    target.display();
    if (target.setActive(true)) glFinish();
}

std::uint32_t cell_colour(int col, int row) {
    static constexpr std::uint32_t kPalette[5] = {0xe01b24ff, 0x33d17aff, 0x3584e4ff, 0xf6d32dff,
                                                  0x9141acff};
    return kPalette[(col * 7 + row * 3) % 5];
}

sf::Vector2f cell_origin(int col, int row) {
    return {static_cast<float>(col) * kCellSize + 1, static_cast<float>(row) * kCellSize + 1};
}

// The centre of the i-th number.
sf::Vector2f number_centre(int i) {
    const float step = kCellSize * 10;
    const int column = i % 10;
    const int row = i / 10;  // whole rows
    return {step / 2 + static_cast<float>(column) * step,
            step / 2 + static_cast<float>(row) * step};
}

// What a plugin draws: through the C canvas table, as a plugin would.
void draw_board(const plateau_canvas& canvas) {
    for (int row = 0; row < kCells; ++row) {
        for (int col = 0; col < kCells; ++col) {
            const sf::Vector2f at = cell_origin(col, row);
            canvas.fill_rect(canvas.ctx, at.x, at.y, kCellSize - 2, kCellSize - 2,
                             cell_colour(col, row));
        }
    }
    for (int i = 0; i < kNumbers; ++i) {
        const std::string number = std::to_string(i + 1);
        const sf::Vector2f at = number_centre(i);
        canvas.text(canvas.ctx, at.x, at.y, 14, 0xffffffff, PLATEAU_ALIGN_CENTRE, number.c_str(),
                    number.size());
    }
}

// The same board, the plain SFML way: a shape per cell, a text per number.
void draw_shapes(sf::RenderTarget& target) {
    for (int row = 0; row < kCells; ++row) {
        for (int col = 0; col < kCells; ++col) {
            sf::RectangleShape cell({kCellSize - 2, kCellSize - 2});
            cell.setPosition(cell_origin(col, row));
            cell.setFillColor(plateau::ui::colour_from_rgba(cell_colour(col, row)));
            target.draw(cell);
        }
    }
    for (int i = 0; i < kNumbers; ++i) {
        sf::Text number(std::to_string(i + 1), *fonts().regular, 14);
        const auto bounds = number.getLocalBounds();
        const sf::Vector2f at = number_centre(i);
        number.setPosition(std::round(at.x - bounds.width / 2), std::round(at.y - 10));
        target.draw(number);
    }
}

void batch_frame(plateau::ui::CanvasBatch& batch, sf::RenderTexture& target) {
    batch.clear();
    draw_board(*batch.canvas());
    target.clear(sf::Color(0x24, 0x24, 0x24));
    batch.draw(target);
    finish(target);
}

void shapes_frame(sf::RenderTexture& target) {
    target.clear(sf::Color(0x24, 0x24, 0x24));
    draw_shapes(target);
    finish(target);
}

// llvmpipe compiles its code for each new drawing state on first use: a few frames first,
// not timed.
constexpr int kWarmUpFrames = 3;

void BoardFrameBatch(benchmark::State& state) {
    plateau::ui::CanvasBatch batch(*fonts().regular);
    sf::RenderTexture& target = board_target();
    for (int i = 0; i < kWarmUpFrames; ++i) batch_frame(batch, target);
    for (auto _ : state) batch_frame(batch, target);
    g_draw_calls = batch.draw_calls();
    state.counters["draw_calls"] = static_cast<double>(batch.draw_calls());
    state.SetLabel("target: <= 4 draw calls; >= 9x faster than shape-per-cell");
}
BENCHMARK(BoardFrameBatch)
    ->Name("BoardFrame/canvas-batch")
    ->MeasureProcessCPUTime()
    ->UseRealTime()
    ->Unit(benchmark::kMillisecond);

void BoardFrameShapes(benchmark::State& state) {
    sf::RenderTexture& target = board_target();
    for (int i = 0; i < kWarmUpFrames; ++i) shapes_frame(target);
    for (auto _ : state) shapes_frame(target);
    state.counters["draw_calls"] = kCells * kCells + kNumbers;
    state.SetLabel("the reference: one draw call per cell and per number");
}
BENCHMARK(BoardFrameShapes)
    ->Name("BoardFrame/shape-per-cell")
    ->MeasureProcessCPUTime()
    ->UseRealTime()
    ->Unit(benchmark::kMillisecond);

// Only building the batch's vertices through the canvas, nothing drawn: the part of the
// batched frame that is Plateau's own (the rest is the renderer's), for the summary.
void BoardFrameBuildOnly(benchmark::State& state) {
    plateau::ui::CanvasBatch batch(*fonts().regular);
    for (auto _ : state) {
        batch.clear();
        draw_board(*batch.canvas());
        benchmark::ClobberMemory();
    }
    state.SetLabel("no target: what the batched frame spends before the renderer");
}
BENCHMARK(BoardFrameBuildOnly)
    ->Name("BoardFrame/canvas-build-only")
    ->MeasureProcessCPUTime()
    ->UseRealTime()
    ->Unit(benchmark::kMillisecond);

// An empty frame: clearing the target and waiting for the renderer, what every frame pays
// whatever it draws (no target: the floor under both ways of drawing the board).
void EmptyFrame(benchmark::State& state) {
    sf::RenderTexture& target = board_target();
    for (auto _ : state) {
        target.clear(sf::Color(0x24, 0x24, 0x24));
        finish(target);
    }
    state.SetLabel("no target: the cost of any frame");
}
BENCHMARK(EmptyFrame)
    ->Name("BoardFrame/empty")
    ->MeasureProcessCPUTime()
    ->UseRealTime()
    ->Unit(benchmark::kMillisecond);

// Keeps each benchmark's time per iteration (ms), for the summary.
class SummaryReporter : public benchmark::ConsoleReporter {
  public:
    void ReportRuns(const std::vector<Run>& runs) override {
        for (const auto& run : runs) {
            if (run.run_type != Run::RT_Iteration) continue;
            ms[run.run_name.function_name] = run.GetAdjustedRealTime();
            cpu_ms[run.run_name.function_name] = run.GetAdjustedCPUTime();
        }
        ConsoleReporter::ReportRuns(runs);
    }
    std::map<std::string, double> ms;      // wall time
    std::map<std::string, double> cpu_ms;  // CPU time (of the whole process for the boards)
};

const char* verdict(bool ok) { return ok ? "met" : "NOT MET"; }

}  // namespace

int main(int argc, char** argv) {
    const char* display = std::getenv("DISPLAY");
    if (display == nullptr || *display == '\0') {
        std::fprintf(stderr,
                     "bench_ui needs an X display; run it under Xvfb, e.g.\n"
                     "  xvfb-run -s \"-screen 0 1280x1024x24\" %s\n",
                     argv[0]);
        return 2;
    }
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    SummaryReporter reporter;
    benchmark::RunSpecifiedBenchmarks(&reporter);
    benchmark::Shutdown();
    std::error_code ec;
    std::filesystem::remove_all(scratch_dir(), ec);

    const auto& ms = reporter.ms;
    std::printf("\nTargets:\n");
    if (ms.count("BoardFrame/canvas-batch") && ms.count("BoardFrame/shape-per-cell")) {
        const double speedup =
            ms.at("BoardFrame/shape-per-cell") / ms.at("BoardFrame/canvas-batch");
        const double cpu_speedup = reporter.cpu_ms.at("BoardFrame/shape-per-cell") /
                                   reporter.cpu_ms.at("BoardFrame/canvas-batch");
        std::printf(
            "  100x100 board, batch vs shape per cell: %.1fx faster in wall time, %.1fx in "
            "the process's CPU time (target >= 9x): %s\n",
            speedup, cpu_speedup, verdict(speedup >= 9));
        std::printf("  draw calls for the batched frame: %zu (target <= 4): %s\n", g_draw_calls,
                    verdict(g_draw_calls <= 4));
        if (ms.count("BoardFrame/canvas-build-only")) {
            std::printf(
                "  of the batched frame's %.2f ms, building its vertices takes %.2f ms; the "
                "rest is the renderer's\n",
                ms.at("BoardFrame/canvas-batch"), ms.at("BoardFrame/canvas-build-only"));
        }
        if (ms.count("BoardFrame/empty")) {
            std::printf("  an empty frame (clear, wait for the renderer) takes %.2f ms\n",
                        ms.at("BoardFrame/empty"));
        }
    }
    for (const char* name : {"LauncherFirstFrame/cold", "LauncherFirstFrame/warm"}) {
        if (ms.count(name)) {
            std::printf("  %s: %.0f ms (target <= 250 ms): %s\n", name, ms.at(name),
                        verdict(ms.at(name) <= 250));
        }
    }
    return 0;
}
