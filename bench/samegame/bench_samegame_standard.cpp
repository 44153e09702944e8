// The solver on the standard 20 SameGame positions (15x15, 5 colours, (n-2)^2 per move,
// 1000 for clearing the board), at budgets of 1 s, 10 s and 60 s per position on this
// machine's cores. Prints each position's score and the total, and checks every returned
// sequence by replaying it through the plugin's own rules (samegame/rules/position.cpp's
// play): each move legal, the score the solver claimed, the game over at the end.
//
// Targets (totals over the 20, from the data file's header):
//   1 s per position:   > 65,937 (NMCS level 2 with memorisation, Cazenave 2009)
//   10 s per position:  >= 77,934 (NMCS level 3)
//   60 s per position:  >= 80,030 (NRPA, Cazenave 2016)
//   300 s per position: >= 83,050 (distributed NRPA, Negrevergne and Cazenave 2017)
//
// usage: bench_samegame_standard [--budgets 1,10,60] [--positions 1-20]
//                                [--algorithm nrpa|nmcs] [--level N] [--iterations N]
//                                [--stabilization P] [--threads N]
//                                [--nrpa-threads N] [--nrpa-level N]
//                                [--beam-share SHARE] [--beam-width N]
//                                [--keep K2,K3,...] [--probes N] [--polish SHARE]
//                                [--policy tabu|random] [--seed N] [--seeds S,S,...]
//                                [--data FILE] [--help]
// (--keep: the moves NMCS's level 2, 3, ... steps search one level down, 0 for all;
// --probes: the playouts that value each move before it is kept or not;
// --polish: the share of the budget spent on the best sequence's tails; see
// samegame/search/solver.hpp; --iterations, --stabilization: NRPA's, see
// samegame/search/bit_nrpa.hpp; --nrpa-threads, --nrpa-level: the threads that run NRPA
// beside NMCS before the polishing; --beam-share, --beam-width: the share of their time
// first spent on Monte-Carlo beam searches, and the first beam's width (beam.hpp);
// --seed: the solver's seed, 0 by default: a run is nearly repeatable, another seed
// measures the spread between runs; --seeds: one run a seed at each budget, then each
// position's scores and their mean as a Markdown table, and the mean of the runs' totals
// with their spread, the figure issue 16 asks for, checked against the target)
// --help prints the flags and exits 0; a bad command line, or a positions file that
// cannot be read or holds a bad line (named with its file and number), prints `error: ...`
// on standard error and exits 2 before any search (check_flags.cmake, a test, checks both).
// Not part of the tests: the three budgets take 20 x 71 s, about 24 minutes.
#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "common/flags.hpp"
#include "samegame/rules/board.hpp"
#include "samegame/rules/groups.hpp"
#include "samegame/rules/position.hpp"
#include "samegame/search/solver.hpp"

