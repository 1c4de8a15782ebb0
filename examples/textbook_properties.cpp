// The careful textbook kernels' properties as GoogleTest tests: one test per
// property, skipped when the kernels have no member it asks about, failing
// with the fault groups (and their replay commands) when there are any.
#include <gtest/gtest.h>

#include "examples/textbook_kernels.h"
#include <plumb/gtest.h>

int main(int argc, char** argv) {
  testing::InitGoogleTest(&argc, argv);
  plumb::RunOptions budget;
  budget.cases = 2000;  // per property: a CI budget; the nightly job runs the default 20000
  plumb::register_subject_tests(textbook::subject(), budget, "build/default/examples/plumb_example_textbook");
  return RUN_ALL_TESTS();
}
