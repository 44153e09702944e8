# The benchmark's command line without running a search (a test, run by ctest): --help
# prints the flags on standard output and exits 0; an unknown flag prints `error: ...` on
# standard error and exits 2, before any position is read.
# cmake -DBENCH=<bench_samegame_standard> -P check_flags.cmake
execute_process(COMMAND "${BENCH}" --help
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 10)
if(NOT rc EQUAL 0 OR NOT out MATCHES "usage: bench_samegame_standard" OR
   NOT out MATCHES "--budgets" OR NOT err STREQUAL "")
  message(FATAL_ERROR "--help: exit ${rc}, stdout '${out}', stderr '${err}'")
endif()
foreach(args IN ITEMS "--frobnicate;1" "--budgets" "--algorithm;mcts" "--seed;x")
  execute_process(COMMAND "${BENCH}" ${args}
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 10)
  if(NOT rc EQUAL 2 OR NOT err MATCHES "^error: " OR NOT out STREQUAL "")
    message(FATAL_ERROR "${args}: exit ${rc}, stdout '${out}', stderr '${err}'")
  endif()
endforeach()
