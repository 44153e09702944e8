# prove_pushover's command line (a test, run by ctest): --help prints the flags and exits 0;
# an unknown flag, a missing value or a bad value is refused (exit 2); then a real run on
# 3x3, whose empty board the table says is a win in 7 plies for the first player.
# cmake -DBENCH=<prove_pushover> -P check_prove_flags.cmake
include("${CMAKE_CURRENT_LIST_DIR}/../check_flags.cmake")
bench_help_says("${BENCH}" "usage: prove_pushover" "--size" "--plies" "--table-bits" "--help")
bench_refuses("${BENCH}" "--frobnicate;1" "extra" "--plies" "--plies;0" "--plies;61"
              "--plies;x" "--size;2" "--size;9" "--table-bits;9" "--table-bits;29")
execute_process(COMMAND "${BENCH}" --size 3 --plies 20 --table-bits 12
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 30)
if(NOT rc EQUAL 0 OR NOT err STREQUAL "" OR
   NOT out MATCHES "\nplies  6: the first player forces a win: no; the second: no " OR
   NOT out MATCHES "\nplies  7: the first player forces a win: yes; the second: no " OR
   NOT out MATCHES "\nthe first player forces a win within 7 plies\n$")
  message(FATAL_ERROR "--size 3: exit ${rc}, stdout '${out}', stderr '${err}'")
endif()
