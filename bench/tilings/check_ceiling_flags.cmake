# bench_tilings_ceiling's command line (a test, run by ctest): --help prints the flags and
# exits 0; an unknown flag or a bad value is refused (exit 2) before any game.
# cmake -DBENCH=<bench_tilings_ceiling> -P check_ceiling_flags.cmake
include("${CMAKE_CURRENT_LIST_DIR}/../check_flags.cmake")
bench_help_says("${BENCH}" "usage: bench_tilings_ceiling" "--players 2\\|3" "--games N"
                "--seed S" "--nodes N")
bench_refuses("${BENCH}" "--frobnicate" "--games" "--games;0" "--games;100001" "--players;4"
              "--players;1" "--seed;-1" "--seed;x" "--nodes;0" "--nodes;5x" "--quiet;--think;1")
