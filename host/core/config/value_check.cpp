#include "core/config/value_check.hpp"

#include <cmath>
#include <plateau/colour.hpp>
#include <sstream>

#include "core/config/toml_document.hpp"
#include "core/config/toml_text.hpp"
#include "core/config/unknown_name.hpp"
#include "core/i18n/translate.hpp"

namespace plateau::core {

std::string show_toml_node(const toml::node& node) {
    if (const auto* text = node.as_string()) return toml_string(text->get());
    if (const auto* integer = node.as_integer()) return std::to_string(integer->get());
    if (const auto* number = node.as_floating_point()) return toml_number(number->get());
    if (const auto* boolean = node.as_boolean()) return boolean->get() ? "true" : "false";
    if (const auto* array = node.as_array()) {
        std::string out = "[";
        for (const auto& item : *array) {
            if (out.size() > 1) out += ", ";
            out += show_toml_node(item);
        }
        return out + "]";
    }
    if (const auto* table = node.as_table()) {
        std::string out = "{";
        for (const auto& [key, value] : *table) {
            out += (out.size() > 1 ? ", " : " ") + std::string(key.str()) + " = " +
                   show_toml_node(value);
        }
        return out + (out.size() > 1 ? " }" : "}");
    }
    std::ostringstream out;  // dates and times
    node.visit([&out](const auto& value) { out << value; });
    return out.str();
}

namespace {

bool is_bounded(const ParamSpec& spec) {
    if (spec.type == PLATEAU_PARAM_NUMBER) return spec.min_number != 0 || spec.max_number != 0;
    return spec.min_int != 0 || spec.max_int != 0;
}

bool is_list(plateau_param_type type) {
    return type == PLATEAU_PARAM_TEXT_LIST || type == PLATEAU_PARAM_COLOUR_LIST;
}

// "a list of at most 3 texts": each phrase whole, for each kind of item (a translation's
// words agree with the item's noun), its plural by the largest count.
std::string text_list_phrase(const ParamSpec& spec) {
    const auto max = static_cast<unsigned long>(spec.max_int);
    if (spec.max_int <= 0) return tr("a list of texts");
    if (spec.min_int == spec.max_int)
        return format(trn("a list of exactly {} text", "a list of exactly {} texts", max), max);
    if (spec.min_int <= 0)
        return format(trn("a list of at most {} text", "a list of at most {} texts", max), max);
    return format(trn("a list of {0} to {1} text", "a list of {0} to {1} texts", max), spec.min_int,
                  max);
}

std::string colour_list_phrase(const ParamSpec& spec) {
    const auto max = static_cast<unsigned long>(spec.max_int);
    if (spec.max_int <= 0) return tr("a list of colours (names or #rrggbb)");
    if (spec.min_int == spec.max_int) {
        return format(trn("a list of exactly {} colour (names or #rrggbb)",
                          "a list of exactly {} colours (names or #rrggbb)", max),
                      max);
    }
    if (spec.min_int <= 0) {
        return format(trn("a list of at most {} colour (names or #rrggbb)",
                          "a list of at most {} colours (names or #rrggbb)", max),
                      max);
    }
    return format(trn("a list of {0} to {1} colour (names or #rrggbb)",
                      "a list of {0} to {1} colours (names or #rrggbb)", max),
                  spec.min_int, max);
}

ValueCheck accepted(ParamValue value) { return {std::move(value), {}, std::nullopt}; }

ValueCheck refused(std::string problem, std::optional<toml::source_position> at = std::nullopt) {
    return {std::nullopt, std::move(problem), at};
}

std::string expected_problem(const std::string& shown, const ParamSpec& spec) {
    // TRANSLATORS: {0} is a key and its value as written ("rows = 0"), {1} what the key
    // takes ("an integer from 1 to 100").
    return format(tr("{0}: {1} is expected"), shown, describe_allowed(spec));
}

ValueCheck expected(const std::string& shown, const ParamSpec& spec) {
    return refused(expected_problem(shown, spec));
}

ValueCheck out_of_range(const std::string& shown, const ParamSpec& spec) {
    return refused(
        format(tr("{0} is out of range: {1} is allowed"), shown, describe_allowed(spec)));
}

// "#rrggbb" for a colour name or #rrggbb. The SDK's parse_colour also reads #rrggbbaa, but
// settings hold opaque colours (abi.h gives them to plugins as #rrggbb), so an alpha is
// refused rather than silently dropped.
std::optional<std::string> normalised_colour(std::string_view text) {
    if (text.starts_with('#') && text.size() != 7) return std::nullopt;
    if (auto colour = plateau::parse_colour(text)) return plateau::to_hex(*colour);
    return std::nullopt;
}

// `problem` ("... a colour name or #rrggbb is expected") with a hint for a text that is not
// a colour: the name it is close to, else the names.
std::string with_colour_hint(const std::string& problem, std::string_view text) {
    std::vector<std::string> names;
    for (std::string_view name : plateau::colour_names()) names.emplace_back(name);
    if (text.starts_with('#')) return problem;
    if (auto match = closest_match(text, names))
        return format(tr("{0}; did you mean \"{1}\"?"), problem, *match);
    return format(tr("{0}; the names are {1}"), problem, join_names(names));
}

ValueCheck check_integer(const ParamSpec& spec, const toml::node& node, const std::string& shown) {
    const auto* integer = node.as_integer();
    if (integer == nullptr) return expected(shown, spec);
    const std::int64_t value = integer->get();
    if (is_bounded(spec) && (value < spec.min_int || value > spec.max_int)) {
        return out_of_range(shown, spec);
    }
    return accepted(value);
}

ValueCheck check_number(const ParamSpec& spec, const toml::node& node, const std::string& shown) {
    double value = 0;
    if (const auto* integer = node.as_integer()) {
        value = static_cast<double>(integer->get());
    } else if (const auto* number = node.as_floating_point()) {
        value = number->get();
    } else {
        return expected(shown, spec);
    }
    if (!std::isfinite(value)) return expected(shown, spec);
    if (is_bounded(spec) && (value < spec.min_number || value > spec.max_number)) {
        return out_of_range(shown, spec);
    }
    return accepted(value);
}

ValueCheck check_text(const ParamSpec& spec, const toml::node& node, const std::string& shown) {
    const auto* text = node.as_string();
    if (text == nullptr) return expected(shown, spec);
    const std::string& value = text->get();
    if (spec.max_int > 0 && value.size() > static_cast<std::uint64_t>(spec.max_int)) {
        const auto bytes = static_cast<unsigned long>(value.size());
        return refused(format(trn("{0} is too long ({1} byte): {2} is allowed",
                                  "{0} is too long ({1} bytes): {2} is allowed", bytes),
                              shown, bytes, describe_allowed(spec)));
    }
    return accepted(value);
}

ValueCheck check_choice(const ParamSpec& spec, const toml::node& node, const std::string& shown) {
    if (const auto* text = node.as_string()) {
        for (const auto& choice : spec.choices) {
            if (choice == text->get()) return accepted(choice);
        }
    }
    return refused(format(tr("{0}: allowed: {1}"), shown, join_names(spec.choices)));
}

ValueCheck check_colour(const ParamSpec& spec, const toml::node& node, const std::string& shown) {
    const auto* text = node.as_string();
    if (text == nullptr) return expected(shown, spec);
    if (auto colour = normalised_colour(text->get())) return accepted(std::move(*colour));
    return refused(with_colour_hint(expected_problem(shown, spec), text->get()));
}

ValueCheck check_list(const ParamSpec& spec, const toml::node& node, const std::string& shown) {
    const auto* array = node.as_array();
    if (array == nullptr) return expected(shown, spec);
    std::vector<std::string> items;
    for (const auto& item : *array) {
        const auto* text = item.as_string();
        if (text == nullptr) return refused(expected_problem(shown, spec), item.source().begin);
        if (spec.type == PLATEAU_PARAM_COLOUR_LIST) {
            auto colour = normalised_colour(text->get());
            if (!colour) {
                // TRANSLATORS: {0} is a key and its value ("colours = [...]"), {1} the item
                // that is not a colour, {2} what the key takes.
                const std::string problem =
                    format(tr("{0}: {1} is not a colour: {2} is expected"), shown,
                           toml_string(text->get()), describe_allowed(spec));
                return refused(with_colour_hint(problem, text->get()), item.source().begin);
            }
            items.push_back(std::move(*colour));
        } else {
            items.push_back(text->get());
        }
    }
    const auto count = static_cast<std::int64_t>(items.size());
    if (spec.max_int > 0 && (count < spec.min_int || count > spec.max_int)) {
        const auto n = static_cast<unsigned long>(count);
        return refused(
            format(trn("{0} has {1} item: {2} is allowed", "{0} has {1} items: {2} is allowed", n),
                   shown, n, describe_allowed(spec)));
    }
    return accepted(std::move(items));
}

std::string_view trimmed(std::string_view text) {
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string_view::npos) return {};
    const auto last = text.find_last_not_of(" \t");
    return text.substr(first, last - first + 1);
}

toml::array comma_separated(std::string_view text) {
    toml::array items;
    if (trimmed(text).empty()) return items;
    while (true) {
        const auto comma = text.find(',');
        items.push_back(std::string(trimmed(text.substr(0, comma))));
        if (comma == std::string_view::npos) return items;
        text.remove_prefix(comma + 1);
    }
}

}  // namespace

