#include "core/plugins/plugin.hpp"

#include <utility>

namespace plateau::core {
namespace {

std::string text_or_empty(const char* text) { return text != nullptr ? text : ""; }

}  // namespace

Plugin::Plugin(std::shared_ptr<const void> library, const plateau_plugin& table,
               std::filesystem::path path, FileStamp stamp)
    : library_(std::move(library)),
      table_(table),
      path_(std::move(path)),
      stamp_(stamp),
      id_(text_or_empty(table.id)),
      name_(text_or_empty(table.name)),
      version_(text_or_empty(table.version)),
      description_(text_or_empty(table.description)),
      how_to_play_(text_or_empty(table.how_to_play)) {}

Plugin::~Plugin() = default;

}  // namespace plateau::core
