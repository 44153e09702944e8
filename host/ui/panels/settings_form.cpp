#include "ui/panels/settings_form.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string_view>

#include "core/config/config_error.hpp"
#include "core/config/settings_resolution.hpp"

namespace plateau::ui {

FieldControl control_of(plateau_param_type type) {
    switch (type) {
        case PLATEAU_PARAM_INTEGER:
        case PLATEAU_PARAM_NUMBER:
            return FieldControl::stepper;
        case PLATEAU_PARAM_BOOLEAN:
            return FieldControl::toggle;
        case PLATEAU_PARAM_CHOICE:
            return FieldControl::cycle;
        case PLATEAU_PARAM_COLOUR:
            return FieldControl::colour;
        case PLATEAU_PARAM_COLOUR_LIST:
            return FieldControl::colours;
        default:
            return FieldControl::text;
    }
}

namespace {
std::string number_text(double value) {
    char text[64];
    std::snprintf(text, sizeof text, "%.15g", value);
    // Shortest form that reads back the same.
    for (int precision = 1; precision <= 17; ++precision) {
        char shorter[64];
        std::snprintf(shorter, sizeof shorter, "%.*g", precision, value);
        if (std::strtod(shorter, nullptr) == value) return shorter;
    }
    return text;
}
}  // namespace

std::string value_text(const core::ParamValue& value) {
    if (const auto* i = std::get_if<std::int64_t>(&value)) return std::to_string(*i);
    if (const auto* d = std::get_if<double>(&value)) return number_text(*d);
    if (const auto* b = std::get_if<bool>(&value)) return *b ? "true" : "false";
    if (const auto* s = std::get_if<std::string>(&value)) return *s;
    std::string joined;
    for (const auto& item : std::get<std::vector<std::string>>(value)) {
        joined += (joined.empty() ? "" : ", ") + item;
    }
    return joined;
}

SettingsForm::SettingsForm(const core::ParamSchema& schema, const core::Settings& current)
    : schema_(&schema) {
    for (const auto& spec : schema.params) {
        FormField field;
        field.spec = &spec;
        const core::Setting* set = current.find(spec.key);
        set_value(field, set != nullptr ? set->value : spec.default_value);
        fields_.push_back(std::move(field));
    }
}

void SettingsForm::set_value(FormField& field, core::ParamValue value) {
    field.text.set_text(value_text(value));
    field.value = std::move(value);
    field.error.clear();
}

bool SettingsForm::commit(std::size_t index) {
    FormField& field = fields_.at(index);
    const auto control = control_of(field.spec->type);
    if (control == FieldControl::toggle || control == FieldControl::cycle) return true;
    const std::string item = field.spec->key + "=" + field.text.text();
    try {
        core::Setting setting = core::parse_set_value(*schema_, item);
        const bool changed = setting.value != field.value;
        field.value = std::move(setting.value);
        field.error.clear();
        if (changed) rejudge();
        // Show the value as the core understood it (a colour name becomes #rrggbb), unless
        // the text says the same thing already.
        const std::string shown = value_text(field.value);
        if (control != FieldControl::text || field.spec->type == PLATEAU_PARAM_TEXT_LIST) {
            field.text.set_text(shown);
        }
        return true;
    } catch (const core::ConfigError& e) {
        // The core names the --set item; the form shows the field, so drop that prefix.
        std::string message = e.what();
        // In French the colon follows a no-break space: "--set size=x : ...".
        const std::string prefix = "--set " + item;
        if (message.rfind(prefix, 0) == 0) {
            for (const std::string_view colon : {": ", " : ", "\xC2\xA0: "}) {
                if (message.compare(prefix.size(), colon.size(), colon) == 0) {
                    message.erase(0, prefix.size() + colon.size());
                    break;
                }
            }
        }
        field.error = message;
        return false;
    }
}

bool SettingsForm::commit_all() {
    bool all = true;
    for (std::size_t i = 0; i < fields_.size(); ++i) all = commit(i) && all;
    return all;
}

void SettingsForm::step(std::size_t index, int direction) {
    FormField& field = fields_.at(index);
    const core::ParamSpec& spec = *field.spec;
    switch (spec.type) {
        case PLATEAU_PARAM_INTEGER: {
            commit(index);
            auto value = std::get<std::int64_t>(field.value) + direction;
            if (spec.min_int != 0 || spec.max_int != 0) {
                value = std::clamp(value, spec.min_int, spec.max_int);
            }
            // Within what the game takes with the other values, unless already outside it
            // (a step then goes toward it).
            if (const auto& limits = field.limits) {
                const auto old = std::get<std::int64_t>(field.value);
                if (old >= limits->low && old <= limits->high) {
                    value = std::clamp(value, limits->low, limits->high);
                }
            }
            set_value(field, value);
            break;
        }
        case PLATEAU_PARAM_NUMBER: {
            commit(index);
            const bool bounded = spec.min_number != 0 || spec.max_number != 0;
            // A twentieth of the range, else a tenth.
            const double unit = bounded ? (spec.max_number - spec.min_number) / 20 : 0.1;
            double value = std::get<double>(field.value) + direction * unit;
            value = std::round(value / unit) * unit;
            if (bounded) value = std::clamp(value, spec.min_number, spec.max_number);
            set_value(field, value);
            break;
        }
        case PLATEAU_PARAM_BOOLEAN:
            set_value(field, !std::get<bool>(field.value));
            break;
        case PLATEAU_PARAM_CHOICE: {
            if (spec.choices.empty()) break;
            const auto& current = std::get<std::string>(field.value);
            const auto it = std::find(spec.choices.begin(), spec.choices.end(), current);
            const auto n = static_cast<long>(spec.choices.size());
            long at = it == spec.choices.end() ? 0 : it - spec.choices.begin();
            at = ((at + direction) % n + n) % n;
            set_value(field, spec.choices[static_cast<std::size_t>(at)]);
            break;
        }
        default:
            break;
    }
    rejudge();
}

void SettingsForm::reset(const core::Settings& values) {
    for (auto& field : fields_) {
        const core::Setting* set = values.find(field.spec->key);
        set_value(field, set != nullptr ? set->value : field.spec->default_value);
    }
    rejudge();
}

void SettingsForm::set_judge(core::SettingsJudge judge) {
    judge_ = std::move(judge);
    rejudge();
}

void SettingsForm::rejudge() {
    if (!judge_) return;
    const core::Settings values = settings();
    refusal_ = judge_(values);
    for (auto& field : fields_) {
        field.limits.reset();
        auto range = core::accepted_range(*field.spec, values, judge_);
        if (range && (range->low > field.spec->min_int || range->high < field.spec->max_int)) {
            field.limits = range;
        }
    }
}

std::vector<core::UserFileProblem> SettingsForm::show_file_problems(
    std::vector<core::UserFileProblem> problems) {
    std::vector<core::UserFileProblem> others;
    for (auto& problem : problems) {
        const auto field = std::find_if(fields_.begin(), fields_.end(), [&](const FormField& f) {
            return !problem.key.empty() && f.spec->key == problem.key;
        });
        if (field == fields_.end()) {
            others.push_back(std::move(problem));
        } else if (field->file_problem.empty()) {
            field->file_problem = std::move(problem.brief);
        }
    }
    return others;
}

core::Settings SettingsForm::settings() const {
    core::Settings out;
    for (const auto& field : fields_) {
        out.values.push_back({field.spec->key, field.spec->type, field.value});
    }
    return out;
}

}  // namespace plateau::ui
