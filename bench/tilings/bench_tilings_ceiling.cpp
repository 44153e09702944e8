// bench_tilings_ceiling (target bench_tilings_ceiling): how much of issue 18's target any
// player could take. On the games bench_tilings_strong plays (the same deals and seats),
// a clairvoyant player — one that sees every hand, in order — plays against the same
// greedy players. Greedy is deterministic (the first cell in reading order among equals),
// so a game is a puzzle for the clairvoyant: a depth-first search over its own cells, the
// others' answers and the skips following from them, finds the best share of first place
// it can force (1, 1/k shared, 0).
//
// A search stops at the first line that takes first place alone (nothing is better);
// one that passes its node budget first leaves the game unsettled: the best share found
// is a floor, and 1 a ceiling. The mean over the games, unsettled ones counted both ways,
// brackets what any player can take in those games: a player that does not see the hands
// does no better than one that does.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "common/flags.hpp"
#include "default_game.hpp"
#include "tilings/rules/scoring.hpp"
#include "tilings/search/computer.hpp"

namespace {

using namespace tilings;

struct Options {
    int players = 3;
    int games = 300;
    std::uint64_t seed = 1;
    long nodes = 1'000'000;
    bool quiet = false;
};

const char* kUsage =
    "usage: bench_tilings_ceiling [--players 2|3] [--games N] [--seed S] [--nodes N]\n"
    "                             [--quiet]\n"
    "The most a player could take of bench_tilings_strong's games: in each game (the same\n"
    "deals and seats), a player that sees every hand searches its own cells against the\n"
    "greedy players for the best share of first place it can force. Prints the mean share,\n"
    "games left unsettled by the node budget counted at the share found and at 1.\n"
    "  --players 2|3  2: against one greedy player; 3: against two (3)\n"
    "  --games N      games, 1 to 100000 (300); game g deals from S + g / players, seat\n"
    "                 g % players, as bench_tilings_strong does\n"
    "  --seed S       the first deal's seed (1)\n"
    "  --nodes N      the search's budget a game, in the clairvoyant's choices, 1 to 10^9\n"
    "                 (1000000)\n"
    "  --quiet        no line per game\n";

// The options, or the exit status of a refused command line (0 after --help).
std::pair<Options, int> parse(int argc, char** argv) {
    Options o;
    for (int i = 1; i < argc; ++i) {
        const std::string flag = argv[i];
        if (plateau::bench::prints_help(flag, kUsage)) return {o, 0};
        if (flag == "--quiet") {
            o.quiet = true;
            continue;
        }
        if (flag != "--players" && flag != "--games" && flag != "--seed" && flag != "--nodes") {
            return {o, plateau::bench::usage_error("unknown flag " + flag)};
        }
        if (i + 1 >= argc) return {o, plateau::bench::usage_error(flag + " needs a value")};
        const std::string value = argv[++i];
        if (flag == "--players") {
            const auto v = plateau::bench::parse_whole(value, 2, 3);
            if (!v) return {o, plateau::bench::refuse_value(flag, "2 or 3", value)};
            o.players = static_cast<int>(*v);
        } else if (flag == "--games") {
            const auto v = plateau::bench::parse_whole(value, 1, 100000);
            if (!v) return {o, plateau::bench::refuse_value(flag, "1 to 100000", value)};
            o.games = static_cast<int>(*v);
        } else if (flag == "--seed") {
            const auto v = plateau::bench::parse_whole(value);
            if (!v) return {o, plateau::bench::refuse_value(flag, "a whole number", value)};
            o.seed = *v;
        } else {
            const auto v = plateau::bench::parse_whole(value, 1, 1'000'000'000);
            if (!v) return {o, plateau::bench::refuse_value(flag, "1 to 1000000000", value)};
            o.nodes = static_cast<long>(*v);
        }
    }
    return {o, -1};
}

// The clairvoyant's depth-first search in one game.
class Clairvoyant {
  public:
    Clairvoyant(int seat, long budget) : seat_(seat), budget_(budget) {}

    // The best share of first place `seat` can force from `match`, or the best found when
    // the budget runs out first (unsettled()).
    double best(Match match) {
        answer_others(match);
        if (match.over) return share(match);
        if (++nodes_ > budget_) {
            unsettled_ = true;
            return 0;
        }
        // The cells worth most now first (greedy's order, reading order among equals):
        // a winning line is most often found at once.
        std::vector<std::pair<std::int64_t, int>> order;
        for (const int cell : match.head_cells()) {
            order.emplace_back(-placement_gain(match, cell, Scoring::patterns, 1), cell);
        }
        std::stable_sort(order.begin(), order.end(),
                         [](const auto& a, const auto& b) { return a.first < b.first; });
        double found = 0;
        for (const auto& [gain, cell] : order) {
            Match next = match;
            place_head(next, cell);
            found = std::max(found, best(std::move(next)));
            if (found >= 1.0 || unsettled_) break;
        }
        return found;
    }

    [[nodiscard]] bool unsettled() const { return unsettled_; }
    [[nodiscard]] long nodes() const { return nodes_; }

  private:
    // Plays the skips and the greedy players' cells until the clairvoyant has a cell to
    // choose or the game is over.
    void answer_others(Match& match) const {
        while (!match.over) {
            const std::vector<int> cells = match.head_cells();
            if (cells.empty()) {
                skip_turn(match);
            } else if (match.to_move == seat_) {
                return;
            } else {
                place_head(match,
                           choose_cell(match, cells, PlayerKind::greedy, Scoring::patterns, 1));
            }
        }
    }

    [[nodiscard]] double share(const Match& match) const {
        return bench::first_place_share(
            leaders(score_players(match, Scoring::patterns, 1), Scoring::patterns), seat_);
    }

    int seat_;
    long budget_;
    long nodes_ = 0;
    bool unsettled_ = false;
};

}  // namespace

int main(int argc, char** argv) {
    const auto [o, status] = parse(argc, argv);
    if (status >= 0) return status;
    std::printf(
        "bench_tilings_ceiling: a player seeing every hand against %d greedy, %d players, "
        "10x10, MacMahon x 3, patterns; %d games, deals from seed %llu, %ld nodes a game\n",
        o.players - 1, o.players, o.games, static_cast<unsigned long long>(o.seed), o.nodes);
    std::fflush(stdout);
    double settled_sum = 0, floor_sum = 0;
    int unsettled = 0;
    for (int g = 0; g < o.games; ++g) {
        const auto [deal, seat] = bench::game_slot(o.seed, g, o.players);
        Clairvoyant search(seat, o.nodes);
        const double found = search.best(new_match(bench::default_config(o.players), deal));
        floor_sum += found;
        if (search.unsettled()) {
            ++unsettled;
        } else {
            settled_sum += found;
        }
        if (!o.quiet) {
            std::printf("game %d: deal %llu, seat %d: share %.3g, %s after %ld nodes\n", g + 1,
                        static_cast<unsigned long long>(deal), seat + 1, found,
                        search.unsettled() ? "unsettled" : "settled", search.nodes());
            std::fflush(stdout);
        }
    }
    const double n = o.games;
    std::printf(
        "clairvoyant's share of first places: at least %.1f%%, at most %.1f%% over %d games "
        "(%d unsettled: counted at the share found, then at 1)\n",
        100 * floor_sum / n, 100 * (settled_sum + unsettled) / n, o.games, unsettled);
    std::printf("the strong player's target: %s\n",
                o.players == 3 ? ">= 60% (a third is even)" : ">= 75% (a half is even)");
    return 0;
}
