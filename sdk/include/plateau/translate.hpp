// A plugin's texts in the player's language (abi.h, TRANSLATIONS).
//
//   info.name = plateau::tr("Lights Out");
//   throw plateau::Refusal(plateau::format(plateau::tr("Column {} is full"), column));
//   plateau::format(plateau::trn("{} tile left", "{} tiles left", n), n)
//   plateau::trc("the top edge, one letter", "T")   // a short text, told apart by a context
//
// The texts are written in English in the code and marked by these calls, which look them up
// in the plugin's own GNU gettext catalogue: the domain named by the plugin's id, compiled
// from po/LANG.po by plateau_add_translations (PlateauPlugin.cmake) into
// <plugin folder>/locale/LANG/LC_MESSAGES/<id>.mo. xgettext finds the texts by these names
// (--keyword=tr --keyword=trn:1,2 --keyword=trc:1c,2; plateau_add_translations passes them).
//
// The export macro (plateau/plugin.hpp) starts the catalogue before it builds the plugin's
// table, so the PluginInfo function may call tr() too. Until then, with a host before ABI
// 1.5, or in English, every call gives its English text back: tests and tools that use a
// game's library without a host see the texts as written.
#pragma once

#include <libintl.h>
#include <plateau/abi.h>

#include <cstddef>
#include <string>
#include <string_view>

namespace plateau {

namespace detail {

// The gettext domain the calls look in (the plugin's id); empty: no catalogue, English.
inline std::string& text_domain() {
    static std::string domain;
    return domain;
}

// The host's language (abi.h, language): "en" until a host of 1.5 or later says otherwise.
inline std::string& host_language() {
    static std::string language = "en";
    return language;
}

// Binds the domain `id` to the catalogues beside the plugin's file, when the host speaks a
// language other than English. Called once by the export macro, on the UI thread.
inline void start_translation(const plateau_host* host, std::string_view id) {
    text_domain().clear();
    host_language() = "en";
    if (host == nullptr || host->abi_minor < 5 ||
        host->struct_size < offsetof(plateau_host, plugin_folder) + sizeof(host->plugin_folder) ||
        host->language == nullptr || *host->language == '\0') {
        return;
    }
    host_language() = host->language;
    if (host_language() == "en" || host_language().starts_with("en_") ||
        host->plugin_folder == nullptr || id.empty()) {
        return;
    }
    const std::string domain(id);
    const std::string folder = std::string(host->plugin_folder) + "/locale";
    if (::bindtextdomain(domain.c_str(), folder.c_str()) == nullptr) return;
    ::bind_textdomain_codeset(domain.c_str(), "UTF-8");
    text_domain() = domain;
}

}  // namespace detail

// The language the host shows its texts in ("en", "fr", ...): for what a catalogue does not
// hold, as the letters a game draws for its own notation.
[[nodiscard]] inline std::string_view language() { return detail::host_language(); }

// `text` in the player's language, or `text` itself when the catalogue has none.
[[nodiscard]] inline const char* tr(const char* text) {
    const std::string& domain = detail::text_domain();
    return domain.empty() ? text : ::dgettext(domain.c_str(), text);
}

// The form of `singular` / `plural` that goes with `n`, in the player's language (whose
// plural rules may have more than two forms).
[[nodiscard]] inline const char* trn(const char* singular, const char* plural, unsigned long n) {
    const std::string& domain = detail::text_domain();
    if (domain.empty()) return n == 1 ? singular : plural;
    return ::dngettext(domain.c_str(), singular, plural, n);
}

// `text` told apart by `context` from the same English text meaning something else (a
// letter, a one-word label): gettext's msgctxt.
[[nodiscard]] inline const char* trc(const char* context, const char* text) {
    const std::string& domain = detail::text_domain();
    if (domain.empty()) return text;
    const std::string key = std::string(context) + '\004' + text;
    const char* found = ::dgettext(domain.c_str(), key.c_str());
    return found == key.c_str() ? text : found;
}

}  // namespace plateau
