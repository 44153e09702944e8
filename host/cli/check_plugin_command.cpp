// `plateau check-plugin FILE...`: each file checked by plateau::core::check (core/check/
// plugin_check.hpp says what is checked) in a child process of its own, so that a plugin that
// crashes or hangs while being checked is a finding like the others, and the files after it
// are still checked. It reads no configuration and no plugin folder: only the files named.
// The save-load check writes in a temporary folder made for the run and removed after it,
// whatever became of the children; nothing else is written.
//
// Standard output, one line each, as they are found:
//   fail: PATH: CHECK: DETAIL          a finding (CHECK: load, exports, determinism, refusal,
//                                      save-load, undo-redo, status, text-form, draw, crash,
//                                      timeout)
//   ok: PATH: ID VERSION: DETAILS      a plugin that passed (games played, moves, time, the
//                                      slowest call and its time)
// Exit status 0 when every plugin passes, 1 when one fails, 2 for a usage error (`error: ...`
// on standard error).
//
// The child and the parent (fork, then a pipe the child writes and the parent reads), one
// line each:
//   context TEXT           where the check is ("preset \"classic\", seed 2, after 14 moves"), sent
//                          with the next call line when it changed
//   call MS NAME           a call into the plugin begins (NAME: the C function, or "loading
//                          the library"); it may take MS milliseconds
//   finding CHECK DETAIL   a finding, printed by the parent at once
//   ok ID VERSION: DETAILS the plugin passed
//   end                    the check is over (the child then exits with status 0)
// The parent waits with poll() until the next line or the deadline: MS after a call line,
// the call limit after any other (the child's own work between two calls takes
// microseconds). Past the deadline it kills the child's process group (SIGKILL) and reports
// `timeout: NAME did not return within LIMIT (CONTEXT)`. A child that dies of a signal, or
// exits before `end`, is `crash: killed by signal N (SIGNAME, description); the last call
// begun: NAME (CONTEXT)`. A job (a computer's move) is limited by the child itself: its
// budget and the call limit more (core/check).
//
// The child's standard output goes to standard error, so that what a plugin prints never
// mixes with the lines above; its standard input is /dev/null. It ends with _exit: no static
// destructor of a plugin runs.
//
// Limits: a call may take 10 s. The environment variable PLATEAU_CHECK_CALL_LIMIT (seconds,
// e.g. 0.5) changes it, so that a test makes a hanging plugin time out in a second.
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <system_error>

#include "cli/commands.hpp"
#include "core/check/intercepted_plugin.hpp"
#include "core/check/plugin_check.hpp"
#include "core/i18n/translate.hpp"

namespace plateau::cli {
namespace {

using core::format;
using core::tr;

using Clock = std::chrono::steady_clock;
namespace check = core::check;

constexpr const char* kLimitVariable = "PLATEAU_CHECK_CALL_LIMIT";

// Writes all of `text` to `fd`, or gives up (the parent is gone: nothing to tell).
void write_all(int fd, std::string_view text) {
    while (!text.empty()) {
        const ssize_t written = ::write(fd, text.data(), text.size());
        if (written < 0) {
            if (errno == EINTR) continue;
            return;
        }
        text.remove_prefix(static_cast<std::size_t>(written));
    }
}

std::string one_line(std::string_view text) {
    std::string line(text);
    for (char& c : line) {
        if (c == '\n' || c == '\r') c = ' ';
    }
    return line;
}

// The child's side of the protocol.
class PipeObserver final : public check::CheckObserver {
  public:
    explicit PipeObserver(int fd) : fd_(fd) {}

    void context(std::string_view where) override {
        pending_context_ = "context " + one_line(where) + "\n";
    }
    void call_begins(std::string_view name, std::chrono::milliseconds limit) override {
        // One write for the context and the call: a call line is what the parent times.
        std::string text = std::move(pending_context_);
        pending_context_.clear();
        text += "call " + std::to_string(limit.count()) + " " + one_line(name) + "\n";
        write_all(fd_, text);
    }
    void finding(const check::Finding& finding) override {
        line("finding " + finding.check + " " + one_line(finding.detail));
    }
    void line(const std::string& text) { write_all(fd_, text + "\n"); }

