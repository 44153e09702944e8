#include "process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <stdexcept>

extern char** environ;

namespace cli_test {
namespace {

struct Pipe {
    int read = -1;
    int write = -1;
    Pipe() {
        int fds[2];
        if (::pipe2(fds, O_CLOEXEC) != 0) throw std::runtime_error("pipe2 failed");
        read = fds[0];
        write = fds[1];
    }
};

void close_fd(int& fd) {
    if (fd >= 0) ::close(fd);
    fd = -1;
}

struct Child {
    pid_t pid = 0;
    int in = -1, out = -1, err = -1;  // our ends of its standard streams
};

Child spawn(const std::string& program, const std::vector<std::string>& args,
            const std::map<std::string, std::optional<std::string>>& env) {
    // A child that exits before reading all its input must not kill the test with SIGPIPE.
    std::signal(SIGPIPE, SIG_IGN);

    std::vector<std::string> env_strings;
    for (char** e = environ; *e != nullptr; ++e) {
        const std::string entry = *e;
        const std::string name = entry.substr(0, entry.find('='));
        if (env.count(name) == 0) env_strings.push_back(entry);
    }
    for (const auto& [name, value] : env) {
        if (value) env_strings.push_back(name + "=" + *value);
    }
    std::vector<char*> envp;
    for (auto& s : env_strings) envp.push_back(s.data());
    envp.push_back(nullptr);

    std::vector<std::string> argv_strings = {program};
    argv_strings.insert(argv_strings.end(), args.begin(), args.end());
    std::vector<char*> argv;
    for (auto& s : argv_strings) argv.push_back(s.data());
    argv.push_back(nullptr);

    Pipe in, out, err;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, in.read, 0);
    posix_spawn_file_actions_adddup2(&actions, out.write, 1);
    posix_spawn_file_actions_adddup2(&actions, err.write, 2);
    Child child;
    const int spawned =
        ::posix_spawn(&child.pid, program.c_str(), &actions, nullptr, argv.data(), envp.data());
    posix_spawn_file_actions_destroy(&actions);
    close_fd(in.read);
    close_fd(out.write);
    close_fd(err.write);
    if (spawned != 0) {
        close_fd(in.write);
        close_fd(out.read);
        close_fd(err.read);
        throw std::runtime_error("cannot start " + program + ": " + std::strerror(spawned));
    }
    child.in = in.write;
    child.out = out.read;
    child.err = err.read;
    return child;
}

int wait_for(pid_t pid) {
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

}  // namespace

Result run_process(const std::string& program, const std::vector<std::string>& args,
                   const std::string& input,
                   const std::map<std::string, std::optional<std::string>>& env) {
    Child child = spawn(program, args, env);
    Result result;
    std::size_t written = 0;
    if (input.empty()) close_fd(child.in);
    while (child.out >= 0 || child.err >= 0) {
        pollfd fds[3];
        nfds_t n = 0;
        const auto add = [&](int fd, short events) {
            if (fd >= 0) fds[n++] = {fd, events, 0};
        };
        add(child.out, POLLIN);
        add(child.err, POLLIN);
        add(child.in, POLLOUT);
        if (::poll(fds, n, -1) < 0) {
            if (errno == EINTR) continue;
            break;
        }
        for (nfds_t i = 0; i < n; ++i) {
            if (fds[i].revents == 0) continue;
            if (fds[i].fd == child.in) {
                const ssize_t w = ::write(child.in, input.data() + written, input.size() - written);
                if (w > 0) written += static_cast<std::size_t>(w);
                if (w < 0 || written == input.size()) close_fd(child.in);
                continue;
            }
            char buffer[4096];
            const bool is_out = fds[i].fd == child.out;
            const ssize_t r = ::read(fds[i].fd, buffer, sizeof buffer);
            if (r > 0) {
                (is_out ? result.out : result.err).append(buffer, static_cast<std::size_t>(r));
            } else if (r == 0 || errno != EINTR) {
                close_fd(is_out ? child.out : child.err);
            }
        }
    }
    close_fd(child.in);
    result.status = wait_for(child.pid);
    return result;
}

Interactive::Interactive(const std::string& program, const std::vector<std::string>& args,
                         const std::map<std::string, std::optional<std::string>>& env) {
    const Child child = spawn(program, args, env);
    pid_ = child.pid;
    in_ = child.in;
    out_ = child.out;
    err_ = child.err;
}

Interactive::~Interactive() {
    if (pid_ > 0) {
        close_fd(in_);
        // Its input is closed: the text mode ends by itself. Only this child is waited for.
        (void)finish();
    }
}

void Interactive::write(const std::string& text) {
    std::size_t written = 0;
    while (in_ >= 0 && written < text.size()) {
        const ssize_t w = ::write(in_, text.data() + written, text.size() - written);
        if (w < 0) {
            if (errno == EINTR) continue;
            close_fd(in_);
            return;
        }
        written += static_cast<std::size_t>(w);
    }
}

void Interactive::read_some(int timeout_ms) {
    pollfd fds[2];
    nfds_t n = 0;
    if (out_ >= 0) fds[n++] = {out_, POLLIN, 0};
    if (err_ >= 0) fds[n++] = {err_, POLLIN, 0};
    if (n == 0) return;
    if (::poll(fds, n, timeout_ms) <= 0) return;
    for (nfds_t i = 0; i < n; ++i) {
        if (fds[i].revents == 0) continue;
        char buffer[4096];
        const ssize_t r = ::read(fds[i].fd, buffer, sizeof buffer);
        const bool is_out = fds[i].fd == out_;
        if (r > 0) {
            (is_out ? out_buffer_ : err_text_).append(buffer, static_cast<std::size_t>(r));
        } else if (r == 0 || errno != EINTR) {
            close_fd(is_out ? out_ : err_);
        }
    }
}

std::optional<std::string> Interactive::read_until_line(const std::string& prefix, int timeout_ms) {
    using Clock = std::chrono::steady_clock;
    const auto deadline = Clock::now() + std::chrono::milliseconds(timeout_ms);
    for (;;) {
        // A whole line beginning with prefix, at the start of the buffer or after a '\n'.
        for (std::size_t at = 0; at < out_buffer_.size();) {
            const auto end = out_buffer_.find('\n', at);
            if (end == std::string::npos) break;
            if (out_buffer_.compare(at, prefix.size(), prefix) == 0) {
                std::string reply = out_buffer_.substr(0, end + 1);
                out_buffer_.erase(0, end + 1);
                return reply;
            }
            at = end + 1;
        }
        const auto left =
            std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
        if (left <= 0 || out_ < 0) return std::nullopt;
        read_some(static_cast<int>(left));
    }
}

void Interactive::kill(int signal) {
    if (pid_ > 0) ::kill(pid_, signal);
}

Result Interactive::finish() {
    close_fd(in_);
    while (out_ >= 0 || err_ >= 0) read_some(-1);
    Result result;
    result.out = std::move(out_buffer_);
    result.err = std::move(err_text_);
    result.status = pid_ > 0 ? wait_for(pid_) : -1;
    pid_ = -1;
    return result;
}

}  // namespace cli_test
