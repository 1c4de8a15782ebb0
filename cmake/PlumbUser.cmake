# CMake helpers for a project that uses Plumb (installed, or through
# FetchContent / add_subdirectory): docs/use-plumb.md.
#
#   plumb_add_check(NAME target SOURCES a.cpp ...)
#       an executable linked with plumb::check_main (your main calls
#       plumb::check_main): the whole `plumb check` command line for your subject.
#   plumb_add_property_tests(NAME target SOURCES a.cpp ...)
#       a GoogleTest executable linked with plumb::gtest (your main calls
#       plumb::register_subject_tests), registered one CTest test per property.
#   plumb_add_fuzz_target(NAME target FAMILY f SOURCES a.cpp ...)
#       Plumb's libFuzzer target for a kernel family, on your subject
#       (SUBJECT_COMMAND instead of SOURCES: on a program speaking the line
#       protocol, named at run time by PLUMB_FUZZ_SUBJECT_COMMAND).
#   plumb_add_command_tests(NAME n COMMAND "node my-kernels.js" ...)
#       a CTest test running `plumb check --subject-command` on a program.
#   plumb_add_bench(NAME target SOURCES a.cpp ... [KERNELS k ...])
#       a Google Benchmark program: your subject's kernels beside Plumb's and
#       the naive formulas on Plumb's input classes, for `plumb bench --suite`.
include_guard(GLOBAL)
# The checker plumb_add_bench's KERNELS test runs (cmake -P), beside this file; in
# the cache, so that a project with Plumb as a subdirectory sees it too.
set(PLUMB_BENCH_NAMES_SCRIPT ${CMAKE_CURRENT_LIST_DIR}/PlumbBenchNames.cmake CACHE INTERNAL
    "plumb_add_bench's names check")

function(plumb_add_check)
  cmake_parse_arguments(ARG "" "NAME" "SOURCES;LIBRARIES" ${ARGN})
  add_executable(${ARG_NAME} ${ARG_SOURCES})
  target_link_libraries(${ARG_NAME} PRIVATE plumb::check_main ${ARG_LIBRARIES})
endfunction()

function(plumb_add_property_tests)
  cmake_parse_arguments(ARG "" "NAME;TIMEOUT" "SOURCES;LIBRARIES" ${ARGN})
  if(NOT ARG_TIMEOUT)
    set(ARG_TIMEOUT 900)
  endif()
  include(GoogleTest)
  add_executable(${ARG_NAME} ${ARG_SOURCES})
  target_link_libraries(${ARG_NAME} PRIVATE plumb::gtest ${ARG_LIBRARIES})
  gtest_discover_tests(${ARG_NAME} DISCOVERY_TIMEOUT 60 PROPERTIES TIMEOUT ${ARG_TIMEOUT})
endfunction()

