// plumb sweep: the guard-scene line-of-sight table.
#include <fmt/format.h>

#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "properties/sweep.h"

namespace plumb::cli {

void add_sweep(CLI::App& app, SweepOptions& o) {
  CLI::App* s = app.add_subcommand(
      "sweep",
      "The guard scene: a guard at (-4.5, -2) among three walls; at reaches 3, 6, 8 and 10 units, the clear "
      "arc around the guard in closed form (exact arc measure) and by a sweep of directions, with walls read "
      "as segments (correct) and as infinite lines (the named bug). Reading walls as lines can only block "
      "more; the last column counts directions where it opened a view, and must be 0.");
  s->add_option("--directions", o.directions, "directions in the sweep")
      ->check(CLI::Range(4, 3600000))
      ->capture_default_str();
  s->add_option("--json", o.json, "also write the table as JSON to FILE")->option_text("FILE");
}

int run_sweep(const SweepOptions& o) {
  if (!o.json.empty()) ensure_writable(o.json);
  const auto rows = sweep::table(plumb_subject(), o.directions);
  const double step = 360.0 / o.directions;
  fmt::print("guard at (-4.5, -2); walls (-1.5,-3)-(-1.5,0.5), (1,2.75)-(4.5,2.75), (2.5,-2.5)-(3.5,-0.5)\n");
  fmt::print("clear arc in degrees: closed form | sampled over {} directions ({:g} deg each)\n\n", o.directions, step);
  fmt::print("{:>6}  {:>22}  {:>22}  {:>22}  {:>14}\n", "radius", "walls as segments", "walls as lines",
             "wrongly blocked", "lines opened");
  nlohmann::json j = nlohmann::json::array();
  int opened = 0;
  for (const sweep::Row& r : rows) {
    fmt::print("{:>6g}  {:>10.2f} | {:>9.2f}  {:>10.2f} | {:>9.2f}  {:>10.2f} | {:>9.2f}  {:>14}\n", r.radius,
               r.closed_form.clear_as_segments_deg, r.clear * step, r.closed_form.clear_as_lines_deg,
               r.clear_as_lines * step, r.closed_form.wrongly_blocked_deg, r.wrongly_blocked * step,
               r.lines_opened_a_view);
    opened += r.lines_opened_a_view;
    j.push_back({{"radius", r.radius},
                 {"closed_form", {{"clear_as_segments_deg", r.closed_form.clear_as_segments_deg},
                                  {"clear_as_lines_deg", r.closed_form.clear_as_lines_deg},
                                  {"wrongly_blocked_deg", r.closed_form.wrongly_blocked_deg}}},
                 {"sampled", {{"directions", r.directions}, {"clear", r.clear}, {"clear_as_lines", r.clear_as_lines},
                              {"wrongly_blocked", r.wrongly_blocked}, {"lines_opened_a_view", r.lines_opened_a_view}}}});
  }
  if (!o.json.empty()) {
    std::ofstream out(o.json);
    out << j.dump(2) << "\n";
    if (!out) throw UsageError("cannot write JSON to '" + o.json + "'");
  }
  return opened == 0 ? 0 : 1;
}

}  // namespace plumb::cli
