# CGAL 5.5 (libcgal-dev, header-only): clients/cpp/cgal_client.cpp, docs/clients/cgal.md.
# One translation unit includes CGAL (cgal_kernels.cpp, 10-30 s to compile):
# the client and its regression test link it.
find_package(CGAL QUIET)
if(CGAL_FOUND)
  add_library(plumb_cgal_kernels STATIC ${CMAKE_CURRENT_LIST_DIR}/cgal_kernels.cpp)
  target_link_libraries(plumb_cgal_kernels PUBLIC plumb_harness PRIVATE CGAL::CGAL)
  target_include_directories(plumb_cgal_kernels PUBLIC ${PROJECT_SOURCE_DIR})
  plumb_warnings(plumb_cgal_kernels)
  add_executable(plumb_cgal_client ${CMAKE_CURRENT_LIST_DIR}/cgal_client.cpp)
  target_link_libraries(plumb_cgal_client PRIVATE plumb_cgal_kernels plumb_check_main)
  plumb_warnings(plumb_cgal_client)
  if(PLUMB_BUILD_TESTS)
    find_package(GTest REQUIRED)
    include(GoogleTest)
    add_executable(plumb_cgal_client_tests ${CMAKE_CURRENT_LIST_DIR}/cgal_test.cpp)
    target_link_libraries(plumb_cgal_client_tests PRIVATE plumb_cgal_kernels GTest::gtest GTest::gtest_main)
    plumb_warnings(plumb_cgal_client_tests)
    gtest_discover_tests(plumb_cgal_client_tests DISCOVERY_TIMEOUT 60 PROPERTIES TIMEOUT 600 LABELS clients)
    # Each kernel shows only the fault groups of its baseline (docs/clients/cgal.md;
    # rewrite one with --write-baseline after a CGAL upgrade changes them).
    foreach(kernel simple-cartesian epick)
      add_test(NAME cgal_client_${kernel}_shows_only_known_faults
               COMMAND plumb_cgal_client --kernel ${kernel} --cases 2000 --jobs 2
                       --baseline ${CMAKE_CURRENT_LIST_DIR}/baselines/cgal-${kernel}.json)
      set_tests_properties(cgal_client_${kernel}_shows_only_known_faults PROPERTIES TIMEOUT 600 LABELS clients)
    endforeach()
  endif()
  message(STATUS "Plumb clients: CGAL ${CGAL_VERSION} found, building plumb_cgal_client")
else()
  message(STATUS "Plumb clients: CGAL (libcgal-dev) not found, skipping plumb_cgal_client")
endif()
