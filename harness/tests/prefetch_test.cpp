// Subject::prefetch: before each block the runner lets the subject see the
// block's calls (run against a recorder, findings dropped), then runs the
// block for real against the subject. A subject answering from what it
// prefetched must get the same report as one answering each call.
#include <gtest/gtest.h>

#include <memory>
#include <set>
#include <string>

#include "harness/runner.h"

namespace {

using namespace plumb;

struct Log {
  int prefetches = 0;
  std::multiset<std::string> recorded, asked;
};

std::string key(const Segment& a, const Segment& b) {
  return std::to_string(a.a.x) + "," + std::to_string(a.a.y) + "," + std::to_string(a.b.x) + "," +
         std::to_string(a.b.y) + "|" + std::to_string(b.a.x) + "," + std::to_string(b.a.y) + "," +
         std::to_string(b.b.x) + "," + std::to_string(b.b.y);
}

// Plumb's segments_intersect, recording what the recorder and the real run ask.
Subject recording(const std::shared_ptr<Log>& log) {
  const Subject plumb = plumb_subject();
  Subject s;
  s.name = "recording";
  s.segments_intersect = [log, plumb](const Segment& a, const Segment& b) {
    log->asked.insert(key(a, b));
    return plumb.segments_intersect(a, b);
  };
  s.prefetch = [log, plumb](const std::function<void(const Subject&)>& run, const std::function<void()>& alive) {
    ++log->prefetches;
    Subject recorder;
    recorder.segments_intersect = [log, plumb](const Segment& a, const Segment& b) {
      log->recorded.insert(key(a, b));
      return plumb.segments_intersect(a, b);
    };
    recorder.parallel = [](const Segment&, const Segment&) -> bool { throw std::logic_error("not provided"); };
    run(recorder);
    alive();
  };
  return s;
}

TEST(Prefetch, TheRecorderSeesEveryCallOfTheBlockBeforeTheBlockRuns) {
  auto log = std::make_shared<Log>();
  RunOptions o;
  o.cases = 2500;
  o.only = "oracle: two segments";
  o.isolate = false;
  o.shrink_groups = 0;
  const Report r = run_suite(recording(log), o);
  EXPECT_EQ(log->prefetches, 3);  // blocks of 1000, 1000 and 500 cases
  EXPECT_EQ(log->asked.size(), 2500u);  // one call per case
  EXPECT_EQ(log->recorded, log->asked);
  // A member the subject does not provide is left out of the recorder too.
  EXPECT_EQ(r.kernels.count("parallel"), 0u);
  EXPECT_TRUE(r.groups.empty());
}

TEST(Prefetch, AGivenInputIsNotPrefetched) {
  auto log = std::make_shared<Log>();
  RunOptions o;
  o.only = "oracle: two segments";
  o.isolate = false;
  o.input = "s1 = {{0, 0}, {1, 1}}, s2 = {{0, 1}, {1, 0}}";
  o.shrink_groups = 0;
  (void)run_suite(recording(log), o);
  EXPECT_EQ(log->prefetches, 0);
  EXPECT_FALSE(log->asked.empty());
}

}  // namespace
