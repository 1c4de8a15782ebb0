# --- Bullet 3.24 (libbullet-dev) ---------------------------------------------
# Two builds of the same client (docs/clients/bullet.md):
#   bullet_client        btScalar = double: the -float64 libraries with BT_USE_DOUBLE_PRECISION
#   bullet_float_client  btScalar = float: the default libraries
# and bullet_client_tests / bullet_float_client_tests, their known faults, pinned.
# Debian's BulletConfig.cmake describes only one of the two builds (with
# relative paths), so the libraries are found one by one.
find_path(PLUMB_BULLET_INCLUDE_DIR BulletCollision/Gimpact/btGeometryOperations.h PATH_SUFFIXES bullet)
find_library(PLUMB_BULLET_COLLISION BulletCollision)
find_library(PLUMB_BULLET_LINEARMATH LinearMath)
find_library(PLUMB_BULLET_COLLISION_F64 BulletCollision-float64)
find_library(PLUMB_BULLET_LINEARMATH_F64 LinearMath-float64)

function(plumb_bullet_client suffix collision linearmath definitions)
  add_library(plumb_bullet${suffix}_subject STATIC bullet_subject.cpp)
  target_include_directories(plumb_bullet${suffix}_subject SYSTEM PUBLIC ${PLUMB_BULLET_INCLUDE_DIR})
  target_compile_definitions(plumb_bullet${suffix}_subject PUBLIC ${definitions})
  target_link_libraries(plumb_bullet${suffix}_subject PUBLIC plumb_harness ${collision} ${linearmath})
  plumb_warnings(plumb_bullet${suffix}_subject)
  add_executable(bullet${suffix}_client bullet_client.cpp)
  target_link_libraries(bullet${suffix}_client PRIVATE plumb_bullet${suffix}_subject plumb_check_main)
  plumb_warnings(bullet${suffix}_client)
  if(PLUMB_BUILD_TESTS)
    find_package(GTest REQUIRED)
    include(GoogleTest)
    add_executable(bullet${suffix}_client_tests bullet_test.cpp)
    target_link_libraries(bullet${suffix}_client_tests PRIVATE plumb_bullet${suffix}_subject GTest::gtest
                          GTest::gtest_main)
    plumb_warnings(bullet${suffix}_client_tests)
    gtest_discover_tests(bullet${suffix}_client_tests TEST_PREFIX "bullet${suffix}." DISCOVERY_TIMEOUT 60
                         PROPERTIES TIMEOUT 600 LABELS clients)
  endif()
endfunction()

if(NOT PLUMB_BULLET_INCLUDE_DIR)
  message(STATUS "Plumb clients: Bullet headers not found (libbullet-dev); the Bullet clients are not built")
else()
  if(PLUMB_BULLET_COLLISION_F64 AND PLUMB_BULLET_LINEARMATH_F64)
    message(STATUS "Plumb clients: Bullet -float64 libraries found; building bullet_client (double)")
    plumb_bullet_client("" ${PLUMB_BULLET_COLLISION_F64} ${PLUMB_BULLET_LINEARMATH_F64} BT_USE_DOUBLE_PRECISION)
  else()
    message(STATUS "Plumb clients: Bullet -float64 libraries not found; bullet_client (double) is not built")
  endif()
  if(PLUMB_BULLET_COLLISION AND PLUMB_BULLET_LINEARMATH)
    message(STATUS "Plumb clients: Bullet float libraries found; building bullet_float_client")
    plumb_bullet_client("_float" ${PLUMB_BULLET_COLLISION} ${PLUMB_BULLET_LINEARMATH} "")
  else()
    message(STATUS "Plumb clients: Bullet float libraries not found; bullet_float_client is not built")
  endif()
endif()
