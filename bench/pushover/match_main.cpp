// match_pushover: games between two computer levels with flags, for the long measurements
// (issue 18: perfect against hard on 5x5, 200 games at 0.2 s a move, 2 random opening
// plies from each game's seed, colours alternated). Prints the tally, the first level's
// share of the points (a win 1, a draw 1/2) and its 95% interval.
//   match_pushover [--size 5] [--games 200] [--seconds 0.2] [--seed 1000] [--opening 2]
//                  [--a perfect] [--b hard] [--max-plies 400]
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "common/interval.hpp"
#include "match_runner.hpp"

int main(int argc, char** argv) {
    using namespace pushover;
    int size = 5, games = 200, opening = 2, max_plies = 400;
    double seconds = 0.2;
    std::uint64_t seed = 1000;
    std::string a = "perfect", b = "hard";
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string flag = argv[i];
        const char* value = argv[i + 1];
        if (flag == "--size") {
            size = std::atoi(value);
        } else if (flag == "--games") {
            games = std::atoi(value);
        } else if (flag == "--seconds") {
            seconds = std::atof(value);
        } else if (flag == "--seed") {
            seed = std::strtoull(value, nullptr, 10);
        } else if (flag == "--opening") {
            opening = std::atoi(value);
        } else if (flag == "--max-plies") {
            max_plies = std::atoi(value);
        } else if (flag == "--a") {
            a = value;
        } else if (flag == "--b") {
            b = value;
        } else {
            std::fprintf(stderr,
                         "match_pushover: unknown flag %s (allowed: --size --games --seconds "
                         "--seed --opening --max-plies --a --b)\n",
                         flag.c_str());
            return 2;
        }
    }
    if (argc % 2 == 0) {
        std::fprintf(stderr, "match_pushover: every flag takes a value\n");
        return 2;
    }
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
                    static_cast<unsigned long long>(seed + k), a_starts ? "a" : "b", what, r.plies);
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
