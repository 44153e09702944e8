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
