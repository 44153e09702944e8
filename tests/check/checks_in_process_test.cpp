// The checks called in-process (core/check/plugin_check.hpp), as the command's child calls
// them, and the exports list they read (core/plugins/elf_exports.hpp).
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <span>
#include <string>
#include <vector>

#include "check_test_support.hpp"
#include "core/check/plugin_check.hpp"
#include "core/plugins/elf_exports.hpp"
#include "temp_folder.hpp"

namespace {

namespace check = plateau::core::check;

using check_test::test_plugin;

// Remembers what the check told it.
class Recorder final : public check::CheckObserver {
  public:
    void context(std::string_view where) override { contexts.emplace_back(where); }
    void call_begins(std::string_view name, std::chrono::milliseconds limit) override {
        calls.emplace_back(name);
        limits.push_back(limit);
    }
    void finding(const check::Finding& finding) override { findings.push_back(finding); }

    std::vector<std::string> contexts;
    std::vector<std::string> calls;
    std::vector<std::chrono::milliseconds> limits;
    std::vector<check::Finding> findings;
};

const check::Finding* find(const check::CheckReport& report, std::string_view name) {
    const auto it = std::find_if(report.findings.begin(), report.findings.end(),
                                 [&](const check::Finding& f) { return f.check == name; });
    return it == report.findings.end() ? nullptr : &*it;
}

TEST(ElfExports, ListsEveryExportedSymbol) {
    const auto alone = plateau::core::list_elf_exports(test_plugin("count"));
    ASSERT_TRUE(alone.read) << alone.reason;
    EXPECT_EQ(alone.symbols, std::vector<std::string>{"plateau_entry"});

    const auto more = plateau::core::list_elf_exports(test_plugin("count_exports"));
    ASSERT_TRUE(more.read) << more.reason;
    EXPECT_NE(std::find(more.symbols.begin(), more.symbols.end(), "plateau_entry"),
              more.symbols.end());
    EXPECT_NE(std::find(more.symbols.begin(), more.symbols.end(), "plateau_debug_helper"),
              more.symbols.end());
}

TEST(ElfExports, GivesTheReasonForAFileItCannotRead) {
    const std::string text = "not a library\n";
    const auto bytes = std::as_bytes(std::span(text.data(), text.size()));
    const auto exports = plateau::core::list_elf_exports(bytes);
    EXPECT_FALSE(exports.read);
    EXPECT_EQ(exports.reason, "not an ELF file: it does not start with the ELF magic number");
    EXPECT_TRUE(exports.symbols.empty());
    EXPECT_EQ(plateau::core::list_elf_exports("/nonexistent/x.so").reason, "not a regular file");
}

TEST(CheckPluginFile, AGoodPluginPassesAndSaysWhatWasDone) {
    Recorder recorder;
    const check::CheckReport report =
        check::check_plugin_file(test_plugin("count"), check::CheckOptions{}, &recorder);
    EXPECT_TRUE(report.passed()) << report.findings.front().check << ": "
                                 << report.findings.front().detail;
    EXPECT_EQ(report.id, "count");
    EXPECT_EQ(report.version, "0.1.0");
    // The defaults and the preset "short", three seeds each.
    EXPECT_EQ(report.games, 6);
    EXPECT_GT(report.moves, 6);
    EXPECT_TRUE(std::regex_match(
        report.details,
        std::regex("6 games \\(the defaults and 1 preset, seeds 1 to 3\\), [0-9]+ moves in "
                   "[0-9.]+ m?s; slowest call: [a-z_]+ [0-9.e+-]+ m?s")))
        << report.details;
    // Every call was announced with the limit, the loading first.
    ASSERT_FALSE(recorder.calls.empty());
    EXPECT_EQ(recorder.calls.front(), "loading the library");
    for (const char* name : {"create", "initial_state", "apply_move", "status", "text_form", "draw",
                             "list_moves", "free_state", "destroy"}) {
        EXPECT_NE(std::find(recorder.calls.begin(), recorder.calls.end(), name),
                  recorder.calls.end())
            << name;
    }
    EXPECT_TRUE(std::all_of(recorder.limits.begin(), recorder.limits.end(),
                            [](auto limit) { return limit == std::chrono::seconds(10); }));
    EXPECT_NE(std::find(recorder.contexts.begin(), recorder.contexts.end(),
                        "preset \"short\", seed 3, after 0 moves"),
              recorder.contexts.end());
    EXPECT_TRUE(recorder.findings.empty());
}

TEST(CheckPluginFile, FindsEachFlawAndTellsTheObserver) {
    Recorder recorder;
    const check::CheckReport report =
        check::check_plugin_file(test_plugin("count_determinism"), {}, &recorder);
    ASSERT_FALSE(report.passed());
    const check::Finding* found = find(report, check::kDeterminism);
    ASSERT_NE(found, nullptr);
    EXPECT_TRUE(std::regex_search(
        found->detail, std::regex("the same settings, seed and moves give the text "
                                  "form .* \\(defaults, seed 1, after [0-9]+ moves\\)$")))
        << found->detail;
    EXPECT_EQ(recorder.findings, report.findings);
    // One finding of a kind per file, however many games show it.
    EXPECT_EQ(std::count_if(report.findings.begin(), report.findings.end(),
                            [](const check::Finding& f) { return f.check == check::kDeterminism; }),
              1);

    const check::CheckReport status = check::check_plugin_file(test_plugin("count_status"), {});
    ASSERT_NE(find(status, check::kStatus), nullptr);
    EXPECT_EQ(status.findings.size(), 1u);

    const check::CheckReport newline = check::check_plugin_file(test_plugin("count_newline"), {});
    ASSERT_EQ(newline.findings.size(), 1u);
    EXPECT_EQ(newline.findings[0].check, check::kTextForm);
    EXPECT_EQ(newline.findings[0].detail,
              "the text form ends with a newline: \"count\\n0\\n\" (defaults, seed 1, after 0 "
              "moves)");
}

TEST(CheckPluginFile, ACallOverTheLimitIsATimeoutInProcess) {
    check::CheckOptions options;
    options.call_limit = std::chrono::milliseconds(200);
    const check::CheckReport report = check::check_plugin_file(test_plugin("count_slow"), options);
    ASSERT_EQ(report.findings.size(), 1u);
    EXPECT_EQ(report.findings[0].check, check::kTimeout);
    EXPECT_TRUE(std::regex_match(
        report.findings[0].detail,
        std::regex("apply_move took [0-9.]+ m?s \\(the limit is 200 ms\\) \\(defaults, seed 1, "
                   "after [0-9]+ moves\\)")))
        << report.findings[0].detail;
}

TEST(CheckPluginFile, ARefusedFileIsALoadFinding) {
    const check::CheckReport report = check::check_plugin_file("/nonexistent/game.so", {});
    ASSERT_EQ(report.findings.size(), 1u);
    EXPECT_EQ(report.findings[0], (check::Finding{"load", "no such file"}));
    EXPECT_TRUE(report.id.empty());
}

TEST(CheckPluginFile, WritesOnlyInTheFolderItIsGiven) {
    const plateau::test::TempFolder work;
    const std::filesystem::path& folder = work.path();
    check::CheckOptions options;
    options.work_dir = folder;
    options.seeds = 1;
    const check::CheckReport report = check::check_plugin_file(test_plugin("count"), options);
    EXPECT_TRUE(report.passed());
    EXPECT_EQ(report.games, 2);
    // The save-load check removes its file.
    EXPECT_TRUE(std::filesystem::is_empty(folder));
}

}  // namespace
