// A crash is a finding: a subject that aborts, raises SIGFPE, hangs or throws
// on chosen inputs becomes one finding per case (member, case, signal), and
// the run goes on -- every property still runs its cases.
#include <gtest/gtest.h>

#include <csignal>
#include <cstdlib>
#include <stdexcept>
#include <thread>

#include "harness/runner.h"

namespace {

using namespace plumb;

// Crashes (per `how`) when the first segment starts exactly at the origin:
// the generators draw that case now and then, and otherwise answer correctly.
Subject crashing(const std::string& how) {
  Subject s;
  s.name = "crashing-" + how;
  s.parallel = [how](const Segment& a, const Segment& b) {
    if (a.a == Vec2{0, 0}) {
      if (how == "abort") std::abort();
      if (how == "fpe") std::raise(SIGFPE);
      if (how == "hang") std::this_thread::sleep_for(std::chrono::hours(1));
      if (how == "throw") throw std::runtime_error("origin not supported");
    }
    const double d = (a.b.x - a.a.x) * (b.b.y - b.a.y) - (a.b.y - a.a.y) * (b.b.x - b.a.x);
    return d == 0;  // inexact, but the subject declares an allowance below
  };
  s.declared.every = rounding_contract();
  s.declared.domain = Domain::game_metres();
  return s;
}

Report run(const Subject& s, double timeout = 10.0) {
  RunOptions o;
  o.cases = 400;
  o.only = "oracle: two segments";
  o.case_timeout_seconds = timeout;
  o.shrink_groups = 0;
  return run_suite(s, o);
}

const Group* group_of(const Report& r, const std::string& key) {
  for (const Group& g : r.groups)
    if (g.key == key) return &g;
  return nullptr;
}

void expect_crash_findings(const Report& r, const std::string& kind) {
  const Group* g = group_of(r, "parallel | crash | " + kind);
  ASSERT_NE(g, nullptr) << "no crash group of kind " << kind;
  EXPECT_GE(g->count, 1);
  EXPECT_EQ(g->first.kernel, "parallel");
  EXPECT_NE(g->first.input.find("s1 = {{0x0p+0, 0x0p+0}"), std::string::npos) << g->first.input;
  // The run carried on: every case of the property was run or reported.
  ASSERT_EQ(r.properties.size(), 1u);
  EXPECT_EQ(r.properties[0].cases, 400);
}

TEST(Isolation, AnAbortIsAFindingAndTheRunGoesOn) { expect_crash_findings(run(crashing("abort")), "SIGABRT"); }

TEST(Isolation, ASigfpeIsAFindingAndTheRunGoesOn) { expect_crash_findings(run(crashing("fpe")), "SIGFPE"); }

TEST(Isolation, AnExceptionIsAFindingOfTheMemberThatThrew) {
  const Report r = run(crashing("throw"));
  const Group* g = group_of(r, "parallel | crash | exception");
  ASSERT_NE(g, nullptr);
  EXPECT_NE(g->first.fast.find("origin not supported"), std::string::npos) << g->first.fast;
}

TEST(Isolation, AHangIsAFindingAfterTheTimeout) {
  const Report r = run(crashing("hang"), 1.0);
  const Group* g = group_of(r, "parallel | crash | hang");
  ASSERT_NE(g, nullptr);
  EXPECT_GE(g->count, 1);
  EXPECT_EQ(r.properties[0].cases, 400);
}

// A member that crashes on every case is left out after a few crashes per
// block, so the run stays short and the other members are still judged.
TEST(Isolation, AMemberThatAlwaysCrashesIsLeftOutAfterAFewCrashesPerBlock) {
  Subject s = crashing("none");
  s.collinear = [](const Segment&, const Segment&) -> bool { std::abort(); };
  RunOptions o;
  o.cases = 2000;
  o.only = "oracle: two segments";
  o.shrink_groups = 0;
  const Report r = run_suite(s, o);
  const Group* g = group_of(r, "collinear | crash | SIGABRT");
  ASSERT_NE(g, nullptr);
  EXPECT_EQ(g->count, 2 * o.crashes_per_block);  // two blocks of 1000 cases
  EXPECT_GT(r.kernels.at("parallel").checks, 1000);
}

// A failure a subject reports in-process with a kind other than "exception"
// (a separate program that died or did not answer: protocol_subject.h) is a
// crash: grouped under its kind, and the member is left out of the rest of the
// block after crashes_per_block of them, in-process or in a worker.
TEST(Isolation, ACrashReportedAsASubjectErrorIsGroupedByItsKindAndLeftOutAfterAFew) {
  Subject s = crashing("none");
  s.collinear = [](const Segment&, const Segment&) -> bool {
    throw SubjectError("collinear", "the program exited with status 1", "program exited");
  };
  RunOptions o;
  o.cases = 2000;
  o.only = "oracle: two segments";
  o.shrink_groups = 0;
  for (bool isolate : {true, false}) {
    o.isolate = isolate;
    const Report r = run_suite(s, o);
    const Group* g = group_of(r, "collinear | crash | program exited");
    ASSERT_NE(g, nullptr) << "isolate " << isolate;
    EXPECT_EQ(g->count, 2 * o.crashes_per_block) << "isolate " << isolate;
    EXPECT_EQ(g->first.fast, "the program exited with status 1");
    EXPECT_GT(r.kernels.at("parallel").checks, 1000);
  }
}

// The same report whatever the number of workers.
TEST(Isolation, TheReportDoesNotDependOnTheNumberOfWorkers) {
  Subject s = crashing("abort");
  RunOptions o;
  o.cases = 2500;
  o.only = "oracle: two segments";
  o.shrink_groups = 0;
  o.jobs = 1;
  const Report one = run_suite(s, o);
  o.jobs = 3;
  const Report three = run_suite(s, o);
  ASSERT_EQ(one.groups.size(), three.groups.size());
  for (std::size_t i = 0; i < one.groups.size(); ++i) {
    EXPECT_EQ(one.groups[i].key, three.groups[i].key);
    EXPECT_EQ(one.groups[i].count, three.groups[i].count);
    EXPECT_EQ(one.groups[i].first.input, three.groups[i].first.input);
  }
  EXPECT_EQ(one.kernels.at("parallel").checks, three.kernels.at("parallel").checks);
  EXPECT_EQ(one.kernels.at("parallel").rounding_level, three.kernels.at("parallel").rounding_level);
}

// A worker runs several blocks, but no block's state reaches another's
// verdicts: this member aborts once its process has answered 1500 calls (a
// leak, say), which no single block of 1000 cases reaches. The worker that
// runs out has its blocks run again each alone, so the report has no crash
// and every case counted -- as a worker per block would give.
TEST(Isolation, StateLeftByOneBlockNeverReachesAnothersVerdict) {
  Subject s = crashing("none");
  s.collinear = [](const Segment& a, const Segment& b) {
    static long calls = 0;
    if (++calls > 1500) std::abort();
    return a == b;
  };
  RunOptions o;
  o.cases = 5000;
  o.only = "oracle: two segments";
  o.shrink_groups = 0;
  o.jobs = 1;
  const Report r = run_suite(s, o);
  EXPECT_EQ(group_of(r, "collinear | crash | SIGABRT"), nullptr);
  ASSERT_EQ(r.properties.size(), 1u);
  EXPECT_EQ(r.properties[0].cases, 5000);
  EXPECT_GT(r.kernels.at("collinear").checks, 4000);
}

}  // namespace
