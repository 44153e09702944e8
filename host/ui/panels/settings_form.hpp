// The model behind the settings panel: one field per parameter of a game's schema, each
// with its checked value and, for the kinds typed as text, the text being edited. Typed
// text is checked by the core exactly as a --set item is (the same messages), so the form
// can never save a value the configuration would refuse; and the values are then judged
// together by the game (a judge), so it never saves a set the game would refuse either.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "core/config/param_schema.hpp"
#include "core/config/settings.hpp"
#include "core/config/settings_judge.hpp"
#include "core/config/user_file_problems.hpp"
#include "ui/widgets/text_field.hpp"

namespace plateau::ui {

struct FormField {
    const core::ParamSpec* spec = nullptr;
    core::ParamValue value;  // the last value that passed the check
    TextField text;          // what is shown for kinds edited as text
    std::string error;       // why the text is refused; empty when it is fine
    // The user's file's problem with this key ("line 3: ..."): its value was left out, the
    // field shows the value before it, which Save writes in its place.
    std::string file_problem;
    // An integer's limits with the other values as they are, when narrower than its own.
    std::optional<core::IntegerRange> limits;
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
    // -/+ for a stepper (an integer kept within its limits), previous/next for a choice,
    // flip for a boolean.
    void step(std::size_t index, int direction);
    // Every field back to these values (e.g. the defaults and the game's file).
    void reset(const core::Settings& values);

    // The game's judgement of the values together: from now on, after every change, the
    // form knows whether the game refuses them and each integer's limits.
    void set_judge(core::SettingsJudge judge);
    // Why the game refuses the values together; nothing when it accepts them (or no judge).
    [[nodiscard]] const std::optional<std::string>& refusal() const { return refusal_; }
    // Gives each problem of the user's file about a parameter to its field; returns the
    // others (an unknown key, text that is not TOML).
    std::vector<core::UserFileProblem> show_file_problems(
        std::vector<core::UserFileProblem> problems);

    // The values, in schema order (the last accepted value of each field).
    [[nodiscard]] core::Settings settings() const;

  private:
    void set_value(FormField& field, core::ParamValue value);
    void rejudge();

    const core::ParamSchema* schema_;
    std::vector<FormField> fields_;
    core::SettingsJudge judge_;
    std::optional<std::string> refusal_;
};

}  // namespace plateau::ui
