# match_pushover's command line (a test, run by ctest): --help prints the flags and exits 0;
# an unknown flag, a missing value or a bad value is refused (exit 2) before any game; then
# a real run of one short game (easy against medium on 3x3) prints its report's lines.
# cmake -DBENCH=<match_pushover> -P check_flags.cmake
include("${CMAKE_CURRENT_LIST_DIR}/../check_flags.cmake")
bench_help_says("${BENCH}" "usage: match_pushover" "--size" "--games" "--seconds" "--seed"
                "--opening" "--max-plies" "--a " "--b " "--help")
bench_refuses("${BENCH}" "--frobnicate;1" "-x" "extra" "--games" "--seed;1;--b"
              "--games;0" "--games;ten" "--games;-3" "--games;5x" "--games;1.5"
              "--size;2" "--size;9" "--seconds;-1" "--seconds;0" "--seconds;x"
              "--seconds;nan" "--seconds;61" "--seed;-1" "--seed;x"
              "--seed;99999999999999999999" "--opening;-1" "--max-plies;0" "--a;grandmaster"
              "--b;Hard" "--games;1;--games;0")
# A real run: one game, easy against medium on 3x3, a few plies at most (a fraction of a
# second).
execute_process(COMMAND "${BENCH}" --size 3 --games 1 --seconds 0.01 --a easy --b medium
                        --max-plies 20 --opening 0 --seed 7
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 30)
if(NOT rc EQUAL 0 OR NOT out MATCHES "game 0 \\(seed 7, a starts\\): " OR
   NOT out MATCHES "easy vs medium on 3x3, 1 games at 0.01 s a move, 0 random opening plies" OR
   NOT out MATCHES "% of the points \\(95% interval")
  message(FATAL_ERROR "--games 1: exit ${rc}, stdout '${out}', stderr '${err}'")
endif()
