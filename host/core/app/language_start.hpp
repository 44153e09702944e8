// The language Plateau speaks, chosen once at start, before the command line is read (so
// that --help speaks it too): `language` in the host's file (the one --config names, else
// the default one) when it says, else the environment's (core/i18n/language.hpp). A file
// that cannot be read leaves the choice to the environment: the command that reads it
// later says what is wrong with it.
#pragma once

#include <filesystem>

namespace plateau::core {

// `config_file`: the file --config names; empty for the default one.
void start_language(const std::filesystem::path& config_file);

}  // namespace plateau::core
