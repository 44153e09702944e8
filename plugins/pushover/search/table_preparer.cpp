#include "pushover/search/table_preparer.hpp"

#include <exception>
#include <plateau/host.hpp>

namespace pushover {

TablePreparer::TablePreparer(int n, std::filesystem::path folder) : n_(n) {
    if (!solved_size(n) || solved_table_if_ready(n) != nullptr) return;
    working_.store(true);
    thread_ = std::thread([this, n, folder = std::move(folder)] {
        try {
            (void)solved_table(
                n, folder,
                [this](int plies, std::size_t resolved, std::size_t total) {
                    computing_.store(true);
                    // Positions resolve unevenly over the plies; their share is what the
                    // player can follow.
                    done_.store(total > 0 ? static_cast<float>(resolved) / static_cast<float>(total)
                                          : 0.0f);
                    log_progress(plies, resolved, total);
                },
                &stop_);
        } catch (const std::exception&) {
            // Stopped with its game, or the table could not be made: whoever needs it next
            // (a hint, the computer player) makes it again.
        }
        computing_.store(false);
        working_.store(false);
    });
}

TablePreparer::~TablePreparer() {
    stop_.store(true);
    if (thread_.joinable()) thread_.join();
}

std::optional<float> TablePreparer::progress() const {
    if (!computing_.load() || table() != nullptr) return std::nullopt;
    return done_.load();
}

}  // namespace pushover
