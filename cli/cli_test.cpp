// The plumb program itself, run as a user runs it: exit statuses, one-line
// errors on bad input, the JSON report, the seeded faults, the sweep table,
// and replaying a finding from the command it prints.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

namespace {

struct Outcome {
  int status = -1;
  std::string out;  // stdout
  std::string err;  // stderr
};

std::string slurp(const std::string& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Output files unique to this process and call: CTest runs these tests in
// parallel, each in its own process, all sharing one temporary directory.
std::string temp_name(const std::string& stem) {
  static int calls = 0;
  return testing::TempDir() + "plumb_" + std::to_string(getpid()) + "_" + std::to_string(++calls) + "_" + stem;
}

Outcome plumb(const std::string& args) {
  const std::string out = temp_name("out.txt"), err = temp_name("err.txt");
  const std::string cmd = std::string(PLUMB_BINARY) + " " + args + " >" + out + " 2>" + err;
  const int raw = std::system(cmd.c_str());
  Outcome r;
  r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  r.out = slurp(out);
  r.err = slurp(err);
  return r;
}

int lines(const std::string& s) {
  int n = 0;
  for (char c : s) n += c == '\n';
  return n;
}

void expect_one_line_error(const std::string& args, const std::string& fragment) {
  const Outcome r = plumb(args);
  EXPECT_EQ(r.status, 2) << args << "\n" << r.err;
  EXPECT_EQ(lines(r.err), 1) << args << "\n" << r.err;
  EXPECT_NE(r.err.find(fragment), std::string::npos) << args << "\n" << r.err;
}

TEST(Cli, BadInputGetsOneLineAndStatusTwo) {
  expect_one_line_error("check --subject nope", "unknown subject 'nope'");
  expect_one_line_error("check --seed abc", "--seed");
  expect_one_line_error("check --seed -5", "--seed");
  expect_one_line_error("check --cases 0", "--cases");
  expect_one_line_error("check --json /nonexistent-dir/report.json", "cannot write");
  expect_one_line_error("check --property 'no such property'", "no property named");
  expect_one_line_error("check --case 3", "--case needs --property");
  expect_one_line_error("frobnicate", "unknown command 'frobnicate'");
  expect_one_line_error("", "subcommand");
  expect_one_line_error("sweep --directions 1", "--directions");
  expect_one_line_error("check --seed 99999999999999999999999", "--seed takes a whole number");
  expect_one_line_error("check --json ''", "--json needs a file name");
  expect_one_line_error("check --property 'field cases' --case 50", "past the last case");
  expect_one_line_error("check --subject seeded-faults --property 'field cases'", "name one fault");
}

TEST(Cli, HelpNamesTheSubcommands) {
  const Outcome r = plumb("--help");
  EXPECT_EQ(r.status, 0);
  for (const char* word : {"check", "sweep", "list"}) EXPECT_NE(r.out.find(word), std::string::npos) << word;
  const Outcome c = plumb("check --help");
  EXPECT_EQ(c.status, 0);
  for (const char* word : {"--subject", "--seed", "--cases", "--json", "seeded-faults"})
    EXPECT_NE(c.out.find(word), std::string::npos) << word;
}

TEST(Cli, CheckPassesOnPlumbsKernelsAndWritesJson) {
  const std::string json = temp_name("report.json");
  const Outcome r = plumb("check --cases 300 --seed 7 --json " + json);
  ASSERT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("no contract violations"), std::string::npos);
  const nlohmann::json j = nlohmann::json::parse(slurp(json));
  EXPECT_EQ(j["passed"], true);
  EXPECT_EQ(j["seed"], 7);
  EXPECT_GT(j["kernels"]["segments_intersect"]["checks"].get<long>(), 300);
  EXPECT_EQ(j["kernels"]["segments_intersect"]["decision_disagreements"], 0);
}

TEST(Cli, EverySeededFaultIsCaught) {
  const Outcome r = plumb("check --subject seeded-faults --cases 300");
  EXPECT_EQ(r.status, 0) << r.out;
  // "N of N": every seeded fault, however many there are.
  EXPECT_TRUE(std::regex_search(r.out, std::regex(R"(\b(\d+) of \1 seeded faults caught)"))) << r.out;
  EXPECT_EQ(r.out.find("ESCAPED"), std::string::npos) << r.out;
}

// A faulty subject fails with status 1, and the printed replay command
// reproduces its first finding on its own.
TEST(Cli, AFindingReplaysFromItsCommand) {
  const std::string json = temp_name("fault.json");
  const Outcome r = plumb("check --subject no-collinear-case --cases 300 --json " + json);
  ASSERT_EQ(r.status, 1) << r.out;
  const nlohmann::json j = nlohmann::json::parse(slurp(json));
  ASSERT_FALSE(j["findings"].empty());
  const nlohmann::json& f = j["findings"][0];
  std::string replay = f["replay"];
  ASSERT_EQ(replay.rfind("plumb ", 0), 0u) << replay;
  const std::string again_json = temp_name("again.json");
  const Outcome again = plumb(replay.substr(6) + " --json " + again_json);
  EXPECT_EQ(again.status, 1) << again.out;
  const nlohmann::json a = nlohmann::json::parse(slurp(again_json));
  ASSERT_FALSE(a["findings"].empty());
  EXPECT_EQ(a["findings"][0]["input"], f["input"]) << again.out;
  EXPECT_NE(again.out.find("cases per random property"), std::string::npos);
  // The group's shrunk representative replays from its own command too.
  ASSERT_FALSE(j["groups"].empty());
  const nlohmann::json& g = j["groups"][0];
  if (g.contains("shrunk")) {
    const std::string shrunk_replay = g["shrunk"]["replay"];
    ASSERT_NE(shrunk_replay.find("--input"), std::string::npos) << shrunk_replay;
    const Outcome s = plumb(shrunk_replay.substr(6));
    EXPECT_EQ(s.status, 1) << s.out << s.err;
    EXPECT_NE(s.out.find(g["key"].get<std::string>()), std::string::npos) << s.out;
  }
}

// Kernels in a separate program (docs/protocol.md): the JavaScript textbook
// kernels with a seeded fault put back fail with status 1, and the printed
// replay command, which names the program, reproduces the finding; a program
// with no handshake is one line and status 2. Skipped without node.
TEST(Cli, ASubjectCommandIsCheckedThroughTheProtocolAndItsFindingReplays) {
  if (std::system("command -v node > /dev/null 2>&1") != 0) GTEST_SKIP() << "node is not installed: skipped";
  const std::string program = "'node " + std::string(PLUMB_SOURCE_DIR) + "/clients/js/textbook-kernels.js";
  const std::string json = temp_name("protocol.json");
  const Outcome r = plumb("check --subject-command " + program + " no-collinear-case' --cases 300 --json " + json);
  ASSERT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("subject: js-textbook-no-collinear-case"), std::string::npos) << r.out;
  const nlohmann::json j = nlohmann::json::parse(slurp(json));
  ASSERT_FALSE(j["findings"].empty());
  const nlohmann::json& f = j["findings"][0];
  const std::string replay = f["replay"];
  ASSERT_EQ(replay.rfind("plumb check --subject-command '", 0), 0u) << replay;
  const std::string again_json = temp_name("protocol_again.json");
  const Outcome again = plumb(replay.substr(6) + " --json " + again_json);
  EXPECT_EQ(again.status, 1) << again.out << again.err;
  const nlohmann::json a = nlohmann::json::parse(slurp(again_json));
  ASSERT_FALSE(a["findings"].empty());
  EXPECT_EQ(a["findings"][0]["input"], f["input"]) << again.out;
  // Without the fault: no finding.
  EXPECT_EQ(plumb("check --subject-command " + program + "' --cases 100").status, 0);
  expect_one_line_error("check --subject-command 'echo hello'", "first line must be \"plumb 1");
  expect_one_line_error("check --subject-command " + program + "' --subject no-clamp", "give one");
}

