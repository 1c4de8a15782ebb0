#include "report/html_report.h"

#include <fmt/format.h>

#include <fstream>
#include <stdexcept>

#include "report/diagnosis_text.h"
#include "report/html_escape.h"
#include "report/picture.h"

namespace plumb {
namespace {


// The fields of the subject's answer that it answered (the rest of the text
// holds placeholders the adapter filled in, not drawn as its answer).
AnswerFields answered(const Report& r, const Finding& f) {
  const MemberContract mc = r.declared.contract(f.kernel);
  return {mc.constructions && mc.points, mc.constructions && mc.parameters};
}

// The whole view and, whenever the two answers differ, the zoomed one.
std::string pictures(const Report& r, const Finding& f) {
  const int index = property_index(f.property);
  if (index < 0 || !properties()[index].scene) return "<p><i>(a fixed case: no picture)</i></p>";
  Scene scene;
  try {
    scene = properties()[index].scene(f.input);
  } catch (const std::exception&) {
    return "<p><i>(this input could not be drawn)</i></p>";
  }
  read_as(scene, f.kernel);
  add_marks(scene, f.fast, false, answered(r, f));
  add_marks(scene, f.exact, true);
  std::string out = "<div class=pics>" + svg(scene, 360, 300, false);
  if (f.fast != f.exact || !scene.marks.empty()) out += svg(scene, 360, 300, true);
  return out + "</div>";
}

}  // namespace

std::string html_report(const Report& r, const ReportStyle& style) {
  std::string page = fmt::format(R"(<!doctype html><html><head><meta charset="utf-8"><title>Plumb: {}</title>
<style>body{{font-family:sans-serif;margin:2em;max-width:80em}} pre{{white-space:pre-wrap;background:#f6f6f6;padding:.5em}}
.pics svg{{margin-right:1em}} .known{{color:#777}} h2{{font-size:1.1em;border-top:1px solid #ccc;padding-top:1em}}
.legend span{{margin-right:2em}}</style></head><body>
<h1>Plumb: {}</h1><p>{}</p><p>domain: {}<br>seed {}, {} cases per random property, {} workers, {:.1f} s</p>
<p class=legend><span style="color:#cc0000">&#x2715; the subject's answer</span><span style="color:#4e9a06">&#x25EF; the exact answer</span><span>dashed: a line (across the view) or a ray (from its origin, arrow along it)</span><span>a badge above the drawing: an answer with no place (NaN, &plusmn;inf, none, a decision)</span></p>
)",
                                 html_escaped(r.subject), html_escaped(r.subject), html_escaped(r.description),
                                 html_escaped(describe_domain(r.declared.domain)), r.options.seed, r.options.cases, r.workers,
                                 r.seconds);
  long rounding = 0;
  for (const auto& [name, k] : r.kernels) rounding += k.rounding_level;
  page += fmt::format("<p><b>{} fault group{}</b>; {} disagreements within the declared rounding allowance.</p>\n",
                      r.groups.size(), r.groups.size() == 1 ? "" : "s", rounding);
  int shown = 0;
  for (std::size_t i = 0; i < r.groups.size(); ++i) {
    const Group& g = r.groups[i];
    page += fmt::format("<h2{}>#{} {} &mdash; {} finding{}{}</h2>\n", g.known ? " class=known" : "", i + 1,
                        html_escaped(g.key), g.count, g.count == 1 ? "" : "s", g.known ? " (in the baseline)" : "");
    if (shown++ >= style.max_groups) continue;
    const Finding& f = g.shrunk ? *g.shrunk : g.first;
    for (const std::string& line : diagnosis_lines(g))
      page += fmt::format("<p class=diagnosis>{}</p>\n", html_escaped(line));
    page += pictures(r, f);
    page += fmt::format("<pre>{}\ninput:   {}\nsubject: {}\nexact:   {}\nreplay:  {}</pre>\n", html_escaped(f.what),
                        html_escaped(f.input), html_escaped(f.fast), html_escaped(f.exact), html_escaped(replay_command(r, f, style)));
  }
  if (r.groups.empty()) page += "<p>No contract violations.</p>\n";
  return page + "</body></html>\n";
}

void write_html(const std::string& path, const Report& r, const ReportStyle& style) {
  std::ofstream out(path);
  out << html_report(r, style);
  if (!out) throw std::runtime_error("cannot write the HTML report to '" + path + "'");
}

}  // namespace plumb
