# train_pushover_eval's command line (a test, run by ctest): --help prints the flags and
# exits 0; an unknown flag, a missing or bad value, or no --out is refused (exit 2); then
# short real runs: 200 games written to a network file, learning going on from it, and a
# file that is not a network refused by name (exit 1), the file given to --out untouched.
# cmake -DBENCH=<train_pushover_eval> -P check_train_flags.cmake
include("${CMAKE_CURRENT_LIST_DIR}/../check_flags.cmake")
bench_help_says("${BENCH}" "usage: train_pushover_eval" "--out" "--in" "--games" "--alpha"
                "--alpha-end" "--explore" "--seed" "--help")
set(net "${CMAKE_CURRENT_BINARY_DIR}/train_check.bin")
file(REMOVE "${net}")
bench_refuses("${BENCH}" "--games;10" "--frobnicate;1" "--out;${net};extra" "--out"
              "--out;${net};--games;0" "--out;${net};--games;x" "--out;${net};--alpha;0"
              "--out;${net};--alpha;2" "--out;${net};--alpha-end;-1"
              "--out;${net};--explore;1.5" "--out;${net};--seed;-3")
execute_process(COMMAND "${BENCH}" --out "${net}" --games 200 --seed 7
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 60)
if(NOT rc EQUAL 0 OR NOT err STREQUAL "" OR NOT EXISTS "${net}" OR
   NOT out MATCHES "^200 games: [0-9.]+ plies a game" OR NOT out MATCHES "\nwrote ")
  message(FATAL_ERROR "200 games: exit ${rc}, stdout '${out}', stderr '${err}'")
endif()
# 20 + 158,193 weights of 2 bytes + 8: the layout's size (3^5 x 3 + 3^10 x 2 + 3^9 x 2).
file(SIZE "${net}" size)
if(NOT size EQUAL 316414)
  message(FATAL_ERROR "the network file holds ${size} bytes, not 316,414")
endif()
execute_process(COMMAND "${BENCH}" --in "${net}" --out "${net}" --games 100
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 60)
if(NOT rc EQUAL 0 OR NOT err STREQUAL "")
  message(FATAL_ERROR "--in: exit ${rc}, stdout '${out}', stderr '${err}'")
endif()
file(SHA256 "${net}" before)
execute_process(COMMAND "${BENCH}" --in "${CMAKE_CURRENT_LIST_FILE}" --out "${net}" --games 10
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 60)
file(SHA256 "${net}" after)
if(NOT rc EQUAL 1 OR NOT err MATCHES "^error: .*check_train_flags.cmake: not a Push Over network"
   OR NOT before STREQUAL after)
  message(FATAL_ERROR "--in a text file: exit ${rc}, stdout '${out}', stderr '${err}'")
endif()
file(REMOVE "${net}")