// A run cut into shards and merged is the run itself: the same groups (with
// the same representatives), properties and member tables.
TEST(Cli, AShardedRunMergedEqualsTheWholeRun) {
  const std::string base = "check --subject no-clamp --cases 2500 --seed 11 ";
  const std::string whole = temp_name("whole.json"), merged = temp_name("merged.json");
  ASSERT_EQ(plumb(base + "--no-shrink --json " + whole).status, 1);
  std::string shards;
  for (int i = 0; i < 3; ++i) {
    const std::string part = temp_name("shard" + std::to_string(i) + ".json");
    const Outcome r = plumb(base + "--shard " + std::to_string(i) + "/3 --json " + part);
    ASSERT_TRUE(r.status == 0 || r.status == 1) << r.err;
    shards += " " + part;
  }
  const Outcome m = plumb(base + "--no-shrink --json " + merged + " --merge" + shards);
  ASSERT_EQ(m.status, 1) << m.out << m.err;
  nlohmann::json a = nlohmann::json::parse(slurp(whole)), b = nlohmann::json::parse(slurp(merged));
  for (auto* j : {&a, &b})
    for (const char* volatile_field : {"seconds", "workers"}) j->erase(volatile_field);
  EXPECT_EQ(a["groups"], b["groups"]);
  EXPECT_EQ(a["properties"], b["properties"]);
  EXPECT_EQ(a["kernels"], b["kernels"]);
  EXPECT_EQ(a["findings"], b["findings"]);
  // Shards of different runs, or a missing shard, are refused.
  expect_one_line_error(base + "--merge" + shards.substr(0, shards.rfind(' ')), "missing");
}