namespace {

using namespace samegame;

constexpr int kSize = 15;
constexpr int kColours = 5;

struct Target {
    double seconds;
    long long total;
    const char* what;
};
// Issue 8's (1 s) and issue 16's (10, 60 and 300 s; "at least").
constexpr Target kTargets[] = {{1, 65937, "NMCS level 2 with memorisation"},
                               {10, 77934, "NMCS level 3"},
                               {60, 80030, "NRPA"},
                               {300, 83050, "the distributed NRPA record"}};

// The positions of the data file: "position K", then 15 lines of 15 colours from 0 to 4,
// top row first; '#' starts a comment line. A line that is not one of those, or a position
// cut short, is refused with the file and the line (std::runtime_error).
std::vector<Board> read_positions(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot read " + path);
    std::vector<Board> boards;
    std::vector<std::vector<int>> rows;
    int number = 0;  // the line's, from 1
    const auto refuse = [&](const std::string& what) {
        throw std::runtime_error(path + ":" + std::to_string(number) + ": " + what);
    };
    const auto cut_short = [&] {
        if (!rows.empty()) {
            refuse("a position ends after " + std::to_string(rows.size()) + " of its 15 rows");
        }
    };
    for (std::string line; std::getline(in, line);) {
        ++number;
        if (line.empty() || line[0] == '#') continue;
        if (line.rfind("position", 0) == 0) {
            cut_short();
            continue;
        }
        std::istringstream s(line);
        std::vector<int> row;
        for (int v = 0; s >> v;) row.push_back(v);
        const bool colours =
            std::all_of(row.begin(), row.end(), [](int v) { return v >= 0 && v < kColours; });
        if (!s.eof() || row.size() != kSize || !colours) {
            refuse("a row of 15 colours from 0 to 4 is expected, not '" + line + "'");
        }
        rows.push_back(row);
        if (rows.size() == kSize) {
            constexpr auto side = static_cast<std::size_t>(kSize);
            std::vector<Colour> cells(side * side);
            for (std::size_t col = 0; col < side; ++col) {
                for (std::size_t r = 0; r < side; ++r) {
                    // Line 0 is the top row; the board counts rows from the bottom.
                    cells[col * side + r] = static_cast<Colour>(rows[side - 1 - r][col]);
                }
            }
            boards.push_back(Board::from_columns(kSize, kSize, std::move(cells)));
            rows.clear();
        }
    }
    ++number;
    cut_short();
    return boards;
}

// Replays `moves` from `board` through the rules; the final position.
Position replay(const Board& board, const std::vector<Cell>& moves, const Rules& rules) {
    Position p = start_position(board, rules);
    GroupFinder finder;
    for (const Cell m : moves) p = play(p, m, "replayed move", rules, finder);
    return p;
}

// A comma-separated list, each item read by `read` (which returns an optional); nothing
// when an item is not one, the list is empty or it ends with a comma.
template <class Read>
auto parse_list(const std::string& text, const Read& read)
    -> std::optional<std::vector<typename decltype(read(text))::value_type>> {
    std::vector<typename decltype(read(text))::value_type> values;
    std::istringstream s(text);
    for (std::string item; std::getline(s, item, ',');) {
        const auto v = read(item);
        if (!v) return std::nullopt;
        values.push_back(*v);
    }
    if (values.empty() || text.back() == ',') return std::nullopt;
    return values;
}

// A list of numbers from `min` to `max`, or of whole numbers (seeds).
std::optional<std::vector<double>> parse_numbers(const std::string& text, double min, double max) {
    return parse_list(text, [&](const std::string& item) {
        return plateau::bench::parse_number(item, min, max);
    });
}
std::optional<std::vector<std::uint64_t>> parse_seeds(const std::string& text) {
    return parse_list(text,
                      [](const std::string& item) { return plateau::bench::parse_whole(item); });
}

// A whole number with its thousands grouped: 75,163.
std::string grouped(long long v) {
    const std::string digits = std::to_string(v < 0 ? -v : v);
    std::string out = v < 0 ? "-" : "";
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
        out += digits[i];
    }
    return out;
}

// The target's verdict on `total` at `seconds`, as "  (target >= ...: met)", or nothing
// when no target is set for that budget or only some positions ran.
std::string verdict(double seconds, double total, bool all_positions) {
    for (const Target& t : kTargets) {
        if (t.seconds != seconds || !all_positions) continue;
        const bool met = t.seconds == 1 ? total > static_cast<double>(t.total)
                                        : total >= static_cast<double>(t.total);
        return std::string("  (target ") + (t.seconds == 1 ? ">" : ">=") + " " +
               std::to_string(t.total) + ", " + t.what + ": " + (met ? "met" : "NOT met") + ")";
    }
    return "";
}

