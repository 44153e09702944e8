#include "core/session/session.hpp"

namespace plateau::core {

Session::Session(std::shared_ptr<const GameInstance> game) {
    Entry start;
    start.state = game->initial();
    start.status = game->status(start.state);
    start.ui = game->new_ui(start.state);
    start.game = std::move(game);
    history_.push_back(std::move(start));
}

const StateRef* Session::previous_state() const {
    if (position_ == 0 || current().kind != Kind::move) return nullptr;
    return &history_[position_ - 1].state;
}

Session::Entry Session::make_move_entry(std::string_view move) const {
    const Entry& from = current();
    Entry next;
    next.game = from.game;
    next.state = from.game->apply(from.state, move);  // throws on a refused move
    next.status = from.game->status(next.state);
    next.kind = Kind::move;
    next.move = std::string(move);
    next.moves = from.moves + 1;
    next.ui = from.ui;
    return next;
}

void Session::push(Entry entry) {
    history_.resize(position_ + 1);  // a new step drops the redo tail
    history_.push_back(std::move(entry));
    ++position_;
}

std::vector<Played> Session::play(std::string_view move) {
    if (status().over) throw PluginError("the game is over");
    Entry next = make_move_entry(move);
    const Entry& from = current();
    from.game->after_move(from.ui.get(), from.state, next.state, move);
    push(std::move(next));
    return play_forced();
}

std::vector<Played> Session::play_for_player(std::string_view move) {
    const int player = status().turn;
    std::vector<Played> played{{player, std::string(move)}};
    auto more = play(move);
    played.insert(played.end(), more.begin(), more.end());
    return played;
}

std::vector<Played> Session::play_forced() {
    std::vector<Played> played;
    // A game could force moves forever; a bound turns that into an error, not a hang.
    for (int guard = 0; guard < 10000 && !status().over; ++guard) {
        auto forced = game().forced_move(state());
        if (!forced) return played;
        const int player = status().turn;
        Entry next = make_move_entry(*forced);
        game().after_move(current().ui.get(), state(), next.state, *forced);
        push(std::move(next));
        played.push_back({player, *forced});
    }
    if (!status().over) throw PluginError("the game keeps forcing moves");
    return played;
}

bool Session::human_choice_at(std::size_t i) const {
    const Entry& e = history_[i];
    if (e.status.over) return true;
    if (e.status.computer_turn) return false;
    return !e.game->forced_move(e.state).has_value();
}

std::optional<std::size_t> Session::undo_target() const {
    if (position_ == 0) return std::nullopt;
    std::size_t p = position_ - 1;
    while (p > 0 && !human_choice_at(p)) --p;
    if (p == 0 && !human_choice_at(0)) {
        // The game opens with no one's choice (a computer player or a forced skip moves
        // first): the first human choice after the start is as far back as undo goes.
        std::size_t q = 1;
        while (q < position_ && !human_choice_at(q)) ++q;
        if (q >= position_) return std::nullopt;
        p = q;
    }
    return p;
}

bool Session::can_undo() const { return undo_target().has_value(); }
bool Session::can_redo() const { return position_ + 1 < history_.size(); }

bool Session::undo() {
    const auto target = undo_target();
    if (!target) return false;
    position_ = *target;
    return true;
}

bool Session::redo() {
    if (!can_redo()) return false;
    ++position_;
    while (position_ + 1 < history_.size() && !human_choice_at(position_)) ++position_;
    return true;
}

bool Session::restart() {
    const Entry& from = current();
    if (from.moves == 0) return false;
    Entry start;
    start.game = from.game;
    start.state = from.game->initial();
    start.status = from.game->status(start.state);
    start.kind = Kind::restart;
    start.move = std::string(kRestartWord);
    start.ui = from.ui;
    push(std::move(start));
    return true;
}

void Session::new_game(std::shared_ptr<const GameInstance> game) {
    Entry start;
    start.state = game->initial();
    start.status = game->status(start.state);
    start.ui = game->new_ui(start.state);
    start.game = std::move(game);
    push(std::move(start));
}

std::size_t Session::segment_start(std::size_t i) const {
    while (i > 0 && history_[i].kind != Kind::start) --i;
    return i;
}

Session::Record Session::record() const {
    Record r;
    const std::size_t first = segment_start(position_);
    std::size_t i = first + 1;
    for (; i < history_.size() && history_[i].kind != Kind::start; ++i) {
        r.moves.push_back(history_[i].move);
    }
    r.position = position_ - first;
    return r;
}

Session Session::replay(std::shared_ptr<const GameInstance> game, const Record& record) {
    if (record.position > record.moves.size()) {
        throw ReplayError(
            record.moves.size(), "",
            "the position " + std::to_string(record.position) + " is past the last move");
    }
    Session session(std::move(game));
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        const std::string& move = record.moves[i];
        if (move == kRestartWord) {
            if (!session.restart()) throw ReplayError(i, move, "the game is at its start");
            continue;
        }
        if (session.status().over) throw ReplayError(i, move, "the game is over");
        try {
            // Each recorded entry is one step: forced moves were recorded as their own.
            Entry next = session.make_move_entry(move);
            session.game().after_move(session.ui(), session.state(), next.state, move);
            session.push(std::move(next));
        } catch (const PluginError& e) {
            throw ReplayError(i, move, e.what());
        }
    }
    session.position_ = record.position;
    return session;
}

}  // namespace plateau::core
