// The network compiled into the game (data/network_5x5.bin, turned into a source file by
// embed_bytes.cmake at build time), read and checked once on first use.
#include <optional>

#include "pushover/search/ntuple.hpp"

namespace pushover {

extern const unsigned char kNetwork5x5[];
extern const std::size_t kNetwork5x5_size;

const Network* builtin_network(int n) {
    if (n != TupleLayout::kSize) return nullptr;
    static const std::optional<Network> network =
        parse_network({kNetwork5x5, kNetwork5x5_size}).network;
    return network ? &*network : nullptr;
}

}  // namespace pushover
