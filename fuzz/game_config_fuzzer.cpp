// Each game's configuration file (games/<id>.toml) checked against the real plugin's
// schema, on any bytes. The input's first line names the game (see fuzz_support.hpp); the
// rest is the file.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/config/check_config.hpp"
#include "fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace plateau;
    const fuzz::SplitInput input =
        fuzz::read_header({reinterpret_cast<const char*>(data), size}, fuzz::all_games());
    const fuzz::LoadedGame& game = *input.header.game;
    const auto file = fuzz::scratch_dir() / "games" / (game.id() + ".toml");
    fuzz::write_file(file, input.rest);
    const auto lookup = [&](std::string_view id) -> const core::ParamSchema* {
        return id == game.id() ? &game.schema : nullptr;
    };
    for (const std::string& problem : core::check_config_file(file, lookup)) {
        if (!problem.starts_with(file.string()))
            fuzz::fuzz_fail("a problem without the file: " + problem);
    }
    return 0;
}
