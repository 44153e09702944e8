#include "test_support.hpp"

#include <stdlib.h>

#include <fstream>
#include <iterator>
#include <stdexcept>

#include "core/config/toml_text.hpp"

namespace plateau::core::testing {
namespace {

const char* const scoring_choices[] = {"n-1", "n-2"};

// key, label, help, type, default_toml, min_int, max_int, min_number, max_number, choices,
// choice_count
const plateau_param_def params[] = {
    {"rows", "Rows", "Board height", PLATEAU_PARAM_INTEGER, "10", 1, 100, 0, 0, nullptr, 0},
    {"cols", "Columns", "Board width", PLATEAU_PARAM_INTEGER, "15", 1, 100, 0, 0, nullptr, 0},
    {"colours", "Colours", "Tile colours", PLATEAU_PARAM_COLOUR_LIST, R"(["red", "green", "blue"])",
     2, 8, 0, 0, nullptr, 0},
    {"scoring", "Scoring", "Points for n tiles", PLATEAU_PARAM_CHOICE, R"("n-2")", 0, 0, 0, 0,
     scoring_choices, 2},
    {"ratio", "Ratio", "Share of blockers", PLATEAU_PARAM_NUMBER, "0.2", 0, 0, 0.0, 0.5, nullptr,
     0},
    {"hints", "Hints", "Offer hints", PLATEAU_PARAM_BOOLEAN, "true", 0, 0, 0, 0, nullptr, 0},
    {"player", "Player", "Your name", PLATEAU_PARAM_TEXT, R"("Player 1")", 0, 127, 0, 0, nullptr,
     0},
    {"names", "Names", "Computer players", PLATEAU_PARAM_TEXT_LIST, "[]", 0, 0, 0, 0, nullptr, 0},
    {"background", "Background", "Board colour", PLATEAU_PARAM_COLOUR, R"("white")", 0, 0, 0, 0,
     nullptr, 0},
};

const plateau_preset_def presets[] = {
    {"small", "Small", "rows = 5\ncols = 5\n"},
    {"large", "Large", "rows = 20\ncols = 30\nscoring = \"n-1\"\n"},
};

}  // namespace

const ParamSchema& test_schema() {
    static const ParamSchema schema =
        schema_from_abi(params, std::size(params), presets, std::size(presets));
    return schema;
}

ScopedEnv::ScopedEnv(std::string name, const std::optional<std::string>& value)
    : name_(std::move(name)) {
    if (const char* old = ::getenv(name_.c_str())) old_ = old;
    if (value) {
        ::setenv(name_.c_str(), value->c_str(), 1);
    } else {
        ::unsetenv(name_.c_str());
    }
}

ScopedEnv::~ScopedEnv() {
    if (old_) {
        ::setenv(name_.c_str(), old_->c_str(), 1);
    } else {
        ::unsetenv(name_.c_str());
    }
}

::testing::AssertionResult same_settings(const Settings& a, const Settings& b) {
    if (a.values.size() != b.values.size()) {
        return ::testing::AssertionFailure()
               << a.values.size() << " settings against " << b.values.size();
    }
    for (std::size_t i = 0; i < a.values.size(); ++i) {
        const Setting& x = a.values[i];
        const Setting& y = b.values[i];
        if (x.key != y.key || x.type != y.type || x.value != y.value) {
            return ::testing::AssertionFailure()
                   << "setting " << i << " differs: " << x.key << " = " << to_toml_value(x)
                   << " against " << y.key << " = " << to_toml_value(y);
        }
    }
    return ::testing::AssertionSuccess();
}

}  // namespace plateau::core::testing