// After one run a seed at `seconds`: each position's scores (a row, `scores[run][k]`), their
// mean rounded, a Markdown table; then the mean of the runs' totals, the lowest and the
// highest, and the spread between them, with the target's verdict on the mean.
void print_seed_summary(double seconds, const std::vector<std::uint64_t>& seeds,
                        const std::vector<std::vector<long long>>& scores, int first,
                        bool all_positions) {
    const std::size_t runs = seeds.size();
    std::string seed_list;
    std::printf("\n| position |");
    for (std::size_t r = 0; r < runs; ++r) {
        std::printf(" seed %llu |", static_cast<unsigned long long>(seeds[r]));
        seed_list += (r > 0 ? ", " : "") + std::to_string(seeds[r]);
    }
    std::printf(" mean |\n|---:|");
    for (std::size_t r = 0; r <= runs; ++r) std::printf("---:|");
    std::printf("\n");
    std::vector<long long> totals(runs, 0);
    for (std::size_t k = 0; k < scores.front().size(); ++k) {
        std::printf("| %zu |", static_cast<std::size_t>(first) + k);
        long long sum = 0;
        for (std::size_t r = 0; r < runs; ++r) {
            std::printf(" %s |", grouped(scores[r][k]).c_str());
            sum += scores[r][k];
            totals[r] += scores[r][k];
        }
        std::printf(
            " %s |\n",
            grouped(std::llround(static_cast<double>(sum) / static_cast<double>(runs))).c_str());
    }
    long long sum = 0;
    std::printf("| **total** |");
    for (const long long t : totals) {
        std::printf(" %s |", grouped(t).c_str());
        sum += t;
    }
    const double mean = static_cast<double>(sum) / static_cast<double>(runs);
    std::printf(" **%s** |\n\n", grouped(std::llround(mean)).c_str());
    const auto [low, high] = std::minmax_element(totals.begin(), totals.end());
    std::printf("mean at %g s over seeds %s: %s (%s to %s, spread %s)%s\n", seconds,
                seed_list.c_str(), grouped(std::llround(mean)).c_str(), grouped(*low).c_str(),
                grouped(*high).c_str(), grouped(*high - *low).c_str(),
                verdict(seconds, mean, all_positions).c_str());
}

constexpr const char* kUsage =
    "usage: bench_samegame_standard [--budgets 1,10,60] [--positions 1-20]\n"
    "                               [--algorithm nrpa|nmcs] [--level N] [--iterations N]\n"
    "                               [--stabilization P] [--threads N]\n"
    "                               [--nrpa-threads N] [--nrpa-level N]\n"
    "                               [--beam-share SHARE] [--beam-width N]\n"
    "                               [--keep K2,K3,...] [--probes N] [--polish SHARE]\n"
    "                               [--policy tabu|random] [--seed N] [--seeds S,S,...]\n"
    "                               [--data FILE] [--help]\n"
    "The solver on the 20 standard SameGame positions at each budget (seconds a position);\n"
    "prints each position's score and the total, every sequence replayed through the rules.\n"
    "  --budgets    seconds per position, comma-separated (default 1,10,60: ~24 minutes)\n"
    "  --positions  K or K-L, from 1 to 20 (default 1-20)\n"
    "  --algorithm  nmcs: the solver's default, as `solve` runs it (NMCS, NRPA beside it,\n"
    "               then NMCS on the tails); nrpa: NRPA alone on every thread\n"
    "  --level      the search's level (NRPA: 0 for the budget's)\n"
    "  --iterations NRPA: runs of level n-1 per level n (default 100)\n"
    "  --stabilization  NRPA: level-1 playouts per adaptation (default 1)\n"
    "  --nrpa-threads   NMCS: threads running NRPA before the polishing (default 1; never all)\n"
    "  --nrpa-level     their NRPA's level (default 2; 0: the budget's)\n"
    "  --beam-share     the share of their time first spent on beam searches, when it is\n"
    "                   1 s or more (default 0.5)\n"
    "  --beam-width     the first beam's width, doubled after each (default 30)\n"
    "  --threads    search threads (default 0: one per core)\n"
    "  --keep       NMCS: the moves its level 2, 3, ... steps search one level down, 0 all\n"
    "  --probes     NMCS: the playouts that value each move before it is kept or not\n"
    "  --polish     NMCS: the share of the budget spent on the best sequence's tails\n"
    "  --policy     NMCS's playouts\n"
    "  --seed       the solver's seed (default 0); other seeds measure the spread\n"
    "  --seeds      a run with each seed, comma-separated (0,1,2), at each budget; then\n"
    "               each position's scores and mean, and the mean total with its spread\n"
    "               (the figure checked against the target)\n"
    "  --data       the positions' file\n"
    "  --help       this text\n";

