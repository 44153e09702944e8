// The host's texts in the player's language: every text the host shows goes through these
// (gettext behind them, in translate.cpp alone). The texts are written in English and
// found by xgettext from these names (po/CMakeLists.txt), as in a plugin (the SDK's
// plateau/translate.hpp, same calls, the plugin's own catalogue):
//
//   tr("Save This Game")
//   format(tr("Delete the saved game \"{}\"?"), name)          // plateau/format.hpp
//   format(trn("{} move", "{} moves", count), count)
//   trc("a game's result", "Won")     // the same English words, told apart for translators
//   N_("Undo")   // marks a text for a table; tr() of the table's entry translates it
//
// Until use_language (core/i18n/language.hpp) opens a catalogue, every call gives its
// English text back: unit tests see the texts as written.
#pragma once

#include <filesystem>
#include <plateau/format.hpp>

namespace plateau::core {

using plateau::format;

[[nodiscard]] const char* tr(const char* text);
[[nodiscard]] const char* trn(const char* singular, const char* plural, unsigned long n);
[[nodiscard]] const char* trc(const char* context, const char* text);
[[nodiscard]] constexpr const char* N_(const char* text) { return text; }

namespace detail {
// Opens the domain "plateau" in `locale_folder` when `translate`, else keeps to English.
void open_catalogue(const std::filesystem::path& locale_folder, bool translate);
}  // namespace detail

}  // namespace plateau::core
