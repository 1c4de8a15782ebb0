// Plumb report: answers with no place in the plane (NaN, an infinity, none,
// a decision) as labelled badges in a band above the drawing. They are never
// drawn on the shapes: a NaN answer drawn at some point would read as a
// position, and one drawn on the exact answer as agreement.
#include <fmt/format.h>

#include "report/html_escape.h"
#include "report/picture_parts.h"

namespace plumb::picture {
namespace {

constexpr int kRow = 18;  // pixels per badge row


std::string label(const Scene::Note& n) {
  if (n.kind == "unplaced") return (n.exact ? "exact answer: " : "subject answered: ") + n.text;
  return (n.exact ? "exact answer: " : "subject answered ") + n.text;
}

}  // namespace

int band_height(const Scene& s) { return static_cast<int>(s.notes.size()) * kRow + (s.notes.empty() ? 0 : 4); }

std::string notes_svg(const Scene& s, int width) {
  std::string out;
  int row = 0;
  for (const auto& n : s.notes) {
    const std::string text = label(n);
    const char* colour = n.exact ? "#4e9a06" : "#cc0000";
    constexpr double kCharWidth = 6.6;  // at font-size 11, generously
    const double w = std::min<double>(width - 8, static_cast<double>(text.size()) * kCharWidth + 12);
    out += fmt::format(
        R"(<g class="answer-note answer-{}" data-side="{}"><rect x="4" y="{}" width="{:.0f}" height="{}" rx="4" fill="{}" fill-opacity="0.1" stroke="{}"/>)"
        R"(<text x="10" y="{}" font-size="11" fill="{}">{}</text></g>)",
        n.kind, n.exact ? "exact" : "subject", 4 + row * kRow, w, kRow - 3, colour, colour, 4 + row * kRow + 11,
        colour, html_escaped(text));
    ++row;
  }
  return out;
}

}  // namespace plumb::picture
