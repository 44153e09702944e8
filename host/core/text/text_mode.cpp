#include "core/text/text_mode.hpp"

#include <algorithm>
#include <cctype>
#include <istream>
#include <ostream>
#include <sstream>

#include "core/i18n/translate.hpp"

namespace plateau::core {

namespace {

std::string lower(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

std::string one_line(std::string text) {
    std::replace(text.begin(), text.end(), '\n', ' ');
    std::replace(text.begin(), text.end(), '\r', ' ');
    return text;
}

std::vector<std::string> split_words(const std::string& line) {
    std::vector<std::string> words;
    std::istringstream stream(line);
    for (std::string w; stream >> w;) words.push_back(w);
    return words;
}

std::string trim(const std::string& text) {
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string::npos) return {};
    const auto last = text.find_last_not_of(" \t\r\n");
    return text.substr(first, last - first + 1);
}

// A refused command: its reason goes to the error stream before the reply.
class CommandRefused : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

}  // namespace

std::string format_status_line(const GameStatus& status, int moves) {
    std::string line = "status: moves=" + std::to_string(moves) +
                       " turn=" + std::to_string(status.over ? 0 : status.turn) +
                       " over=" + (status.over ? "1" : "0") + " result=";
    switch (status.outcome) {
        case PLATEAU_OUTCOME_WON:
            line += "won";
            break;
        case PLATEAU_OUTCOME_LOST:
            line += "lost";
            break;
        case PLATEAU_OUTCOME_DRAW:
            line += "draw";
            break;
        case PLATEAU_OUTCOME_WINNER:
            line += "winner:" + std::to_string(status.winner);
            break;
        default:
            line += "none";
    }
    if (status.several_players()) {
        line += " scores=";
        for (std::size_t i = 0; i < status.scores.size(); ++i) {
            if (i > 0) line += ',';
            line += std::to_string(status.scores[i]);
        }
    } else if (status.score) {
        line += " score=" + std::to_string(*status.score);
    }
    return line;
}

namespace {

GameDriver::Options driver_options(const TextModeHooks& hooks) {
    GameDriver::Options options;
    if (hooks.autosave) {
        options.autosave = [autosave = hooks.autosave](const Session& s, double) { autosave(s); };
    }
    return options;
}

}  // namespace

TextMode::TextMode(Session session, TextModeHooks hooks, std::ostream& out, std::ostream& err)
    : hooks_(std::move(hooks)),
      driver_(std::move(session), driver_options(hooks_)),
      out_(out),
      err_(err) {}

void TextMode::start(const std::vector<std::string>& first_messages) {
    Reply reply;
    reply.messages = first_messages;
    try {
        driver_.start();
        settle(reply);
    } catch (const PluginFault& e) {
        fault_ = e.what();
    } catch (const std::exception& e) {
        err_ << "error: " << one_line(e.what()) << '\n';
    }
    if (fault_.empty()) write_reply(reply);
    if (!fault_.empty()) report_fault();
}

void TextMode::report_fault() {
    if (const auto why = driver_.save_after_fault())
        err_ << "error: " << format(tr("autosave: {}"), one_line(*why)) << '\n';
    err_ << "error: "
         << format(tr("the plugin failed: {}; the game is closed, saved at its last good position"),
                   one_line(fault_))
         << '\n';
    err_.flush();
}

void TextMode::run(std::istream& in) {
    if (!fault_.empty()) return;
    for (std::string line; !stopping() && std::getline(in, line);) {
        if (!handle(line)) return;
    }
    if (!stopping()) return;
    try {
        driver_.close();  // the job stopped, the game saved
    } catch (const std::exception& e) {
        err_ << "error: " << one_line(e.what()) << '\n';
        err_.flush();
    }
}

bool TextMode::stopping() const { return hooks_.stop_requested && hooks_.stop_requested(); }

bool TextMode::handle(std::string line) {
    line = trim(line);
    const auto words = split_words(line);
    if (!words.empty() && lower(words[0]) == "quit") return false;
    Reply reply;
    try {
        if (words.empty())
            throw CommandRefused(tr("empty line: type a move or a command (help lists them)"));
        const auto space = line.find_first_of(" \t");
        const std::string rest = space == std::string::npos ? "" : trim(line.substr(space));
        execute(words, rest, reply);
    } catch (const PluginFault& e) {
        fault_ = e.what();
    } catch (const std::exception& e) {
        take_events(reply);  // what happened before the refusal (an autosave that failed)
        err_ << "error: " << one_line(e.what()) << '\n';
        err_.flush();
    }
    if (fault_.empty()) write_reply(reply);
    if (!fault_.empty()) {
        report_fault();
        return false;
    }
    return true;
}

void TextMode::execute(const std::vector<std::string>& words, const std::string& rest,
                       Reply& reply) {
    const std::string command = lower(words[0]);
    const auto no_args = [&] {
        if (words.size() > 1) throw CommandRefused(format(tr("'{}' takes no argument"), command));
    };
    const GameInstance& game = driver_.game();
    if (command == "undo") {
        no_args();
        driver_.undo();
    } else if (command == "redo") {
        no_args();
        driver_.redo();
    } else if (command == "restart") {
        no_args();
        driver_.restart();
    } else if (command == "show") {
        no_args();
    } else if (command == "help") {
        no_args();
        help(reply);
    } else if (command == "moves") {
        no_args();
        if (!game.lists_moves()) {
            throw CommandRefused(format(tr("{} does not list its moves"), game.plugin().name));
        }
        for (const auto& m : game.moves(driver_.session().state())) {
            reply.lines.push_back("move: " + m);
        }
    } else if (command == "hint") {
        no_args();
        driver_.hint();
    } else if (command == "save" || command == "load") {
        if (words.size() < 2) {
            // TRANSLATORS: {0} is the command (save or load): keep it; FILE may be translated.
            throw CommandRefused(format(tr("'{0}' needs a file: {0} FILE"), command));
        }
        if (command == "save") {
            if (!hooks_.save) throw CommandRefused(tr("saving is not available here"));
            hooks_.save(driver_.session(), rest);
            reply.messages.push_back(format(tr("saved to {}"), rest));
        } else {
            if (!hooks_.load) throw CommandRefused(tr("loading is not available here"));
            driver_.replace(hooks_.load(rest), 0);  // a refused file throws and keeps the game
            reply.messages.push_back(format(tr("loaded {}"), rest));
        }
    } else if (game.find_command(command) != nullptr) {
        driver_.command(command, rest);
    } else {
        // Anything else is a move in the game's notation.
        driver_.play(trim(rest.empty() ? words[0] : words[0] + " " + rest));
    }
    settle(reply);
}

void TextMode::settle(Reply& reply) {
    driver_.settle([this] { return stopping(); });
    take_events(reply);
}

void TextMode::take_events(Reply& reply) {
    using Kind = DriverEvent::Kind;
    for (const DriverEvent& e : driver_.take_events()) {
        switch (e.kind) {
            case Kind::played:
                // The player's own move is the command itself; the others are reported.
                if (e.by != Mover::human) reply.played.push_back({e.player, e.move});
                break;
            case Kind::message:
                reply.messages.push_back(one_line(e.text));
                break;
            case Kind::line:
                reply.lines.push_back(e.label + ": " + one_line(e.text));
                break;
            case Kind::hint:
                reply.lines.push_back("hint: " + one_line(e.move));
                break;
            case Kind::no_hint:
                reply.messages.push_back(tr("no hint"));
                break;
            case Kind::job_failed:
                err_ << "error: " << one_line(e.text.empty() ? tr("the job failed") : e.text)
                     << '\n';
                break;
            case Kind::computer_stuck:
                err_ << "error: "
                     << (e.text.empty() ? std::string(tr("the computer player found no move"))
                                        : format(tr("the computer player found no move: {}"),
                                                 one_line(e.text)))
                     << '\n';
                break;
            case Kind::autosave_failed:
                err_ << "error: " << format(tr("autosave: {}"), one_line(e.text)) << '\n';
                break;
            case Kind::position:
            case Kind::game_over:
                break;  // the board and the status line say it
        }
    }
    err_.flush();
}
void TextMode::help(Reply& reply) const {
    const plateau_plugin& p = driver_.game().plugin();
    std::istringstream how(p.how_to_play != nullptr ? p.how_to_play : "");
    for (std::string line; std::getline(how, line);) reply.lines.push_back("help: " + line);
    // The prefix and the commands' names are the text mode's interface: never translated.
    // TRANSLATORS: undo, redo, restart, show, help, save, load and quit are the commands
    // typed: keep them; FILE may be translated.
    reply.lines.push_back(
        std::string("help: ") +
        tr("Commands: a move, undo, redo, restart, show, help, save FILE, load FILE, quit"));
    if (driver_.game().lists_moves())
        reply.lines.push_back(std::string("help: moves: ") + tr("list the legal moves"));
    if (p.has_hint != 0) reply.lines.push_back(std::string("help: hint: ") + tr("suggest a move"));
    for (std::uint32_t i = 0; p.commands != nullptr && i < p.command_count; ++i) {
        const plateau_command_def& c = p.commands[i];
        std::string usage = c.name;
        if (c.args != nullptr && *c.args != '\0') usage += std::string(" ") + c.args;
        reply.lines.push_back("help: " + usage + ": " + (c.help != nullptr ? c.help : ""));
    }
}

std::string TextMode::status_line() const {
    return format_status_line(driver_.status(), driver_.session().moves());
}

void TextMode::write_reply(const Reply& reply) {
    std::string text;
    for (const auto& m : reply.messages) text += "message: " + one_line(m) + '\n';
    const Session& session = driver_.session();
    if (!session.status().message.empty()) {
        text += "message: " + one_line(session.status().message) + '\n';
    }
    for (const auto& p : reply.played) {
        text += "played: " + std::to_string(p.player) + ' ' + p.move + '\n';
    }
    for (const auto& l : reply.lines) text += l + '\n';
    try {
        const std::string info = session.game().info_line(session.state(), session.ui());
        if (!info.empty()) text += "info: " + one_line(info) + '\n';
        std::string board = session.game().text_form(session.state());
        if (!board.empty()) text += board + '\n';
    } catch (const PluginFault& e) {
        fault_ = e.what();
        return;  // no reply: the game ends
    } catch (const std::exception& e) {
        err_ << "error: " << one_line(e.what()) << '\n';
    }
    text += status_line() + '\n';
    out_ << text;
    out_.flush();
}

}  // namespace plateau::core
