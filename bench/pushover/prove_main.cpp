// prove_pushover: what can be proved of the empty board by a depth-bounded search
// (search/bounded_proof.hpp): for each number of plies, whether the first player can force
// a win within it, and whether the second can. Issue 18's stretch on 5x5, where the
// retrograde analysis of 3x3 and 4x4 does not reach; the deepest depth reached says how
// far the attempt got.
//   prove_pushover [--size 5] [--plies 11] [--table-bits 22] [--help]
// --help prints the flags and exits 0; a bad command line prints `error: ...` on standard
// error and exits 2 (check_prove_flags.cmake, a test, checks both and a run on 3x3).
#include <chrono>
#include <cstdio>
#include <optional>
#include <string>

#include "common/flags.hpp"
#include "pushover/search/bounded_proof.hpp"

namespace {

constexpr const char* kUsage =
    "usage: prove_pushover [--size 5] [--plies 11] [--table-bits 22] [--help]\n"
    "For each number of plies from 1, proves whether the first player, to move on the empty\n"
    "board, can force a win within that many plies, and whether the second can; stops at a\n"
    "forced win or after --plies. Exact (no evaluation); the time grows some 2 to 3 times a\n"
    "ply on 5x5.\n"
    "  --size N        the board's side, 3 to 8 (5)\n"
    "  --plies N       the deepest bound, 1 to 60 (11)\n"
    "  --table-bits B  a table of 2^B proved positions, 24 bytes each, 10 to 28 (22)\n"
    "  --help          this text\n";

struct Options {
    int size = 5;
    int plies = 11;
    int table_bits = 22;
};

std::optional<int> parse(int argc, char** argv, Options& o) {
    for (int i = 1; i < argc; ++i) {
        const std::string flag = argv[i];
        if (plateau::bench::prints_help(flag, kUsage)) return 0;
        int* field = nullptr;
        int min = 0, max = 0;
        if (flag == "--size") {
            field = &o.size;
            min = pushover::kMinSize;
            max = pushover::kMaxSize;
        } else if (flag == "--plies") {
            field = &o.plies;
            min = 1;
            max = 60;
        } else if (flag == "--table-bits") {
            field = &o.table_bits;
            min = 10;
            max = 28;
        } else {
            return plateau::bench::usage_error(flag.rfind("--", 0) == 0
                                                   ? "unknown flag " + flag
                                                   : "unexpected argument '" + flag + "'");
        }
        if (i + 1 >= argc) return plateau::bench::usage_error(flag + " needs a value");
        const std::string value = argv[++i];
        if (const auto refused = plateau::bench::read_whole(flag, value, min, max, *field)) {
            return refused;
        }
    }
    return std::nullopt;
}

}  // namespace

int main(int argc, char** argv) {
    Options o;
    if (const auto status = parse(argc, argv, o)) return *status;
    pushover::BoundedProver prover(o.table_bits);
    const pushover::Board empty{o.size, {}};
    const auto start = std::chrono::steady_clock::now();
    std::printf("empty %dx%d board, the first player to move\n", o.size, o.size);
    int proved = 0;
    for (int d = 1; d <= o.plies; ++d) {
        const bool first = prover.forces_win(empty, 0, 0, d);
        const bool second = prover.forces_win(empty, 0, 1, d);
        const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
        std::printf(
            "plies %2d: the first player forces a win: %s; the second: %s  (%llu positions, %.1f "
            "s)\n",
            d, first ? "yes" : "no", second ? "yes" : "no",
            static_cast<unsigned long long>(prover.nodes()), took.count());
        std::fflush(stdout);
        if (first || second) {
            std::printf("the %s player forces a win within %d plies\n", first ? "first" : "second",
                        d);
            return 0;
        }
        proved = d;
    }
    std::printf("neither player can force a win within %d plies\n", proved);
    return 0;
}
