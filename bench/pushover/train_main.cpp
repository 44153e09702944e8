// train_pushover_eval: learns the perfect level's 5x5 evaluation (search/ntuple.hpp) by
// self-play (search/self_play.hpp) and writes it as a network file, whole or not at all.
// The network compiled into the game, plugins/pushover/search/data/network_5x5.bin, is
// this program's output for the commands in the README (Benchmarks: the commands).
//   train_pushover_eval --out FILE [--in FILE] [--games N] [--alpha A] [--alpha-end A]
//                       [--explore E] [--seed S] [--help]
// --help prints the flags and exits 0; a bad command line prints `error: ...` on standard
// error and exits 2 (check_train_flags.cmake, a test, checks both and a short run).
#include <cstdio>
#include <fstream>
#include <iterator>
#include <optional>
#include <string>
#include <vector>

#include "common/flags.hpp"
#include "pushover/search/self_play.hpp"

namespace {

constexpr const char* kUsage =
    "usage: train_pushover_eval --out FILE [--in FILE] [--games N] [--alpha A]\n"
    "                           [--alpha-end A] [--explore E] [--seed S] [--help]\n"
    "Learns the 5x5 evaluation of Push Over's perfect level by self-play (temporal\n"
    "differences) and writes the network to FILE; prints the games' figures every 20,000\n"
    "games. Some 2,500 games a second on one core.\n"
    "  --out FILE       the network file to write (required)\n"
    "  --in FILE        a network file to go on learning from (default: all weights 0)\n"
    "  --games N        games to play, 1 to 100000000 (1000000)\n"
    "  --alpha A        the learning rate at the first game, above 0 to 1 (0.01)\n"
    "  --alpha-end A    the learning rate at the last, above 0 to 1 (0.0005)\n"
    "  --explore E      the chance of a random move, 0 to 1 (0.1)\n"
    "  --seed S         the games' seed, a whole number (1)\n"
    "  --help           this text\n";

struct Options {
    std::string out, in;
    pushover::SelfPlaySettings settings;
};

std::optional<int> parse(int argc, char** argv, Options& o) {
    namespace b = plateau::bench;
    for (int i = 1; i < argc; ++i) {
        const std::string flag = argv[i];
        if (b::prints_help(flag, kUsage)) return 0;
        if (flag != "--out" && flag != "--in" && flag != "--games" && flag != "--alpha" &&
            flag != "--alpha-end" && flag != "--explore" && flag != "--seed") {
            return b::usage_error(flag.rfind("--", 0) == 0 ? "unknown flag " + flag
                                                           : "unexpected argument '" + flag + "'");
        }
        if (i + 1 >= argc) return b::usage_error(flag + " needs a value");
        const std::string value = argv[++i];
        if (flag == "--out") {
            o.out = value;
        } else if (flag == "--in") {
            o.in = value;
        } else if (flag == "--games") {
            const auto v = b::parse_whole(value, 1, 100'000'000);
            if (!v) return b::refuse_value(flag, "a whole number from 1 to 100000000", value);
            o.settings.games = static_cast<long>(*v);
        } else if (flag == "--seed") {
            const auto v = b::parse_whole(value);
            if (!v) return b::refuse_value(flag, "a whole number", value);
            o.settings.seed = *v;
        } else {
            const double min = flag == "--explore" ? 0.0 : 1e-9;
            const auto v = b::parse_number(value, min, 1.0);
            if (!v) {
                return b::refuse_value(
                    flag,
                    flag == "--explore" ? "a number from 0 to 1" : "a number above 0, at most 1",
                    value);
            }
            (flag == "--alpha"       ? o.settings.alpha
             : flag == "--alpha-end" ? o.settings.alpha_end
                                     : o.settings.explore) = *v;
        }
    }
    if (o.out.empty()) return b::usage_error("--out FILE is required");
    return std::nullopt;
}

}  // namespace

int main(int argc, char** argv) {
    Options o;
    if (const auto status = parse(argc, argv, o)) return *status;
    pushover::TrainingNetwork network;
    if (!o.in.empty()) {
        std::ifstream in(o.in, std::ios::binary);
        if (!in) {
            std::fprintf(stderr, "error: %s: cannot be read\n", o.in.c_str());
            return 1;
        }
        const std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(in)),
                                              std::istreambuf_iterator<char>());
        const pushover::NetworkOrError read = pushover::parse_network(bytes);
        if (!read.network) {
            std::fprintf(stderr, "error: %s: %s\n", o.in.c_str(), read.error.c_str());
            return 1;
        }
        network = pushover::TrainingNetwork::from(*read.network);
    }
    pushover::learn_by_self_play(network, o.settings, 20000, [](const pushover::SelfPlayReport& r) {
        std::printf(
            "%ld games: %.1f plies a game, %.1f%% unfinished, first player %ld, "
            "second %ld, rms error %.3f, alpha %.5f\n",
            r.games_played, r.mean_plies, 100 * r.unfinished, r.first_player_wins,
            r.second_player_wins, r.rms_error, r.alpha);
        std::fflush(stdout);
    });
    if (!pushover::write_network(o.out, pushover::Network::from(network))) {
        std::fprintf(stderr, "error: %s: cannot be written\n", o.out.c_str());
        return 1;
    }
    const pushover::Board empty{pushover::TupleLayout::kSize, {}};
    std::printf("wrote %s; the empty board's value for the first player: %.3f\n", o.out.c_str(),
                pushover::Network::from(network).value(empty, 0));
    return 0;
}
