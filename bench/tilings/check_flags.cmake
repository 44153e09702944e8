# bench_tilings_strong's command line without playing a game (a test, run by ctest): --help
# prints the flags and exits 0; an unknown flag or a bad value is refused (exit 2).
# cmake -DBENCH=<bench_tilings_strong> -P check_flags.cmake
include("${CMAKE_CURRENT_LIST_DIR}/../check_flags.cmake")
bench_help_says("${BENCH}" "usage: bench_tilings_strong" "--games N" "--think SECONDS"
                "--players 2\\|3" "--seed S")
bench_refuses("${BENCH}" "--frobnicate;1" "--games" "--games;0" "--players;4" "--think;x"
              "--playout;mcts" "--seed;-1")
