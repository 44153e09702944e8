// The solved table of a game's board made on a thread of the game's own, so that nothing on
// the host's UI thread waits for it: computing the 4x4 table the first time takes a minute
// or more, reading it back from the cache folder seconds (abi.h: every call returns within
// milliseconds). Meanwhile the window shows how far the computation is, and the value of a
// position is said once the table is there. Owned by the game: its destructor stops the
// computation and waits for the thread (a plugin leaves nothing running once its game is
// freed).
#pragma once

#include <atomic>
#include <filesystem>
#include <optional>
#include <thread>

#include "pushover/search/table_store.hpp"

namespace pushover {

class TablePreparer {
  public:
    // Starts making the table of n (solved_size(n)) unless this process has it already.
    TablePreparer(int n, std::filesystem::path folder);
    ~TablePreparer();
    TablePreparer(const TablePreparer&) = delete;
    TablePreparer& operator=(const TablePreparer&) = delete;

    // The table, once made (by this preparer or anyone else); null before.
    [[nodiscard]] const SolvedTable* table() const { return solved_table_if_ready(n_); }
    // How far a computation is, from 0 to 1; nullopt when none runs (the table is ready,
    // being read from the cache folder, or could not be made).
    [[nodiscard]] std::optional<float> progress() const;
    // Whether its thread still works on the table (reading or computing it).
    [[nodiscard]] bool working() const { return working_.load() && table() == nullptr; }

  private:
    int n_;
    std::atomic<bool> stop_{false};
    std::atomic<bool> computing_{false};
    std::atomic<bool> working_{false};
    std::atomic<float> done_{0};
    std::thread thread_;
};

}  // namespace pushover