// Solves positions `first` to `last` with `options`, printing a line for each; their
// scores in order. `all_checked` turns false when a sequence does not replay to its score.
std::vector<long long> run_positions(const std::vector<Board>& boards, int first, int last,
                                     const Rules& rules, const SolverOptions& options,
                                     bool& all_checked) {
    std::vector<long long> scores;
    for (int k = first; k <= last; ++k) {
        const Board& board = boards[static_cast<std::size_t>(k - 1)];
        const std::atomic<bool> stop{false};
        const SolveResult r = solve(board, kColours, rules, options, stop);
        const Position end = replay(board, r.best.moves, rules);
        const bool ok = end.score == r.best.score && end.over;
        all_checked = all_checked && ok;
        scores.push_back(static_cast<long long>(r.best.score));
        std::string level = "level " + std::to_string(r.level);
        if (options.algorithm == Algorithm::nmcs) {
            level += " keeping";
            for (int n = r.level; n >= 2; --n) {
                const int keep = options.pruning.keep[static_cast<std::size_t>(n)];
                level += keep > 0 ? " " + std::to_string(keep) : " all";
            }
            const int nrpa_threads = std::min(options.nrpa_threads, r.threads - 1);
            if (nrpa_threads > 0) {
                const int nrpa = options.nrpa_threads_level > 0 ? options.nrpa_threads_level
                                                                : nrpa_level(options.seconds);
                level += std::string(beam_time(options) > 0 ? ", beam then" : ",") +
                         " NRPA level " + std::to_string(nrpa) + " on " +
                         std::to_string(nrpa_threads);
            }
        }
        std::printf("  position %2d: %5lld  (%zu moves, %s, %s, %d threads, %lld playouts)%s\n", k,
                    static_cast<long long>(r.best.score), r.best.moves.size(),
                    end.board.cleared() ? "cleared" : "not cleared", level.c_str(), r.threads,
                    static_cast<long long>(r.playouts), ok ? "" : "  REPLAY MISMATCH");
        std::fflush(stdout);
    }
    return scores;
}

using plateau::bench::usage_error;  // `error: ...` on standard error, exit status 2

}  // namespace

