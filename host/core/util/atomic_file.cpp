#include "core/util/atomic_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <string>
#include <system_error>

#include "core/i18n/translate.hpp"

namespace plateau::core {
namespace {

// `what` is a translated pattern with a place for the file.
[[noreturn]] void fail(const char* what, const std::filesystem::path& file, int error) {
    throw std::system_error(error, std::generic_category(), format(what, file.string()));
}

// Closes a descriptor and removes the temporary file unless the write went through.
class TemporaryFile {
  public:
    explicit TemporaryFile(const std::filesystem::path& target) {
        static std::atomic<unsigned> counter{0};
        const std::filesystem::path folder = target.parent_path();
        for (int attempt = 0; attempt < 100; ++attempt) {
            path_ = folder / ("." + target.filename().string() + ".tmp-" +
                              std::to_string(::getpid()) + "-" + std::to_string(counter++));
            fd_ = ::open(path_.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
            if (fd_ >= 0) return;
            if (errno != EEXIST) fail(tr("cannot create a temporary file for {}"), target, errno);
        }
        fail(tr("cannot create a temporary file for {}"), target, EEXIST);
    }
    TemporaryFile(const TemporaryFile&) = delete;
    TemporaryFile& operator=(const TemporaryFile&) = delete;
    ~TemporaryFile() {
        if (fd_ >= 0) ::close(fd_);
        if (!renamed_) ::unlink(path_.c_str());
    }

    [[nodiscard]] int fd() const { return fd_; }
    [[nodiscard]] const std::filesystem::path& path() const { return path_; }

    // Closes the descriptor, reporting an error close finds (NFS reports write errors here).
    void close(const std::filesystem::path& target) {
        const int fd = fd_;
        fd_ = -1;
        if (::close(fd) != 0) fail(tr("cannot write {}"), target, errno);
    }
    void mark_renamed() { renamed_ = true; }

  private:
    std::filesystem::path path_;
    int fd_ = -1;
    bool renamed_ = false;
};

void write_all(int fd, std::string_view contents, const std::filesystem::path& target) {
    while (!contents.empty()) {
        const ssize_t written = ::write(fd, contents.data(), contents.size());
        if (written < 0) {
            if (errno == EINTR) continue;
            fail(tr("cannot write {}"), target, errno);
        }
        contents.remove_prefix(static_cast<std::size_t>(written));
    }
}

// Flushes the folder so that the rename itself reaches the disk. Some file systems refuse
// fsync on a folder (EINVAL); the file's own data is safe by then, so that is not an error.
void sync_folder(const std::filesystem::path& folder, const std::filesystem::path& target) {
    const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return;
    const int result = ::fsync(fd);
    const int error = errno;
    ::close(fd);
    if (result != 0 && error != EINVAL && error != EROFS)
        fail(tr("cannot flush the folder of {}"), target, error);
}

}  // namespace

void atomic_write_file(const std::filesystem::path& path, std::string_view contents) {
    std::filesystem::path target = path;
    std::error_code ec;
    if (std::filesystem::is_symlink(target, ec)) {
        target = std::filesystem::canonical(path, ec);
        if (ec) fail(tr("cannot follow the link {}"), path, ec.value());
    }
    if (target.parent_path().empty()) target = "." / target;

    TemporaryFile temporary(target);
    struct stat existing {};
    if (::stat(target.c_str(), &existing) == 0) {
        if (::fchmod(temporary.fd(), existing.st_mode & 07777) != 0)
            fail(tr("cannot write {}"), target, errno);
    }
    write_all(temporary.fd(), contents, target);
    if (::fsync(temporary.fd()) != 0) fail(tr("cannot write {}"), target, errno);
    temporary.close(target);
    if (::rename(temporary.path().c_str(), target.c_str()) != 0)
        fail(tr("cannot replace {}"), target, errno);
    temporary.mark_renamed();
    sync_folder(target.parent_path(), target);
}

}  // namespace plateau::core
