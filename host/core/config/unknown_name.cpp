#include "core/config/unknown_name.hpp"

#include <algorithm>
#include <cctype>

#include "core/i18n/translate.hpp"

namespace plateau::core {
namespace {

std::string lower(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

}  // namespace

std::size_t edit_distance(std::string_view a, std::string_view b) {
    // d[i][j]: distance between the first i characters of a and the first j of b.
    const std::size_t width = b.size() + 1;
    std::vector<std::size_t> d((a.size() + 1) * width);
    auto at = [&](std::size_t i, std::size_t j) -> std::size_t& { return d[i * width + j]; };
    for (std::size_t i = 0; i <= a.size(); ++i) at(i, 0) = i;
    for (std::size_t j = 0; j <= b.size(); ++j) at(0, j) = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
            at(i, j) = std::min({at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) {
                at(i, j) = std::min(at(i, j), at(i - 2, j - 2) + 1);
            }
        }
    }
    return at(a.size(), b.size());
}

std::optional<std::string> closest_match(std::string_view word,
                                         const std::vector<std::string>& candidates) {
    const std::size_t limit = std::clamp<std::size_t>(word.size() / 3, 1, 3);
    const std::string folded = lower(word);
    std::optional<std::string> best;
    std::size_t best_distance = limit + 1;
    for (const auto& candidate : candidates) {
        const std::size_t distance = edit_distance(folded, lower(candidate));
        if (distance < best_distance) {
            best_distance = distance;
            best = candidate;
        }
    }
    return best;
}

std::string join_names(const std::vector<std::string>& names) {
    std::string out;
    for (const auto& name : names) {
        if (!out.empty()) out += ", ";
        out += name;
    }
    return out;
}

std::string unknown_name_message(NameKind kind, std::string_view name,
                                 const std::vector<std::string>& allowed) {
    if (auto match = closest_match(name, allowed)) {
        const char* pattern = kind == NameKind::key
                                  ? tr("unknown key \"{0}\": did you mean \"{1}\"?")
                                  : tr("unknown preset \"{0}\": did you mean \"{1}\"?");
        return format(pattern, name, *match);
    }
    return unknown_name_listing(kind, name, allowed);
}

std::string unknown_name_listing(NameKind kind, std::string_view name,
                                 const std::vector<std::string>& allowed) {
    const bool key = kind == NameKind::key;
    if (allowed.empty()) {
        return format(key ? tr("unknown key \"{}\": there are none")
                          : tr("unknown preset \"{}\": there are none"),
                      name);
    }
    return format(
        key ? tr("unknown key \"{0}\": allowed: {1}") : tr("unknown preset \"{0}\": allowed: {1}"),
        name, join_names(allowed));
}

}  // namespace plateau::core
