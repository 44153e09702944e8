// A plugin whose entry lets a C++ exception escape, which the contract forbids: the host
// must refuse it, not terminate.
#include <plateau/abi.h>

#include <stdexcept>

extern "C" __attribute__((visibility("default"))) const plateau_plugin* plateau_entry(
    const plateau_host* /*host*/) {
    throw std::runtime_error("cannot start");
}
