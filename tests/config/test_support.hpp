// What the configuration tests share: a SameGame-like schema, temporary folders, and
// environment variables set for the length of a test.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/config/config_error.hpp"
#include "core/config/param_schema.hpp"
#include "core/config/settings.hpp"
#include "temp_folder.hpp"
#include "text_files.hpp"

namespace plateau::core::testing {

// rows 1..100 (10), cols 1..100 (15), colours 2..8 (red, green, blue), scoring n-1/n-2
// (n-2), ratio 0.0..0.5 (0.2), hints (true), player text of at most 127 bytes
// ("Player 1"), names (a list of texts, no bounds), background colour (white).
// Built-in presets: small (5 x 5), large (20 x 30, scoring n-1).
const ParamSchema& test_schema();

// A new empty folder, removed with everything in it at the end of the test.
using TempDir = plateau::test::TempFolder;

// Sets (or, given std::nullopt, unsets) an environment variable until the end of scope.
class ScopedEnv {
  public:
    ScopedEnv(std::string name, const std::optional<std::string>& value);
    ScopedEnv(const ScopedEnv&) = delete;
    ScopedEnv& operator=(const ScopedEnv&) = delete;
    ~ScopedEnv();

  private:
    std::string name_;
    std::optional<std::string> old_;
};

using plateau::test::read_file;

// The value of `key` in `settings` as a T.
template <typename T>
T value_of(const Settings& settings, const std::string& key) {
    const Setting* setting = settings.find(key);
    if (setting == nullptr) {
        ADD_FAILURE() << "no setting " << key;
        return T{};
    }
    return std::get<T>(setting->value);
}

using Texts = std::vector<std::string>;

// Every setting the same key, type and value, in the same order (Settings has no ==).
::testing::AssertionResult same_settings(const Settings& a, const Settings& b);

// The message of the ConfigError `f` throws; fails the test when it throws nothing.
template <typename F>
std::string config_error_of(F&& f) {
    try {
        f();
    } catch (const ConfigError& error) {
        return error.what();
    }
    ADD_FAILURE() << "no ConfigError was thrown";
    return {};
}

}  // namespace plateau::core::testing
