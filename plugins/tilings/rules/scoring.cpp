#include "tilings/rules/scoring.hpp"

#include <algorithm>
#include <numeric>

namespace tilings {

namespace {

// The tile on `cell`, the imagined one included; null when empty.
const Tile* tile_at(const Board& board, const Imagined* extra, int cell) {
    if (extra != nullptr && cell == extra->cell) return &extra->tile;
    return board.empty(cell) ? nullptr : &board.at(cell).tile;
}

int owner_at(const Board& board, const Imagined* extra, int cell) {
    if (extra != nullptr && cell == extra->cell) return extra->owner;
    return board.at(cell).owner;
}

// Union-find over the triangles (cell * 4 + side), with path halving.
class Triangles {
  public:
    explicit Triangles(int cells) : parent_(static_cast<std::size_t>(cells) * kSides) {
        std::iota(parent_.begin(), parent_.end(), 0);
    }
    int find(int t) {
        while (parent_[t] != t) {
            parent_[t] = parent_[parent_[t]];
            t = parent_[t];
        }
        return t;
    }
    void unite(int a, int b) {
        a = find(a);
        b = find(b);
        if (a != b) parent_[std::max(a, b)] = std::min(a, b);
    }

  private:
    std::vector<int> parent_;
};

// The side of `tile` that stands for its triangles of side's colour: the first of them.
int first_side_of_colour(const Tile& tile, int side) {
    for (int s = 0; s < side; ++s) {
        if (tile.colour[s] == tile.colour[side]) return s;
    }
    return side;
}

// Every zone as an id per (cell, first side of a colour), -1 elsewhere; returns the count.
struct ZoneMap {
    std::vector<int> id;  // per triangle
    int count = 0;
};

ZoneMap map_zones(const Board& board, const Imagined* extra) {
    const int cells = board.cell_count();
    Triangles triangles(cells);
    for (int cell = 0; cell < cells; ++cell) {
        const Tile* t = tile_at(board, extra, cell);
        if (t == nullptr) continue;
        for (int side = 1; side < kSides; ++side) {
            triangles.unite(cell * kSides + side, cell * kSides + first_side_of_colour(*t, side));
        }
        for (const int side : {east, south}) {
            const int next = board.neighbour(cell, side);
            if (next < 0) continue;
            const Tile* n = tile_at(board, extra, next);
            if (n != nullptr && n->colour[opposite(side)] == t->colour[side]) {
                triangles.unite(cell * kSides + side, next * kSides + opposite(side));
            }
        }
    }
    ZoneMap map;
    map.id.assign(static_cast<std::size_t>(cells) * kSides, -1);
    std::vector<int> id_of_root(static_cast<std::size_t>(cells) * kSides, -1);
    for (int cell = 0; cell < cells; ++cell) {
        const Tile* t = tile_at(board, extra, cell);
        if (t == nullptr) continue;
        for (int side = 0; side < kSides; ++side) {
            if (first_side_of_colour(*t, side) != side) continue;
            int& id = id_of_root[triangles.find(cell * kSides + side)];
            if (id < 0) id = map.count++;
            map.id[cell * kSides + side] = id;
        }
    }
    return map;
}

// Per zone: its size in tiles and each player's tiles in it (zone * players + player).
struct ZoneTally {
    std::vector<int> size;
    std::vector<int> owned;
};

ZoneTally tally(const Board& board, int players, const Imagined* extra, const ZoneMap& map) {
    ZoneTally t;
    t.size.assign(static_cast<std::size_t>(map.count), 0);
    t.owned.assign(static_cast<std::size_t>(map.count) * players, 0);
    for (int triangle = 0; triangle < static_cast<int>(map.id.size()); ++triangle) {
        const int id = map.id[triangle];
        if (id < 0) continue;
        ++t.size[id];
        ++t.owned[id * players + owner_at(board, extra, triangle / kSides)];
    }
    return t;
}

std::vector<int> zone_leaders(const ZoneTally& t, int zone, int players) {
    const auto first = t.owned.begin() + static_cast<long>(zone) * players;
    const int best = *std::max_element(first, first + players);
    std::vector<int> out;
    for (int p = 0; p < players; ++p) {
        if (first[p] == best) out.push_back(p);
    }
    return out;
}

}  // namespace

int pattern_value(const Board& board, int cell, const Imagined* extra) {
    const Tile* t = tile_at(board, extra, cell);
    if (t == nullptr || !t->single_coloured()) return 0;
    // A neighbour counts when it is there and shows the centre's colour on the facing
    // side, which contiguity always makes true of a neighbour that is there.
    bool there[kSides] = {};
    for (int side = 0; side < kSides; ++side) {
        const int next = board.neighbour(cell, side);
        const Tile* n = next < 0 ? nullptr : tile_at(board, extra, next);
        there[side] = n != nullptr && n->colour[opposite(side)] == t->colour[0];
    }
    if (there[north] && there[east] && there[south] && there[west]) return kFourSides;
    if ((there[north] && there[south]) || (there[east] && there[west])) return kTwoOpposite;
    for (int side = 0; side < kSides; ++side) {
        if (there[side] && there[(side + 1) % kSides]) return kTwoAtACorner;
    }
    return 0;
}

std::vector<Zone> zones_on(const Board& board, int players) {
    const ZoneMap map = map_zones(board, nullptr);
    const ZoneTally t = tally(board, players, nullptr, map);
    std::vector<Zone> zones(static_cast<std::size_t>(map.count));
    for (int triangle = 0; triangle < static_cast<int>(map.id.size()); ++triangle) {
        const int id = map.id[triangle];
        if (id < 0) continue;
        zones[id].colour = board.at(triangle / kSides).tile.colour[triangle % kSides];
        zones[id].cells.push_back(triangle / kSides);
    }
    for (int id = 0; id < map.count; ++id) zones[id].leaders = zone_leaders(t, id, players);
    return zones;
}

std::vector<std::int64_t> zone_points(const Board& board, int players, int points_per_tile,
                                      const Imagined* extra) {
    const ZoneMap map = map_zones(board, extra);
    const ZoneTally t = tally(board, players, extra, map);
    std::vector<std::int64_t> points(static_cast<std::size_t>(players), 0);
    for (int id = 0; id < map.count; ++id) {
        for (const int p : zone_leaders(t, id, players)) {
            points[p] += static_cast<std::int64_t>(t.size[id]) * points_per_tile;
        }
    }
    return points;
}

std::vector<PlayerScore> score_players(const Match& match, Scoring scoring, int points_per_tile) {
    const Board& board = match.board;
    const int players = match.players();
    std::vector<PlayerScore> scores(static_cast<std::size_t>(players));
    for (int p = 0; p < players; ++p) {
        scores[p].tiles_left = static_cast<int>(match.hands[p].size());
    }
    for (int cell = 0; cell < board.cell_count(); ++cell) {
        if (board.empty(cell)) continue;
        PlayerScore& s = scores[board.at(cell).owner];
        ++s.tiles_placed;
        if (const int value = pattern_value(board, cell); value > 0) {
            ++s.patterns;
            s.pattern_points += value;
        }
    }
    const std::vector<std::int64_t> zones = zone_points(board, players, points_per_tile);
    for (const Zone& zone : zones_on(board, players)) {
        for (const int p : zone.leaders) ++scores[p].zones_led;
    }
    for (int p = 0; p < players; ++p) {
        PlayerScore& s = scores[p];
        s.zone_points = zones[p];
        switch (scoring) {
            case Scoring::remaining:
                s.total = s.tiles_left;
                break;
            case Scoring::patterns:
                s.total = s.tiles_placed + s.pattern_points;
                break;
            case Scoring::zones:
                s.total = s.zone_points;
                break;
        }
    }
    return scores;
}

std::vector<int> leaders(const std::vector<PlayerScore>& scores, Scoring scoring) {
    const auto better = [scoring](std::int64_t a, std::int64_t b) {
        return scoring == Scoring::remaining ? a < b : a > b;
    };
    std::int64_t best = scores.front().total;
    for (const PlayerScore& s : scores) {
        if (better(s.total, best)) best = s.total;
    }
    std::vector<int> out;
    for (int p = 0; p < static_cast<int>(scores.size()); ++p) {
        if (scores[p].total == best) out.push_back(p);
    }
    return out;
}

}  // namespace tilings
