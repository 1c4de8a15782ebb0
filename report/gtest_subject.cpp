#include "report/gtest_subject.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <iostream>
#include <set>
#include <memory>
#include <sstream>

#include "report/baseline.h"
#include "report/report.h"

namespace plumb {
namespace {

// GoogleTest names: letters, digits and underscores.
std::string identifier(const std::string& s) {
  std::string out;
  bool upper = true;
  for (char c : s) {
    if (std::isalnum(static_cast<unsigned char>(c))) {
      out += upper ? char(std::toupper(static_cast<unsigned char>(c))) : c;
      upper = false;
    } else {
      upper = true;
    }
  }
  return out.empty() ? "Unnamed" : out;
}

class PropertyTest : public testing::Test {
 public:
  PropertyTest(std::shared_ptr<const Subject> subject, RunOptions options, std::string property, std::string program,
               std::shared_ptr<const std::set<std::string>> known)
      : subject_(std::move(subject)), options_(std::move(options)), property_(std::move(property)),
        program_(std::move(program)), known_(std::move(known)) {}

  void TestBody() override {
    RunOptions o = options_;
    o.only = property_;
    Report r = run_suite(*subject_, o);
    if (!r.properties.empty() && r.properties.front().checks == 0)
      GTEST_SKIP() << subject_->name << " provides no member that '" << property_ << "' asks about";
    const PropertyVerdict v = property_verdict(std::move(r), *known_, program_);
    if (v.failed)
      ADD_FAILURE() << v.message;
    else if (!v.message.empty())
      std::cout << v.message;
  }

 private:
  std::shared_ptr<const Subject> subject_;
  RunOptions options_;
  std::string property_, program_;
  std::shared_ptr<const std::set<std::string>> known_;
};

}  // namespace

PropertyVerdict property_verdict(Report r, const std::set<std::string>& known, const std::string& program) {
  if (r.groups.empty()) return {};
  apply_baseline(r, known);
  const std::string property = r.properties.empty() ? "" : r.properties.front().name;
  const auto fresh = std::count_if(r.groups.begin(), r.groups.end(), [](const Group& g) { return !g.known; });
  std::ostringstream report;
  ReportStyle style;
  style.replay_prefix = program;
  print_report(report, r, style);
  if (fresh == 0)
    return {false, std::to_string(r.groups.size()) + " fault group(s) in '" + property + "', all in the baseline\n"};
  return {true, std::to_string(fresh) + " fault group(s) in '" + property + "' not in the baseline (" +
                    std::to_string(r.groups.size()) + " in all):\n" + report.str()};
}

void register_subject_tests(const Subject& subject, RunOptions options, std::string program,
                            const std::string& baseline) {
  auto shared = std::make_shared<const Subject>(subject);
  auto known = std::make_shared<const std::set<std::string>>(baseline.empty() ? std::set<std::string>{}
                                                                              : read_baseline(baseline));
  if (program.empty()) program = subject.name;
  const std::string suite = "Plumb" + identifier(subject.name);
  for (const Property& p : properties()) {
    testing::RegisterTest(suite.c_str(), identifier(p.name).c_str(), nullptr, p.name.c_str(), __FILE__, __LINE__,
                          [shared, options, name = p.name, program, known]() -> testing::Test* {
                            return new PropertyTest(shared, options, name, program, known);
                          });
  }
}

}  // namespace plumb
