# --- GLM 0.9.9 (libglm-dev, header-only) -------------------------------------
# glm_client: Plumb's check command line on GLM's gtx geometry functions in
# double precision (glm::dvec3; docs/clients/glm.md); glm_client_tests: its
# known faults, pinned.
find_package(glm CONFIG QUIET)
if(NOT glm_FOUND)
  message(STATUS "Plumb clients: GLM not found (libglm-dev); glm_client is not built")
else()
  message(STATUS "Plumb clients: GLM found; building glm_client")
  add_library(plumb_glm_subject STATIC glm_subject.cpp)
  # The gtx extensions (intersect, closest_point) are "experimental" in GLM's
  # own terms: they refuse to compile without this definition.
  target_compile_definitions(plumb_glm_subject PUBLIC GLM_ENABLE_EXPERIMENTAL)
  target_link_libraries(plumb_glm_subject PUBLIC plumb_harness glm::glm)
  plumb_warnings(plumb_glm_subject)
  add_executable(glm_client glm_client.cpp)
  target_link_libraries(glm_client PRIVATE plumb_glm_subject plumb_check_main)
  plumb_warnings(glm_client)
  if(PLUMB_BUILD_TESTS)
    find_package(GTest REQUIRED)
    include(GoogleTest)
    add_executable(glm_client_tests glm_test.cpp)
    target_link_libraries(glm_client_tests PRIVATE plumb_glm_subject GTest::gtest GTest::gtest_main)
    plumb_warnings(glm_client_tests)
    gtest_discover_tests(glm_client_tests DISCOVERY_TIMEOUT 60 PROPERTIES TIMEOUT 600 LABELS clients)
    # Each variant shows only the verified groups of its baseline
    # (docs/clients/glm.md; rewrite one with --write-baseline after a GLM
    # upgrade changes them, and verify each new group by hand first).
    foreach(triangle ray line)
      add_test(NAME glm_client_${triangle}_shows_only_known_faults
               COMMAND glm_client --triangle ${triangle} --cases 2000 --jobs 2
                       --baseline ${CMAKE_CURRENT_LIST_DIR}/baselines/glm-${triangle}.json)
      set_tests_properties(glm_client_${triangle}_shows_only_known_faults PROPERTIES TIMEOUT 600 LABELS clients)
    endforeach()
  endif()
endif()
