#include "core/saves/save_slots.hpp"

#include <algorithm>
#include <cctype>
#include <system_error>

#include "core/i18n/translate.hpp"

namespace plateau::core {

std::vector<SaveSlot> list_save_slots(const std::filesystem::path& saves_dir) {
    std::vector<SaveSlot> slots;
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(saves_dir, ec)) {
        if (!entry.is_regular_file(ec) || entry.path().extension() != ".toml") continue;
        slots.push_back({entry.path().stem().string(), entry.path(), entry.last_write_time(ec)});
    }
    std::sort(slots.begin(), slots.end(),
              [](const SaveSlot& a, const SaveSlot& b) { return a.written > b.written; });
    return slots;
}

std::optional<std::string> remove_save_slot(const SaveSlot& slot) {
    std::error_code ec;
    if (!std::filesystem::remove(slot.path, ec) && !ec) {
        return slot.path.string() + ": " + tr("it was already gone");
    }
    if (ec) return slot.path.string() + ": " + format(tr("not deleted: {}"), ec.message());
    return std::nullopt;
}

std::string slot_file_name(const std::string& typed) {
    std::string name;
    for (const char c : typed) {
        const auto u = static_cast<unsigned char>(c);
        if (std::isalnum(u) != 0 || c == '-' || c == '_') {
            name += c;
        } else if (c == ' ' && !name.empty() && name.back() != '-') {
            name += '-';
        }
    }
    while (!name.empty() && name.back() == '-') name.pop_back();
    if (name.size() > 64) name.resize(64);
    return name;
}

}  // namespace plateau::core
