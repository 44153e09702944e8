#include "core/plugins/file_trust.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <system_error>

#include "core/i18n/translate.hpp"

namespace plateau::core {
namespace {

std::string mode_text(mode_t mode) {
    char text[8];
    std::snprintf(text, sizeof text, "%04o", static_cast<unsigned>(mode & 07777));
    return text;
}

// Empty when `path` (what `what` calls it: "the file", "its folder") is owned by this user or
// root and writable by neither group nor others.
std::string check_one(const std::filesystem::path& path, const char* what) {
    struct stat st {};
    const std::string name = path.string();
    if (::stat(path.c_str(), &st) != 0) {
        // TRANSLATORS: {0} is "the file" or "its folder", {1} its path.
        return format(tr("{0} {1} cannot be checked: {2}"), what, name,
                      std::generic_category().message(errno));
    }
    if (st.st_uid != ::geteuid() && st.st_uid != 0) {
        return format(tr("{0} {1} is owned by user {2}, neither you nor root"), what, name,
                      st.st_uid);
    }
    const bool group = (st.st_mode & S_IWGRP) != 0;
    const bool others = (st.st_mode & S_IWOTH) != 0;
    const std::string mode = mode_text(st.st_mode);
    if (group && others) {
        return format(tr("{0} {1} is writable by group and others (mode {2}): anyone there could "
                         "change its code"),
                      what, name, mode);
    }
    if (group) {
        return format(
            tr("{0} {1} is writable by its group (mode {2}): anyone there could change its code"),
            what, name, mode);
    }
    if (others) {
        return format(
            tr("{0} {1} is writable by others (mode {2}): anyone there could change its code"),
            what, name, mode);
    }
    return {};
}

}  // namespace

std::string find_trust_problem(const std::filesystem::path& file) {
    // The file itself (a link is followed: its target is the code that runs), then the
    // folder holding that target, where someone could swap the file.
    std::error_code error;
    std::filesystem::path real = std::filesystem::canonical(file, error);
    if (error) real = std::filesystem::absolute(file, error);
    // TRANSLATORS: the start of a reason: "the file /path is owned by user 1001...".
    if (std::string problem = check_one(real, trc("a plugin's file", "the file")); !problem.empty())
        return problem;
    // TRANSLATORS: the start of a reason: "its folder /path is writable by others...".
    return check_one(real.parent_path(), trc("a plugin's file", "its folder"));
}

}  // namespace plateau::core
