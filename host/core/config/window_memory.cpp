#include "core/config/window_memory.hpp"

#include <array>
#include <cstdint>
#include <string_view>
#include <variant>

#include "core/config/config_error.hpp"
#include "core/config/toml_document.hpp"
#include "core/config/value_check.hpp"
#include "core/i18n/translate.hpp"
#include "core/util/atomic_file.hpp"

namespace plateau::core {
namespace {

// A side of the window: an integer from 1 (a window that was on a small screen) to the
// largest [window] allows.
const ParamSpec kSideSpec = host_value_spec(PLATEAU_PARAM_INTEGER, 1, kLargestWindowSide);
const ParamSpec kMaximisedSpec = host_value_spec(PLATEAU_PARAM_BOOLEAN);
constexpr std::string_view kMaximised = "maximised";

// The file's four sizes, in the order it is written (maximised after them).
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
    result.present = true;
    try {
        const TomlDocument document = read_toml_document(file);
        // The value of `key` as `spec` allows it; else none, and the problem where it is.
        const auto checked = [&](const ParamSpec& spec, std::string_view key,
                                 const toml::node& node) {
            ValueCheck check = check_toml_value(spec, node, key);
            if (!check.value) {
                result.problem =
                    source_location(document.name, check.problem_at.value_or(node.source().begin)) +
                    ": " + check.problem;
            }
            return check.value;
        };
        std::array<int, kKeys.size()> values{};
        for (std::size_t k = 0; k < kKeys.size(); ++k) {
            const toml::node* node = document.table.get(kKeys[k]);
            if (node == nullptr) {
                result.problem = format(
                    // TRANSLATORS: {0} is the file, {1} a key of it ("width"), {2} what it
                    // may be ("an integer from 1 to 16384").
                    tr("{0}: {1} is missing: {2} is expected"), document.name, kKeys[k],
                    describe_allowed(kSideSpec));
                return result;
            }
            const auto value = checked(kSideSpec, kKeys[k], *node);
            if (!value) return result;
            values[k] = static_cast<int>(std::get<std::int64_t>(*value));
        }
        bool maximised = false;  // absent: not maximised
        if (const toml::node* node = document.table.get(kMaximised)) {
            const auto value = checked(kMaximisedSpec, kMaximised, *node);
            if (!value) return result;
            maximised = std::get<bool>(*value);
        }
        if (WindowSize{values[2], values[3]} == configured) {
            result.size = WindowSize{values[0], values[1]};
            result.maximised = maximised;
        }
    } catch (const ConfigError& e) {
        result.problem = e.what();
    }
    return result;
}

void write_window_memory(const std::filesystem::path& data_dir, WindowSize size, bool maximised,
                         WindowSize configured) {
    const std::array<int, kKeys.size()> values = {size.width, size.height, configured.width,
                                                  configured.height};
    std::string text =
        "# Plateau's window when it last closed, written by Plateau: the next start opens it at\n"
        "# this size while plateau.toml's [window] still asks for the configured one.\n";
    for (std::size_t k = 0; k < kKeys.size(); ++k)
        text += std::string(kKeys[k]) + " = " + std::to_string(values[k]) + "\n";
    text += std::string(kMaximised) + (maximised ? " = true\n" : " = false\n");
    atomic_write_file(window_memory_file(data_dir), text);
}

}  // namespace plateau::core
