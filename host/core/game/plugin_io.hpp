// Small adapters for the C boundary's callbacks: a plateau_writer that appends to a
// std::string, and a plateau_sink that collects items.
#pragma once

#include <plateau/abi.h>

#include <string>
#include <utility>
#include <vector>

namespace plateau::core {

class StringWriter {
  public:
    StringWriter() {
        writer_.ctx = &text_;
        writer_.write = [](void* ctx, const char* text, size_t length) {
            if (text != nullptr) static_cast<std::string*>(ctx)->append(text, length);
        };
    }
    StringWriter(const StringWriter&) = delete;
    StringWriter& operator=(const StringWriter&) = delete;

    [[nodiscard]] const plateau_writer* get() const { return &writer_; }
    [[nodiscard]] const std::string& text() const { return text_; }

  private:
    std::string text_;
    plateau_writer writer_{};
};

struct OutputItem {
    plateau_output_kind kind;
    std::string text;
    friend bool operator==(const OutputItem&, const OutputItem&) = default;
};

class SinkCollector {
  public:
    SinkCollector() {
        sink_.ctx = &items_;
        sink_.emit = [](void* ctx, plateau_output_kind kind, const char* text, size_t length) {
            static_cast<std::vector<OutputItem>*>(ctx)->push_back(
                {kind, text != nullptr ? std::string(text, length) : std::string()});
        };
    }
    SinkCollector(const SinkCollector&) = delete;
    SinkCollector& operator=(const SinkCollector&) = delete;

    [[nodiscard]] const plateau_sink* get() const { return &sink_; }
    [[nodiscard]] const std::vector<OutputItem>& items() const { return items_; }

  private:
    std::vector<OutputItem> items_;
    plateau_sink sink_{};
};

}  // namespace plateau::core
