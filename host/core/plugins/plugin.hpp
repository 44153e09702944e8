// One loaded plugin: its library, the host's copy of its table, and what its file looked like
// when it was loaded. Made by load_plugin (plugin_loader.hpp) once every check has passed.
//
// The library stays loaded while this object lives; games made from the plugin keep it
// alive (GameInstance's owner), so its code is unloaded only once nothing of it is in use.
#pragma once

#include <plateau/abi.h>

#include <filesystem>
#include <memory>
#include <string>

#include "core/plugins/file_stamp.hpp"

namespace plateau::core {

class Plugin {
  public:
    // `library` keeps the loaded library open while the Plugin lives (the loader's handle:
    // no type of the library loader is seen outside plugin_loader.cpp); `table` is the
    // host's copy of the plugin's table (copy_plugin_table), already checked; `stamp` the
    // file's size and modification time from before the library was opened.
    Plugin(std::shared_ptr<const void> library, const plateau_plugin& table,
           std::filesystem::path path, FileStamp stamp);
    ~Plugin();
    Plugin(const Plugin&) = delete;
    Plugin& operator=(const Plugin&) = delete;

    // The table's strings, copied; a NULL optional string reads as "".
    [[nodiscard]] const std::string& id() const { return id_; }
    [[nodiscard]] const std::string& name() const { return name_; }
    [[nodiscard]] const std::string& version() const { return version_; }
    [[nodiscard]] const std::string& description() const { return description_; }
    [[nodiscard]] const std::string& how_to_play() const { return how_to_play_; }

    [[nodiscard]] const std::filesystem::path& path() const { return path_; }
    // Fields the plugin's table does not have (an older plugin) read as zero / NULL.
    [[nodiscard]] const plateau_plugin& table() const { return table_; }
    [[nodiscard]] const FileStamp& stamp_at_load() const { return stamp_; }
    // What is wrong with the plugin though it loads ("it exports 3 symbols besides
    // plateau_entry ..."): shown beside it; empty when nothing is.
    [[nodiscard]] const std::string& warning() const { return warning_; }
    void set_warning(std::string warning) { warning_ = std::move(warning); }

  private:
    // First member, so it is destroyed last.
    std::shared_ptr<const void> library_;
    plateau_plugin table_;
    std::filesystem::path path_;
    FileStamp stamp_;
    std::string id_;
    std::string name_;
    std::string version_;
    std::string description_;
    std::string how_to_play_;
    std::string warning_;
};

}  // namespace plateau::core