int main(int argc, char** argv) {
    std::vector<double> budgets = {1, 10, 60};
    int first = 1, last = 20;
    SolverOptions options;
    std::vector<std::uint64_t> seeds = {0};
    std::string data = SAMEGAME_STANDARD_DATA;
    for (int i = 1; i < argc; ++i) {
        const std::string flag = argv[i];
        if (plateau::bench::prints_help(flag, kUsage)) return 0;
        if (flag.rfind("--", 0) != 0) return usage_error("unexpected argument '" + flag + "'");
        if (i + 1 >= argc) return usage_error(flag + " needs a value");
        const std::string value = argv[++i];
        const auto bad = [&](const std::string& allowed) {
            return plateau::bench::refuse_value(flag, allowed, value);
        };
        // A whole number from `min` to `max` into `out`; false when the value is not one.
        const auto whole = [&](int& out, int min, int max) {
            const auto v = plateau::bench::parse_whole(value, static_cast<std::uint64_t>(min),
                                                       static_cast<std::uint64_t>(max));
            if (v) out = static_cast<int>(*v);
            return v.has_value();
        };
        if (flag == "--budgets") {
            const auto list = parse_numbers(value, 0.001, 3600);
            if (!list) return bad("seconds from 0.001 to 3600, comma-separated");
            budgets = *list;
        } else if (flag == "--positions") {
            const auto dash = value.find('-');
            const auto from = plateau::bench::parse_whole(value.substr(0, dash), 1, 20);
            const auto to = dash == std::string::npos
                                ? from
                                : plateau::bench::parse_whole(value.substr(dash + 1), 1, 20);
            if (!from || !to || *from > *to) return bad("K or K-L within 1-20");
            first = static_cast<int>(*from);
            last = static_cast<int>(*to);
        } else if (flag == "--algorithm") {
            if (value != "nmcs" && value != "nrpa") return bad("nmcs or nrpa");
            options.algorithm = value == "nmcs" ? Algorithm::nmcs : Algorithm::nrpa;
            if (options.algorithm == Algorithm::nrpa) options.level = 0;  // from the budget
        } else if (flag == "--keep") {
            const auto keep = parse_numbers(value, 0, 1000);
            if (!keep || keep->size() + 2 > options.pruning.keep.size() ||
                std::any_of(keep->begin(), keep->end(),
                            [](double k) { return k != std::floor(k); })) {
                return bad(
                    "whole numbers from 0 to 1000, one a level from level 2, "
                    "comma-separated");
            }
            options.pruning.keep = {};
            for (std::size_t n = 0; n < keep->size(); ++n) {
                options.pruning.keep[n + 2] = static_cast<int>((*keep)[n]);
            }
        } else if (flag == "--probes") {
            if (!whole(options.pruning.probes, 1, 1000))
                return bad("a whole number from 1 to 1000");
        } else if (flag == "--polish") {
            const auto v = plateau::bench::parse_number(value, 0, 1);
            if (!v) return bad("a share from 0 to 1");
            options.polish = *v;
        } else if (flag == "--level") {
            if (!whole(options.level, 0, 6)) return bad("a whole number from 0 to 6");
        } else if (flag == "--iterations") {
            if (!whole(options.iterations, 1, 1000000)) {
                return bad("a whole number from 1 to 1000000");
            }
        } else if (flag == "--nrpa-threads") {
            if (!whole(options.nrpa_threads, 0, 64)) return bad("a whole number from 0 to 64");
        } else if (flag == "--nrpa-level") {
            if (!whole(options.nrpa_threads_level, 0, 6)) return bad("a whole number from 0 to 6");
        } else if (flag == "--beam-share") {
            const auto v = plateau::bench::parse_number(value, 0, 1);
            if (!v) return bad("a share from 0 to 1");
            options.beam_share = *v;
        } else if (flag == "--beam-width") {
            if (!whole(options.beam_width, 1, 1000000)) {
                return bad("a whole number from 1 to 1000000");
            }
        } else if (flag == "--stabilization") {
            if (!whole(options.stabilization, 1, 1000000)) {
                return bad("a whole number from 1 to 1000000");
            }
        } else if (flag == "--threads") {
            if (!whole(options.threads, 0, 64)) return bad("a whole number from 0 to 64");
        } else if (flag == "--policy") {
            if (value != "tabu" && value != "random") return bad("tabu or random");
            options.policy = value == "random" ? PlayoutPolicy::random : PlayoutPolicy::tabu;
        } else if (flag == "--seed") {
            const auto v = plateau::bench::parse_whole(value);
            if (!v) return bad("a whole number from 0 to 2^64-1");
            seeds = {*v};
        } else if (flag == "--seeds") {
            const auto list = parse_seeds(value);
            if (!list) return bad("whole numbers from 0 to 2^64-1, comma-separated");
            seeds = *list;
        } else if (flag == "--data") {
            data = value;
        } else {
            return usage_error("unknown flag " + flag);
        }
    }
    std::vector<Board> boards;
    try {
        boards = read_positions(data);
    } catch (const std::runtime_error& e) {
        return usage_error(e.what());
    }
    if (boards.size() != 20) {
        return usage_error(data + " holds " + std::to_string(boards.size()) + " positions, not 20");
    }
    const Rules rules{2, Scoring::n_minus_2, 1000};
    bool all_checked = true;
    const bool all_positions = first == 1 && last == 20;
    const bool several = seeds.size() > 1;
    for (const double seconds : budgets) {
        options.seconds = seconds;
        std::vector<std::vector<long long>> scores;  // [run][position - first]
        for (const std::uint64_t seed : seeds) {
            options.seed = seed;
            std::printf("budget %g s per position, %s", seconds,
                        options.algorithm == Algorithm::nmcs ? "NMCS" : "NRPA");
            if (several) std::printf(", seed %llu", static_cast<unsigned long long>(seed));
            std::printf("\n");
            scores.push_back(run_positions(boards, first, last, rules, options, all_checked));
            long long total = 0;
            for (const long long score : scores.back()) total += score;
            if (several) {
                std::printf("total at %g s, seed %llu: %lld\n", seconds,
                            static_cast<unsigned long long>(seed), total);
            } else {
                std::printf("total at %g s: %lld%s\n", seconds, total,
                            verdict(seconds, static_cast<double>(total), all_positions).c_str());
            }
        }
        if (several) print_seed_summary(seconds, seeds, scores, first, all_positions);
    }
    std::printf("every sequence replayed through the rules: %s\n", all_checked ? "yes" : "NO");
    return all_checked ? 0 : 1;
}
