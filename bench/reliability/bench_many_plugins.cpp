// bench_many_plugins: 200 plugins in the plugin folder — copies of bench_copy_plugin.cpp
// (Lights Out's rules), each taking its id from its file's name — and the launcher opened
// on them. Needs an X display (xvfb-run -s "-screen 0 1280x1024x24" ./bench_many_plugins).
//
// Targets:
//   first frame   reading the configuration, scanning and loading the 200 plugins,
//                 opening the window and drawing the launcher (thumbnails of the cards in
//                 view): <= 1000 ms
//   redraw        a frame of the launcher after that (what a hover or a scroll costs):
//                 <= 50 ms at the slowest of 50
//   rescan        the plugin folder scanned again (on every return to the launcher):
//                 <= 100 ms
#include <unistd.h>

#include <SFML/OpenGL.hpp>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <vector>

#include "core/app/host_context.hpp"
#include "core/config/host_config.hpp"
#include "ui/draw/ui_font.hpp"
#include "ui/window/window_app.hpp"

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

constexpr int kDefaultPlugins = 200;
constexpr double kFirstFrameMs = 1000, kRedrawMs = 50, kRescanMs = 100;

double ms(Clock::duration d) { return std::chrono::duration<double, std::milli>(d).count(); }

const char* verdict(double value, double target) { return value <= target ? "met" : "MISSED"; }

}  // namespace

// An argument sets another number of copies (5, say, to see what the count itself costs).
int main(int argc, char** argv) {
    const int kPlugins = argc > 1 ? std::max(1, std::atoi(argv[1])) : kDefaultPlugins;
    const fs::path dir =
        fs::temp_directory_path() / ("bench-many-plugins-" + std::to_string(::getpid()));
    fs::create_directories(dir / "plugins");
    fs::permissions(dir / "plugins", fs::perms(0755));
    for (int i = 0; i < kPlugins; ++i) {
        char name[64];
        std::snprintf(name, sizeof name, "lightsout-copy-%03d.so", i);
        fs::copy_file(BENCH_TEMPLATE_PLUGIN, dir / "plugins" / name);
        fs::permissions(dir / "plugins" / name, fs::perms(0644));
    }
    std::ofstream(dir / "plateau.toml") << "plugin_dirs = [\"" << (dir / "plugins").string()
                                        << "\"]\n[window]\nwidth = 1024\nheight = 720\n";
    int failures = 0;
    {
        const auto start = Clock::now();
        plateau::core::HostContext host({dir / "plateau.toml", dir / "data"});
        const auto scanned = Clock::now();
        plateau::ui::WindowApp app(host, plateau::ui::load_ui_fonts(host.config().font));
        const auto opened = Clock::now();
        app.draw_frame();
        if (app.window().setActive(true)) glFinish();
        const auto first = Clock::now();
        const std::size_t games = host.games().size();

        std::vector<double> redraws;
        for (int i = 0; i < 50; ++i) {
            const auto t = Clock::now();
            app.draw_frame();
            if (app.window().setActive(true)) glFinish();
            redraws.push_back(ms(Clock::now() - t));
        }
        std::sort(redraws.begin(), redraws.end());
        double rescan_max = 0;
        for (int i = 0; i < 5; ++i) {
            const auto t = Clock::now();
            host.rescan();
            rescan_max = std::max(rescan_max, ms(Clock::now() - t));
        }
        const double first_ms = ms(first - start);
        std::printf("plugins offered: %zu of %d copies\n", games, kPlugins);
        std::fflush(stdout);
        std::printf(
            "first frame: %.0f ms (scan and load %.0f, window %.0f, draw %.0f), target <= %.0f ms: "
            "%s\n",
            first_ms, ms(scanned - start), ms(opened - scanned), ms(first - opened), kFirstFrameMs,
            verdict(first_ms, kFirstFrameMs));
        std::printf("redraw: median %.1f ms, slowest %.1f ms of 50, target <= %.0f ms: %s\n",
                    redraws[redraws.size() / 2], redraws.back(), kRedrawMs,
                    verdict(redraws.back(), kRedrawMs));
        std::printf("rescan: slowest %.1f ms of 5, target <= %.0f ms: %s\n", rescan_max, kRescanMs,
                    verdict(rescan_max, kRescanMs));
        failures = static_cast<int>(games != static_cast<std::size_t>(kPlugins)) +
                   static_cast<int>(first_ms > kFirstFrameMs) +
                   static_cast<int>(redraws.back() > kRedrawMs) +
                   static_cast<int>(rescan_max > kRescanMs);
    }
    std::error_code ignored;
    fs::remove_all(dir, ignored);
    return failures == 0 ? 0 : 1;
}
