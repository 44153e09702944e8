#include "core/config/user_game_edit.hpp"

#include <algorithm>
#include <optional>
#include <vector>

#include "core/config/source_offsets.hpp"
#include "core/config/toml_document.hpp"
#include "core/config/toml_text.hpp"
#include "core/config/value_check.hpp"
#include "core/i18n/translate.hpp"

namespace plateau::core {
namespace {

// TRANSLATORS: the first lines of a new settings file, as TOML comments: keep the "# " at
// the start of each line.
const char* const new_file_header =
    N_("# Your own settings of this game, written by Plateau's launcher. They override the\n"
       "# game's file in config/games/. Comments and other lines you add are kept.\n");

struct TextEdit {
    std::size_t begin;
    std::size_t end;
    std::string replacement;
};

bool is_comment_line(std::string_view line) {
    const auto first = line.find_first_not_of(" \t");
    return first != std::string_view::npos && line[first] == '#';
}

class UserGameEditor {
  public:
    UserGameEditor(std::string_view text, std::string_view name)
        : document_(parse_toml_document(std::string(text), std::string(name))),
          offsets_(document_.text),
          newline_(document_.text.find("\r\n") != std::string::npos ? "\r\n" : "\n") {
        for (const auto& entry : entries_in_file_order(document_.table)) {
            if (is_table_header(*entry.value)) {
                const auto line = entry.value->source().begin.line;
                if (!first_header_line_ || line < *first_header_line_) first_header_line_ = line;
            } else {
                top_level_values_.push_back(entry);
            }
        }
    }

    void write(const ParamSpec& spec, const Setting& new_value, const Setting* base_value) {
        const bool differs = base_value == nullptr || base_value->value != new_value.value;
        const TableEntry* entry = find_value(spec.key);
        if (entry == nullptr) {
            if (differs) additions_ += spec.key + " = " + to_toml_value(new_value) + newline_;
            return;
        }
        const toml::source_region value_at = entry->value->source();
        if (!differs) {
            edits_.push_back({offsets_.line_start(entry->key_at.line),
                              offsets_.line_start(value_at.end.line + std::size_t{1}), ""});
            return;
        }
        const ValueCheck current = check_toml_value(spec, *entry->value, spec.key);
        if (current.value && *current.value == new_value.value) return;
        edits_.push_back({offsets_.offset(value_at.begin), offsets_.offset(value_at.end),
                          to_toml_value(new_value)});
    }

    std::string result() {
        if (!additions_.empty()) edits_.push_back(insertion());
        std::string text = document_.text;
        // From the end backwards, so earlier offsets stay right; an insertion at the end of
        // a removed line goes first, so the removal leaves it alone.
        std::sort(edits_.begin(), edits_.end(),
                  [](const TextEdit& a, const TextEdit& b) { return a.begin > b.begin; });
        for (const auto& edit : edits_)
            text.replace(edit.begin, edit.end - edit.begin, edit.replacement);
        (void)parse_toml_document(text, document_.name);  // never write what would not read back
        return text;
    }

  private:
    const TableEntry* find_value(std::string_view key) const {
        for (const auto& entry : top_level_values_) {
            if (entry.key == key) return &entry;
        }
        return nullptr;
    }

    TextEdit insertion() const {
        const std::string& text = document_.text;
        std::optional<std::size_t> last_value_line;
        for (const auto& entry : top_level_values_) {
            const std::size_t end_line = entry.value->source().end.line;
            if (first_header_line_ && end_line >= *first_header_line_) continue;
            last_value_line = std::max(last_value_line.value_or(0), end_line);
        }
        std::size_t at = text.size();
        std::string block = additions_;
        if (last_value_line) {
            at = offsets_.line_start(*last_value_line + 1);
        } else if (first_header_line_) {
            // Before the header and the comment lines just above it, which belong to it.
            std::size_t line = *first_header_line_;
            while (line > 1 && is_comment_line(line_text(line - 1))) --line;
            at = offsets_.line_start(line);
            block += newline_;
        } else if (text.empty()) {
            block = std::string(tr(new_file_header)) + block;
        }
        if (at == text.size() && !text.empty() && text.back() != '\n') block = newline_ + block;
        return {at, at, block};
    }

    std::string_view line_text(std::size_t line) const {
        const std::size_t begin = offsets_.line_start(line);
        const std::size_t end = offsets_.line_start(line + 1);
        return std::string_view(document_.text).substr(begin, end - begin);
    }

    TomlDocument document_;
    SourceOffsets offsets_;
    std::string newline_;
    std::vector<TableEntry> top_level_values_;
    std::optional<std::size_t> first_header_line_;
    std::vector<TextEdit> edits_;
    std::string additions_;
};

}  // namespace

std::string edit_user_game_text(std::string_view text, std::string_view name,
                                const ParamSchema& schema, const Settings& new_values,
                                const Settings& base_values) {
    UserGameEditor editor(text, name);
    for (const auto& spec : schema.params) {
        const Setting* new_value = new_values.find(spec.key);
        if (new_value != nullptr) editor.write(spec, *new_value, base_values.find(spec.key));
    }
    return editor.result();
}

}  // namespace plateau::core
