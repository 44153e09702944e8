# The solver benchmark's command line without playing a board (a test, run by ctest):
# --help prints the flags and exits 0; an unknown flag or a bad value is refused (exit 2)
# before any board is played; then a real run of two boards prints its report's lines, one
# with --bound the bound's, and one with --moves its games on standard output and its report
# on standard error.
# cmake -DBENCH=<bench_minesweeper_solver> -P check_flags.cmake
include("${CMAKE_CURRENT_LIST_DIR}/../check_flags.cmake")
bench_help_says("${BENCH}" "usage: bench_minesweeper_solver" "--boards" "--preset"
                "--first-click any\\|safe\\|opening")
bench_refuses("${BENCH}" "--frobnicate;1" "--boards" "--boards;0" "--boards;ten"
              "--preset;huge" "--first-click;never" "--first-cell;99,1" "extra"
              "--tune;depth=3" "--tune;nearly_safest" "--tune;lookahead_cells=0"
              "--tune;endgame_cells=65" "--tune;progress_weight=0.2" "--tune;endgame_budget=-1"
              "--tune;rollout_boards=0" "--tune;rollout_cells=1.5" "--threads;0" "--threads;two"
              "--bound;--first-click;any")
# A real run, two beginner boards: the report's lines.
execute_process(COMMAND "${BENCH}" --boards 2 --preset beginner --first-click safe
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 30)
if(NOT rc EQUAL 0 OR NOT out MATCHES "beginner 9x9/10 first_click=safe" OR
   NOT out MATCHES "won [0-2] of 2 = [0-9.]+% \\(95% Wilson interval" OR
   NOT out MATCHES "ms per game" OR NOT out MATCHES "p99")
  message(FATAL_ERROR "--boards 2: exit ${rc}, stdout '${out}', stderr '${err}'")
endif()
# --bound adds the bound's lines: its mean, then the boards by how each was bounded, the
# three counts adding up to the boards played; seeds 1-40 hold two boards that need a guess.
execute_process(COMMAND "${BENCH}" --boards 40 --preset beginner --bound
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 120)
string(REGEX MATCH "no guess: ([0-9]+) boards[^\n]*\n[^\n]*whole: ([0-9]+) boards[^\n]*\n[^\n]*a move ahead: ([0-9]+) boards"
       counts "${out}")
set(by_how "${CMAKE_MATCH_1};${CMAKE_MATCH_2};${CMAKE_MATCH_3}")
if(NOT rc EQUAL 0 OR NOT out MATCHES
   "bound: no player can expect to win more than [0-9.]+% with this first click" OR
   counts STREQUAL "")
  message(FATAL_ERROR "--bound: exit ${rc}, stdout '${out}', stderr '${err}'")
endif()
list(GET by_how 0 none)
list(GET by_how 1 whole)
list(GET by_how 2 ahead)
math(EXPR boards "${none} + ${whole} + ${ahead}")
math(EXPR guessed "${whole} + ${ahead}")
if(NOT boards EQUAL 40 OR NOT guessed EQUAL 2)
  message(FATAL_ERROR "--bound: ${none} boards without a guess, ${whole} searched whole, "
                      "${ahead} a move ahead (40 boards, 2 with a guess)")
endif()
# With --moves, standard output holds the games alone, one a line, and the report goes to
# standard error.
execute_process(COMMAND "${BENCH}" --boards 3 --preset beginner --moves
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 30)
if(NOT rc EQUAL 0 OR
   NOT out MATCHES "^1 (won|lost):[^\n]*\n2 (won|lost):[^\n]*\n3 (won|lost):[^\n]*\n$" OR
   NOT err MATCHES "won [0-3] of 3 = " OR NOT err MATCHES "ms per game")
  message(FATAL_ERROR "--moves: exit ${rc}, stdout '${out}', stderr '${err}'")
endif()
# The boards are shared out between threads, never played differently: the same games are
# won with one thread and with two (rollouts included: their boards are drawn from the
# position), and a setting changed is named in the report.
foreach(threads 1 2)
  execute_process(COMMAND "${BENCH}" --boards 20 --preset intermediate --threads ${threads}
    --tune lookahead_cells=3 --tune rollout_boards=10
    RESULT_VARIABLE rc OUTPUT_VARIABLE out_${threads} ERROR_VARIABLE err TIMEOUT 60)
  if(NOT rc EQUAL 0 OR
     NOT out_${threads} MATCHES "tune: lookahead_cells=3 rollout_boards=10 seeds 1-20")
    message(FATAL_ERROR "--threads ${threads}: exit ${rc}, stdout '${out_${threads}}', stderr '${err}'")
  endif()
  string(REGEX MATCH "won [0-9]+ of 20" won_${threads} "${out_${threads}}")
endforeach()
if(NOT won_1 STREQUAL won_2 OR won_1 STREQUAL "")
  message(FATAL_ERROR "one thread: '${won_1}'; two threads: '${won_2}'")
endif()
