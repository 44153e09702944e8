// CLI11's own words in the player's language: the labels of --help ("Usage", "OPTIONS",
// "TEXT"...) and the messages of the parse errors a user can meet. CLI11 writes them in
// English; these are applied to the App before its options and subcommands are added (a
// subcommand copies its parent's help flag, formatter and option defaults).
#pragma once

#include <string>

namespace CLI {
class App;
}

namespace plateau::cli {

// Translated labels and help-flag descriptions for `app`, and "Options" as the group of the
// options added after this.
void translate_cli_labels(CLI::App& app);

// A parse error's message (CLI::Error::what()) in the player's language when it is one CLI11
// writes for this program's command line, else `message` as it is.
[[nodiscard]] std::string translate_parse_error(const std::string& message);

}  // namespace plateau::cli