std::string describe_allowed(const ParamSpec& spec) {
    switch (spec.type) {
        case PLATEAU_PARAM_INTEGER:
            if (!is_bounded(spec)) return tr("an integer");
            return format(tr("an integer from {0} to {1}"), spec.min_int, spec.max_int);
        case PLATEAU_PARAM_NUMBER:
            if (!is_bounded(spec)) return tr("a number");
            return format(tr("a number from {0} to {1}"), toml_number(spec.min_number),
                          toml_number(spec.max_number));
        case PLATEAU_PARAM_BOOLEAN:
            // TRANSLATORS: true and false are TOML's words: keep them.
            return tr("true or false");
        case PLATEAU_PARAM_TEXT: {
            if (spec.max_int <= 0) return tr("a text");
            const auto max = static_cast<unsigned long>(spec.max_int);
            return format(trn("a text of at most {} byte", "a text of at most {} bytes", max), max);
        }
        case PLATEAU_PARAM_TEXT_LIST:
            return text_list_phrase(spec);
        case PLATEAU_PARAM_CHOICE:
            return format(tr("one of {}"), join_names(spec.choices));
        case PLATEAU_PARAM_COLOUR:
            return tr("a colour name or #rrggbb");
        case PLATEAU_PARAM_COLOUR_LIST:
            return colour_list_phrase(spec);
    }
    return tr("nothing");  // not a type of abi.h: schema_from_abi refuses it
}

