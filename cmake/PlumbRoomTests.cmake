# plumb_room_tests(ROOM LIBRARIES ...): the GoogleTest executable of a room's
# tests/ folder (ROOM_tests), every TEST its own CTest test (so ctest -j2
# spreads them over the cores), labelled with the room.
function(plumb_room_tests room)
  cmake_parse_arguments(ARG "" "TIMEOUT" "LIBRARIES" ${ARGN})
  if(NOT ARG_TIMEOUT)
    set(ARG_TIMEOUT 900)
  endif()
  find_package(GTest REQUIRED)
  include(GoogleTest)
  file(GLOB sources CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/tests/*_test.cpp)
  add_executable(${room}_tests ${sources})
  target_link_libraries(${room}_tests PRIVATE ${ARG_LIBRARIES} GTest::gtest GTest::gtest_main)
  # Tests that run the clients of this tree (clients/js, clients/python).
  target_compile_definitions(${room}_tests PRIVATE PLUMB_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
  plumb_warnings(${room}_tests)
  gtest_discover_tests(${room}_tests DISCOVERY_TIMEOUT 60 PROPERTIES TIMEOUT ${ARG_TIMEOUT} LABELS ${room})
endfunction()
