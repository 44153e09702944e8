#include "tilings/view/html_export.hpp"

#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <fstream>
#include <plateau/format.hpp>
#include <plateau/translate.hpp>
#include <stdexcept>
#include <system_error>

#include "tilings/rules/notation.hpp"
#include "tilings/view/player_colours.hpp"

namespace tilings {

namespace {

constexpr int kCell = 48;  // pixels per cell in the page

std::string escaped(std::string_view text) {
    std::string out;
    for (const char c : text) {
        switch (c) {
            case '&':
                out += "&amp;";
                break;
            case '<':
                out += "&lt;";
                break;
            case '>':
                out += "&gt;";
                break;
            case '"':
                out += "&quot;";
                break;
            default:
                out += c;
        }
    }
    return out;
}

// Black or white, whichever reads better on `c`.
const char* hex_ink_on(plateau::Colour c) {
    const int luma = 299 * c.r + 587 * c.g + 114 * c.b;
    return luma > 150000 ? "#241f31" : "#ffffff";
}

std::string tile_svg(const PlacedTile& placed, const Palette& palette) {
    // The four triangles meet at the centre: north is the top edge's, and so on.
    static constexpr const char* kTriangles[kSides] = {"0,0 48,0 24,24", "48,0 48,48 24,24",
                                                       "48,48 0,48 24,24", "0,48 0,0 24,24"};
    std::string svg = "<svg viewBox=\"0 0 48 48\" width=\"48\" height=\"48\">";
    for (int side = 0; side < kSides; ++side) {
        svg += "<polygon points=\"" + std::string(kTriangles[side]) + "\" fill=\"" +
               plateau::to_hex(palette.colours[placed.tile.colour[side]]) +
               "\" stroke=\"#00000033\" stroke-width=\"0.5\"/>";
    }
    const plateau::Colour mark = player_colour(placed.owner);
    svg += "<circle cx=\"24\" cy=\"24\" r=\"9\" fill=\"" + plateau::to_hex(mark) +
           "\" stroke=\"#ffffff\" stroke-width=\"1.5\"/>";
    svg +=
        "<text x=\"24\" y=\"28.5\" text-anchor=\"middle\" font-size=\"13\" "
        "font-weight=\"bold\" fill=\"" +
        std::string(hex_ink_on(mark)) + "\">" + std::to_string(placed.owner + 1) + "</text>";
    return svg + "</svg>";
}

}  // namespace

std::string html_page(const Match& match, const Palette& palette,
                      const std::vector<ExportedPlayer>& players, std::string_view scoring_words,
                      std::string_view summary) {
    using plateau::format, plateau::tr, plateau::trn;
    const Board& board = match.board;
    const std::string size = std::to_string(board.width()) + " x " + std::to_string(board.height());
    // The page's words in the player's language, which its lang attribute names.
    const auto placed = static_cast<unsigned long>(board.placed_count());
    const auto points = [&](std::int64_t n) {
        return format(trn("({} point)", "({} points)", static_cast<unsigned long>(n < 0 ? -n : n)),
                      n);
    };
    std::string page =
        "<!DOCTYPE html>\n<html lang=\"" + escaped(plateau::language()) +
        "\">\n<head>\n<meta charset=\"utf-8\">\n<title>" +
        escaped(format(tr("Tilings: {} board"), size)) +
        "</title>\n<style>\n"
        "body { font-family: Cantarell, 'Noto Sans', sans-serif; background: #f6f5f4;"
        " color: #241f31; margin: 2em; }\n"
        "h1 { font-weight: 600; margin: 0 0 0.3em 0; }\n"
        "table.board { border-collapse: collapse; background: #deddda; }\n"
        "table.board td { padding: 0; width: " +
        std::to_string(kCell) + "px; height: " + std::to_string(kCell) +
        "px; border: 1px solid #c0bfbc; }\n"
        "table.board td.empty { background: #ffffff; }\n"
        "table.board svg { display: block; }\n"
        "table.players { border-collapse: collapse; margin-top: 1.5em; }\n"
        "table.players th, table.players td { padding: 0.3em 0.8em; text-align: right; }\n"
        "table.players th:nth-child(2), table.players td:nth-child(2) { text-align: left; }\n"
        "table.players tr + tr { border-top: 1px solid #deddda; }\n"
        ".swatch { display: inline-block; width: 1em; height: 1em; border-radius: 50%;"
        " vertical-align: -0.15em; margin-right: 0.4em; }\n"
        "</style>\n</head>\n<body>\n<h1>" +
        escaped(tr("Tilings")) + "</h1>\n<p>" +
        escaped(format(trn("{0} board, {1} tile placed, scoring: {2}.",
                           "{0} board, {1} tiles placed, scoring: {2}.", placed),
                       size, board.placed_count(), scoring_words)) +
        " " + escaped(summary) + "</p>\n<table class=\"board\">\n";
    for (int y = 0; y < board.height(); ++y) {
        page += "<tr>";
        for (int x = 0; x < board.width(); ++x) {
            const int cell = board.index(x, y);
            if (board.empty(cell)) {
                page += "<td class=\"empty\" title=\"" + format_cell(x, y) + "\"></td>";
                continue;
            }
            const PlacedTile& placed = board.at(cell);
            page += "<td title=\"" + format_cell(x, y) + ": " + palette.letters_of(placed.tile) +
                    ", " + escaped(players[placed.owner].name) + "\">" + tile_svg(placed, palette) +
                    "</td>";
        }
        page += "</tr>\n";
    }
    page += "</table>\n<table class=\"players\">\n<tr><th>#</th>";
    for (const char* heading : {tr("Player"), tr("Tiles placed"), tr("Tiles left"), tr("Patterns"),
                                tr("Zones led"), tr("Score")}) {
        page += "<th>" + escaped(heading) + "</th>";
    }
    page += "</tr>\n";
    for (std::size_t p = 0; p < players.size(); ++p) {
        const ExportedPlayer& player = players[p];
        page += "<tr><td>" + std::to_string(p + 1) +
                "</td><td><span class=\"swatch\" "
                "style=\"background: " +
                plateau::to_hex(player_colour(static_cast<int>(p))) + "\"></span>" +
                escaped(player.name) + " (" + escaped(player.kind) + ")</td><td>" +
                std::to_string(player.score.tiles_placed) + "</td><td>" +
                std::to_string(player.score.tiles_left) + "</td><td>" +
                std::to_string(player.score.patterns) + " " +
                escaped(points(player.score.pattern_points)) + "</td><td>" +
                std::to_string(player.score.zones_led) + " " +
                escaped(points(player.score.zone_points)) + "</td><td>" +
                std::to_string(player.score.total) + "</td></tr>\n";
    }
    page += "</table>\n</body>\n</html>\n";
    return page;
}

void write_file_atomically(const std::filesystem::path& path, const std::string& text) {
    namespace fs = std::filesystem;
    static std::atomic<unsigned> counter{0};
    const fs::path temp =
        path.string() + ".tmp-" +
        std::to_string(std::chrono::steady_clock::now().time_since_epoch().count()) + "-" +
        std::to_string(counter++);
    {
        std::ofstream out(temp, std::ios::binary | std::ios::trunc);
        if (!out) {
            throw std::runtime_error(plateau::format(plateau::tr("cannot write {0}: {1}"),
                                                     path.string(), std::strerror(errno)));
        }
        out << text;
        out.flush();
        if (!out) {
            std::error_code ignored;
            fs::remove(temp, ignored);
            throw std::runtime_error(
                plateau::format(plateau::tr("cannot write {}: the write failed"), path.string()));
        }
    }
    std::error_code error;
    fs::rename(temp, path, error);
    if (error) {
        std::error_code ignored;
        fs::remove(temp, ignored);
        throw std::runtime_error(
            plateau::format(plateau::tr("cannot write {0}: {1}"), path.string(), error.message()));
    }
}

}  // namespace tilings
