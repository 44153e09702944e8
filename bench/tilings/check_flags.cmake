# bench_tilings_strong's command line without playing a game (a test, run by ctest):
# --help prints the flags on standard output and exits 0; an unknown flag or a bad value
# prints `error: ...` on standard error and exits 2.
# cmake -DBENCH=<bench_tilings_strong> -P check_flags.cmake
execute_process(COMMAND "${BENCH}" --help
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 10)
if(NOT rc EQUAL 0 OR NOT out MATCHES "usage: bench_tilings_strong" OR
   NOT out MATCHES "--games N" OR NOT out MATCHES "--think SECONDS" OR
   NOT out MATCHES "--players 2\\|3" OR NOT out MATCHES "--seed S" OR NOT err STREQUAL "")
  message(FATAL_ERROR "--help: exit ${rc}, stdout '${out}', stderr '${err}'")
endif()
foreach(args IN ITEMS "--frobnicate;1" "--games" "--games;0" "--players;4" "--think;x"
                      "--playout;mcts" "--seed;-1")
  execute_process(COMMAND "${BENCH}" ${args}
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 10)
  if(NOT rc EQUAL 2 OR NOT err MATCHES "^error: " OR NOT out STREQUAL "")
    message(FATAL_ERROR "${args}: exit ${rc}, stdout '${out}', stderr '${err}'")
  endif()
endforeach()
