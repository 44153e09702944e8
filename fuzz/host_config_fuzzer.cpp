// The host's configuration check (plateau.toml) on any bytes: `plateau check-config FILE`
// gives every problem as `FILE:LINE:COLUMN: ...` or none, and never crashes.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/config/check_config.hpp"
#include "fuzz_support.hpp"

namespace {

const plateau::core::ParamSchema* schema_of(std::string_view id) {
    const plateau::fuzz::LoadedGame* game = plateau::fuzz::find_game(id);
    return game != nullptr ? &game->schema : nullptr;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace plateau;
    static const auto file = fuzz::scratch_dir() / "plateau.toml";
    fuzz::write_file(file, {reinterpret_cast<const char*>(data), size});
    for (const std::string& problem : core::check_config_file(file, schema_of)) {
        // Every problem names the file it is about.
        if (!problem.starts_with(file.string()))
            fuzz::fuzz_fail("a problem without the file: " + problem);
    }
    return 0;
}
