#include "core/util/make_folder.hpp"

#include <system_error>

#include "core/i18n/translate.hpp"

namespace plateau::core {

void make_folder(const std::filesystem::path& folder) {
    std::error_code error;
    std::filesystem::create_directories(folder, error);
    if (error) {
        throw std::system_error(error, format(tr("cannot create the folder {}"), folder.string()));
    }
    if (!std::filesystem::is_directory(folder, error)) {
        throw std::system_error(std::make_error_code(std::errc::not_a_directory),
                                format(tr("cannot create the folder {}"), folder.string()));
    }
}

}  // namespace plateau::core
