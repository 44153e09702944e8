// The subcommands of `plateau`. Each returns the process's exit status.
#pragma once

#include <iosfwd>
#include <istream>

#include "cli/cli_options.hpp"

namespace plateau::cli {

// `plateau list`: one line per plugin file found.
//   ID<TAB>VERSION<TAB>PATH         a loaded plugin
//   refused<TAB>PATH<TAB>REASON     a refused one
int run_list(const GlobalOptions& options, std::ostream& out, std::ostream& err);

// `plateau check-config [FILE...]`: checks the files (none: the host's file and every game
// file beside it and in the user's folder); prints each problem, exits 1 if any.
int run_check_config(const GlobalOptions& options, const std::vector<std::filesystem::path>& files,
                     std::ostream& out, std::ostream& err);

// `plateau check-plugin FILE...`: checks each plugin file in a child process of its own
// (check_plugin_command.cpp): `fail: PATH: CHECK: DETAIL` per finding, `ok: PATH: ID VERSION:
// DETAILS` per plugin that passes; 0 when all pass, 1 when one fails, 2 for a usage error.
int run_check_plugin(const std::vector<std::filesystem::path>& files, std::ostream& out,
                     std::ostream& err);

// `plateau play GAME --text ...`: the text mode. A refused start prints `error: REASON` on
// `err`, nothing on `out`, and returns 2.
int run_play_text(const GlobalOptions& options, const PlayOptions& play, std::istream& in,
                  std::ostream& out, std::ostream& err);

}  // namespace plateau::cli
