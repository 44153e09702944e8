// A new empty folder in the system's temporary folder for one test, removed with
// everything in it when the object goes.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

namespace plateau::test {

class TempFolder {
  public:
    // Named PREFIX-XXXXXX (mkdtemp): unique among the tests running at once.
    explicit TempFolder(const std::string& prefix = "plateau-test");
    ~TempFolder();
    TempFolder(const TempFolder&) = delete;
    TempFolder& operator=(const TempFolder&) = delete;

    [[nodiscard]] const std::filesystem::path& path() const { return path_; }
    [[nodiscard]] std::filesystem::path operator/(std::string_view name) const {
        return path_ / name;
    }
    // Writes `text` (its bytes as they are) to path()/relative, making its folders; returns
    // the whole path.
    std::filesystem::path write(const std::filesystem::path& relative, std::string_view text) const;

  private:
    std::filesystem::path path_;
};

}  // namespace plateau::test
