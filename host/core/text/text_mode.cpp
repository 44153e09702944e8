#include "core/text/text_mode.hpp"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <istream>
#include <ostream>
#include <sstream>
#include <thread>

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
class Refused : public std::runtime_error {
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
    if (status.scores.size() > 1) {
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

TextMode::TextMode(Session session, TextModeHooks hooks, std::ostream& out, std::ostream& err)
    : session_(std::move(session)), hooks_(std::move(hooks)), out_(out), err_(err) {}

void TextMode::start(const std::vector<std::string>& first_messages) {
    Reply reply;
    reply.messages = first_messages;
    try {
        reply.played = session_.play_forced();
        play_computers(reply);
    } catch (const PluginFault& e) {
        fault_ = e.what();
    } catch (const std::exception& e) {
        err_ << "error: " << one_line(e.what()) << '\n';
    }
    if (!reply.played.empty() && hooks_.autosave) {
        try {
            hooks_.autosave(session_);
        } catch (const std::exception& e) {
            err_ << "error: autosave: " << one_line(e.what()) << '\n';
        }
    }
    if (fault_.empty()) write_reply(reply);
    if (!fault_.empty()) report_fault();
}

void TextMode::report_fault() {
    err_ << "error: the plugin failed: " << one_line(fault_)
         << "; the game is closed, saved at its last good position\n";
    err_.flush();
}

void TextMode::autosave_if_changed(const Session::Record& before, const GameInstance* before_game) {
    // A loaded game is another game even when its moves are the same as the old one's
    // (both at the start, say): it is saved too, so that --continue resumes it.
    const Session::Record after = session_.record();
    if (!hooks_.autosave || (&session_.game() == before_game && after.moves == before.moves &&
                             after.position == before.position)) {
        return;
    }
    try {
        hooks_.autosave(session_);
    } catch (const std::exception& e) {
        err_ << "error: autosave: " << one_line(e.what()) << '\n';
    }
}

void TextMode::run(std::istream& in) {
    if (!fault_.empty()) return;
    for (std::string line; std::getline(in, line);) {
        if (!handle(line)) return;
    }
}

bool TextMode::handle(std::string line) {
    line = trim(line);
    const auto words = split_words(line);
    if (!words.empty() && lower(words[0]) == "quit") return false;
    Reply reply;
    const Session::Record before = session_.record();
    // Kept alive for the comparison: a load replaces the session and may free the old game.
    const std::shared_ptr<const GameInstance> before_game = session_.game_ptr();
    try {
        if (words.empty()) throw Refused("empty line: type a move or a command (help lists them)");
        const auto space = line.find_first_of(" \t");
        const std::string rest = space == std::string::npos ? "" : trim(line.substr(space));
        execute(words, rest, reply);
    } catch (const PluginFault& e) {
        fault_ = e.what();
    } catch (const std::exception& e) {
        err_ << "error: " << one_line(e.what()) << '\n';
        err_.flush();
    }
    autosave_if_changed(before, before_game.get());
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
        if (words.size() > 1) throw Refused("'" + command + "' takes no argument");
    };
    if (command == "undo") {
        no_args();
        if (!session_.undo()) throw Refused("nothing to undo");
    } else if (command == "redo") {
        no_args();
        if (!session_.redo()) throw Refused("nothing to redo");
    } else if (command == "restart") {
        no_args();
        if (!session_.restart()) throw Refused("the game is already at its start");
        auto forced = session_.play_forced();  // a game may begin with a skip or a pass
        reply.played.insert(reply.played.end(), forced.begin(), forced.end());
        play_computers(reply);
    } else if (command == "show") {
        no_args();
    } else if (command == "help") {
        no_args();
        help(reply);
    } else if (command == "moves") {
        no_args();
        if (!session_.game().lists_moves()) {
            throw Refused(std::string(session_.game().plugin().name) + " does not list its moves");
        }
        for (const auto& m : session_.game().moves(session_.state())) {
            reply.lines.push_back("move: " + m);
        }
    } else if (command == "hint") {
        no_args();
        if (session_.game().plugin().has_hint == 0) {
            throw Refused(std::string(session_.game().plugin().name) + " has no hints");
        }
        if (session_.status().over) throw Refused("the game is over");
        run_job("hint", "", reply);
    } else if (command == "save" || command == "load") {
        if (words.size() < 2) throw Refused("'" + command + "' needs a file: " + command + " FILE");
        if (command == "save") {
            if (!hooks_.save) throw Refused("saving is not available here");
            hooks_.save(session_, rest);
            reply.messages.push_back("saved to " + rest);
        } else {
            if (!hooks_.load) throw Refused("loading is not available here");
            session_ = hooks_.load(rest);  // a refused file throws and keeps the game
            reply.messages.push_back("loaded " + rest);
        }
    } else if (const plateau_command_def* def = session_.game().find_command(command)) {
        if (def->is_job != 0) {
            run_job(command, rest, reply);
        } else {
            take_items(session_.game().run_command(session_.state(), command, rest), command,
                       reply);
        }
    } else {
        // Anything else is a move in the game's notation.
        if (session_.status().over) throw Refused("the game is over");
        if (session_.computer_to_move()) throw Refused("it is a computer player's turn");
        const std::string move = trim(rest.empty() ? words[0] : words[0] + " " + rest);
        auto played = session_.play(move);
        reply.played.insert(reply.played.end(), played.begin(), played.end());
        play_computers(reply);
    }
}

void TextMode::run_job(const std::string& name, const std::string& args, Reply& reply) {
    auto job = session_.game().start_job(session_.state(), name, args, 0.0);
    for (;;) {
        if (auto result = job->poll()) {
            if (result->failed) {
                std::string reason = "the job failed";
                for (const auto& item : result->items) {
                    if (item.kind == PLATEAU_OUT_MESSAGE) reason = item.text;
                }
                if (name == "hint") {
                    reply.messages.push_back("no hint");
                    return;
                }
                throw Refused(reason);
            }
            take_items(result->items, name, reply);
            return;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
}

void TextMode::take_items(const std::vector<OutputItem>& items, const std::string& prefix,
                          Reply& reply) {
    bool hinted = false;
    for (const auto& item : items) {
        switch (item.kind) {
            case PLATEAU_OUT_MESSAGE:
                reply.messages.push_back(one_line(item.text));
                break;
            case PLATEAU_OUT_LINE:
                reply.lines.push_back(prefix + ": " + one_line(item.text));
                break;
            case PLATEAU_OUT_HINT:
                reply.lines.push_back("hint: " + one_line(item.text));
                hinted = true;
                break;
            case PLATEAU_OUT_MOVE: {
                auto played = session_.play_for_player(item.text);
                reply.played.insert(reply.played.end(), played.begin(), played.end());
                break;
            }
        }
    }
    if (prefix == "hint" && !hinted) reply.messages.push_back("no hint");
    play_computers(reply);
}

void TextMode::play_computers(Reply& reply) {
    // Computer players move by themselves until a human is to move or the game ends.
    for (int guard = 0; guard < 100000 && session_.computer_to_move(); ++guard) {
        auto job = session_.game().start_job(session_.state(), "move", "", 0.0);
        std::optional<JobHandle::Result> result;
        while (!(result = job->poll())) std::this_thread::sleep_for(std::chrono::milliseconds(1));
        const auto it =
            std::find_if(result->items.begin(), result->items.end(),
                         [](const OutputItem& i) { return i.kind == PLATEAU_OUT_MOVE; });
        if (result->failed || it == result->items.end()) {
            throw Refused("the computer player found no move");
        }
        auto played = session_.play_for_player(it->text);
        reply.played.insert(reply.played.end(), played.begin(), played.end());
    }
}

void TextMode::help(Reply& reply) const {
    const plateau_plugin& p = session_.game().plugin();
    std::istringstream how(p.how_to_play != nullptr ? p.how_to_play : "");
    for (std::string line; std::getline(how, line);) reply.lines.push_back("help: " + line);
    reply.lines.push_back(
        "help: Commands: a move, undo, redo, restart, show, help, save FILE, load FILE, quit");
    if (session_.game().lists_moves()) reply.lines.push_back("help: moves: list the legal moves");
    if (p.has_hint != 0) reply.lines.push_back("help: hint: suggest a move");
    for (std::uint32_t i = 0; p.commands != nullptr && i < p.command_count; ++i) {
        const plateau_command_def& c = p.commands[i];
        std::string usage = c.name;
        if (c.args != nullptr && *c.args != '\0') usage += std::string(" ") + c.args;
        reply.lines.push_back("help: " + usage + ": " + (c.help != nullptr ? c.help : ""));
    }
}

std::string TextMode::status_line() const {
    return format_status_line(session_.status(), session_.moves());
}

void TextMode::write_reply(const Reply& reply) {
    std::string text;
    for (const auto& m : reply.messages) text += "message: " + one_line(m) + '\n';
    if (!session_.status().message.empty()) {
        text += "message: " + one_line(session_.status().message) + '\n';
    }
    for (const auto& p : reply.played) {
        text += "played: " + std::to_string(p.player) + ' ' + p.move + '\n';
    }
    for (const auto& l : reply.lines) text += l + '\n';
    try {
        const std::string info = session_.game().info_line(session_.state(), session_.ui());
        if (!info.empty()) text += "info: " + one_line(info) + '\n';
        std::string board = session_.game().text_form(session_.state());
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
