// The engine's properties as GoogleTest tests: one CTest test per property.
#include <gtest/gtest.h>

#include "checks/engine_subject.h"
#include <plumb/gtest.h>

int main(int argc, char** argv) {
  testing::InitGoogleTest(&argc, argv);
  plumb::RunOptions ci;
  ci.cases = 2000;  // on every push; the nightly job runs engine_check at the default 20000
  plumb::register_subject_tests(engine_subject(), ci, "./engine_check");
  return RUN_ALL_TESTS();
}
