// The parameters a plugin names as changing only how its game looks (abi.h, LOOK
// PARAMETERS, ABI 1.6): the check of that list when the plugin loads, and its keys.
#pragma once

#include <plateau/abi.h>

#include <string>
#include <vector>

namespace plateau::core {

// The keys of the table's look parameters, in the table's order (none before 1.6).
[[nodiscard]] std::vector<std::string> look_param_keys(const plateau_plugin& table);

// Why the table's look_params cannot be taken (a count without a list, an entry that is
// NULL, not the key of one of its parameters, or given twice), or "".
[[nodiscard]] std::string find_look_params_problem(const plateau_plugin& table);

}  // namespace plateau::core
