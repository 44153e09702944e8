#include "core/i18n/translate.hpp"

#include <libintl.h>

#include <atomic>
#include <string>

namespace plateau::core {
namespace {

constexpr const char* kDomain = "plateau";
std::atomic<bool> translating{false};

}  // namespace

const char* tr(const char* text) {
    return translating.load(std::memory_order_acquire) ? ::dgettext(kDomain, text) : text;
}

const char* trn(const char* singular, const char* plural, unsigned long n) {
    if (!translating.load(std::memory_order_acquire)) return n == 1 ? singular : plural;
    return ::dngettext(kDomain, singular, plural, n);
}

const char* trc(const char* context, const char* text) {
    if (!translating.load(std::memory_order_acquire)) return text;
    const std::string key = std::string(context) + '\004' + text;
    const char* found = ::dgettext(kDomain, key.c_str());
    return found == key.c_str() ? text : found;
}

namespace detail {

void open_catalogue(const std::filesystem::path& locale_folder, bool translate) {
    if (translate) {
        ::bindtextdomain(kDomain, locale_folder.c_str());
        ::bind_textdomain_codeset(kDomain, "UTF-8");
    }
    translating.store(translate, std::memory_order_release);
}

}  // namespace detail

}  // namespace plateau::core
