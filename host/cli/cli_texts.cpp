#include "cli/cli_texts.hpp"

#include <CLI/CLI.hpp>
#include <string_view>

#include "core/i18n/translate.hpp"

namespace plateau::cli {

namespace {

// CLI11's English words, as it writes them (CLI/App.hpp, CLI/Option.hpp, CLI/Error.hpp).
constexpr std::string_view kHelpFlag = "Print this help message and exit";
constexpr std::string_view kVersionFlag = "Display program version information and exit";
constexpr std::string_view kOptionsGroup = "Options";
constexpr std::string_view kSubcommandsGroup = "Subcommands";

// The option groups, help flags and subcommand groups of `app` and its subcommands.
void translate_app(CLI::App& app) {
    for (CLI::Option* option : app.get_options()) {
        if (option->get_group() == kOptionsGroup) option->group(core::trc("--help", "Options"));
        if (option->get_description() == kHelpFlag) {
            option->description(core::tr("Print this help message and exit"));
        } else if (option->get_description() == kVersionFlag) {
            option->description(core::tr("Display program version information and exit"));
        }
    }
    for (CLI::App* sub : app.get_subcommands([](CLI::App*) { return true; })) {
        if (sub->get_group() == kSubcommandsGroup) sub->group(core::trc("--help", "Subcommands"));
        translate_app(*sub);
    }
}

bool take_prefix(std::string_view& text, std::string_view prefix) {
    if (!text.starts_with(prefix)) return false;
    text.remove_prefix(prefix.size());
    return true;
}

bool take_suffix(std::string_view& text, std::string_view suffix) {
    if (!text.ends_with(suffix)) return false;
    text.remove_suffix(suffix.size());
    return true;
}

}  // namespace

void translate_cli_labels(CLI::App& app) {
    const auto formatter = app.get_formatter();
    // TRANSLATORS: --help's labels (CLI11's): "Usage: plateau [OPTIONS] [SUBCOMMAND]".
    // CLI11 writes a colon right after Usage, Positionals, Options, Subcommands, Needs and
    // Excludes: end them with a no-break space where a space goes before a colon.
    formatter->label("Usage", core::trc("--help", "Usage"));
    formatter->label("OPTIONS", core::trc("--help", "OPTIONS"));
    formatter->label("SUBCOMMAND", core::trc("--help", "SUBCOMMAND"));
    formatter->label("SUBCOMMANDS", core::trc("--help", "SUBCOMMANDS"));
    formatter->label("Positionals", core::trc("--help", "Positionals"));
    formatter->label("REQUIRED", core::trc("--help", "REQUIRED"));
    formatter->label("Env", core::trc("--help", "Env"));
    formatter->label("Needs", core::trc("--help", "Needs"));
    formatter->label("Excludes", core::trc("--help", "Excludes"));
    // TRANSLATORS: --help's kinds of value: "--seed TEXT", "--config TEXT:FILE".
    formatter->label("TEXT", core::trc("--help", "TEXT"));
    formatter->label("INT", core::trc("--help", "INT"));
    formatter->label("UINT", core::trc("--help", "UINT"));
    formatter->label("FLOAT", core::trc("--help", "FLOAT"));
    formatter->label("FILE", core::trc("--help", "FILE"));
    formatter->label("TEXT:FILE", core::format("{}:{}", core::trc("--help", "TEXT"),
                                               core::trc("--help", "FILE")));
    translate_app(app);
}

std::string translate_parse_error(const std::string& message) {
    using core::format;
    using core::tr;
    std::string_view text = message;
    if (take_prefix(text, "The following argument was not expected: ")) {
        return format(tr("The following argument was not expected: {}"), text);
    }
    if (take_prefix(text, "The following arguments were not expected: ")) {
        return format(tr("The following arguments were not expected: {}"), text);
    }
    if (text == "A subcommand is required") return tr("A subcommand is required");
    if (take_suffix(text, " is required")) {
        // TRANSLATORS: {} is an option's or argument's name: "game is required".
        return format(tr("{} is required"), text);
    }
    // "--config: File does not exist: PATH": the option's name, then what CLI11 says. The
    // English texts stay CLI11's.
    if (const auto colon = text.find(": "); colon != std::string_view::npos) {
        const std::string_view name = text.substr(0, colon);
        std::string_view rest = text.substr(colon + 2);
        if (take_prefix(rest, "File does not exist: ")) {
            return format(tr("{0}: File does not exist: {1}"), name, rest);
        }
        if (take_prefix(rest, "File is actually a directory: ")) {
            return format(tr("{0}: File is actually a directory: {1}"), name, rest);
        }
        // "--seed: 1 required TEXT missing": an option given without its value.
        if (take_prefix(rest, "1 required ") && take_suffix(rest, " missing")) {
            // TRANSLATORS: "--seed: 1 required TEXT missing": an option given without its
            // value; {1} is the kind of value (TEXT, INT).
            return format(tr("{0}: 1 required {1} missing"), name,
                          core::trc("--help", std::string(rest).c_str()));
        }
        if (rest == "too many inputs for a flag") {
            return format(tr("{}: too many inputs for a flag"), name);
        }
    }
    return message;
}

}  // namespace plateau::cli
