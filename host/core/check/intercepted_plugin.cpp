#include "core/check/intercepted_plugin.hpp"

#include <cstdio>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

#include "core/check/position_checks.hpp"
#include "core/i18n/translate.hpp"

namespace plateau::core::check {
namespace {

InterceptedPlugin* g_active = nullptr;
// The real table of the last InterceptedPlugin, kept after it is gone: a wrapper called
// then (a state freed too late) still reaches the plugin, untimed.
plateau_plugin g_real{};

// Announces and times one call.
class CallScope {
  public:
    // The clock starts once the call is announced: telling the observer is not the call.
    explicit CallScope(const char* name) : name_(name) {
        if (g_active != nullptr) g_active->begin(name_);
        start_ = std::chrono::steady_clock::now();
    }
    ~CallScope() {
        if (g_active != nullptr) g_active->end(name_, std::chrono::steady_clock::now() - start_);
    }
    CallScope(const CallScope&) = delete;
    CallScope& operator=(const CallScope&) = delete;

  private:
    const char* name_;
    std::chrono::steady_clock::time_point start_;
};

template <auto Field>
constexpr const char* kName = nullptr;

template <auto Field>
struct Wrapper;

// The wrapper of one function of the table: the same signature, the call announced and
// timed, the plugin's function called with the same arguments.
template <class R, class... Args, R (*plateau_plugin::*Field)(Args...)>
struct Wrapper<Field> {
    static R call(Args... args) {
        CallScope scope(kName<Field>);
        return (g_real.*Field)(args...);
    }
};

// Every function of the table but `status`, which has a wrapper of its own.
// clang-format off
#define PLATEAU_CHECK_WRAPPED(X)                                                        \
    X(create) X(destroy) X(initial_state) X(apply_move) X(free_state) X(text_form)     \
    X(draw) X(info_line) X(list_moves) X(forced_move) X(new_ui) X(free_ui) X(input)    \
    X(after_move) X(anim_length) X(run_command) X(job_start) X(job_poll) X(job_free)   \
    X(rankable) X(min_board_size) X(clock_started) X(ui_save) X(ui_restore)
// clang-format on

#define PLATEAU_CHECK_NAME(field) \
    template <>                   \
    constexpr const char* kName<&plateau_plugin::field> = #field;
PLATEAU_CHECK_WRAPPED(PLATEAU_CHECK_NAME)
#undef PLATEAU_CHECK_NAME

plateau_result status(plateau_game* game, const plateau_state* state, plateau_status* out,
                      const plateau_writer* message, const plateau_writer* error) {
    plateau_result result = PLATEAU_ERROR;
    {
        CallScope scope("status");
        result = g_real.status(game, state, out, message, error);
    }
    if (result == PLATEAU_OK && g_active != nullptr) g_active->saw_status(*out);
    return result;
}

}  // namespace

InterceptedPlugin::InterceptedPlugin(const plateau_plugin& real, CheckObserver* observer,
                                     std::chrono::milliseconds limit)
    : real_(real), table_(real), observer_(observer), limit_(limit) {
    if (g_active != nullptr) throw std::logic_error("one plugin check at a time in a process");
    g_active = this;
    g_real = real;
#define PLATEAU_CHECK_WRAP(field) \
    if (real.field != nullptr) table_.field = &Wrapper<&plateau_plugin::field>::call;
    PLATEAU_CHECK_WRAPPED(PLATEAU_CHECK_WRAP)
#undef PLATEAU_CHECK_WRAP
    if (real.status != nullptr) table_.status = &status;
}

InterceptedPlugin::~InterceptedPlugin() {
    if (g_active == this) g_active = nullptr;
}

std::string InterceptedPlugin::take_status_problem() { return std::exchange(status_problem_, {}); }
std::string InterceptedPlugin::take_late_call() { return std::exchange(late_call_, {}); }

void InterceptedPlugin::begin(const char* name) {
    ++calls_;
    if (observer_ != nullptr) observer_->call_begins(name, limit_);
}

void InterceptedPlugin::end(const char* name, std::chrono::steady_clock::duration took) {
    const double seconds = std::chrono::duration<double>(took).count();
    if (seconds > slowest_seconds_) {
        slowest_seconds_ = seconds;
        slowest_name_ = name;
    }
    if (took > limit_ && late_call_.empty()) {
        // TRANSLATORS: "apply_move took 12.5 s (the limit is 10 s)"; {0} is a C function.
        late_call_ = format(tr("{0} took {1} (the limit is {2})"), name, show_seconds(seconds),
                            show_seconds(std::chrono::duration<double>(limit_).count()));
    }
}

void InterceptedPlugin::saw_status(const plateau_status& status) {
    if (!status_problem_.empty()) return;
    status_problem_ = status_problem(status);
}

std::string show_seconds(double seconds) {
    // Three significant figures, never an exponent: the unit is chosen after rounding (999.6
    // ms is "1 s", not "1e+03 ms").
    char text[32];
    const double ms = seconds * 1000;
    if (ms < 0.01) {
        std::snprintf(text, sizeof text, "%.3f ms", ms);
    } else if (ms < 999.5) {
        std::snprintf(text, sizeof text, "%.3g ms", ms);
    } else if (seconds < 999.5) {
        std::snprintf(text, sizeof text, "%.3g s", seconds);
    } else {
        std::snprintf(text, sizeof text, "%.0f s", seconds);
    }
    // TRANSLATORS: the decimal separator of numbers: "1.5 ms" (a comma in French).
    const std::string_view point = trc("decimal separator", ".");
    std::string shown;
    for (const char* c = text; *c != '\0'; ++c) {
        if (*c == '.') {
            shown += point;
        } else {
            shown += *c;
        }
    }
    return shown;
}

}  // namespace plateau::core::check
