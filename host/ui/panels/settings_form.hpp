// The model behind the settings panel: one field per parameter of a game's schema, each
// with its checked value and, for the kinds typed as text, the text being edited. Typed
// text is checked by the core exactly as a --set item is (the same messages), so the form
// can never save a value the configuration would refuse.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "core/config/param_schema.hpp"
#include "core/config/settings.hpp"
#include "ui/widgets/text_field.hpp"

namespace plateau::ui {

struct FormField {
    const core::ParamSpec* spec = nullptr;
    core::ParamValue value;  // the last value that passed the check
    TextField text;          // what is shown for kinds edited as text
    std::string error;       // why the text is refused; empty when it is fine
};

// How a kind of parameter is edited.
enum class FieldControl {
    stepper,  // integer, number: - and + around the typed value
    toggle,   // boolean
    cycle,    // choice: previous / next
    colour,   // a swatch and #rrggbb
    colours,  // swatches and a comma-separated list
    text,     // text, and a list of texts as comma-separated text
};
[[nodiscard]] FieldControl control_of(plateau_param_type type);

// A value as the form shows it: 12, 0.25, #3d3846, "red, green" for lists.
[[nodiscard]] std::string value_text(const core::ParamValue& value);

class SettingsForm {
  public:
    SettingsForm(const core::ParamSchema& schema, const core::Settings& current);

    [[nodiscard]] std::vector<FormField>& fields() { return fields_; }
    [[nodiscard]] const std::vector<FormField>& fields() const { return fields_; }

    // Checks a field's text and takes its value, or sets its error. True when accepted.
    bool commit(std::size_t index);
    // Commits every field; true when all are accepted.
    bool commit_all();
    // -/+ for a stepper, previous/next for a choice, flip for a boolean.
    void step(std::size_t index, int direction);
    // Every field back to these values (e.g. the defaults and the game's file).
    void reset(const core::Settings& values);

    // The values, in schema order (the last accepted value of each field).
    [[nodiscard]] core::Settings settings() const;

  private:
    void set_value(FormField& field, core::ParamValue value);

    const core::ParamSchema* schema_;
    std::vector<FormField> fields_;
};

}  // namespace plateau::ui
