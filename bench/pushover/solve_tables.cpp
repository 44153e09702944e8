// solve_pushover: solves the 3x3 and 4x4 boards (search/solved.hpp) and prints what the
// tables say: the time taken, the empty board's value, how many positions are won, lost
// and drawn, and the longest distance. `solve_pushover 3` solves one size only;
// `solve_pushover all DIR` (or `4 DIR`) also writes the table files into DIR and times
// reading them back.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>

#include "pushover/search/solved.hpp"
#include "pushover/search/table_file.hpp"

namespace {

const char* outcome_name(pushover::Outcome o) {
    switch (o) {
        case pushover::Outcome::win:
            return "win";
        case pushover::Outcome::loss:
            return "loss";
        case pushover::Outcome::draw:
            return "draw";
        default:
            return "over";
    }
}

void report(int n, const char* folder) {
    using namespace pushover;
    const auto start = std::chrono::steady_clock::now();
    const SolvedTable table = solve(n, [](int plies, std::size_t resolved, std::size_t total) {
        std::fprintf(stderr, "  iteration %d: %zu of %zu resolved\n", plies, resolved, total);
    });
    const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
    std::size_t counts[4] = {};
    int longest[4] = {};
    for (const std::uint8_t e : table.entries()) {
        const int o = e >> SolvedTable::kDistanceBits;
        ++counts[o];
        longest[o] = std::max(longest[o], e & SolvedTable::kMaxPlies);
    }
    const Value empty = table.value(Board{n, {}}, 0);
    std::printf(
        "%dx%d: %zu positions (%zu bytes), solved in %.1f s; empty board: %s %d; "
        "won %zu (longest %d), lost %zu (longest %d), drawn %zu, with a line %zu\n",
        n, n, table.entries().size(), table.entries().size(), took.count(),
        outcome_name(empty.outcome), empty.plies, counts[1], longest[1], counts[2], longest[2],
        counts[0], counts[3]);
    if (folder != nullptr) {
        const std::filesystem::path file = std::filesystem::path(folder) / table_file_name(n);
        const bool written = write_table(file, table);
        const auto read_start = std::chrono::steady_clock::now();
        const auto back = read_table(file, n);
        const std::chrono::duration<double> read_took =
            std::chrono::steady_clock::now() - read_start;
        std::printf("  %s: %s, %llu bytes; read back and checked in %.2f s: %s\n",
                    file.string().c_str(), written ? "written" : "NOT written",
                    static_cast<unsigned long long>(written ? std::filesystem::file_size(file) : 0),
                    read_took.count(),
                    back && back->entries() == table.entries() ? "the same table" : "DIFFERENT");
    }
    std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
    const char* folder = argc > 2 ? argv[2] : nullptr;
    if (argc > 1 && std::string(argv[1]) != "all") {
        report(std::atoi(argv[1]), folder);
        return 0;
    }
    report(3, folder);
    report(4, folder);
    return 0;
}
