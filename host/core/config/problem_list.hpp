// Problems found in one configuration file, in file order. `plateau check-config` shows them
// all; loading a file throws the first.
#pragma once

#include <toml++/toml.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/config/config_error.hpp"
#include "core/config/toml_document.hpp"

namespace plateau::core {

class ProblemList {
  public:
    explicit ProblemList(std::string source_name) : source_name_(std::move(source_name)) {}

    // "SOURCE:LINE:COLUMN: what"
    void add_at(const toml::source_position& at, std::string_view what) {
        problems_.push_back({at, source_location(source_name_, at) + ": " + std::string(what)});
    }
    // A whole message, about the file as a whole: it comes before the others.
    void add(std::string message) { problems_.push_back({{}, std::move(message)}); }

    [[nodiscard]] bool empty() const { return problems_.empty(); }

    // Every message, from the top of the file down.
    [[nodiscard]] std::vector<std::string> messages() const {
        std::vector<std::string> out;
        for (auto& problem : located()) out.push_back(std::move(problem.message));
        return out;
    }

    // Every problem with the line it is at (0: the file as a whole), from the top down.
    struct Located {
        std::uint32_t line = 0;
        std::string message;
    };
    [[nodiscard]] std::vector<Located> located() const {
        std::vector<Problem> sorted = problems_;
        std::stable_sort(sorted.begin(), sorted.end(),
                         [](const Problem& a, const Problem& b) { return a.at < b.at; });
        std::vector<Located> out;
        for (auto& problem : sorted) out.push_back({problem.at.line, std::move(problem.message)});
        return out;
    }

    // Throws the first problem in the file, if there is one.
    void throw_first() const {
        if (!problems_.empty()) throw ConfigError(messages().front());
    }

  private:
    struct Problem {
        toml::source_position at;
        std::string message;
    };

    std::string source_name_;
    std::vector<Problem> problems_;
};

}  // namespace plateau::core
