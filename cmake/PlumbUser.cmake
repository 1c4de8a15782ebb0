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
