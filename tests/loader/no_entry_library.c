/* A shared library that is not a plugin: it exports a function, but not plateau_entry. */
__attribute__((visibility("default"))) int not_a_plugin(void) { return 42; }
