#include "ui/draw/cut_log.hpp"

#include <cstdlib>
#include <fstream>
#include <set>
#include <string>

namespace plateau::ui {

void log_cut_text(std::string_view whole) {
    static const char* const file = std::getenv("PLATEAU_CUT_TEXTS_LOG");
    if (file == nullptr || *file == '\0') return;
    static std::set<std::string, std::less<>> logged;  // UI thread only, like all drawing
    if (logged.contains(whole)) return;
    logged.emplace(whole);
    std::ofstream out(file, std::ios::app);
    std::string line(whole);
    for (char& c : line) c = c == '\n' ? ' ' : c;  // one line per text
    out << line << '\n';
}

}  // namespace plateau::ui
