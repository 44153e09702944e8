# What the benchmarks' command-line tests share (each bench's check_flags.cmake, run by
# ctest as `cmake -DBENCH=<program> -P check_flags.cmake`): a benchmark is checked without
# running its long measure.

# --help prints the flags on standard output, nothing on standard error, and exits 0; its
# text matches every regular expression given.
function(bench_help_says bench)
  execute_process(COMMAND "${bench}" --help
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 10)
  if(NOT rc EQUAL 0 OR NOT err STREQUAL "")
    message(FATAL_ERROR "--help: exit ${rc}, stdout '${out}', stderr '${err}'")
  endif()
  foreach(pattern IN LISTS ARGN)
    if(NOT out MATCHES "${pattern}")
      message(FATAL_ERROR "--help does not say '${pattern}': '${out}'")
    endif()
  endforeach()
endfunction()

# Each command line given (its arguments joined by ';', one quoted argument each) is
# refused: `error: ...` on standard error, nothing on standard output, exit status 2.
function(bench_refuses bench)
  math(EXPR last "${ARGC} - 1")
  foreach(i RANGE 1 ${last})
    set(args "${ARGV${i}}")  # ARGV<i> keeps the ';' inside one argument (ARGN would not)
    execute_process(COMMAND "${bench}" ${args}
      RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 10)
    if(NOT rc EQUAL 2 OR NOT err MATCHES "^error: " OR NOT out STREQUAL "")
      message(FATAL_ERROR "${args}: exit ${rc}, stdout '${out}', stderr '${err}'")
    endif()
  endforeach()
endfunction()