  private:
    int fd_;
    std::string pending_context_;
};

[[noreturn]] void run_child(int fd, const std::filesystem::path& file,
                            const check::CheckOptions& options) {
    ::setpgid(0, 0);
    const int null = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
    if (null >= 0) ::dup2(null, STDIN_FILENO);
    ::dup2(STDERR_FILENO, STDOUT_FILENO);
    PipeObserver observer(fd);
    try {
        const check::CheckReport report = check::check_plugin_file(file, options, &observer);
        if (report.passed()) {
            observer.line("ok " + one_line(report.id) + " " + one_line(report.version) + ": " +
                          report.details);
        }
    } catch (const std::exception& e) {
        observer.finding(
            {std::string(check::kCrash), format(tr("the check stopped: {}"), e.what())});
    } catch (...) {
        observer.finding({std::string(check::kCrash), tr("the check stopped: an exception")});
    }
    observer.line("end");
    ::_exit(0);
}

std::string describe_signal(int signal) {
    const char* abbreviation = ::sigabbrev_np(signal);
    const char* description = ::strsignal(signal);
    if (abbreviation == nullptr) return format(tr("killed by signal {}"), signal);
    const std::string name = std::string("SIG") + abbreviation;
    if (description == nullptr) return format(tr("killed by signal {0} ({1})"), signal, name);
    // TRANSLATORS: "killed by signal 11 (SIGSEGV, Segmentation fault)"; the description is
    // the system's.
    return format(tr("killed by signal {0} ({1}, {2})"), signal, name, description);
}

// What the parent knows of one child.
struct ChildState {
    std::string context;
    std::string call;  // the last call begun; "" before the first
    std::chrono::milliseconds call_limit{0};
    bool in_call = false;  // the last line was a call line
    bool ended = false;
    bool failed = false;
};

class Parent {
  public:
    Parent(const std::string& path, std::chrono::milliseconds limit, std::ostream& out)
        : path_(path), limit_(limit), out_(out) {}

    // Reads the child's lines until it ends; returns 0 when the plugin passed, else 1.
    int supervise(pid_t pid, int fd) {
        std::string buffer;
        deadline_ = Clock::now() + limit_;
        int status = 0;
        bool reaped = false;
        for (;;) {
            const auto left =
                std::chrono::duration_cast<std::chrono::milliseconds>(deadline_ - Clock::now());
            // Short waits: a child that exits while something else holds the pipe open (a
            // process the plugin started) is seen all the same.
            const int wait_ms = static_cast<int>(std::clamp<std::int64_t>(left.count(), 0, 200));
            pollfd p{fd, POLLIN, 0};
            const int ready = ::poll(&p, 1, wait_ms);
            if (ready < 0 && errno != EINTR) break;
            if (ready > 0) {
                char chunk[1 << 16];
                const ssize_t n = ::read(fd, chunk, sizeof chunk);
                if (n == 0) break;  // every writer is gone: the child has ended
                if (n < 0 && errno != EINTR && errno != EAGAIN) break;
                if (n > 0) {
                    buffer.append(chunk, static_cast<std::size_t>(n));
                    take_lines(buffer);
                }
            } else if (::waitpid(pid, &status, WNOHANG) == pid) {
                reaped = true;
                // What it wrote before it ended is still in the pipe.
                drain(fd, buffer);
                break;
            }
            if (Clock::now() >= deadline_) {
                kill_group(pid);
                ::waitpid(pid, &status, 0);
                const auto seconds = [](std::chrono::milliseconds limit) {
                    return check::show_seconds(std::chrono::duration<double>(limit).count());
                };
                if (state_.in_call) {
                    // TRANSLATORS: "apply_move did not return within 10 s".
                    fail(check::kTimeout, format(tr("{0} did not return within {1}"), state_.call,
                                                 seconds(state_.call_limit)) +
                                              where());
                } else if (state_.call.empty()) {
                    fail(check::kTimeout,
                         format(tr("the check said nothing for {}"), seconds(limit_)) + where());
                } else {
                    fail(check::kTimeout,
                         format(tr("the check said nothing for {0}; the last call begun: {1}"),
                                seconds(limit_), state_.call) +
                             where());
                }
                return 1;
            }
        }
        if (!reaped) {
            // The pipe is closed: the child is ending. One that closed it and went on (a plugin
            // closing what it does not own) is not waited for past the limit.
            const auto last = Clock::now() + limit_;
            while (::waitpid(pid, &status, WNOHANG) != pid) {
                if (Clock::now() >= last) {
                    kill_group(pid);
                    ::waitpid(pid, &status, 0);
                    break;
                }
                ::usleep(5000);
            }
        }
        kill_group(pid);  // whatever the plugin may have left running
        if (!state_.ended) {
            std::string how;
            if (WIFSIGNALED(status)) {
                how = describe_signal(WTERMSIG(status));
            } else if (WIFEXITED(status)) {
                how = format(tr("the process ended with exit status {}"), WEXITSTATUS(status));
            } else {
                how = tr("the process ended");
            }
            // TRANSLATORS: {} is "killed by signal 11 (...)" or "the process ended...".
            how = state_.call.empty()
                      ? format(tr("{} before any call into the plugin"), how)
                      : format(tr("{0}; the last call begun: {1}"), how, state_.call);
            fail(check::kCrash, how + where());
            return 1;
        }
        if (!state_.failed && !ok_.empty()) {
            out_ << "ok: " << path_ << ": " << ok_ << '\n' << std::flush;
            return 0;
        }
        if (!state_.failed) {
            fail(check::kCrash, tr("the check ended without a result"));
        }
        return 1;
    }

