/* A shared library that uses plateau_entry without defining it: the name is in its dynamic
 * symbol table, but as an undefined symbol (st_shndx == SHN_UNDEF), which is not an export. */
#include <plateau/abi.h>

const plateau_plugin *plateau_entry(const plateau_host *host);

__attribute__((visibility("default"))) plateau_entry_fn entry_elsewhere(void) {
    return plateau_entry;
}
