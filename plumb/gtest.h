// A subject's properties as GoogleTest tests, one per property, for CI
// (report/gtest_subject.h: register_subject_tests).
//
// CMake: target_link_libraries(my_tests PRIVATE plumb::gtest GTest::gtest_main)
// and gtest_discover_tests(my_tests).
#pragma once

#include "report/gtest_subject.h"
#include "subject/subject.h"
