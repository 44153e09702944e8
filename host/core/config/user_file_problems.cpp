#include "core/config/user_file_problems.hpp"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <system_error>

#include "core/config/config_error.hpp"
#include "core/config/game_file_reader.hpp"
#include "core/config/problem_list.hpp"
#include "core/config/source_offsets.hpp"
#include "core/config/toml_document.hpp"
#include "core/i18n/translate.hpp"

namespace plateau::core {
namespace {

// The lines of one `key = value` entry, and the parameter it sets when it sets one.
struct EntryLines {
    std::uint32_t first = 0;
    std::uint32_t last = 0;
    std::string key;
};

std::vector<EntryLines> entry_lines(const ParamSchema& schema, const toml::table& table) {
    std::vector<EntryLines> out;
    const auto add = [&](const TableEntry& entry) {
        const std::string key(entry.key);
        out.push_back({entry.key_at.line, entry.value->source().end.line,
                       schema.find(key) != nullptr ? key : std::string()});
    };
    for (const auto& entry : entries_in_file_order(table)) {
        if (!is_table_header(*entry.value)) {
            add(entry);
            continue;
        }
        const auto* presets = entry.key == "presets" ? entry.value->as_table() : nullptr;
        if (presets == nullptr) continue;
        for (const auto& preset : entries_in_file_order(*presets)) {
            const auto* values = preset.value->as_table();
            if (values == nullptr || !is_table_header(*preset.value)) {
                add(preset);
                continue;
            }
            for (const auto& value : entries_in_file_order(*values)) add(value);
        }
    }
    return out;
}

const EntryLines* entry_at(const std::vector<EntryLines>& entries, std::uint32_t line) {
    for (const auto& entry : entries) {
        if (line >= entry.first && line <= entry.last) return &entry;
    }
    return nullptr;
}

// "NAME:3:8: what" -> "line 3: what"; any other message as it is.
std::string short_reason(const std::string& message, std::string_view name) {
    const std::string prefix = std::string(name) + ":";
    if (message.rfind(prefix, 0) != 0) return message;
    std::size_t at = prefix.size();
    const auto digits = [&] {
        const std::size_t start = at;
        while (at < message.size() && message[at] >= '0' && message[at] <= '9') ++at;
        return message.substr(start, at - start);
    };
    const std::string line = digits();
    if (line.empty() || at >= message.size() || message[at] != ':') return message;
    ++at;
    if (digits().empty() || message.compare(at, 2, ": ") != 0) return message;
    // TRANSLATORS: a problem on a line of a file: {0} is the line, {1} the problem.
    return format(tr("line {0}: {1}"), line, message.substr(at + 2));
}

std::vector<std::string_view> split_lines(std::string_view text) {
    std::vector<std::string_view> lines;
    std::size_t at = 0;
    while (at < text.size()) {
        const auto end = text.find('\n', at);
        const auto stop = end == std::string_view::npos ? text.size() : end + 1;
        lines.push_back(text.substr(at, stop - at));
        at = stop;
    }
    return lines;
}

std::string commented(std::string_view line) {
    if (line.empty() || line == "\n" || line == "\r\n") return std::string(line);
    return "# " + std::string(line);
}

std::string whole_text_commented(std::string_view text, const std::string& reason,
                                 std::string_view newline) {
    // TRANSLATORS: the first lines of a settings file Plateau could not read, as TOML
    // comments: keep the "# " at the start of each line and the line break.
    std::string out = format(tr("# Plateau could not use this file ({});\n"
                                "# its old text is kept below as comments.\n"),
                             reason);
    if (newline != "\n") {
        std::string with_newline;
        for (const char c : out) {
            if (c == '\n') {
                with_newline += newline;
            } else {
                with_newline += c;
            }
        }
        out = std::move(with_newline);
    }
    for (const auto line : split_lines(text)) out += commented(line);
    if (!out.empty() && out.back() != '\n') out += newline;
    return out;
}

// The problems of `text` as a game file, or the syntax error as the one problem.
std::vector<ProblemList::Located> problems_of(std::string_view text, std::string_view name,
                                              const ParamSchema& schema,
                                              std::optional<TomlDocument>& document) {
    try {
        document = parse_toml_document(std::string(text), std::string(name));
    } catch (const ConfigError& error) {
        return {{0, error.what()}};
    }
    ProblemList problems(document->name);
    GameConfig scratch;
    scratch.presets = schema.presets;
    read_game_file(schema, *document, std::filesystem::path(std::string(name)), scratch, problems);
    return problems.located();
}

}  // namespace

LenientGameConfig load_game_config_lenient(const ParamSchema& schema,
                                           const std::vector<std::filesystem::path>& files) {
    LenientGameConfig out;
    if (files.empty()) {
        out.config = load_game_config(schema, files);
        return out;
    }
    out.config = load_game_config(schema, {files.begin(), files.end() - 1});
    const std::filesystem::path& file = files.back();
    std::error_code error;
    if (!std::filesystem::exists(file, error)) return out;
    const std::string text = read_text_file(file);
    TomlDocument document;
    try {
        document = parse_toml_document(text, file.string());
    } catch (const ConfigError& failure) {
        out.problems.push_back({"", failure.what(), short_reason(failure.what(), file.string())});
        return out;
    }
    ProblemList problems(document.name);
    GameConfig read = out.config;
    read_game_file(schema, document, file, read, problems);
    const auto entries = entry_lines(schema, document.table);
    for (auto& problem : problems.located()) {
        const EntryLines* entry = entry_at(entries, problem.line);
        std::string brief = short_reason(problem.message, document.name);
        out.problems.push_back(
            {entry != nullptr ? entry->key : "", std::move(problem.message), std::move(brief)});
    }
    read.files.push_back(file);
    out.config = std::move(read);
    return out;
}

std::string disarm_user_game_text(std::string_view text, std::string_view name,
                                  const ParamSchema& schema) {
    std::optional<TomlDocument> document;
    const auto problems = problems_of(text, name, schema, document);
    if (problems.empty()) return std::string(text);
    const std::string_view newline = text.find("\r\n") != std::string_view::npos ? "\r\n" : "\n";
    const auto whole = [&] {
        return whole_text_commented(text, short_reason(problems.front().message, name), newline);
    };
    if (!document) return whole();
    const auto entries = entry_lines(schema, document->table);
    // Each line to comment out, with the reason to write above its entry's first line.
    std::vector<std::pair<const EntryLines*, std::string>> refused;
    for (const auto& problem : problems) {
        const EntryLines* entry = entry_at(entries, problem.line);
        if (entry == nullptr) return whole();
        const auto same = [&](const auto& r) { return r.first == entry; };
        if (std::find_if(refused.begin(), refused.end(), same) == refused.end()) {
            refused.emplace_back(entry, short_reason(problem.message, name));
        }
    }
    std::string out;
    const auto lines = split_lines(text);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const auto line = static_cast<std::uint32_t>(i + 1);
        const auto in = std::find_if(refused.begin(), refused.end(), [&](const auto& r) {
            return line >= r.first->first && line <= r.first->last;
        });
        if (in == refused.end()) {
            out += lines[i];
            continue;
        }
        if (line == in->first->first) {
            // TRANSLATORS: a TOML comment above lines of a settings file; {} is the reason.
            out += format(tr("# Left out by Plateau's settings ({}):"), in->second) +
                   std::string(newline);
        }
        out += commented(lines[i]);
        if (out.back() != '\n') out += newline;
    }
    // Two entries on one line, or a problem that commenting does not cure: keep it all aside.
    std::optional<TomlDocument> again;
    if (!problems_of(out, name, schema, again).empty()) return whole();
    return out;
}

}  // namespace plateau::core
