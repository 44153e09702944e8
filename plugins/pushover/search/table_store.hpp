// The solved tables of this process, made once: read from the plugin's cache folder or,
// when missing or damaged there, computed (3x3: a fraction of a second; 4x4: a minute or
// two) and written back. Safe to call from several threads; a second
// caller waits for the first one's table.
#pragma once

#include <filesystem>

#include "pushover/search/solved.hpp"

namespace pushover {

// Whether the board of n is solved (3 and 4).
constexpr bool solved_size(int n) { return n >= kMinSize && n <= kMaxSolvedSize; }

// The table of n (solved_size(n)): `folder` is the cache folder (empty: none, the table is
// computed and kept in memory only); `progress` hears about a computation. Throws
// plateau::Refusal when `stop` cancels a computation.
const SolvedTable& solved_table(int n, const std::filesystem::path& folder,
                                const SolveProgress& progress = {},
                                const std::atomic<bool>* stop = nullptr);

// The progress of a 4x4 computation written to the host's log: "Push Over: solving 4x4,
// 12 plies, 37473360 of 43046721 positions resolved".
void log_progress(int plies, std::size_t resolved, std::size_t total);

// The table of n if this process has it already, else null.
const SolvedTable* solved_table_if_ready(int n);

}  // namespace pushover
