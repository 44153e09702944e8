#include "core/check/look_values.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

namespace plateau::core::check {
namespace {

// "#rrggbb" -> its complement, "#123456" -> "#edcba9"; another text as it is.
std::string complement(const std::string& colour) {
    unsigned value = 0;
    if (colour.size() != 7 || std::sscanf(colour.c_str() + 1, "%6x", &value) != 1) return colour;
    char out[8];
    std::snprintf(out, sizeof out, "#%06x", (~value) & 0xffffffu);
    return out;
}

}  // namespace

std::optional<ParamValue> another_value(const ParamSpec& spec, const ParamValue& value) {
    switch (spec.type) {
        case PLATEAU_PARAM_BOOLEAN:
            if (const auto* b = std::get_if<bool>(&value)) return ParamValue(!*b);
            break;
        case PLATEAU_PARAM_CHOICE:
            if (const auto* text = std::get_if<std::string>(&value)) {
                if (spec.choices.size() < 2) return std::nullopt;
                const auto it = std::find(spec.choices.begin(), spec.choices.end(), *text);
                const auto next = it == spec.choices.end() || it + 1 == spec.choices.end()
                                      ? spec.choices.begin()
                                      : it + 1;
                if (*next != *text) return ParamValue(*next);
            }
            break;
        case PLATEAU_PARAM_COLOUR:
            if (const auto* text = std::get_if<std::string>(&value)) {
                return ParamValue(complement(*text));
            }
            break;
        case PLATEAU_PARAM_COLOUR_LIST:
        case PLATEAU_PARAM_TEXT_LIST:
            if (const auto* list = std::get_if<std::vector<std::string>>(&value)) {
                std::vector<std::string> other(list->rbegin(), list->rend());
                if (spec.type == PLATEAU_PARAM_COLOUR_LIST) {
                    for (auto& item : other) item = complement(item);
                }
                if (other != *list) return ParamValue(std::move(other));
            }
            break;
        case PLATEAU_PARAM_TEXT:
            if (const auto* text = std::get_if<std::string>(&value)) {
                std::string other(text->rbegin(), text->rend());
                if (other != *text) return ParamValue(std::move(other));
            }
            break;
        case PLATEAU_PARAM_INTEGER:
            if (const auto* n = std::get_if<std::int64_t>(&value)) {
                const bool bounded = spec.min_int != 0 || spec.max_int != 0;
                if (!bounded || *n < spec.max_int) return ParamValue(*n + 1);
                if (*n > spec.min_int) return ParamValue(*n - 1);
            }
            break;
        case PLATEAU_PARAM_NUMBER:
            if (const auto* x = std::get_if<double>(&value)) {
                const bool bounded = spec.min_number != 0 || spec.max_number != 0;
                if (!bounded) return ParamValue(*x + 1);
                // Half way to the farther bound.
                const double to = spec.max_number - *x >= *x - spec.min_number ? spec.max_number
                                                                               : spec.min_number;
                if (to != *x) return ParamValue((*x + to) / 2);
            }
            break;
        default:
            break;
    }
    return std::nullopt;
}

}  // namespace plateau::core::check