# plumb_add_fuzz_target(NAME n FAMILY f SOURCES s.cpp ... [CORPUS dir] [LIBRARIES ...])
# plumb_add_fuzz_target(NAME n FAMILY f SUBJECT_COMMAND [CORPUS dir] [COMMAND "node lib.js"])
#   Plumb's libFuzzer target for kernel family f (crossing, closest_point,
#   closest_point3d, ray3d, contact: structure-aware decoding, the oracle in
#   the loop, an abort with the case printed on any finding) checking YOUR
#   subject: one of SOURCES says PLUMB_FUZZ_SUBJECT_IS(your_factory)
#   (#include "fuzz/fuzz_target.h"). Always builds n_replay, which feeds the
#   files of a corpus to the target without libFuzzer; with CORPUS, CTest
#   replays it (test fuzz_corpus_n). When PLUMB_FUZZ_ENGINE is set (e.g.
#   -fsanitize=fuzzer, with clang and -fsanitize=fuzzer-no-link in the compile
#   flags, or OSS-Fuzz's $LIB_FUZZING_ENGINE), also builds the fuzzer n.
#   With SUBJECT_COMMAND the subject is a program speaking the line protocol
#   (docs/protocol.md), started from the environment variable
#   PLUMB_FUZZ_SUBJECT_COMMAND; COMMAND sets it for the corpus test.
function(plumb_add_fuzz_target)
  cmake_parse_arguments(ARG "SUBJECT_COMMAND" "NAME;FAMILY;CORPUS;COMMAND" "SOURCES;LIBRARIES" ${ARGN})
  if(ARG_SUBJECT_COMMAND)
    list(APPEND ARG_SOURCES ${PLUMB_FUZZ_SOURCE_DIR}/command_subject.cpp)
    list(APPEND ARG_LIBRARIES plumb::harness)
  endif()
  set(family_source ${PLUMB_FUZZ_SOURCE_DIR}/${ARG_FAMILY}_fuzz.cpp)
  if(NOT EXISTS ${family_source})
    message(FATAL_ERROR "plumb_add_fuzz_target: no family '${ARG_FAMILY}' (${family_source})")
  endif()
  add_executable(${ARG_NAME}_replay ${family_source} ${PLUMB_FUZZ_SOURCE_DIR}/replay_main.cpp ${ARG_SOURCES})
  target_link_libraries(${ARG_NAME}_replay PRIVATE plumb::checks ${ARG_LIBRARIES})
  if(ARG_CORPUS)
    add_test(NAME fuzz_corpus_${ARG_NAME} COMMAND ${ARG_NAME}_replay ${ARG_CORPUS})
    if(ARG_COMMAND)
      set_tests_properties(fuzz_corpus_${ARG_NAME} PROPERTIES ENVIRONMENT "PLUMB_FUZZ_SUBJECT_COMMAND=${ARG_COMMAND}")
    endif()
  endif()
  if(PLUMB_FUZZ_ENGINE)
    add_executable(${ARG_NAME} ${family_source} ${ARG_SOURCES})
    separate_arguments(engine UNIX_COMMAND "${PLUMB_FUZZ_ENGINE}")
    target_link_libraries(${ARG_NAME} PRIVATE plumb::checks ${ARG_LIBRARIES} ${engine})
  endif()
endfunction()

# plumb_add_bench(NAME n SOURCES s.cpp ... [LIBRARIES ...] [KERNELS k ...])
#   A Google Benchmark program n that times YOUR subject's kernels beside
#   Plumb's kernels and the naive formulas, on Plumb's input classes (uniform,
#   random_exponents, nearly_degenerate, exactly_degenerate, and the batch
#   forms): one of SOURCES says PLUMB_BENCH_SUBJECT_IS(your_factory)
#   (#include "bench/user.h"; plumb::bench brings the main). Rows are named
#   kernel/plumb|naive|YOURS/class; `plumb bench --suite ./n` runs them with
#   repetitions, saves the Google Benchmark JSON and compares it with a
#   baseline (docs/use-plumb.md). CTest tests (timings are never judged):
#   bench_runs_n, one short pass over the uniform class; with KERNELS (e.g.
#   segments_intersect closest_point), bench_names_n, which fails unless each
#   of those kernels has its plumb, naive and your rows on every input class.
function(plumb_add_bench)
  cmake_parse_arguments(ARG "" "NAME" "SOURCES;LIBRARIES;KERNELS" ${ARGN})
  if(NOT ARG_NAME OR NOT ARG_SOURCES)
    message(FATAL_ERROR "plumb_add_bench: usage: plumb_add_bench(NAME n SOURCES a.cpp ... [LIBRARIES ...] [KERNELS k ...])")
  endif()
  if(NOT TARGET plumb::bench)
    message(FATAL_ERROR "plumb_add_bench: there is no plumb::bench: Plumb was configured without Google Benchmark "
                        "(Debian package libbenchmark-dev)")
  endif()
  # Plumb's side of the bench (libplumb_bench) is compiled as Plumb was built;
  # yours, with your project's flags: unoptimised, the comparison says nothing.
  get_property(multi_config GLOBAL PROPERTY GENERATOR_IS_MULTI_CONFIG)
  if(NOT multi_config AND NOT CMAKE_BUILD_TYPE MATCHES "^(Release|RelWithDebInfo|MinSizeRel)$")
    message(WARNING "plumb_add_bench(${ARG_NAME}): CMAKE_BUILD_TYPE is '${CMAKE_BUILD_TYPE}', so your kernels are "
                    "timed unoptimised beside Plumb's optimised ones: configure with "
                    "-DCMAKE_BUILD_TYPE=RelWithDebInfo (or Release) before comparing")
  endif()
  add_executable(${ARG_NAME} ${ARG_SOURCES})
  target_link_libraries(${ARG_NAME} PRIVATE plumb::bench ${ARG_LIBRARIES})
  add_test(NAME bench_runs_${ARG_NAME} COMMAND ${ARG_NAME} --benchmark_filter=/uniform --benchmark_min_time=0.001)
  set_tests_properties(bench_runs_${ARG_NAME} PROPERTIES LABELS bench
                       FAIL_REGULAR_EXPRESSION "Failed to match any benchmarks")
  if(ARG_KERNELS)
    string(REPLACE ";" "," kernels "${ARG_KERNELS}")
    add_test(NAME bench_names_${ARG_NAME}
             COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:${ARG_NAME}> -DKERNELS=${kernels}
                     -P ${PLUMB_BENCH_NAMES_SCRIPT})
    set_tests_properties(bench_names_${ARG_NAME} PROPERTIES LABELS bench)
  endif()
