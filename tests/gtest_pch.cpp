// The translation unit that builds the suites' precompiled GoogleTest header (see
// CMakeLists.txt); it holds no test.
