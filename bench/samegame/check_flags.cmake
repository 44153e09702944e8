# The benchmark's command line without running a search (a test, run by ctest): --help
# prints the flags and exits 0; an unknown flag or a bad value is refused (exit 2) before
# any position is read.
# cmake -DBENCH=<bench_samegame_standard> -P check_flags.cmake
include("${CMAKE_CURRENT_LIST_DIR}/../check_flags.cmake")
bench_help_says("${BENCH}" "usage: bench_samegame_standard" "--budgets")
bench_refuses("${BENCH}" "--frobnicate;1" "--budgets" "--algorithm;mcts" "--seed;x"
              "--seed;-1" "--probes;5x" "--probes;0" "--level;1.5" "--polish;2" "--budgets;1,x"
              "--budgets;0" "--budgets;1," "--positions;0-3" "--positions;4-2" "--threads;two"
              "--keep;2,1.5" "--keep;1,1,1,1,1,1,1" "--iterations;-5" "--seeds;1,,2"
              "--seeds;x" "--seeds;1," "--seeds;-1" "--seeds;")

# A positions file that cannot be read or holds a bad line is refused, naming the file and
# the line, before any search.
bench_refuses("${BENCH}" "--data;${CMAKE_CURRENT_BINARY_DIR}/no-such-positions.txt")
set(bad "${CMAKE_CURRENT_BINARY_DIR}/bad-positions.txt")
foreach(case
    "position 1\n0 1 2 3 4 0 1 2 3 4 0 1 2 3 5\n|:2: a row of 15 colours from 0 to 4 is expected, not '0 1 2 3 4 0 1 2 3 4 0 1 2 3 5'"
    "# a comment\nposition 1\n0 1 2 3 4 0 1 2 3 4 0 1 2 3\n|:3: a row of 15 colours"
    "position 1\n0 1 2 3 4 0 1 2 3 4 0 1 2 3 4\nposition 2\n|:3: a position ends after 1 of its 15 rows"
    "position 1\n0 1 2 3 4 0 1 2 3 4 0 1 2 3 4\n|:3: a position ends after 1 of its 15 rows"
    "\n| holds 0 positions, not 20")
  string(FIND "${case}" "|" bar)
  string(SUBSTRING "${case}" 0 ${bar} text)
  math(EXPR bar "${bar} + 1")
  string(SUBSTRING "${case}" ${bar} -1 says)
  string(REPLACE "\\n" "\n" text "${text}")
  file(WRITE "${bad}" "${text}")
  execute_process(COMMAND "${BENCH}" --data "${bad}"
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 10)
  string(FIND "${err}" "error: ${bad}${says}" at)
  if(NOT rc EQUAL 2 OR NOT out STREQUAL "" OR at LESS 0)
    message(FATAL_ERROR "'${text}': exit ${rc}, stdout '${out}', stderr '${err}'")
  endif()
endforeach()
file(REMOVE "${bad}")