  private:
    void kill_group(pid_t pid) {
        ::kill(-pid, SIGKILL);
        ::kill(pid, SIGKILL);
    }

    void drain(int fd, std::string& buffer) {
        const int flags = ::fcntl(fd, F_GETFL);
        ::fcntl(fd, F_SETFL, flags | O_NONBLOCK);
        char chunk[1 << 16];
        for (;;) {
            const ssize_t n = ::read(fd, chunk, sizeof chunk);
            if (n > 0) {
                buffer.append(chunk, static_cast<std::size_t>(n));
                continue;
            }
            if (n < 0 && errno == EINTR) continue;
            break;
        }
        take_lines(buffer);
    }

    std::string where() const {
        return state_.context.empty() ? std::string() : " (" + state_.context + ")";
    }

    void fail(std::string_view check, const std::string& detail) {
        state_.failed = true;
        out_ << "fail: " << path_ << ": " << check << ": " << detail << '\n' << std::flush;
    }

    void take_lines(std::string& buffer) {
        std::size_t start = 0;
        for (std::size_t newline; (newline = buffer.find('\n', start)) != std::string::npos;
             start = newline + 1) {
            take_line(std::string_view(buffer).substr(start, newline - start));
        }
        buffer.erase(0, start);
    }

    void take_line(std::string_view line) {
        const std::size_t space = line.find(' ');
        const std::string_view word = line.substr(0, space);
        const std::string_view rest =
            space == std::string_view::npos ? std::string_view() : line.substr(space + 1);
        auto limit = limit_;
        state_.in_call = word == "call";
        if (word == "call") {
            const std::size_t gap = rest.find(' ');
            long long ms = 0;
            const auto number = rest.substr(0, gap);
            if (std::from_chars(number.data(), number.data() + number.size(), ms).ec ==
                    std::errc() &&
                ms > 0) {
                limit = std::chrono::milliseconds(ms);
            }
            state_.call =
                gap == std::string_view::npos ? std::string() : std::string(rest.substr(gap + 1));
            state_.call_limit = limit;
        } else if (word == "context") {
            state_.context = std::string(rest);
        } else if (word == "finding") {
            const std::size_t gap = rest.find(' ');
            fail(rest.substr(0, gap),
                 gap == std::string_view::npos ? std::string() : std::string(rest.substr(gap + 1)));
        } else if (word == "ok") {
            ok_ = std::string(rest);
        } else if (word == "end") {
            state_.ended = true;
        }
        deadline_ = Clock::now() + limit;
    }

