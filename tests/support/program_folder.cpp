#include "program_folder.hpp"

#include <sys/wait.h>

#include <cstdlib>

#include "text_files.hpp"

namespace plateau::test {

namespace {

std::string quoted(const std::filesystem::path& path) { return "'" + path.string() + "'"; }

}  // namespace

ProgramFolder::ProgramFolder(std::string plateau, std::string config)
    : TempFolder("plateau-program"), plateau_(std::move(plateau)), config_(std::move(config)) {}

std::vector<std::string> ProgramFolder::Run::out_lines() const { return lines_of(out); }
std::vector<std::string> ProgramFolder::Run::err_lines() const { return lines_of(err); }

ProgramFolder::Run ProgramFolder::run(const std::string& args, const std::string& input) const {
    const std::filesystem::path in = write(".input", input);
    const std::string command =
        "cd " + quoted(path()) + " && XDG_CONFIG_HOME=" + quoted(path() / "xdg-config") +
        " XDG_DATA_HOME=" + quoted(path() / "xdg-data") + " '" + plateau_ + "' --config '" +
        config_ + "' --data-dir " + quoted(path() / "data") + " " + args + " < " + quoted(in) +
        " > " + quoted(path() / ".out") + " 2> " + quoted(path() / ".err");
    const int raw = std::system(command.c_str());
    Run r;
    r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
    r.out = read_file(path() / ".out");
    r.err = read_file(path() / ".err");
    return r;
}

ProgramFolder::Run ProgramFolder::play_text(const std::string& game, const std::string& args,
                                            const std::string& input) const {
    return run("play " + game + " --text " + args, input);
}

}  // namespace plateau::test
