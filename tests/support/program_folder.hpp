// The real `plateau` program, run by the shell in a folder of its own for one test: the
// program's data folder and its XDG config and data folders all lie inside it, so neither
// a user's files (a games/GAME.toml of theirs) nor another test's scores and saves reach
// the run. The folder goes with the object.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "temp_folder.hpp"

namespace plateau::test {

class ProgramFolder : public TempFolder {
  public:
    // `plateau`: the built program; `config`: the host config file it is given (--config).
    ProgramFolder(std::string plateau, std::string config);

    struct Run {
        int status = -1;  // the exit status; -1 when the program did not exit normally
        std::string out;
        std::string err;
        // Standard output's and standard error's lines, without their line breaks.
        [[nodiscard]] std::vector<std::string> out_lines() const;
        [[nodiscard]] std::vector<std::string> err_lines() const;
    };
    // Runs `plateau --config CONFIG --data-dir FOLDER/data ARGS` from the folder with
    // `input` on standard input (the program makes FOLDER/data when it writes there). ARGS go to
    // the shell as written: quote what needs it.
    [[nodiscard]] Run run(const std::string& args, const std::string& input) const;
    // Runs `play GAME --text ARGS`, the text mode.
    [[nodiscard]] Run play_text(const std::string& game, const std::string& args,
                                const std::string& input) const;

  private:
    std::string plateau_;
    std::string config_;
};

}  // namespace plateau::test
