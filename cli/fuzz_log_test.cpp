// Reading libFuzzer's status lines, in both the fork-mode and the
// single-process formats, and ignoring lines that only look similar.
#include <gtest/gtest.h>

#include "cli/fuzz_log.h"

namespace plumb::cli {
namespace {

TEST(FuzzLog, ReadsForkModeLines) {
  FuzzStatus s;
  read_fuzz_status("INFO: -fork=2: fuzzing in separate process(s)\n"
                   "#467: cov: 2508 ft: 2508 corp: 10 exec/s 233 oom/timeout/crash: 0/0/0 time: 2s job: 1 dft_time: 0\n"
                   "  NEW_FUNC: 0x560d2bb86fa0 in f() a.cpp:66\n"
                   "#3823: cov: 4096 ft: 4275 corp: 266 exec/s 121 oom/timeout/crash: 1/2/3 time: 20s job: 6 dft_time: 0\n",
                   s);
  EXPECT_TRUE(s.seen);
  EXPECT_EQ(s.executions, 3823);
  EXPECT_EQ(s.coverage, 4096);
  EXPECT_EQ(s.features, 4275);
  EXPECT_EQ(s.corpus, 266);
  EXPECT_EQ(s.exec_per_second, 121);
  EXPECT_EQ(s.crashes, 6);
}

TEST(FuzzLog, ReadsSingleProcessLines) {
  FuzzStatus s;
  read_fuzz_status("#2\tINITED cov: 12 ft: 13 corp: 1/1b exec/s: 0 rss: 30Mb\n"
                   "#65536\tpulse  cov: 1234 ft: 2345 corp: 56/789b lim: 4 exec/s: 21845 rss: 40Mb\n",
                   s);
  EXPECT_EQ(s.executions, 65536);
  EXPECT_EQ(s.coverage, 1234);
  EXPECT_EQ(s.corpus, 56);
  EXPECT_EQ(s.exec_per_second, 21845);
  EXPECT_EQ(s.crashes, 0);
}

TEST(FuzzLog, IgnoresLinesThatAreNotStatus) {
  FuzzStatus s;
  read_fuzz_status("#0\tREAD units: 10\nplumb fuzz: contract violation\n# comment cov: 5\n", s);
  EXPECT_FALSE(s.seen);
  EXPECT_EQ(s.coverage, 0);
}

}  // namespace
}  // namespace plumb::cli
