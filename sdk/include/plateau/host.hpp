// What the host gives a plugin besides the calls it makes (abi.h, plateau_host): its log,
// the width of a text in the font it draws with, and a folder to keep files in.
#pragma once

#include <plateau/abi.h>

#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>

namespace plateau {

namespace detail {

// The host's table, kept by the export macro when the host loads the plugin (null before).
inline const plateau_host*& host_table() {
    static const plateau_host* host = nullptr;
    return host;
}

// The plugin's id, kept by the export macro once its table is made (null before).
inline const char*& plugin_id() {
    static const char* id = nullptr;
    return id;
}

// The number of code points of a UTF-8 text (bytes that do not continue a sequence).
inline std::size_t code_points(std::string_view utf8) {
    std::size_t n = 0;
    for (const char c : utf8) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;
    return n;
}

}  // namespace detail

// Writes a line to the host's log (standard error). Any thread.
inline void log(plateau_log_level level, std::string_view text) {
    const plateau_host* host = detail::host_table();
    if (host != nullptr && host->log != nullptr) host->log(level, text.data(), text.size());
}

// The width in pixels of `utf8` drawn at `size` by Canvas::text: the host measures it in its
// own font. A host older than ABI 1.3 cannot say: the width is then estimated from the
// average advance of a sans-serif face (0.56 of the size per character).
[[nodiscard]] inline float text_width(float size, std::string_view utf8) {
    const plateau_host* host = detail::host_table();
    if (host != nullptr &&
        host->struct_size >= offsetof(plateau_host, text_width) + sizeof(host->text_width) &&
        host->text_width != nullptr) {
        return host->text_width(size, utf8.data(), utf8.size());
    }
    return 0.56f * size * static_cast<float>(detail::code_points(utf8));
}

// A folder kept for this plugin between runs, for what it computes once (abi.h, cache_dir):
// its full path, or empty when the host has none (a host before ABI 1.4, no data folder).
// Check what is read back from it and rebuild it when in doubt; write files whole.
[[nodiscard]] inline std::filesystem::path cache_dir() {
    const plateau_host* host = detail::host_table();
    const char* id = detail::plugin_id();
    if (host == nullptr || id == nullptr || host->abi_minor < 4 ||
        host->struct_size < offsetof(plateau_host, cache_dir) + sizeof(host->cache_dir) ||
        host->cache_dir == nullptr) {
        return {};
    }
    std::string path;
    const plateau_writer out{&path, [](void* ctx, const char* text, size_t length) {
                                 static_cast<std::string*>(ctx)->append(text, length);
                             }};
    host->cache_dir(id, std::string_view(id).size(), &out);
    return path;
}

}  // namespace plateau
