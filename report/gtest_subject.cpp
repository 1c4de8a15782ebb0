#include "report/gtest_subject.h"

#include <gtest/gtest.h>

#include <cctype>
#include <memory>
#include <sstream>

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
  PropertyTest(std::shared_ptr<const Subject> subject, RunOptions options, std::string property, std::string program)
      : subject_(std::move(subject)), options_(std::move(options)), property_(std::move(property)),
        program_(std::move(program)) {}

  void TestBody() override {
    RunOptions o = options_;
    o.only = property_;
    const Report r = run_suite(*subject_, o);
    if (!r.properties.empty() && r.properties.front().checks == 0)
      GTEST_SKIP() << subject_->name << " provides no member that '" << property_ << "' asks about";
    if (r.groups.empty()) return;
    std::ostringstream report;
    ReportStyle style;
    style.replay_prefix = program_;
    print_report(report, r, style);
    ADD_FAILURE() << r.groups.size() << " fault group(s) in '" << property_ << "':\n" << report.str();
  }

 private:
  std::shared_ptr<const Subject> subject_;
  RunOptions options_;
  std::string property_, program_;
};

}  // namespace

void register_subject_tests(const Subject& subject, RunOptions options, std::string program) {
  auto shared = std::make_shared<const Subject>(subject);
  if (program.empty()) program = subject.name;
  const std::string suite = "Plumb" + identifier(subject.name);
  for (const Property& p : properties()) {
    testing::RegisterTest(suite.c_str(), identifier(p.name).c_str(), nullptr, p.name.c_str(), __FILE__, __LINE__,
                          [shared, options, name = p.name, program]() -> testing::Test* {
                            return new PropertyTest(shared, options, name, program);
                          });
  }
}

}  // namespace plumb
