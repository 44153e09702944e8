#include "core/plugins/file_trust.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <system_error>

namespace plateau::core {
namespace {

std::string mode_text(mode_t mode) {
    char text[8];
    std::snprintf(text, sizeof text, "%04o", static_cast<unsigned>(mode & 07777));
    return text;
}

// Empty when `path` (what `what` calls it) is owned by this user or root and writable by
// neither group nor others.
std::string check_one(const std::filesystem::path& path, const std::string& what) {
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0) {
        return what + " " + path.string() +
               " cannot be checked: " + std::generic_category().message(errno);
    }
    if (st.st_uid != ::geteuid() && st.st_uid != 0) {
        return what + " " + path.string() + " is owned by user " + std::to_string(st.st_uid) +
               ", neither you nor root";
    }
    const bool group = (st.st_mode & S_IWGRP) != 0;
    const bool others = (st.st_mode & S_IWOTH) != 0;
    if (group || others) {
        return what + " " + path.string() + " is writable by " +
               (group && others ? "group and others"
                : group         ? "its group"
                                : "others") +
               " (mode " + mode_text(st.st_mode) + "): anyone there could change its code";
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
    if (std::string problem = check_one(real, "the file"); !problem.empty()) return problem;
    return check_one(real.parent_path(), "its folder");
}

}  // namespace plateau::core
