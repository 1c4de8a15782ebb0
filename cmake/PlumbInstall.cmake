# Installing Plumb as a CMake package: `cmake --install build --prefix P`, then
# in a user's project
#
#   find_package(plumb CONFIG REQUIRED)
#   target_link_libraries(my_checks PRIVATE plumb::check_main)   # or plumb::gtest, plumb::bench, ...
#
# Targets (namespace plumb::), lowest first: kernels (header-only, carries
# -ffp-contract=off), subject, oracle, judge, checks, properties, harness,
# report, check_main, gtest, and the fuzzing and benchmarking libraries when
# they were built (fuzz, bench, bench_support), and the plumb program
# (bin/plumb: `plumb bench --suite` runs a user's bench program with
# repetitions and compares with a baseline). Headers go to include/plumb/: the
# public ones (<plumb/plumb.h>, <plumb/harness.h>, <plumb/gtest.h>,
# <plumb/fuzz.h>, <plumb/bench.h>) at its top, each room's in its folder, as
# in the source tree.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(PLUMB_INSTALL_TARGETS plumb_kernels plumb_subject plumb_oracle plumb_judge plumb_checks plumb_properties
                          plumb_harness plumb_report plumb_check_main)
foreach(optional plumb_gtest plumb_fuzz plumb_fuzz_replay_main)
  if(TARGET ${optional})
    list(APPEND PLUMB_INSTALL_TARGETS ${optional})
  endif()
endforeach()
# plumb::bench is built (not only defined) with PLUMB_BUILD_BENCH (bench/CMakeLists.txt).
if(TARGET plumb_bench AND PLUMB_BUILD_BENCH)
  list(APPEND PLUMB_INSTALL_TARGETS plumb_bench_support plumb_bench)
endif()

install(TARGETS ${PLUMB_INSTALL_TARGETS} EXPORT plumbTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
        INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/plumb)
if(TARGET plumb AND PLUMB_BUILD_CLI)
  install(TARGETS plumb RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
endif()
install(DIRECTORY ${PROJECT_SOURCE_DIR}/plumb/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/plumb FILES_MATCHING PATTERN "*.h")
foreach(dir kernels subject oracle judge properties harness report cli fuzz bench)
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/${dir}/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/plumb/${dir}
          FILES_MATCHING PATTERN "*.h" PATTERN "corpus" EXCLUDE PATTERN "testdata" EXCLUDE PATTERN "tests" EXCLUDE)
endforeach()
# The fuzz targets' sources: a user's target compiles one with its subject
# (plumb_add_fuzz_target in PlumbUser.cmake).
file(GLOB fuzz_families ${PROJECT_SOURCE_DIR}/fuzz/*_fuzz.cpp)
install(FILES ${fuzz_families} ${PROJECT_SOURCE_DIR}/fuzz/replay_main.cpp ${PROJECT_SOURCE_DIR}/fuzz/command_subject.cpp
        DESTINATION ${CMAKE_INSTALL_DATADIR}/plumb/fuzz)
# The line protocol's client modules: a library in JavaScript or Python
# serves its kernels with them (docs/protocol.md).
install(FILES ${PROJECT_SOURCE_DIR}/clients/js/plumb-client.js DESTINATION ${CMAKE_INSTALL_DATADIR}/plumb/clients/js)
install(FILES ${PROJECT_SOURCE_DIR}/clients/python/plumb_client.py
        DESTINATION ${CMAKE_INSTALL_DATADIR}/plumb/clients/python)
install(EXPORT plumbTargets NAMESPACE plumb:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/plumb)
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/plumbConfig.cmake.in
                              ${PROJECT_BINARY_DIR}/plumbConfig.cmake
                              INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/plumb
                              PATH_VARS CMAKE_INSTALL_DATADIR CMAKE_INSTALL_BINDIR)
write_basic_package_version_file(${PROJECT_BINARY_DIR}/plumbConfigVersion.cmake
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/plumbConfig.cmake ${PROJECT_BINARY_DIR}/plumbConfigVersion.cmake
              ${PROJECT_SOURCE_DIR}/cmake/PlumbUser.cmake ${PROJECT_SOURCE_DIR}/cmake/PlumbBenchNames.cmake
        DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/plumb)
