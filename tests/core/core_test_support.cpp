#include "core_test_support.hpp"

#include <unistd.h>

#include <atomic>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "core/config/settings_resolution.hpp"
#include "loaded_game.hpp"

namespace plateau::core::testing {

namespace {
constexpr char kLightsOut[] = PLATEAU_BUILD_PLUGIN_DIR "/lightsout.so";
}  // namespace

const Plugin& lightsout() { return plateau::test::loaded_plugin(kLightsOut); }

const plateau_plugin& lightsout_table() { return lightsout().table(); }

const ParamSchema& lightsout_schema() { return plateau::test::loaded_schema(kLightsOut); }

Settings lightsout_defaults() { return default_settings(lightsout_schema()); }

Settings lightsout_settings(const std::string& key, const ParamValue& value) {
    Settings settings = lightsout_defaults();
    bool found = false;
    for (Setting& s : settings.values) {
        if (s.key == key) {
            s.value = value;
            found = true;
        }
    }
    if (!found) throw std::logic_error("lightsout has no parameter " + key);
    return settings;
}

std::string board(const Rows& rows) {
    std::string text;
    for (const auto& row : rows) text += (text.empty() ? "" : "\n") + row;
    return text;
}

std::string layout(const Rows& rows) {
    std::string text;
    for (const auto& row : rows) text += row + "\n";
    return text;
}

std::shared_ptr<const GameInstance> game_from_layout(const Rows& rows, std::uint64_t seed) {
    return std::make_shared<const GameInstance>(lightsout_table(), lightsout_defaults(), seed,
                                                layout(rows));
}

std::shared_ptr<const GameInstance> game_from_seed(std::uint64_t seed, const Settings& settings) {
    return std::make_shared<const GameInstance>(lightsout_table(), settings, seed, std::nullopt);
}

std::string text(const Session& s) { return s.game().text_form(s.state()); }

std::string read_text(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::stringstream buffer;
    buffer << in.rdbuf();
    return buffer.str();
}

}  // namespace plateau::core::testing
