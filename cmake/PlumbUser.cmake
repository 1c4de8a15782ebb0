# CMake helpers for a project that uses Plumb (installed, or through
# FetchContent / add_subdirectory): docs/use-plumb.md.
#
#   plumb_add_check(NAME target SOURCES a.cpp ...)
#       an executable linked with plumb::check_main (your main calls
#       plumb::check_main): the whole `plumb check` command line for your subject.
#   plumb_add_property_tests(NAME target SOURCES a.cpp ...)
#       a GoogleTest executable linked with plumb::gtest (your main calls
#       plumb::register_subject_tests), registered one CTest test per property.
include_guard(GLOBAL)

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
#   Plumb's libFuzzer target for kernel family f (crossing, closest_point,
#   closest_point3d, ray3d, contact: structure-aware decoding, the oracle in
#   the loop, an abort with the case printed on any finding) checking YOUR
#   subject: one of SOURCES says PLUMB_FUZZ_SUBJECT_IS(your_factory)
#   (#include "fuzz/fuzz_target.h"). Always builds n_replay, which feeds the
#   files of a corpus to the target without libFuzzer; with CORPUS, CTest
#   replays it (test fuzz_corpus_n). When PLUMB_FUZZ_ENGINE is set (e.g.
#   -fsanitize=fuzzer, with clang and -fsanitize=fuzzer-no-link in the compile
#   flags, or OSS-Fuzz's $LIB_FUZZING_ENGINE), also builds the fuzzer n.
function(plumb_add_fuzz_target)
  cmake_parse_arguments(ARG "" "NAME;FAMILY;CORPUS" "SOURCES;LIBRARIES" ${ARGN})
  set(family_source ${PLUMB_FUZZ_SOURCE_DIR}/${ARG_FAMILY}_fuzz.cpp)
  if(NOT EXISTS ${family_source})
    message(FATAL_ERROR "plumb_add_fuzz_target: no family '${ARG_FAMILY}' (${family_source})")
  endif()
  add_executable(${ARG_NAME}_replay ${family_source} ${PLUMB_FUZZ_SOURCE_DIR}/replay_main.cpp ${ARG_SOURCES})
  target_link_libraries(${ARG_NAME}_replay PRIVATE plumb::checks ${ARG_LIBRARIES})
  if(ARG_CORPUS)
    add_test(NAME fuzz_corpus_${ARG_NAME} COMMAND ${ARG_NAME}_replay ${ARG_CORPUS})
  endif()
  if(PLUMB_FUZZ_ENGINE)
    add_executable(${ARG_NAME} ${family_source} ${ARG_SOURCES})
    separate_arguments(engine UNIX_COMMAND "${PLUMB_FUZZ_ENGINE}")
    target_link_libraries(${ARG_NAME} PRIVATE plumb::checks ${ARG_LIBRARIES} ${engine})
  endif()
endfunction()