    std::string path_;
    std::chrono::milliseconds limit_;
    std::ostream& out_;
    ChildState state_;
    std::string ok_;
    Clock::time_point deadline_;
};

// PLATEAU_CHECK_CALL_LIMIT, checked; the default when it is not set.
std::chrono::milliseconds call_limit() {
    const char* text = std::getenv(kLimitVariable);
    if (text == nullptr || *text == '\0') return std::chrono::milliseconds(10000);
    char* end = nullptr;
    errno = 0;
    const double seconds = std::strtod(text, &end);
    if (errno != 0 || end == text || *end != '\0' || !std::isfinite(seconds) || seconds <= 0 ||
        seconds > 3600) {
        throw std::invalid_argument(std::string(kLimitVariable) + "=" + text + ": " +
                                    tr("a number of seconds above 0, at most 3600, is expected"));
    }
    return std::chrono::milliseconds(std::max<long long>(1, std::llround(seconds * 1000)));
}

// The run's temporary folder, removed with everything in it at the end.
class TemporaryFolder {
  public:
    TemporaryFolder() {
        std::error_code error;
        std::string pattern =
            (std::filesystem::temp_directory_path(error) / "plateau-check-plugin.XXXXXX").string();
        if (error) pattern = "/tmp/plateau-check-plugin.XXXXXX";
        if (::mkdtemp(pattern.data()) == nullptr) {
            throw std::system_error(errno, std::generic_category(),
                                    format(tr("cannot make a temporary folder {}"), pattern));
        }
        path_ = pattern;
    }
    ~TemporaryFolder() {
        std::error_code ignored;
        std::filesystem::remove_all(path_, ignored);
    }
    TemporaryFolder(const TemporaryFolder&) = delete;
    TemporaryFolder& operator=(const TemporaryFolder&) = delete;
    [[nodiscard]] const std::filesystem::path& path() const { return path_; }

  private:
    std::filesystem::path path_;
};

}  // namespace

int run_check_plugin(const std::vector<std::filesystem::path>& files, std::ostream& out,
                     std::ostream& err) {
    if (files.empty()) {
        err << "error: " << tr("check-plugin needs at least one plugin file") << '\n';
        return 2;
    }
    check::CheckOptions options;
    try {
        options.call_limit = call_limit();
    } catch (const std::exception& e) {
        err << "error: " << e.what() << '\n';
        return 2;
    }
    std::optional<TemporaryFolder> folder;
    try {
        folder.emplace();
    } catch (const std::exception& e) {
        err << "error: " << e.what() << '\n';
        return 2;
    }

    int worst = 0;
    for (std::size_t i = 0; i < files.size(); ++i) {
        const std::filesystem::path& file = files[i];
        options.work_dir = folder->path() / std::to_string(i);
        std::error_code error;
        std::filesystem::create_directory(options.work_dir, error);
        int fds[2];
        if (error || ::pipe2(fds, O_CLOEXEC) != 0) {
            err << "error: "
                << format(tr("cannot check {0}: {1}"), file.string(),
                          error ? error.message() : std::generic_category().message(errno))
                << '\n';
            worst = 2;
            continue;
        }
        out.flush();
        err.flush();
        const pid_t pid = ::fork();
        if (pid < 0) {
            err << "error: "
                << format(tr("cannot start a process to check {0}: {1}"), file.string(),
                          std::generic_category().message(errno))
                << '\n';
            ::close(fds[0]);
            ::close(fds[1]);
            worst = 2;
            continue;
        }
        if (pid == 0) {
            ::close(fds[0]);
            run_child(fds[1], file, options);
        }
        ::close(fds[1]);
        ::setpgid(pid, pid);  // as the child does: whichever runs first
        Parent parent(file.string(), options.call_limit, out);
        const int result = parent.supervise(pid, fds[0]);
        ::close(fds[0]);
        worst = std::max(worst, result);
    }
    return worst;
}

}  // namespace plateau::cli
