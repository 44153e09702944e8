// load_plugin on real libraries: the valid test plugin, and one per way to be refused.
#include "core/plugins/plugin_loader.hpp"

#include <gtest/gtest.h>

#include <string>

#include "core/plugins/elf_host_machine.hpp"
#include "synthetic_elf.hpp"
#include "test_files.hpp"

namespace {

using plateau::core::load_plugin;
using plateau::core::LoadOutcome;
namespace lt = loader_test;

// Collects what a plugin writes to a plateau_writer.
struct Text {
    std::string text;
    plateau_writer writer{this, [](void* ctx, const char* bytes, size_t length) {
                              static_cast<Text*>(ctx)->text.append(bytes, length);
                          }};
};

TEST(PluginLoader, LoadsAValidPlugin) {
    const auto path = lt::test_plugin("counter");
    const LoadOutcome outcome = load_plugin(path);
    ASSERT_TRUE(outcome.loaded()) << outcome.refusal;
    EXPECT_EQ(outcome.refusal, "");
    EXPECT_TRUE(outcome.library_opened);
    const auto& plugin = *outcome.plugin;
    EXPECT_EQ(plugin.id(), "counter");
    EXPECT_EQ(plugin.name(), "Counter");
    EXPECT_EQ(plugin.version(), "1.0.0");
    EXPECT_EQ(plugin.description(), "Counts moves.");
    EXPECT_EQ(plugin.how_to_play(), "Type + to count.");
    EXPECT_EQ(plugin.path(), path);
    EXPECT_EQ(plugin.table().struct_size, sizeof(plateau_plugin));
    EXPECT_EQ(plugin.table().param_count, 2u);
    EXPECT_EQ(plugin.stamp_at_load().size, std::filesystem::file_size(path));
}

// A plugin built for ABI 1.0 loads in a 1.2 host; the fields appended since read as 0/NULL,
// whatever lies in memory past the end of its table.
TEST(PluginLoader, APluginOfAnOlderMinorVersionLoadsWithoutTheNewerFields) {
    const LoadOutcome outcome = load_plugin(lt::test_plugin("abi_1_0"));
    ASSERT_TRUE(outcome.loaded()) << outcome.refusal;
    EXPECT_EQ(outcome.plugin->table().struct_size, PLATEAU_PLUGIN_V1_SIZE);
    EXPECT_EQ(outcome.plugin->table().abi_minor, 0u);
    EXPECT_EQ(outcome.plugin->table().rankable, nullptr);
    EXPECT_EQ(outcome.plugin->table().menu_key, 0);
    EXPECT_EQ(outcome.plugin->table().look_params, nullptr);  // 1.6: no look parameter
    EXPECT_EQ(outcome.plugin->table().look_param_count, 0u);
}

// The copied table's functions are the plugin's own: a short game through them.
TEST(PluginLoader, TheLoadedTableWorks) {
    const LoadOutcome outcome = load_plugin(lt::test_plugin("counter"));
    ASSERT_TRUE(outcome.loaded()) << outcome.refusal;
    const plateau_plugin& table = outcome.plugin->table();
    Text error;
    plateau_game* game = table.create(nullptr, 1, nullptr, 0, &error.writer);
    ASSERT_NE(game, nullptr) << error.text;
    plateau_state* first = table.initial_state(game, &error.writer);
    plateau_state* second = nullptr;
    ASSERT_EQ(table.apply_move(game, first, "+", 1, &second, &error.writer), PLATEAU_OK);
    EXPECT_EQ(table.apply_move(game, second, "-", 1, &second, &error.writer), PLATEAU_ERROR);
    EXPECT_EQ(error.text, "The only move is '+'.");
    Text board;
    ASSERT_EQ(table.text_form(game, second, &board.writer, &error.writer), PLATEAU_OK);
    EXPECT_EQ(board.text, "1");
    table.free_state(game, second);
    table.free_state(game, first);
    table.destroy(game);
}

TEST(PluginLoader, LoadsAStrippedPlugin) {
    const LoadOutcome outcome = load_plugin(lt::stripped_test_plugin());
    ASSERT_TRUE(outcome.loaded()) << outcome.refusal;
    EXPECT_EQ(outcome.plugin->id(), "counter");
}

TEST(PluginLoader, RefusesWhatIsNotAFile) {
    lt::TempDir dir;
    const LoadOutcome missing = load_plugin(dir / "missing.so");
    EXPECT_EQ(missing.refusal, "no such file");
    EXPECT_FALSE(missing.library_opened);
    EXPECT_EQ(load_plugin(dir.path()).refusal, "not a regular file");
}

TEST(PluginLoader, RefusesFilesThatAreNotLibrariesWithoutLoadingThem) {
    lt::TempDir dir;
    lt::write_text_file(dir / "notes.so", "# my notes\nnot a library\n");
    lt::write_text_file(dir / "empty.so", "");
    const LoadOutcome text = load_plugin(dir / "notes.so");
    EXPECT_EQ(text.refusal, "not an ELF file: it does not start with the ELF magic number");
    EXPECT_FALSE(text.library_opened);
    const LoadOutcome empty = load_plugin(dir / "empty.so");
    EXPECT_EQ(empty.refusal, "the file is empty");
    EXPECT_FALSE(empty.library_opened);
}

TEST(PluginLoader, RefusesALibraryWithoutTheEntryWithoutLoadingIt) {
    const LoadOutcome outcome = load_plugin(lt::test_plugin("no_entry"));
    EXPECT_EQ(outcome.refusal, "does not export plateau_entry");
    EXPECT_FALSE(outcome.library_opened);
    const LoadOutcome only_used = load_plugin(lt::test_plugin("undefined_entry"));
    EXPECT_EQ(only_used.refusal,
              "does not export plateau_entry: the file uses it but does not define it");
    EXPECT_FALSE(only_used.library_opened);
}

TEST(PluginLoader, RefusesALibraryForAnotherMachineWithoutLoadingIt) {
    lt::TempDir dir;
    lt::SyntheticElf spec;
    spec.elf_class = 32;
    spec.machine = EM_386;
    lt::write_file(dir / "old.so", lt::build_elf(spec));
    const std::string expected = plateau::core::elf_host_mismatch(32, EM_386);
    ASSERT_NE(expected, "");
    const LoadOutcome outcome = load_plugin(dir / "old.so");
    EXPECT_EQ(outcome.refusal, expected);
    EXPECT_FALSE(outcome.library_opened);
}

TEST(PluginLoader, GivesTheDynamicLoadersReason) {
    const auto path = lt::test_plugin("unresolved_symbol");
    const LoadOutcome outcome = load_plugin(path);
    EXPECT_FALSE(outcome.loaded());
    EXPECT_FALSE(outcome.library_opened);
    EXPECT_EQ(outcome.refusal, "the library failed to load: " + path.string() +
                                   ": undefined symbol: symbol_nobody_defines");

    // Exports the entry, but has nothing the dynamic loader can map.
    lt::TempDir dir;
    lt::write_file(dir / "hollow.so", lt::build_elf({}));
    const LoadOutcome hollow = load_plugin(dir / "hollow.so");
    EXPECT_TRUE(hollow.refusal.starts_with("the library failed to load: ")) << hollow.refusal;
}

TEST(PluginLoader, RefusesAnEntryThatReturnsNull) {
    const LoadOutcome outcome = load_plugin(lt::test_plugin("entry_returns_null"));
    EXPECT_EQ(outcome.refusal, "plateau_entry returned NULL");
    EXPECT_TRUE(outcome.library_opened);
}

TEST(PluginLoader, RefusesAnEntryThatThrows) {
    const LoadOutcome outcome = load_plugin(lt::test_plugin("throwing_entry"));
    EXPECT_EQ(outcome.refusal, "plateau_entry threw an exception: cannot start");
    EXPECT_TRUE(outcome.library_opened);
}

TEST(PluginLoader, RefusesAnotherAbiMajor) {
    EXPECT_EQ(load_plugin(lt::test_plugin("wrong_major")).refusal,
              "ABI major 2, this host speaks 1");
}

TEST(PluginLoader, RefusesAShortTable) {
    EXPECT_EQ(load_plugin(lt::test_plugin("short_table")).refusal,
              "struct_size 16 is smaller than the " + std::to_string(PLATEAU_PLUGIN_V1_SIZE) +
                  " bytes of a version 1 plugin table");
}

TEST(PluginLoader, RefusesANullRequiredFunction) {
    EXPECT_EQ(load_plugin(lt::test_plugin("null_draw")).refusal,
              "required function 'draw' is NULL");
}

TEST(PluginLoader, RefusesABadId) {
    EXPECT_EQ(load_plugin(lt::test_plugin("bad_id")).refusal,
              "id 'Bad Id' is not one word of a-z, 0-9, '_' and '-'");
}

TEST(PluginLoader, RefusesAnInconsistentSchema) {
    EXPECT_EQ(load_plugin(lt::test_plugin("duplicate_params")).refusal,
              "parameter key 'size' appears twice");
}

}  // namespace
