#include "samegame/search/solver.hpp"

#include <algorithm>
#include <thread>
#include <type_traits>
#include <vector>

#include "samegame/search/beam.hpp"
#include "samegame/search/bit_nrpa.hpp"
#include "samegame/search/exact.hpp"
#include "samegame/search/nrpa.hpp"
#include "samegame/search/search_engines.hpp"
#include "samegame/search/zobrist.hpp"

namespace samegame {

namespace {

constexpr int kMaxThreads = 8;
// The largest array board whose playouts follow the tabu policy (see solve).
constexpr int kTabuArrayCells = 1024;

// The seconds every thread searches from the root before the polishing.
double search_time(const SolverOptions& options) {
    return options.seconds * (1 - std::clamp(options.polish, 0.0, 1.0));
}

// NRPA searches from the root, one after another (new seeds, new policies), until `stop`.
template <class Engine>
std::int64_t nrpa_searches(const typename Engine::Pos& root, Engine& engine,
                           const SolverOptions& options, int level, const StopCheck& stop,
                           SharedBest& best, std::uint64_t seed) {
    if constexpr (std::is_same_v<Engine, BitEngine>) {
        BitNrpaSettings settings;
        settings.level = level;
        settings.iterations = options.iterations;
        settings.stabilization = options.stabilization;
        settings.tabu = options.policy == PlayoutPolicy::tabu;
        std::int64_t playouts = 0;
        std::uint64_t run = 0;
        do {  // at least one search, which plays at least once (bit_nrpa.cpp)
            bit_nrpa(root, engine.rules(), settings, mix64(seed + run++), stop, best, playouts);
        } while (!stop.stopped());
        return playouts;
    } else {
        SearchContext<Engine> ctx{engine,         stop, best, plateau::Random(seed),
                                  options.policy, {},   0,    0};
        do {
            Policy policy;
            nrpa(ctx, root, level, policy);
        } while (!stop.stopped());
        return ctx.playouts;
    }
}

template <class Engine>
std::int64_t search_thread(const typename Engine::Pos& root, Engine engine,
                           const SolverOptions& options, int level, const StopCheck& stop,
                           SharedBest& best, std::uint64_t seed, int thread, int threads) {
    std::int64_t playouts = 0;
    if (options.algorithm == Algorithm::nmcs) {
        // Searches from the root one after another (new seeds) for most of the budget...
        {
            const StopCheck searches(search_time(options), stop);
            // The last nrpa_threads threads, on the bit board, and never every thread.
            const bool runs_nrpa = std::is_same_v<Engine, BitEngine> &&
                                   thread >= threads - std::min(options.nrpa_threads, threads - 1);
            if (runs_nrpa) {
                if constexpr (std::is_same_v<Engine, BitEngine>) {
                    // Beam searches first, when their share of the time is long enough.
                    if (const double beams = beam_time(options); beams > 0) {
                        const BeamSettings settings{options.beam_width, 1, mix64(seed + 2)};
                        widening_beam_searches(root, engine.rules(), settings,
                                               StopCheck(beams, searches), best, playouts);
                    }
                }
                const int nrpa = options.nrpa_threads_level > 0 ? options.nrpa_threads_level
                                                                : nrpa_level(options.seconds);
                playouts +=
                    nrpa_searches(root, engine, options, nrpa, searches, best, mix64(seed + 1));
            } else {
                SearchContext<Engine> ctx{engine,         searches, best, plateau::Random(seed),
                                          options.policy, {},       0,    0};
                while (!searches.stopped()) {
                    lazy_nmcs(ctx, root, level, options.pruning);
                }
                playouts += ctx.playouts;
            }
        }
        // ... then the best sequence's tails, each thread from its own first tail.
        SearchContext<Engine> ctx{engine,         stop, best, plateau::Random(mix64(seed)),
                                  options.policy, {},   0,    0};
        polish_tails(ctx, root, level, options.pruning, thread % 2 == 0 ? 2.0 / 3 : 1.0 / 2);
        return playouts + ctx.playouts;
    }
    return nrpa_searches(root, engine, options, level, stop, best, seed);
}

template <class Engine>
SolveResult solve_on(const typename Engine::Pos& root, const Rules& rules,
                     const SolverOptions& options, int threads, int level,
                     const std::atomic<bool>& stop, std::uint64_t seed) {
    SolveResult result;
    result.threads = threads;
    result.level = level;
    Engine first(rules);
    std::vector<typename Engine::Move> moves;
    first.moves(root, moves);
    if (moves.empty()) {
        result.best.score = 0;
        return result;
    }
    // A small position is searched whole: the best there is, whatever the clock.
    if (root.pieces() <= kExactPieces) {
        if (std::optional<Sequence> exact = exact_best(first, root)) {
            result.best = std::move(*exact);
            result.proved = true;
            return result;
        }
    }
    SharedBest best;
    const StopCheck check(options.seconds, stop);
    // A first whole sequence before anything can stop the search.
    {
        plateau::Random rng(seed);
        typename Engine::Pos position = root;
        std::vector<Cell> names;
        const std::int64_t score = first.playout(position, options.policy, rng, names);
        best.offer(score, {}, names);
        result.playouts = 1;
    }
    std::vector<std::int64_t> playouts(static_cast<std::size_t>(threads), 0);
    std::vector<std::thread> workers;
    for (int t = 1; t < threads; ++t) {
        workers.emplace_back([&, t] {
            playouts[static_cast<std::size_t>(t)] =
                search_thread(root, Engine(rules), options, level, check, best,
                              mix64(seed + static_cast<std::uint64_t>(t)), t, threads);
        });
    }
    playouts[0] =
        search_thread(root, Engine(rules), options, level, check, best, mix64(seed), 0, threads);
    for (std::thread& w : workers) w.join();
    for (const std::int64_t p : playouts) result.playouts += p;
    result.best = best.get();
    return result;
}

}  // namespace

double beam_time(const SolverOptions& options) {
    const double beams = search_time(options) * std::clamp(options.beam_share, 0.0, 1.0);
    return beams > 0 && beams >= options.beam_seconds ? beams : 0;
}

int nrpa_level(double seconds) {
    // NRPA's level 3 is a million playouts of its slower kind (a softmax over every legal
    // move at every step): some 30 s of a core on a 15x15 board.
    return seconds < 20 ? 2 : 3;
}

SolveResult solve(const Board& board, int colours, const Rules& rules, const SolverOptions& options,
                  const std::atomic<bool>& stop) {
    int threads = options.threads;
    if (threads <= 0) threads = static_cast<int>(std::thread::hardware_concurrency());
    threads = std::clamp(threads, 1, kMaxThreads);
    const int level = options.algorithm == Algorithm::nrpa && options.level <= 0
                          ? nrpa_level(options.seconds)
                          : std::max(options.level, 1);
    const std::uint64_t seed = options.seed ^ position_hash(board);
    if (BitBoard::fits(board.cols(), board.rows())) {
        return solve_on<BitEngine>(BitBoard(board, colours), rules, options, threads, level, stop,
                                   seed);
    }
    // The array board's tabu playout lists every group at every step: on large boards
    // (a 100x100 playout is some 6,000 moves) that takes most of a second, longer than a
    // hint's budget, where the uniform playout draws a piece and finds its group alone.
    SolverOptions array_options = options;
    if (board.cols() * board.rows() > kTabuArrayCells) array_options.policy = PlayoutPolicy::random;
    return solve_on<ArrayEngine>(board, rules, array_options, threads, level, stop, seed);
}

}  // namespace samegame
