#include "core/plugins/host_table.hpp"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <system_error>

#include "core/i18n/language.hpp"

namespace plateau::core {
namespace {

std::string level_name(std::int32_t level) {
    switch (level) {
        case PLATEAU_LOG_DEBUG:
            return "debug";
        case PLATEAU_LOG_INFO:
            return "info";
        case PLATEAU_LOG_WARNING:
            return "warning";
        case PLATEAU_LOG_ERROR:
            return "error";
        default:
            return "level " + std::to_string(level);
    }
}

// Plugins may log from any thread: one fwrite per line keeps lines whole (stdio locks the
// stream for each call).
void log_to_stderr(plateau_log_level level, const char* text, size_t length) {
    // A C plugin may send any number: read it as bytes, not as the C++ enum (whose values
    // outside the enumerators' range are undefined behaviour to load).
    static_assert(sizeof level == sizeof(std::int32_t));
    std::int32_t raw_level = 0;
    std::memcpy(&raw_level, &level, sizeof raw_level);
    const std::string line =
        format_plugin_log_line(raw_level, text != nullptr ? std::string_view(text, length) : "");
    std::fwrite(line.data(), 1, line.size(), stderr);
}

float estimated_width(float size, std::string_view utf8) {
    std::size_t characters = 0;
    for (const char c : utf8) characters += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;
    return 0.56f * size * static_cast<float>(characters);
}

TextMeasure the_measure = &estimated_width;

float text_width(float size, const char* utf8, size_t length) {
    if (utf8 == nullptr || !(size > 0)) return 0;
    return the_measure(size, std::string_view(utf8, length));
}

std::mutex cache_root_mutex;
std::filesystem::path cache_root;  // guarded by cache_root_mutex: plugins ask from any thread

bool is_plugin_id(std::string_view id) {
    if (id.empty() || id.size() > 64) return false;
    return std::all_of(id.begin(), id.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
    });
}

void cache_dir(const char* plugin_id, size_t id_length, const plateau_writer* out) {
    if (plugin_id == nullptr || out == nullptr || out->write == nullptr) return;
    const std::string_view id(plugin_id, id_length);
    if (!is_plugin_id(id)) return;  // never a path of the plugin's choosing
    std::filesystem::path folder;
    {
        const std::lock_guard<std::mutex> lock(cache_root_mutex);
        if (cache_root.empty()) return;
        folder = cache_root / std::string(id);
    }
    std::error_code error;
    std::filesystem::create_directories(folder, error);
    if (error || !std::filesystem::is_directory(folder, error)) return;
    const std::string text = folder.string();
    out->write(out->ctx, text.data(), text.size());
}

// One table per folder plugins are loaded from (they differ in plugin_folder only), made
// when the first plugin of that folder loads and kept for the whole program: a plugin keeps
// the pointer for as long as it is loaded. Few folders, so never freed.
struct FolderTable {
    std::string folder;
    plateau_host table{};
};
std::mutex tables_mutex;
std::map<std::string, std::unique_ptr<FolderTable>> tables;  // guarded by tables_mutex

}  // namespace

const plateau_host& host_table(const std::filesystem::path& plugin_folder) {
    std::string folder = plugin_folder.lexically_normal().string();
    while (folder.size() > 1 && folder.ends_with('/')) folder.pop_back();
    const std::lock_guard<std::mutex> lock(tables_mutex);
    auto& made = tables[folder];
    if (!made) {
        made = std::make_unique<FolderTable>();
        made->folder = folder;
        made->table = {sizeof(plateau_host), PLATEAU_ABI_MAJOR,   PLATEAU_ABI_MINOR,
                       &log_to_stderr,       &text_width,         &cache_dir,
                       language_code(),      made->folder.c_str()};
    }
    return made->table;
}

void set_cache_root(const std::filesystem::path& root) {
    const std::lock_guard<std::mutex> lock(cache_root_mutex);
    cache_root = root;
}

void set_text_measure(TextMeasure measure) {
    the_measure = measure != nullptr ? measure : &estimated_width;
}

std::string format_plugin_log_line(std::int32_t level, std::string_view text) {
    if (text.ends_with('\n')) text.remove_suffix(1);
    std::string line = "plateau: plugin " + level_name(level) + ": ";
    line.append(text);
    line += '\n';
    return line;
}

}  // namespace plateau::core
