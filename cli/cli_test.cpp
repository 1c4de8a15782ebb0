// The plumb program itself, run as a user runs it: exit statuses, one-line
// errors on bad input, the JSON report, the seeded faults, the sweep table,
// and replaying a finding from the command it prints.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>
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
  EXPECT_NE(r.out.find("11 of 11 seeded faults caught"), std::string::npos) << r.out;
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
  const Outcome again = plumb(replay.substr(6));
  EXPECT_EQ(again.status, 1) << again.out;
  EXPECT_NE(again.out.find(f["input"].get<std::string>()), std::string::npos) << again.out;
  EXPECT_NE(again.out.find("cases per random property"), std::string::npos);
}

TEST(Cli, SweepPrintsTheGuardSceneTable) {
  const Outcome r = plumb("sweep");
  EXPECT_EQ(r.status, 0) << r.err;
  for (const char* figure : {"301.76", "172.34", "129.42"}) EXPECT_NE(r.out.find(figure), std::string::npos) << figure;
}

}  // namespace
