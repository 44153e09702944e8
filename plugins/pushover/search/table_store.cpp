#include "pushover/search/table_store.hpp"

#include <array>
#include <chrono>
#include <memory>
#include <mutex>
#include <plateau/host.hpp>
#include <plateau/refusal.hpp>
#include <string>
#include <thread>

#include "pushover/search/table_file.hpp"

namespace pushover {
namespace {

struct Slot {
    std::mutex making;  // held while the table is read or computed
    std::atomic<const SolvedTable*> ready{nullptr};
    std::unique_ptr<SolvedTable> table;
};

std::array<Slot, kMaxSolvedSize + 1>& slots() {
    static std::array<Slot, kMaxSolvedSize + 1> all;
    return all;
}

}  // namespace

void log_progress(int plies, std::size_t resolved, std::size_t total) {
    if (total < SolvedTable::positions(kMaxSolvedSize)) return;  // 3x3: at once, nothing to say
    int n = kMinSize;
    while (n < kMaxSolvedSize && SolvedTable::positions(n) < total) ++n;
    plateau::log(PLATEAU_LOG_INFO, "Push Over: solving " + std::to_string(n) + "x" +
                                       std::to_string(n) + ", " + std::to_string(plies) +
                                       " plies, " + std::to_string(resolved) + " of " +
                                       std::to_string(total) + " positions resolved");
}

const SolvedTable* solved_table_if_ready(int n) {
    if (!solved_size(n)) return nullptr;
    return slots()[n].ready.load(std::memory_order_acquire);
}

const SolvedTable& solved_table(int n, const std::filesystem::path& folder,
                                const SolveProgress& progress, const std::atomic<bool>* stop) {
    if (const SolvedTable* t = solved_table_if_ready(n)) return *t;
    Slot& slot = slots().at(n);
    // Another thread may be making it (a game's TablePreparer): wait for it, but as long as
    // `stop` lets this caller wait (a job that is freed must end promptly).
    std::unique_lock<std::mutex> lock(slot.making, std::defer_lock);
    while (!lock.try_lock()) {
        if (stop != nullptr && stop->load()) throw plateau::Refusal("the analysis was stopped");
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    if (const SolvedTable* t = slot.ready.load(std::memory_order_acquire)) return *t;
    const std::filesystem::path file = folder.empty() ? folder : folder / table_file_name(n);
    std::optional<SolvedTable> table;
    // A file is trusted only once checked; a missing or damaged one is made again.
    if (!file.empty()) table = read_table(file, n);
    if (!table) {
        table = solve(n, progress, stop);
        if (!file.empty()) write_table(file, *table);
    }
    slot.table = std::make_unique<SolvedTable>(std::move(*table));
    slot.ready.store(slot.table.get(), std::memory_order_release);
    return *slot.table;
}

}  // namespace pushover
