// What the command-line tests share: a sandbox (temporary folder, its own XDG folders so
// the user's files are never read or written), the program run inside it, and boards.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "process.hpp"
#include "temp_folder.hpp"
#include "text_files.hpp"

namespace cli_test {

using Lines = std::vector<std::string>;

const std::filesystem::path& source_config_file();  // <repo>/config/plateau.toml
std::filesystem::path build_plugin_dir();
std::filesystem::path test_plugin_dir();  // holds tally.so

// A folder of the test's own (path(), write()) with XDG folders in it, where plateau runs.
class Sandbox : public plateau::test::TempFolder {
  public:
    Sandbox();

    using Environment = std::map<std::string, std::optional<std::string>>;
    // Runs plateau with `args` and `input` on standard input, with XDG_DATA_HOME and
    // XDG_CONFIG_HOME inside the sandbox, PLATEAU_DATA_DIR and the display unset (no
    // window can open), LANG=C and no other locale variable (English, whoever runs the
    // tests), then `extra_env` applied.
    [[nodiscard]] Result plateau(const std::vector<std::string>& args,
                                 const std::string& input = "",
                                 const Environment& extra_env = {}) const;
};

using plateau::test::lines_of;
using plateau::test::read_file;
bool starts_with(std::string_view text, std::string_view prefix);

// Compares line by line; an expected "message: *" matches any message line.
void expect_lines(const std::string& actual, const Lines& expected);
// Appends a board's rows and then a status line.
void add_reply(Lines& lines, const Lines& rows, const std::string& status);

// Joins rows into a layout file's text, each row ended by a line break.
std::string layout(const Lines& rows);

}  // namespace cli_test
