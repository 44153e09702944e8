#include "core/saves/save_file.hpp"

#include <toml++/toml.h>

#include <charconv>
#include <chrono>
#include <cmath>
#include <ctime>
#include <fstream>
#include <sstream>
#include <system_error>

#include "core/config/settings_resolution.hpp"
#include "core/config/toml_text.hpp"
#include "core/config/value_check.hpp"
#include "core/i18n/translate.hpp"
#include "core/util/atomic_file.hpp"
#include "core/util/make_folder.hpp"
#include "core/util/time_text.hpp"

namespace plateau::core {

namespace {

constexpr std::int64_t kFormat = 1;

std::string utc_now() {
    return utc_time_text(std::chrono::system_clock::to_time_t(std::chrono::system_clock::now()),
                         "%Y-%m-%dT%H:%M:%SZ");
}

// A TOML multi-line literal string cannot hold ''' ; a basic string holds anything.
std::string layout_text(const std::string& layout) { return toml_string(layout); }

[[noreturn]] void refuse(const std::filesystem::path& path, const toml::source_region* where,
                         const std::string& reason) {
    std::string text = path.string();
    if (where != nullptr && where->begin.line > 0) text += ":" + std::to_string(where->begin.line);
    throw SaveError(text + ": " + reason);
}

// The node as a whole number: a TOML integer, or a float with a whole value that fits. Never
// toml++'s value<int64_t>(), which casts a float out of range (1e93) with undefined
// behaviour (toml++ 3.3; found by fuzz/save_file_fuzzer.cpp).
std::optional<std::int64_t> whole_number(const toml::node& node) {
    if (const auto* integer = node.as_integer()) return integer->get();
    if (const auto* floating = node.as_floating_point()) {
        const double v = floating->get();
        const double limit = std::ldexp(1.0, 63);
        if (std::isfinite(v) && v == std::trunc(v) && v >= -limit && v < limit) {
            return static_cast<std::int64_t>(v);
        }
    }
    return std::nullopt;
}

}  // namespace

std::string format_save(const Session& session, double elapsed_seconds) {
    const GameInstance& game = session.game();
    const Session::Record record = session.record();
    std::ostringstream out;
    out << "# Plateau saved game\n";
    out << "format = " << kFormat << "\n";
    out << "game = " << toml_string(game.plugin().id) << "\n";
    out << "game_version = " << toml_string(game.plugin().version) << "\n";
    out << "abi = \"" << PLATEAU_ABI_MAJOR << "." << PLATEAU_ABI_MINOR << "\"\n";
    out << "saved_at = \"" << utc_now() << "\"\n";
    out << "seed = \"" << game.seed() << "\"\n";
    if (game.layout()) out << "layout = " << layout_text(*game.layout()) << "\n";
    out << "elapsed = " << toml_number(elapsed_seconds < 0 ? 0 : elapsed_seconds) << "\n";
    if (const std::string ui = game.save_ui(session.ui()); !ui.empty()) {
        out << "ui = " << toml_string(ui) << "\n";
    }
    if (record.assistance != Assistance::none) {
        out << "assisted = \"" << assistance_word(record.assistance) << "\"\n";
    }
    out << "position = " << record.position << "\n";
    out << "moves = [\n";
    for (const auto& move : record.moves) out << "  " << toml_string(move) << ",\n";
    out << "]\n\n[parameters]\n";
    for (const Setting& s : game.settings().values) {
        out << s.key << " = " << to_toml_value(s) << "\n";
    }
    return out.str();
}

void write_save(const std::filesystem::path& path, const Session& session, double elapsed_seconds) {
    if (path.has_parent_path()) make_folder(path.parent_path());
    atomic_write_file(path, format_save(session, elapsed_seconds));
}

SaveFile read_save(const std::filesystem::path& path,
                   const std::function<const ParamSchema*(const std::string& id)>& schema_of) {
    std::error_code size_error;
    if (std::filesystem::is_directory(path, size_error)) {
        throw SaveError(path.string() + ": " + tr("is a folder, not a saved game"));
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) throw SaveError(path.string() + ": " + tr("cannot be read"));
    // Read at most one byte past the limit: a huge file (or an endless one) is refused
    // whole without being read into memory.
    std::string text(kMaxSaveFileBytes + 1, '\0');
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    if (in.bad()) throw SaveError(path.string() + ": " + tr("cannot be read"));
    text.resize(static_cast<std::size_t>(in.gcount()));
    if (text.size() > kMaxSaveFileBytes) {
        throw SaveError(
            path.string() + ": " +
            format(tr("too large for a saved game (more than {} MiB)"), kMaxSaveFileBytes >> 20));
    }

    toml::table doc;
    try {
        doc = toml::parse(std::string_view(text), std::string_view(path.string()));
    } catch (const toml::parse_error& e) {
        throw SaveError(path.string() + ":" + std::to_string(e.source().begin.line) + ":" +
                        std::to_string(e.source().begin.column) + ": " +
                        std::string(e.description()));
    }

    const auto need_string = [&](std::string_view key) -> std::string {
        const toml::node* node = doc.get(key);
        if (node == nullptr) refuse(path, nullptr, format(tr("not a Plateau save: no `{}`"), key));
        if (!node->is_string()) refuse(path, &node->source(), format(tr("{} must be a text"), key));
        return *node->value<std::string>();
    };

    const toml::node* format_node = doc.get("format");
    if (format_node == nullptr)
        refuse(path, nullptr, format(tr("not a Plateau save: no `{}`"), "format"));
    if (whole_number(*format_node) != kFormat) {
        refuse(path, &format_node->source(),
               format(tr("save format {} is not one this version reads (1)"),
                      show_toml_node(*format_node)));
    }

    SaveFile save;
    save.game_id = need_string("game");
    save.game_version = need_string("game_version");
    const ParamSchema* schema = schema_of(save.game_id);
    if (schema == nullptr) {
        refuse(
            path, &doc.get("game")->source(),
            format(tr("the game \"{}\" is not installed (no plugin provides it)"), save.game_id));
    }

    const std::string seed_text = need_string("seed");
    {
        const auto* first = seed_text.data();
        const auto* last = first + seed_text.size();
        const auto [end, error] = std::from_chars(first, last, save.seed);
        if (seed_text.empty() || error != std::errc{} || end != last) {
            refuse(path, &doc.get("seed")->source(),
                   format(tr("seed \"{}\" is not a number from 0 to 18446744073709551615"),
                          seed_text));
        }
    }
    if (const toml::node* layout = doc.get("layout")) {
        if (!layout->is_string())
            refuse(path, &layout->source(), format(tr("{} must be a text"), "layout"));
        save.layout = *layout->value<std::string>();
    }
    if (const toml::node* ui = doc.get("ui")) {
        if (!ui->is_string()) refuse(path, &ui->source(), format(tr("{} must be a text"), "ui"));
        save.ui = *ui->value<std::string>();
        save.ui_line = ui->source().begin.line;
    }
    if (const toml::node* assisted = doc.get("assisted")) {
        const auto word = assisted->value<std::string>();
        const auto assistance = word ? assistance_of_word(*word) : std::nullopt;
        if (!assistance || *assistance == Assistance::none) {
            refuse(path, &assisted->source(),
                   tr("assisted must be \"hint\", \"solver\" or \"undo-after-loss\""));
        }
        save.record.assistance = *assistance;
    }
    if (const toml::node* elapsed = doc.get("elapsed")) {
        const auto seconds = elapsed->value<double>();
        if (!seconds || !std::isfinite(*seconds) || *seconds < 0) {
            refuse(path, &elapsed->source(), tr("elapsed must be a number of seconds, 0 or more"));
        }
        save.elapsed = *seconds;
    }

    // Parameters: every key checked as a configuration file's would be.
    save.settings = default_settings(*schema);
    if (const toml::node* params = doc.get("parameters")) {
        const toml::table* table = params->as_table();
        if (table == nullptr) refuse(path, &params->source(), tr("[parameters] must be a table"));
        for (const auto& [key, node] : *table) {
            const ParamSpec* spec = schema->find(key.str());
            if (spec == nullptr) {
                refuse(path, &node.source(),
                       format(tr("unknown parameter \"{0}\" for {1}"), key.str(), save.game_id));
            }
            const ValueCheck check = check_toml_value(*spec, node, std::string(key.str()));
            if (!check.value) refuse(path, &node.source(), check.problem);
            for (Setting& s : save.settings.values) {
                if (s.key == spec->key) s.value = *check.value;
            }
        }
    }

    const toml::node* moves = doc.get("moves");
    if (moves == nullptr || !moves->is_array()) {
        refuse(path, moves != nullptr ? &moves->source() : nullptr,
               tr("`moves` must be a list of texts"));
    }
    for (const toml::node& move : *moves->as_array()) {
        if (!move.is_string()) refuse(path, &move.source(), tr("a move must be a text"));
        save.record.moves.push_back(*move.value<std::string>());
        save.move_lines.push_back(move.source().begin.line);
    }
    const toml::node* position = doc.get("position");
    if (position == nullptr)
        refuse(path, nullptr, format(tr("not a Plateau save: no `{}`"), "position"));
    const auto pos = whole_number(*position);
    if (!pos || *pos < 0 || static_cast<std::size_t>(*pos) > save.record.moves.size()) {
        refuse(path, &position->source(),
               format(tr("position must be a whole number from 0 to {} (the number of moves)"),
                      save.record.moves.size()));
    }
    save.record.position = static_cast<std::size_t>(*pos);
    return save;
}

namespace {

// MAJOR.MINOR.PATCH as numbers; a part that is not a number counts as 0, missing ones too.
std::vector<unsigned long> version_numbers(const std::string& version) {
    std::vector<unsigned long> numbers;
    std::size_t at = 0;
    while (at <= version.size() && numbers.size() < 3) {
        const std::size_t dot = version.find('.', at);
        const std::string part =
            version.substr(at, dot == std::string::npos ? std::string::npos : dot - at);
        unsigned long n = 0;
        const auto parsed = std::from_chars(part.data(), part.data() + part.size(), n);
        numbers.push_back(parsed.ec == std::errc{} ? n : 0);
        if (dot == std::string::npos) break;
        at = dot + 1;
    }
    numbers.resize(3, 0);
    return numbers;
}

}  // namespace

void check_save_version(const std::filesystem::path& path, const SaveFile& save,
                        const std::string& installed_version) {
    if (version_numbers(save.game_version) > version_numbers(installed_version)) {
        // TRANSLATORS: {0} and {2} are versions ("1.2.0"), {1} the game's id.
        throw SaveError(path.string() + ": " +
                        format(tr("saved by version {0} of {1}, newer than the installed {2}: "
                                  "update the plugin to load it"),
                               save.game_version, save.game_id, installed_version));
    }
}

Session restore_session(const std::filesystem::path& path, const SaveFile& save,
                        const GameMaker& make_game) {
    std::shared_ptr<const GameInstance> game;
    try {
        game = make_game(save.game_id, save.settings, save.seed, save.layout);
    } catch (const std::exception& e) {
        throw SaveError(path.string() + ": " +
                        format(tr("the game cannot be made from it: {}"), e.what()));
    }
    try {
        Session session = Session::replay(game, save.record);
        try {
            game->restore_ui(session.ui(), save.ui);
        } catch (const PluginError& e) {
            throw SaveError(path.string() + ":" + std::to_string(save.ui_line) +
                            ": ui: " + e.what());
        }
        return session;
    } catch (const SaveError&) {
        throw;
    } catch (const ReplayError& e) {
        const std::size_t i = e.index();
        const std::string line =
            i < save.move_lines.size() ? ":" + std::to_string(save.move_lines[i]) : "";
        throw SaveError(path.string() + line + ": " + e.what());
    } catch (const std::exception& e) {
        throw SaveError(path.string() + ": " + e.what());
    }
}

}  // namespace plateau::core
