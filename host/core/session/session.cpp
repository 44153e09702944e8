#include "core/session/session.hpp"

#include "core/i18n/translate.hpp"

namespace plateau::core {

namespace {

// The forced move of a position, if any: asked once, when the position is made (a computer
// player's forced pass is played as one, before its search would start).
std::optional<std::string> forced_move_of(const GameInstance& game, const StateRef& state,
                                          const GameStatus& status) {
    if (status.over) return std::nullopt;
    return game.forced_move(state);
}

}  // namespace

std::string_view assistance_word(Assistance assistance) {
    switch (assistance) {
        case Assistance::none:
            return "";
        case Assistance::hint:
            return "hint";
        case Assistance::solver:
            return "solver";
        case Assistance::undo_after_loss:
            return "undo-after-loss";
    }
    return "";
}

std::optional<Assistance> assistance_of_word(std::string_view word) {
    for (const Assistance a :
         {Assistance::none, Assistance::hint, Assistance::solver, Assistance::undo_after_loss}) {
        if (assistance_word(a) == word) return a;
    }
    return std::nullopt;
}

void Session::mark_assisted(Assistance assistance) {
    Assistance& kept = *current().assistance;
    if (kept == Assistance::none) kept = assistance;
}

Session::Entry Session::start_entry(std::shared_ptr<const GameInstance> game) {
    Entry start;
    start.state = game->initial();
    start.status = game->status(start.state);
    start.forced = forced_move_of(*game, start.state, start.status);
    start.ui = game->new_ui(start.state);
    start.game = std::move(game);
    return start;
}

Session::Session(std::shared_ptr<const GameInstance> game) {
    history_.push_back(start_entry(std::move(game)));
}

const StateRef* Session::previous_state() const {
    if (position_ == 0 || current().kind != Kind::move) return nullptr;
    return &state_at(position_ - 1);
}

bool Session::keeps_state(std::size_t i) const {
    return history_[i].kind != Kind::move || i % kSnapshotEvery == 0 || i == position_ ||
           i + 1 == position_;
}

void Session::trim(std::size_t i) {
    if (i < history_.size() && !keeps_state(i)) history_[i].state.reset();
}

const StateRef& Session::state_at(std::size_t i) const {
    const Entry& target = history_[i];
    if (target.state) return target.state;
    // The nearest kept state before it: a snapshot, a start or a restart (which always
    // keep theirs), at most kSnapshotEvery - 1 moves back.
    std::size_t from = i;
    while (!history_[from].state) --from;
    StateRef state = history_[from].state;
    for (std::size_t k = from + 1; k <= i; ++k) {
        try {
            state = history_[k].game->apply(state, history_[k].move);
        } catch (const PluginError& e) {
            // The game took this move before: replaying it must give the same position.
            throw PluginFault(format(tr("the game refuses a move it took before, '{0}', "
                                        "replaying the history: {1}"),
                                     history_[k].move, e.what()));
        }
    }
    target.state = std::move(state);
    return target.state;
}

void Session::move_to(std::size_t position) {
    const std::size_t old = position_;
    (void)state_at(position);  // may throw: the position is kept then
    position_ = position;
    trim(old);
    if (old > 0) trim(old - 1);
}

Session::Entry Session::make_move_entry(std::string_view move) const {
    if (!is_move_text(move)) {
        throw PluginError(tr("a move is one line of text (UTF-8, without control characters)"));
    }
    const Entry& from = current();
    Entry next;
    next.game = from.game;
    next.state = from.game->apply(from.state, move);  // throws on a refused move
    next.status = from.game->status(next.state);
    next.forced = forced_move_of(*from.game, next.state, next.status);
    next.kind = Kind::move;
    next.move = from.game->canonical_move(from.state, move);  // as the game writes it
    next.moves = from.moves + 1;
    next.ui = from.ui;
    next.assistance = from.assistance;
    return next;
}

void Session::push(Entry entry) {
    history_.resize(position_ + 1);  // a new step drops the redo tail
    history_.push_back(std::move(entry));
    ++position_;
    if (position_ >= 2) trim(position_ - 2);
}

std::vector<Played> Session::play(std::string_view move) {
    if (status().over) throw PluginError(tr("the game is over"));
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
        if (!current().forced) return played;
        const std::string forced = *current().forced;
        const int player = status().turn;
        Entry next;
        try {
            next = make_move_entry(forced);
        } catch (const PluginFault&) {
            throw;
        } catch (const PluginError& e) {
            // The game's own forced move: refusing it is the plugin's failure, not the player's.
            throw PluginFault(
                format(tr("the game refuses its own forced move '{0}': {1}"), forced, e.what()));
        }
        game().after_move(current().ui.get(), state(), next.state, forced);
        push(std::move(next));
        played.push_back({player, forced});
    }
    if (!status().over) throw PluginError(tr("the game keeps forcing moves"));
    return played;
}

bool Session::human_choice_at(std::size_t i) const {
    const Entry& e = history_[i];
    return e.status.over || (!e.status.computer_turn && !e.forced);
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
    move_to(*target);
    return true;
}

bool Session::redo() {
    if (!can_redo()) return false;
    std::size_t target = position_ + 1;
    while (target + 1 < history_.size() && !human_choice_at(target)) ++target;
    move_to(target);
    return true;
}

bool Session::restart() {
    const Entry& from = current();
    if (from.moves == 0) return false;
    Entry start;
    start.game = from.game;
    start.state = from.game->initial();
    start.status = from.game->status(start.state);
    start.forced = forced_move_of(*start.game, start.state, start.status);
    start.kind = Kind::restart;
    start.move = std::string(kRestartWord);
    start.ui = from.ui;
    start.assistance = from.assistance;  // the same board: what was seen stays seen
    push(std::move(start));
    return true;
}

void Session::new_game(std::shared_ptr<const GameInstance> game) {
    push(start_entry(std::move(game)));
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
    r.assistance = assistance();
    return r;
}

ReplayError::ReplayError(std::size_t index, const std::string& move, const std::string& reason)
    : std::runtime_error(format(tr("move {0} '{1}' is refused: {2}"), index + 1, move, reason)),
      index_(index) {}

Session Session::replay(std::shared_ptr<const GameInstance> game, const Record& record) {
    if (record.position > record.moves.size()) {
        throw ReplayError(record.moves.size(), "",
                          format(tr("the position {} is past the last move"), record.position));
    }
    Session session(std::move(game));
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        const std::string& move = record.moves[i];
        if (move == kRestartWord) {
            if (!session.restart()) throw ReplayError(i, move, tr("the game is at its start"));
            continue;
        }
        if (session.status().over) throw ReplayError(i, move, tr("the game is over"));
        try {
            // Each recorded entry is one step: forced moves were recorded as their own.
            Entry next = session.make_move_entry(move);
            session.game().after_move(session.ui(), session.state(), next.state, move);
            session.push(std::move(next));
        } catch (const PluginError& e) {
            throw ReplayError(i, move, e.what());
        }
    }
    session.move_to(record.position);  // a fresh session: the record starts at entry 0
    session.mark_assisted(record.assistance);
    return session;
}

Session Session::with_game(std::shared_ptr<const GameInstance> game) const {
    const std::string kept = this->game().save_ui(ui());
    Session session = replay(std::move(game), record());
    session.game().restore_ui(session.ui(), kept);
    return session;
}

}  // namespace plateau::core