ValueCheck check_toml_value(const ParamSpec& spec, const toml::node& node,
                            std::string_view shown_key) {
    const std::string shown = std::string(shown_key) + " = " + show_toml_node(node);
    switch (spec.type) {
        case PLATEAU_PARAM_INTEGER:
            return check_integer(spec, node, shown);
        case PLATEAU_PARAM_NUMBER:
            return check_number(spec, node, shown);
        case PLATEAU_PARAM_BOOLEAN:
            if (const auto* boolean = node.as_boolean()) return accepted(boolean->get());
            return expected(shown, spec);
        case PLATEAU_PARAM_TEXT:
            return check_text(spec, node, shown);
        case PLATEAU_PARAM_CHOICE:
            return check_choice(spec, node, shown);
        case PLATEAU_PARAM_COLOUR:
            return check_colour(spec, node, shown);
        case PLATEAU_PARAM_TEXT_LIST:
        case PLATEAU_PARAM_COLOUR_LIST:
            return check_list(spec, node, shown);
    }
    return expected(shown, spec);
}

ValueCheck check_text_value(const ParamSpec& spec, std::string_view text,
                            std::string_view shown_key) {
    const auto without_position = [](ValueCheck check) {
        check.problem_at.reset();  // a position in the text of a --set item means nothing
        return check;
    };
    if (spec.type == PLATEAU_PARAM_TEXT || spec.type == PLATEAU_PARAM_CHOICE ||
        spec.type == PLATEAU_PARAM_COLOUR) {
        return check_toml_value(spec, toml::value<std::string>(std::string(text)), shown_key);
    }
    if (is_list(spec.type) && !trimmed(text).starts_with('[')) {
        return without_position(check_toml_value(spec, comma_separated(text), shown_key));
    }
    const auto document = parse_toml_value_text(text);
    if (!document) {
        return refused(expected_problem(std::string(shown_key) + " = " + std::string(text), spec));
    }
    return without_position(check_toml_value(spec, *document->get("value"), shown_key));
}

}  // namespace plateau::core