endfunction()

# plumb_add_command_tests(NAME n COMMAND "node my-kernels.js" [CASES N] [BASELINE file] [ARGS ...])
#   A CTest test plumb_check_n: `plumb check --subject-command COMMAND` on a
#   program speaking the line protocol (docs/protocol.md; the client modules
#   are in PLUMB_CLIENTS_DIR), with CASES cases per property (default 2000,
#   a CI budget) and, with BASELINE, failing only on a fault group not in that
#   baseline file (`plumb check --write-baseline`). ARGS are passed on (e.g.
#   --domain game-metres). The test fails with the report as its output.
function(plumb_add_command_tests)
  cmake_parse_arguments(ARG "" "NAME;COMMAND;CASES;BASELINE" "ARGS" ${ARGN})
  if(NOT ARG_NAME OR NOT ARG_COMMAND)
    message(FATAL_ERROR "plumb_add_command_tests: usage: plumb_add_command_tests(NAME n COMMAND \"program args\" "
                        "[CASES N] [BASELINE file] [ARGS ...])")
  endif()
  if(TARGET plumb)
    set(plumb_command $<TARGET_FILE:plumb>)
    # Plumb taken in by FetchContent or add_subdirectory builds its programs
    # only when asked: the test runs this one, so the project builds it.
    get_target_property(plumb_imported plumb IMPORTED)
    if(NOT plumb_imported AND NOT TARGET plumb_command_for_tests)
      add_custom_target(plumb_command_for_tests ALL)
      add_dependencies(plumb_command_for_tests plumb)
    endif()
  elseif(PLUMB_EXECUTABLE)
    set(plumb_command ${PLUMB_EXECUTABLE})
  else()
    message(FATAL_ERROR "plumb_add_command_tests: the plumb command was not installed with this package "
                        "(Plumb built with PLUMB_BUILD_CLI=OFF)")
  endif()
  if(NOT ARG_CASES)
    set(ARG_CASES 2000)
  endif()
  set(baseline)
  if(ARG_BASELINE)
    set(baseline --baseline ${ARG_BASELINE})
  endif()
  add_test(NAME plumb_check_${ARG_NAME}
           COMMAND ${plumb_command} check --subject-command ${ARG_COMMAND} --cases ${ARG_CASES} ${baseline} ${ARG_ARGS})
  set_tests_properties(plumb_check_${ARG_NAME} PROPERTIES LABELS plumb)
endfunction()
