// match_pushover: games between two computer levels with flags, for the long measurements
// (issue 18: perfect against hard on 5x5, 200 games at 0.2 s a move, 2 random opening
// plies from each game's seed, colours alternated). Prints the tally, the first level's
// share of the points (a win 1, a draw 1/2) and its 95% interval.
//   match_pushover [--size 5] [--games 200] [--seconds 0.2] [--seed 1000] [--opening 2]
//                  [--a perfect] [--b hard] [--max-plies 400] [--help]
// --help prints the flags and exits 0; a bad command line prints `error: ...` on standard
// error and exits 2 before any game (check_flags.cmake, a test, checks both).
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>

#include "common/flags.hpp"
#include "common/interval.hpp"
#include "match_runner.hpp"

namespace {

using plateau::bench::usage_error;

constexpr int kMaxGames = 1000000;
constexpr int kMaxOpening = 10000;
constexpr int kMaxPlies = 1000000;
constexpr double kMinSeconds = 0.001;
constexpr double kMaxSeconds = 60;

constexpr const char* kUsage =
    "usage: match_pushover [--size 5] [--games 200] [--seconds 0.2] [--seed 1000] [--opening 2]\n"
    "                      [--a perfect] [--b hard] [--max-plies 400] [--help]\n"
    "Games of Push Over between two computer levels, colours alternated (a starts the even\n"
    "games); prints each game, then the tally and a's share of the points (a win 1, a draw\n"
    "1/2) with its 95% interval.\n"
    "  --size N       the board's side, 3 to 8 (5)\n"
    "  --games N      games to play, 1 to 1000000 (200)\n"
    "  --seconds S    a computer's time a move, 0.001 to 60 (0.2)\n"
    "  --seed S       the first game's seed; game k uses S + k (1000)\n"
    "  --opening N    random plies from the game's seed before the levels play, 0 to 10000 (2)\n"
    "  --a LEVEL      the first level: easy, medium, hard or perfect (perfect)\n"
    "  --b LEVEL      the second level (hard)\n"
    "  --max-plies N  plies after which a game stops unfinished, openings included, 1 to\n"
    "                 1000000 (400)\n"
    "  --help         this text\n";

struct Options {
    int size = 5;
    int games = 200;
    double seconds = 0.2;
    std::uint64_t seed = 1000;
    int opening = 2;
    int max_plies = 400;
    std::string a = "perfect";
    std::string b = "hard";
};

// The flags that take a whole number that fits an int.
struct WholeFlag {
    const char* name;
    int Options::*field;
    int min;
    int max;
};
constexpr WholeFlag kWholeFlags[] = {
    {"--size", &Options::size, pushover::kMinSize, pushover::kMaxSize},
    {"--games", &Options::games, 1, kMaxGames},
    {"--opening", &Options::opening, 0, kMaxOpening},
    {"--max-plies", &Options::max_plies, 1, kMaxPlies}};

bool is_level(const std::string& text) {
    return text == "easy" || text == "medium" || text == "hard" || text == "perfect";
}

// Reads the command line into `o`. The exit status when the program ends there: 0 after
// --help, 2 after a refusal; nothing when the games are to be played.
std::optional<int> parse(int argc, char** argv, Options& o) {
    for (int i = 1; i < argc; ++i) {
        const std::string flag = argv[i];
        if (plateau::bench::prints_help(flag, kUsage)) return 0;
        if (flag.rfind("--", 0) != 0) return usage_error("unexpected argument '" + flag + "'");
        const WholeFlag* whole = nullptr;
        for (const WholeFlag& w : kWholeFlags) {
            if (flag == w.name) whole = &w;
        }
        if (!whole && flag != "--seconds" && flag != "--seed" && flag != "--a" && flag != "--b") {
            return usage_error("unknown flag " + flag);
        }
        if (i + 1 >= argc) return usage_error(flag + " needs a value");
        const std::string value = argv[++i];
        const auto refuse = [&](const std::string& allowed) {
            return plateau::bench::refuse_value(flag, allowed, value);
        };
        if (whole) {
            const auto refused =
                plateau::bench::read_whole(flag, value, whole->min, whole->max, o.*(whole->field));
            if (refused) return refused;
        } else if (flag == "--seconds") {
            const auto v = plateau::bench::parse_number(value, kMinSeconds, kMaxSeconds);
            if (!v) return refuse("a number from 0.001 to 60");
            o.seconds = *v;
        } else if (flag == "--seed") {
            const auto v = plateau::bench::parse_whole(value);
            if (!v) return refuse("a whole number from 0 to " + std::to_string(UINT64_MAX));
            o.seed = *v;
        } else {
            if (!is_level(value)) return refuse("easy, medium, hard or perfect");
            (flag == "--a" ? o.a : o.b) = value;
        }
    }
    return std::nullopt;
}

}  // namespace

int main(int argc, char** argv) {
    using namespace pushover;
    Options o;
    if (const std::optional<int> status = parse(argc, argv, o)) return *status;
    const int size = o.size, games = o.games, opening = o.opening, max_plies = o.max_plies;
    const double seconds = o.seconds;
    const std::uint64_t seed = o.seed;
    const std::string& a = o.a;
    const std::string& b = o.b;
    const Level la = parse_level(a);
    const Level lb = parse_level(b);
    // Games one at a time, so that a long run shows how it goes.
    bench::Tally total;
    plateau::bench::MeanInterval points_of_a;
    for (int k = 0; k < games; ++k) {
        const bool a_starts = k % 2 == 0;
        const Level levels[2] = {a_starts ? la : lb, a_starts ? lb : la};
        const bench::GameResult r =
            bench::play_game(size, levels, seconds, seed + k, max_plies, opening);
        double points = 0.5;
        const char* what = "draw";
        if (r.unfinished) {
            ++total.unfinished;
            what = "unfinished";
        } else if (r.winner < 0) {
            ++total.draws;
        } else if ((r.winner == 0) == a_starts) {
            ++total.first_level_wins;
            points = 1;
            what = "a wins";
        } else {
            ++total.second_level_wins;
            points = 0;
            what = "b wins";
        }
        ++total.games;
        points_of_a.add(points);
        std::printf("game %d (seed %llu, %s starts): %s in %d plies\n", k,
                    static_cast<unsigned long long>(seed) + static_cast<unsigned long long>(k),
                    a_starts ? "a" : "b", what, r.plies);
        std::fflush(stdout);
    }
    const double mean = points_of_a.mean();
    const plateau::bench::Interval interval = points_of_a.interval();
    std::printf(
        "%s vs %s on %dx%d, %d games at %.2f s a move, %d random opening plies, seeds %llu..: "
        "%d wins, %d losses, %d draws, %d unfinished; %s scores %.1f%% of the points "
        "(95%% interval %.1f%%..%.1f%%)\n",
        a.c_str(), b.c_str(), size, size, total.games, seconds, opening,
        static_cast<unsigned long long>(seed), total.first_level_wins, total.second_level_wins,
        total.draws, total.unfinished, a.c_str(), 100 * mean, 100 * interval.low,
        100 * interval.high);
    return 0;
}
