# cmake -DPROGRAM=path/to/bench -DKERNELS=k1,k2 -P PlumbBenchNames.cmake
#
# plumb_add_bench's KERNELS test: lists the benchmarks of a user's bench
# program (--benchmark_list_tests) and fails unless every kernel named has, on
# every input class (uniform, random_exponents, nearly_degenerate,
# exactly_degenerate; a batch form's /N suffix is allowed), its three rows:
# kernel/plumb/class, kernel/naive/class and the user's kernel/NAME/class.
cmake_minimum_required(VERSION 3.25)
if(NOT PROGRAM OR NOT KERNELS)
  message(FATAL_ERROR "usage: cmake -DPROGRAM=bench_program -DKERNELS=kernel,kernel -P PlumbBenchNames.cmake")
endif()
execute_process(COMMAND ${PROGRAM} --benchmark_list_tests OUTPUT_VARIABLE listing ERROR_VARIABLE errors
                RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${PROGRAM} --benchmark_list_tests failed (${status}):\n${errors}")
endif()
string(REPLACE "\n" ";" names "${listing}")
string(REPLACE "," ";" kernels "${KERNELS}")
set(missing "")
foreach(kernel IN LISTS kernels)
  foreach(class uniform random_exponents nearly_degenerate exactly_degenerate)
    set(implementations "")
    foreach(name IN LISTS names)
      if(name MATCHES "^${kernel}/([^/]+)/${class}(/[0-9]+)?$")
        list(APPEND implementations ${CMAKE_MATCH_1})
      endif()
    endforeach()
    list(REMOVE_DUPLICATES implementations)
    set(user ${implementations})
    list(REMOVE_ITEM user plumb naive oracle)
    if(NOT "plumb" IN_LIST implementations OR NOT "naive" IN_LIST implementations OR NOT user)
      list(APPEND missing "${kernel}/*/${class} (found: ${implementations})")
    endif()
  endforeach()
endforeach()
if(missing)
  string(REPLACE ";" "\n  " missing "${missing}")
  message(FATAL_ERROR "${PROGRAM}: these kernels and classes lack their plumb, naive or user row:\n  ${missing}")
endif()
list(LENGTH names count)
message(STATUS "${PROGRAM}: ${KERNELS}: plumb, naive and user rows on every input class (${count} benchmarks)")
