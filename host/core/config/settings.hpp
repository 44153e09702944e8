// Host-side parameter values: what a game's settings resolve to after the schema's
// defaults, the game's TOML files, a preset, --set and a layout have been applied.
#pragma once

#include <plateau/abi.h>

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

namespace plateau::core {

// One checked value. Colours are kept normalised as "#rrggbb".
using ParamValue = std::variant<std::int64_t, double, bool, std::string, std::vector<std::string>>;

struct Setting {
    std::string key;
    plateau_param_type type{};
    ParamValue value;
    friend bool operator==(const Setting&, const Setting&) = default;
};

// Every parameter of a game's schema, in schema order.
struct Settings {
    std::vector<Setting> values;

    [[nodiscard]] const Setting* find(const std::string& key) const {
        for (const auto& s : values) {
            if (s.key == key) return &s;
        }
        return nullptr;
    }
};

// Keeps the C view of a Settings (plateau_settings) and the storage its pointers need.
// The Settings it was made from must outlive it and stay unchanged.
class SettingsView {
public:
    explicit SettingsView(const Settings& settings) {
        const auto n = settings.values.size();
        item_pointers_.resize(n);
        values_.resize(n);
        for (std::size_t i = 0; i < n; ++i) {
            const Setting& s = settings.values[i];
            plateau_value& v = values_[i];
            v = plateau_value{};
            v.key = s.key.c_str();
            v.type = s.type;
            if (const auto* integer = std::get_if<std::int64_t>(&s.value)) v.integer = *integer;
            if (const auto* number = std::get_if<double>(&s.value)) v.number = *number;
            if (const auto* boolean = std::get_if<bool>(&s.value)) v.boolean = *boolean ? 1 : 0;
            if (const auto* text = std::get_if<std::string>(&s.value)) v.text = text->c_str();
            if (const auto* list = std::get_if<std::vector<std::string>>(&s.value)) {
                for (const auto& item : *list) item_pointers_[i].push_back(item.c_str());
                v.items = item_pointers_[i].data();
                v.item_count = static_cast<std::uint32_t>(list->size());
            }
        }
        view_.values = values_.data();
        view_.count = static_cast<std::uint32_t>(values_.size());
    }
    SettingsView(const SettingsView&) = delete;
    SettingsView& operator=(const SettingsView&) = delete;

    [[nodiscard]] const plateau_settings* get() const { return &view_; }

private:
    std::vector<std::vector<const char*>> item_pointers_;
    std::vector<plateau_value> values_;
    plateau_settings view_{};
};

}  // namespace plateau::core
