// plumb list: what can be checked.
#include <fmt/format.h>

#include "cli/commands.h"
#include "properties/seeded_faults.h"
#include "harness/runner.h"

namespace plumb::cli {

void add_list(CLI::App& app) {
  app.add_subcommand("list", "List the properties of the suite, the subjects and the seeded faults.");
}

int run_list() {
  fmt::print("properties (plumb check --property NAME):\n");
  for (const Property& p : properties())
    fmt::print("  {:<50} {}{}\n", p.name, p.summary,
               p.fixed_cases > 0 ? fmt::format(" [{} fixed cases]", p.fixed_cases) : "");
  fmt::print("\nsubjects (plumb check --subject NAME):\n  {:<20} {}\n  {:<20} {}\n", "plumb",
             plumb_subject().description, "seeded-faults", "every seeded fault below, each must be caught");
  for (const SeededFault& f : seeded_faults()) fmt::print("  {:<20} {}\n", f.name, f.bug);
  return 0;
}

}  // namespace plumb::cli