TEST(Cli, SweepPrintsTheGuardSceneTable) {
  const Outcome r = plumb("sweep");
  EXPECT_EQ(r.status, 0) << r.err;
  for (const char* figure : {"301.76", "172.34", "129.42"}) EXPECT_NE(r.out.find(figure), std::string::npos) << figure;
}

// plumb fuzz drives libFuzzer programs; a stand-in program that behaves like
// one (status line, a failing input saved under -artifact_prefix, "contract
// violation" in its log, -merge=1 accepted) checks the driving without clang.
std::string fake_fuzz_bin() {
  const std::string dir = temp_name("fuzzbin");
  std::filesystem::create_directories(dir);
  const std::string script = dir + "/crossing_fuzz";
  std::ofstream(script) << "#!/bin/sh\n"
                           "for a in \"$@\"; do case $a in -merge=1) exit 0;; -artifact_prefix=*) p=${a#*=};; esac; done\n"
                           "echo '#4096: cov: 321 ft: 400 corp: 12 exec/s 54321 oom/timeout/crash: 0/0/1 time: 1s job: 1'\n"
                           "echo 'plumb fuzz: contract violation'\n"
                           "echo x > \"${p}crash-0123456789abcdef\"\n"
                           "exit 1\n";
  std::filesystem::permissions(script, std::filesystem::perms::owner_all);
  for (const char* other :
       {"closest_point", "closest_point3d", "ray3d", "contact", "polygon", "ray_triangle", "point_triangle3", "box_box",
        "sphere_box", "segment_box", "line_line3d", "ray_segment3d", "segment_triangle", "line_sphere", "ray_capsule"})
    std::filesystem::copy_file(script, dir + "/" + other + "_fuzz");
  return dir;
}

TEST(Cli, FuzzWithoutTargetsSaysHowToBuildThem) {
  const std::string empty = temp_name("empty");
  std::filesystem::create_directories(empty);
  expect_one_line_error("fuzz --fuzz-bin " + empty, "clang-fuzz");
  expect_one_line_error("fuzz --subject nonsense", "unknown --subject");
  expect_one_line_error("fuzz --fuzz-bin " + fake_fuzz_bin() + " --target nope", "no fuzz target 'nope'");
}

TEST(Cli, FuzzSummaryReportsRateCoverageAndEachFailureWithItsCommands) {
  const std::string out = temp_name("fuzzout");
  const Outcome r = plumb("fuzz --minutes 0.1 --fuzz-bin " + fake_fuzz_bin() + " --target crossing --out " + out);
  EXPECT_EQ(r.status, 1) << r.out << r.err;  // a failure was found
  for (const char* text : {"54321", "321", "crash-0123456789abcdef", "crossing_fuzz_replay", "--keep"})
    EXPECT_NE(r.out.find(text), std::string::npos) << text << "\n" << r.out;
  EXPECT_TRUE(std::filesystem::exists(out + "/crossing/findings/crash-0123456789abcdef"));
}

TEST(Cli, FuzzSeededFaultsTableSaysWhichWereFound) {
  const Outcome r = plumb("fuzz --subject seeded-faults --fuzz-bin " + fake_fuzz_bin() + " --out " + temp_name("f"));
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_TRUE(std::regex_search(r.out, std::regex(R"(\b(\d+) of \1 seeded faults found)"))) << r.out;
  // Without the contract-violation message a crash does not count as finding the fault.
  const std::string bin = fake_fuzz_bin();
  for (const char* t : {"crossing", "closest_point", "closest_point3d", "ray3d", "contact", "polygon", "ray_triangle",
                        "point_triangle3", "box_box", "sphere_box", "segment_box", "line_line3d", "ray_segment3d",
                        "segment_triangle", "line_sphere", "ray_capsule"}) {
    const std::string f = bin + "/" + t + "_fuzz";
    std::string text = slurp(f);
    text.replace(text.find("contract violation"), 18, "segmentation fault");
    std::ofstream(f) << text;
  }
  const Outcome crash = plumb("fuzz --subject no-clamp --fuzz-bin " + bin + " --out " + temp_name("g"));
  EXPECT_EQ(crash.status, 1) << crash.out;
  EXPECT_NE(crash.out.find("without a contract violation"), std::string::npos) << crash.out;
}

