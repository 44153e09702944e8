# The solver benchmark's command line without playing a board (a test, run by ctest):
# --help prints the flags on standard output and exits 0; an unknown flag or a bad value
# prints `error: ...` on standard error and exits 2, before any board is played.
# cmake -DBENCH=<bench_minesweeper_solver> -P check_flags.cmake
execute_process(COMMAND "${BENCH}" --help
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 10)
if(NOT rc EQUAL 0 OR NOT out MATCHES "usage: bench_minesweeper_solver" OR
   NOT out MATCHES "--boards" OR NOT out MATCHES "--preset" OR
   NOT out MATCHES "--first-click any\\|safe\\|opening" OR NOT err STREQUAL "")
  message(FATAL_ERROR "--help: exit ${rc}, stdout '${out}', stderr '${err}'")
endif()
foreach(args IN ITEMS "--frobnicate;1" "--boards" "--boards;0" "--boards;ten"
                      "--preset;huge" "--first-click;never" "--first-cell;99,1" "extra")
  execute_process(COMMAND "${BENCH}" ${args}
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 10)
  if(NOT rc EQUAL 2 OR NOT err MATCHES "^error: " OR NOT out STREQUAL "")
    message(FATAL_ERROR "${args}: exit ${rc}, stdout '${out}', stderr '${err}'")
  endif()
endforeach()
# A real run, two beginner boards: the report's lines.
execute_process(COMMAND "${BENCH}" --boards 2 --preset beginner --first-click safe
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 30)
if(NOT rc EQUAL 0 OR NOT out MATCHES "beginner 9x9/10 first_click=safe" OR
   NOT out MATCHES "won [0-2] of 2 = [0-9.]+% \\(95% Wilson interval" OR
   NOT out MATCHES "ms per game" OR NOT out MATCHES "p99")
  message(FATAL_ERROR "--boards 2: exit ${rc}, stdout '${out}', stderr '${err}'")
endif()
