// Kernels in another language, through the line protocol: numbers cross
// exactly both ways through the JavaScript and Python clients; a program that
// exits, crashes, throws, hangs, answers garbage, writes a stray line on
// chosen inputs or names other members when restarted becomes a crash finding
// of that member and case, and the run completes; a bad handshake is one line
// before any case runs. Needs node (and python3 for
// its client); each test is skipped, saying so, when they are not installed.
#include <gtest/gtest.h>

#include <unistd.h>

#include <bit>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <string>

#include "harness/protocol_subject.h"
#include "harness/runner.h"

namespace {

using namespace plumb;
using Limits = std::numeric_limits<double>;

const std::string kSource = PLUMB_SOURCE_DIR;

bool installed(const char* program) {
  return std::system((std::string("command -v ") + program + " > /dev/null 2>&1").c_str()) == 0;
}

#define REQUIRE(program)                                                                    \
  if (!installed(program)) GTEST_SKIP() << program << " is not installed: this protocol test needs it"

std::string js(const std::string& file, const std::string& args = "") {
  return "node " + kSource + "/clients/js/" + file + (args.empty() ? "" : " " + args);
}

Subject program(const std::string& command, double timeout = 5.0, std::shared_ptr<ProtocolStats> stats = nullptr) {
  ProtocolOptions o;
  o.command = command;
  o.timeout_seconds = timeout;
  return protocol_subject(o, std::move(stats));
}

bool same_bits(double a, double b) {
  return (std::isnan(a) && std::isnan(b)) || std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
}

const double kEdges[] = {0.0, -0.0, Limits::denorm_min(), -Limits::denorm_min(), Limits::min() - Limits::denorm_min(),
                         Limits::min(), Limits::max(), -Limits::max(), 0.1, 1e21, 1e-7, 5e-324 * 12345,
                         Limits::infinity(), -Limits::infinity(), Limits::quiet_NaN()};

// Each value goes to the program in a call and comes back in the answer.
void expect_echoes(const Subject& s) {
  for (double x : kEdges) {
    EXPECT_TRUE(same_bits(s.distance_point_line(Vec2{x, 1}, Segment{}), x)) << x;
    const std::optional<double> t = s.ray_plane_hit(Ray3{{x, 0, 0}, {1, 0, 0}}, Plane{});
    ASSERT_TRUE(t.has_value());
    EXPECT_TRUE(same_bits(*t, x)) << x;
  }
  const ClosestPoint c = s.closest_point(Segment{{-0.0, 1}, {2, 3}}, Vec2{4, -Limits::infinity()}, Kind::ray);
  EXPECT_EQ(c.t, 1);
  EXPECT_TRUE(same_bits(c.point.x, -0.0));
  EXPECT_EQ(c.point.y, -Limits::infinity());
  EXPECT_EQ(s.closest_point(Segment{}, Vec2{}, Kind::line).t, 0);
  EXPECT_EQ(s.closest_point(Segment{}, Vec2{}, Kind::segment).t, 2);
  // A thrown exception is the member's exception, with its message.
  try {
    (void)s.orientation(Vec2{}, Vec2{}, Vec2{});
    ADD_FAILURE() << "no exception";
  } catch (const SubjectError& e) {
    EXPECT_EQ(e.member, "orientation");
    EXPECT_EQ(e.kind, "exception");
    EXPECT_NE(std::string(e.what()).find("no orientation here"), std::string::npos) << e.what();
  }
  EXPECT_FALSE(s.parallel);  // not provided
}

TEST(Protocol, NumbersCrossExactlyBothWaysThroughTheJavaScriptClient) {
  REQUIRE("node");
  const Subject s = program(js("test/echo.js"));
  EXPECT_EQ(s.name, "echo-js");
  expect_echoes(s);
}

TEST(Protocol, NumbersCrossExactlyBothWaysThroughThePythonClient) {
  REQUIRE("python3");
  const Subject s = program("python3 " + kSource + "/clients/python/test/echo.py");
  EXPECT_EQ(s.name, "echo-python");
  expect_echoes(s);
}

// A prefetch sends the recorded calls together; the real calls are then
// answered from them, and agree with asking one at a time.
TEST(Protocol, APrefetchAnswersTheRecordedCallsInOneExchange) {
  REQUIRE("node");
  auto stats = std::make_shared<ProtocolStats>();
  const Subject s = program(js("test/echo.js"), 5.0, stats);
  auto calls = [](const Subject& k) {
    for (double x : kEdges) (void)k.distance_point_line(Vec2{x, 2}, Segment{});
  };
  int alive = 0;
  s.prefetch(calls, [&] { ++alive; });
  EXPECT_EQ(stats->batched_calls, long(std::size(kEdges)));
  EXPECT_EQ(stats->batch_messages, 1);
  expect_echoes(s);  // other calls: asked one at a time
  const long single = stats->single_calls;
  calls(s);
  EXPECT_EQ(stats->cached_answers, long(std::size(kEdges)));
  EXPECT_EQ(stats->single_calls, single);
}

// The misbehaving client (clients/js/test/misbehaving.js) on "oracle: two
// segments": correct except where the first segment starts at the origin.
Report misbehaving(const std::string& mode, bool isolate = true, double timeout = 5.0) {
  RunOptions o;
  o.cases = 400;
  o.only = "oracle: two segments";
  o.shrink_groups = 0;
  o.isolate = isolate;
  return run_suite(program(js("test/misbehaving.js", mode), timeout), o);
}

const Group* group_of(const Report& r, const std::string& key) {
  for (const Group& g : r.groups)
    if (g.key == key) return &g;
  return nullptr;
}

std::string keys(const Report& r) {
  std::string k;
  for (const Group& g : r.groups) k += "\n  " + g.key + " (" + std::to_string(g.count) + "): " + g.first.fast;
  return k;
}

// The failure is a crash finding of segments_intersect at an origin case,
// saying what happened; nothing else is found; every case ran.
void expect_failure(const Report& r, const std::string& kind, const std::string& says) {
  const Group* g = group_of(r, "segments_intersect | crash | " + kind);
  ASSERT_NE(g, nullptr) << "no group of kind '" << kind << "':" << keys(r);
  EXPECT_EQ(g->first.kernel, "segments_intersect");
  EXPECT_NE(g->first.input.find("s1 = {{0x0p+0, 0x0p+0}"), std::string::npos) << g->first.input;
  EXPECT_NE(g->first.fast.find(says), std::string::npos) << g->first.fast;
  EXPECT_NE(g->first.fast.find("'segments_intersect "), std::string::npos) << g->first.fast;  // the call
  for (const Group& other : r.groups) EXPECT_EQ(other.first.question, Question::crash) << keys(r);
  ASSERT_EQ(r.properties.size(), 1u);
  EXPECT_EQ(r.properties[0].cases, 400);
  EXPECT_GT(r.kernels.at("parallel").checks, 300);  // the other member was judged throughout
}

TEST(Protocol, AProgramThatExitsIsAFindingAndTheRunGoesOn) {
  REQUIRE("node");
  const Report r = misbehaving("exit");
  expect_failure(r, "program exited", "exited with status 3");
  // Its last words on stderr are quoted.
  EXPECT_NE(group_of(r, "segments_intersect | crash | program exited")->first.fast.find("exiting on purpose"),
            std::string::npos);
}

TEST(Protocol, AProgramThatExitsIsAFindingInProcessToo) {
  REQUIRE("node");
  expect_failure(misbehaving("exit", false), "program exited", "exited with status 3");
}

TEST(Protocol, AProgramThatCrashesIsAFindingNamingTheSignal) {
  REQUIRE("node");
  expect_failure(misbehaving("crash"), "program killed by SIGABRT", "was killed by SIGABRT");
}

TEST(Protocol, AnUncaughtExceptionThatEndsTheProgramIsAFindingQuotingIt) {
  REQUIRE("node");
  const Report r = misbehaving("throw");
  expect_failure(r, "program exited", "exited with status 1");
  EXPECT_NE(group_of(r, "segments_intersect | crash | program exited")->first.fast.find("thrown on purpose"),
            std::string::npos);
}

TEST(Protocol, AProgramThatHangsIsAFindingAfterTheTimeLimit) {
  REQUIRE("node");
  expect_failure(misbehaving("hang", true, 1.0), "no answer", "wrote nothing for 1 s (killed)");
}

TEST(Protocol, AMalformedAnswerIsAFinding) {
  REQUIRE("node");
  expect_failure(misbehaving("garbage"), "malformed answer", "'maybe' is not true or false");
}

TEST(Protocol, AStrayLineIsAFinding) {
  REQUIRE("node");
  expect_failure(misbehaving("stray"), "malformed answer", "more than one line");
}

TEST(Protocol, AWellBehavedProgramIsBatchedAndShowsNoFault) {
  REQUIRE("node");
  auto stats = std::make_shared<ProtocolStats>();
  RunOptions o;
  o.cases = 2000;
  o.only = "oracle: two segments";
  o.isolate = false;  // the counts are this process's
  const Report r = run_suite(program(js("test/misbehaving.js", "none"), 5.0, stats), o);
  EXPECT_TRUE(r.groups.empty()) << keys(r);
  EXPECT_GE(stats->batch_messages, 2);  // at least one per block
  EXPECT_GT(stats->cached_answers, 10 * stats->single_calls) << stats->single_calls << " calls asked alone";
  EXPECT_EQ(stats->starts, 1);
}

// A member the handshake leaves out is never called, though the program
// would answer it: its checks are skipped.
TEST(Protocol, AMemberLeftOutOfTheHandshakeIsNotCalled) {
  REQUIRE("node");
  const Report r = misbehaving("omit");
  EXPECT_EQ(r.provided, std::vector<std::string>{"segments_intersect"});
  EXPECT_EQ(r.kernels.count("parallel"), 0u);
  EXPECT_GT(r.kernels.at("segments_intersect").checks, 300);
}

// A program restarted after a failure must name the members it named at
// first: one that names others is a finding at each call (kind "program
// failed to start"), and the run completes without it.
TEST(Protocol, AProgramThatNamesOtherMembersWhenRestartedIsAFinding) {
  REQUIRE("node");
  char dir[] = "/tmp/plumb-protocol-test-XXXXXX";
  ASSERT_NE(mkdtemp(dir), nullptr);
  const std::string marker = std::string(dir) + "/started";
  RunOptions o;
  o.cases = 400;
  o.only = "oracle: two segments";
  o.shrink_groups = 0;
  const Report r = run_suite(program(js("test/misbehaving.js", "fickle " + marker)), o);
  std::remove(marker.c_str());
  rmdir(dir);
  ASSERT_FALSE(r.groups.empty());
  for (const Group& g : r.groups) {
    EXPECT_EQ(g.first.question, Question::crash) << keys(r);
    EXPECT_NE(g.key.find("| crash | program failed to start"), std::string::npos) << keys(r);
    EXPECT_NE(g.first.fast.find("names other members than it did at first"), std::string::npos) << g.first.fast;
  }
  ASSERT_EQ(r.properties.size(), 1u);
  EXPECT_EQ(r.properties[0].cases, 400);
}

void expect_setup_error(const std::string& command, const std::string& says) {
  try {
    (void)program(command);
    ADD_FAILURE() << command << " was accepted";
  } catch (const ProtocolSetupError& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find(says), std::string::npos) << what;
    EXPECT_EQ(what.find('\n'), std::string::npos) << what;
  }
}

TEST(Protocol, ABadHandshakeIsOneLineBeforeAnyCase) {
  REQUIRE("node");
  expect_setup_error(js("test/misbehaving.js", "unknown-member"), "'segment_intersects' is not a member");
  expect_setup_error(js("test/misbehaving.js", "version"), "speaks protocol version 99");
  expect_setup_error(js("test/no-such-file.js"), "exited with status 1 before its handshake");
  expect_setup_error("echo hello", "first line must be \"plumb 1");
  expect_setup_error("exit 0", "exited with status 0 before its handshake");
}

}  // namespace
