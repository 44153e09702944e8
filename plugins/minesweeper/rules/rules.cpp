#include "minesweeper/rules/rules.hpp"

#include <plateau/format.hpp>
#include <plateau/grid.hpp>
#include <plateau/refusal.hpp>
#include <plateau/translate.hpp>
#include <vector>

namespace minesweeper {

namespace {

using plateau::tr;

// A refusal about `cell`: `text` with {0} its column and {1} its row, as people count
// (from 1), then `more` as {2}...
template <class... More>
plateau::Refusal refusal(const Position& p, int cell, const char* text, const More&... more) {
    return plateau::Refusal(plateau::format(text, cell % p.cols + 1, cell / p.cols + 1, more...));
}

// Opens `start` and, from every cell with no mine around it that opens, its neighbours in
// turn (the flood reveal). Iterative: an explicit stack, so a 50x50 board with one mine
// does not recurse 2,500 deep. Flagged cells are never opened. A mine is recorded as
// exploded.
void reveal(Position& p, int start) {
    if (p.cover[start] != Cover::covered) return;
    if (p.field->is_mine(start)) {
        p.exploded.push_back(start);
        return;
    }
    std::vector<int> stack{start};
    while (!stack.empty()) {
        const int cell = stack.back();
        stack.pop_back();
        if (p.cover[cell] != Cover::covered) continue;
        p.cover[cell] = Cover::open;
        ++p.open_count;
        if (p.field->number(cell) != 0) continue;
        plateau::for_each_neighbour(p.cols, p.rows, cell, [&](int n) {
            if (p.cover[n] == Cover::covered) stack.push_back(n);
        });
    }
}

// Lost when a mine went off; won when every cell without a mine is open, and then every
// mine is shown flagged.
void settle(Position& p) {
    if (!p.exploded.empty()) {
        p.phase = Phase::lost;
        return;
    }
    if (p.open_count == p.cells() - p.field->mine_count()) {
        p.phase = Phase::won;
        for (int cell = 0; cell < p.cells(); ++cell) {
            if (p.field->is_mine(cell)) p.cover[cell] = Cover::flagged;
        }
        p.flag_count = p.field->mine_count();
    }
}

Position open(const BoardSpec& spec, const Position& p, int cell, PlaceField place) {
    if (p.cover[cell] == Cover::open) {
        throw refusal(p, cell, tr("column {0}, row {1} is already open"));
    }
    if (p.cover[cell] == Cover::flagged) {
        throw refusal(p, cell, tr("column {0}, row {1} is flagged: unflag it first ({2})"),
                      format_move({Move::Kind::flag, cell % p.cols, cell / p.cols}));
    }
    Position next = p;
    next.notice.clear();
    if (!next.field) {
        PlacedField placed = place(spec, p.seed, cell);
        next.field = std::move(placed.field);
        next.notice = std::move(placed.notice);
    }
    reveal(next, cell);
    settle(next);
    return next;
}

Position flag(const Position& p, int cell) {
    if (p.cover[cell] == Cover::open) {
        throw refusal(p, cell,
                      tr("column {0}, row {1} is open: only a covered cell can be flagged"));
    }
    Position next = p;
    next.notice.clear();
    if (p.cover[cell] == Cover::flagged) {
        next.cover[cell] = Cover::covered;
        --next.flag_count;
    } else {
        next.cover[cell] = Cover::flagged;
        ++next.flag_count;
    }
    return next;
}

Position chord(const BoardSpec& spec, const Position& p, int cell) {
    if (!spec.chording) {
        throw plateau::Refusal(tr("chording is off in this game (chording = false)"));
    }
    if (p.cover[cell] != Cover::open) {
        throw refusal(p, cell,
                      p.cover[cell] == Cover::flagged
                          ? tr("column {0}, row {1} is flagged: only an open number can be chorded")
                          : tr("column {0}, row {1} is covered: only an open number can be "
                               "chorded"));
    }
    const int number = p.number(cell);
    const int flags = flags_around(p, cell);
    if (flags != number) {
        throw refusal(p, cell,
                      plateau::trn("column {0}, row {1} shows {2} but has {3} flag around it: a "
                                   "chord needs as many flags as the number",
                                   "column {0}, row {1} shows {2} but has {3} flags around it: a "
                                   "chord needs as many flags as the number",
                                   static_cast<unsigned long>(flags)),
                      number, flags);
    }
    std::vector<int> to_open;
    plateau::for_each_neighbour(p.cols, p.rows, cell, [&](int n) {
        if (p.cover[n] == Cover::covered) to_open.push_back(n);
    });
    if (to_open.empty()) {
        throw refusal(p, cell,
                      tr("a chord on column {0}, row {1} would open nothing: every neighbour is "
                         "open or flagged"));
    }
    Position next = p;
    next.notice.clear();
    for (int n : to_open) reveal(next, n);
    settle(next);
    return next;
}

}  // namespace

int flags_around(const Position& p, int cell) {
    int flags = 0;
    plateau::for_each_neighbour(p.cols, p.rows, cell, [&](int n) {
        if (p.cover[n] == Cover::flagged) ++flags;
    });
    return flags;
}

bool chord_would_open(const Position& p, int cell) {
    if (p.over() || p.cover[cell] != Cover::open || p.number(cell) == 0) return false;
    if (flags_around(p, cell) != p.number(cell)) return false;
    bool any = false;
    plateau::for_each_neighbour(p.cols, p.rows, cell,
                                [&](int n) { any |= p.cover[n] == Cover::covered; });
    return any;
}

Position apply_move(const BoardSpec& spec, const Position& p, const Move& move, PlaceField place) {
    if (p.over()) {
        throw plateau::Refusal(p.phase == Phase::won ? tr("the game is over: it was won")
                                                     : tr("the game is over: it was lost"));
    }
    const int cell = p.cell(move.col, move.row);
    switch (move.kind) {
        case Move::Kind::open:
            return open(spec, p, cell, place);
        case Move::Kind::flag:
            return flag(p, cell);
        case Move::Kind::chord:
            return chord(spec, p, cell);
    }
    return p;
}

}  // namespace minesweeper
