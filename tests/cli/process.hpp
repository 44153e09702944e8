// Runs a program as a child process with its standard input, output and error on pipes.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cli_test {

struct Result {
    int status = -1;  // the exit status; -1 when the child did not exit normally
    std::string out;
    std::string err;
};

// Runs `program` with `args`, writing `input` to its standard input and then closing it.
// `env` changes the environment: a value sets a variable, std::nullopt removes it.
// Fails (throws std::runtime_error) only when the child cannot be started.
Result run_process(const std::string& program, const std::vector<std::string>& args,
                   const std::string& input,
                   const std::map<std::string, std::optional<std::string>>& env);

// A child process driven line by line, as a program drives the text mode through pipes:
// write a line, wait for its reply, write the next.
class Interactive {
  public:
    Interactive(const std::string& program, const std::vector<std::string>& args,
                const std::map<std::string, std::optional<std::string>>& env);
    ~Interactive();
    Interactive(const Interactive&) = delete;
    Interactive& operator=(const Interactive&) = delete;

    void write(const std::string& text);
    // Reads standard output until a whole line starting with `prefix` has arrived; returns
    // what was read since the last call, or std::nullopt when `timeout_ms` passed first
    // (the reply was not flushed) or the output ended.
    std::optional<std::string> read_until_line(const std::string& prefix, int timeout_ms);
    // Closes standard input, reads everything left and waits for the exit.
    Result finish();
    // Sends `signal` to the child (SIGKILL: it stops at once, wherever it is).
    void kill(int signal);

  private:
    void read_some(int timeout_ms);

    int pid_ = -1;
    int in_ = -1, out_ = -1, err_ = -1;
    std::string out_buffer_, err_text_;
};

}  // namespace cli_test