TEST(Cli, FuzzKeepsAFailingInputAsARegressionFile) {
  const std::string corpus = temp_name("corpus"), finding = temp_name("crash-feedfacecafe0001");
  std::filesystem::create_directories(corpus + "/crossing");
  std::ofstream(finding) << "bytes";
  const Outcome r = plumb("fuzz --corpus " + corpus + " --target crossing --keep " + finding);
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(slurp(corpus + "/crossing/regression-feedfacecafe"), "bytes");
  expect_one_line_error("fuzz --corpus " + corpus + " --keep " + finding, "exactly one --target");
}

// plumb bench on one cheap benchmark: it runs the suites, writes Google
// Benchmark JSON with every repetition, and compares with a baseline.
TEST(Cli, BenchWritesJsonAndComparesWithABaseline) {
#ifndef PLUMB_BENCH_BUILT
  GTEST_SKIP() << "this build has no bench/ programs (PLUMB_BUILD_BENCH=OFF)";
#endif
  const std::string json = temp_name("bench.json");
  const std::string args = "bench --filter orientation/naive/uniform --repetitions 5 --min-time 0.001 --save ";
  const Outcome r = plumb(args + json);
  ASSERT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("orientation/uniform "), std::string::npos) << r.out;  // the row of kernel and class
  const nlohmann::json j = nlohmann::json::parse(slurp(json));
  int repetitions = 0;
  for (const auto& b : j["benchmarks"]) repetitions += b.value("run_type", "") == "iteration";
  EXPECT_EQ(repetitions, 5);
  const Outcome again = plumb(args + temp_name("again.json") + " --baseline " + json);
  // 0, or 1 if the machine's noise happened to look like a regression: timings are not asserted.
  EXPECT_TRUE(again.status == 0 || again.status == 1) << again.out << again.err;
  EXPECT_NE(again.out.find("among 1 benchmarks compared"), std::string::npos) << again.out;
  // What cannot be judged is refused, not passed.
  expect_one_line_error(args + json + " --baseline " + json, "same file");
  expect_one_line_error("bench --repetitions 3 --baseline " + json, "--repetitions 5 or more");
  expect_one_line_error("bench --baseline " + temp_name("missing.json"), "no baseline file");
  const std::string other = temp_name("other.json");
  std::ofstream(other) << R"({"benchmarks": [{"name": "x", "run_type": "iteration", "real_time": 1}]})";
  const Outcome disjoint = plumb("bench --from " + json + " --baseline " + other);
  EXPECT_EQ(disjoint.status, 2) << disjoint.out;
  EXPECT_NE(disjoint.err.find("no benchmark in common"), std::string::npos) << disjoint.err;
  const Outcome none = plumb("bench --filter no_such_benchmark --save " + temp_name("b.json"));
  EXPECT_EQ(none.status, 2);  // after the progress lines, the one error line
  EXPECT_NE(none.err.find("plumb: error: no benchmark matched"), std::string::npos) << none.err;
}

#ifdef PLUMB_USER_BENCH
// plumb bench --suite: a user's bench program (plumb_add_bench) instead of
// Plumb's suites; its rows sit beside Plumb's and the naive formula's.
TEST(Cli, BenchRunsAUsersBenchProgram) {
  const std::string json = temp_name("user-bench.json");
  const Outcome r = plumb(std::string("bench --suite ") + PLUMB_USER_BENCH +
                          " --filter '^segments_intersect/.*/exactly_degenerate$' --repetitions 1 --min-time 0.001 "
                          "--save " + json);
  ASSERT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_NE(r.err.find("textbook_bench"), std::string::npos) << r.err;  // the progress line names the program
  const std::size_t row = r.out.find("segments_intersect/exactly_degenerate ");
  ASSERT_NE(row, std::string::npos) << r.out;
  const std::string line = r.out.substr(row, r.out.find('\n', row) - row);
  EXPECT_NE(line.find("textbook="), std::string::npos) << line;
  EXPECT_NE(line.find("x plumb, wrong "), std::string::npos) << line;
  const nlohmann::json j = nlohmann::json::parse(slurp(json));
  EXPECT_EQ(j["benchmarks"].size(), 3u) << j.dump(1);  // plumb, naive, textbook
  expect_one_line_error("bench --suite " + temp_name("no-such-bench"), "is not an executable file");
}
#endif

}  // namespace
