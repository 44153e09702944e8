// What the check's tests share: where the plugins built for them are.
#pragma once

#include <string>

namespace check_test {

// CHECK_TEST_PLUGIN_DIR/<name>.so: a plugin broken on purpose (check_test_plugin in
// CMakeLists.txt).
inline std::string test_plugin(const std::string& name) {
    return std::string(CHECK_TEST_PLUGIN_DIR) + "/" + name + ".so";
}

}  // namespace check_test
