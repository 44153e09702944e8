#include "program_folder.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <fstream>

#include "text_files.hpp"

namespace plateau::test {

namespace {

std::string quoted(const std::filesystem::path& path) { return "'" + path.string() + "'"; }

}  // namespace

ProgramFolder::ProgramFolder(std::string plateau, std::string config)
    : plateau_(std::move(plateau)), config_(std::move(config)) {
    static std::atomic<int> made{0};
    dir_ = std::filesystem::temp_directory_path() /
           ("plateau-test-" + std::to_string(::getpid()) + "-" + std::to_string(made++));
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_ / "data");
}

ProgramFolder::~ProgramFolder() {
    std::error_code ignored;
    std::filesystem::remove_all(dir_, ignored);
}

std::filesystem::path ProgramFolder::write(const std::string& name, const std::string& text) const {
    const std::filesystem::path file = dir_ / name;
    std::ofstream(file, std::ios::binary) << text;
    return file;
}

std::vector<std::string> ProgramFolder::Run::out_lines() const { return lines_of(out); }
std::vector<std::string> ProgramFolder::Run::err_lines() const { return lines_of(err); }

ProgramFolder::Run ProgramFolder::run(const std::string& args, const std::string& input) const {
    const std::filesystem::path in = write(".input", input);
    const std::string command =
        "cd " + quoted(dir_) + " && XDG_CONFIG_HOME=" + quoted(dir_ / "xdg-config") +
        " XDG_DATA_HOME=" + quoted(dir_ / "xdg-data") + " '" + plateau_ + "' --config '" + config_ +
        "' --data-dir " + quoted(dir_ / "data") + " " + args + " < " + quoted(in) + " > " +
        quoted(dir_ / ".out") + " 2> " + quoted(dir_ / ".err");
    const int raw = std::system(command.c_str());
    Run r;
    r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
    r.out = read_file(dir_ / ".out");
    r.err = read_file(dir_ / ".err");
    return r;
}

ProgramFolder::Run ProgramFolder::play_text(const std::string& game, const std::string& args,
                                            const std::string& input) const {
    return run("play " + game + " --text " + args, input);
}

}  // namespace plateau::test
