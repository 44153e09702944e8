#include "core/config/window_memory.hpp"

#include <array>
#include <cstdint>
#include <string_view>

#include "core/config/config_error.hpp"
#include "core/config/toml_document.hpp"
#include "core/config/value_check.hpp"
#include "core/i18n/translate.hpp"
#include "core/util/atomic_file.hpp"

namespace plateau::core {
namespace {

// A side of the window: an integer from 1 to 16384 (the largest plateau.toml's [window]
// allows; smaller than its least, a window that was on a small screen).
const ParamSpec kSideSpec = [] {
    ParamSpec spec;
    spec.type = PLATEAU_PARAM_INTEGER;
    spec.min_int = 1;
    spec.max_int = 16384;
    return spec;
}();

// The file's four keys, in the order it is written.
constexpr std::array<std::string_view, 4> kKeys = {"width", "height", "configured_width",
                                                   "configured_height"};

}  // namespace

std::filesystem::path window_memory_file(const std::filesystem::path& data_dir) {
    return data_dir / "window.toml";
}

RememberedWindow read_window_memory(const std::filesystem::path& data_dir, WindowSize configured) {
    const std::filesystem::path file = window_memory_file(data_dir);
    std::error_code error;
    if (!std::filesystem::exists(file, error)) return {};
    RememberedWindow result;
    try {
        const TomlDocument document = read_toml_document(file);
        std::array<int, kKeys.size()> values{};
        for (std::size_t k = 0; k < kKeys.size(); ++k) {
            const toml::node* node = document.table.get(kKeys[k]);
            if (node == nullptr) {
                // TRANSLATORS: {0} is the file, {1} a key of it ("width").
                result.problem = format(tr("{0}: {1} is missing"), document.name, kKeys[k]);
                return result;
            }
            const ValueCheck check = check_toml_value(kSideSpec, *node, kKeys[k]);
            if (!check.value) {
                result.problem = source_location(document.name,
                                                 check.problem_at.value_or(node->source().begin)) +
                                 ": " + check.problem;
                return result;
            }
            const auto value = node->value<std::int64_t>();
            values[k] = static_cast<int>(*value);
        }
        if (WindowSize{values[2], values[3]} == configured)
            result.size = WindowSize{values[0], values[1]};
    } catch (const ConfigError& e) {
        result.problem = e.what();
    }
    return result;
}

void write_window_memory(const std::filesystem::path& data_dir, WindowSize size,
                         WindowSize configured) {
    const std::string text =
        "# Plateau's window when it last closed, written by Plateau: the next start opens it at\n"
        "# this size while plateau.toml's [window] still asks for the configured one.\n"
        "width = " +
        std::to_string(size.width) + "\nheight = " + std::to_string(size.height) +
        "\nconfigured_width = " + std::to_string(configured.width) +
        "\nconfigured_height = " + std::to_string(configured.height) + "\n";
    atomic_write_file(window_memory_file(data_dir), text);
}

}  // namespace plateau::core
