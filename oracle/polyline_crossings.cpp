#include "oracle/polyline_crossings.h"

#include <cmath>

#include "oracle/edge_contact.h"
#include "oracle/filtered_line_side.h"
#include "oracle/first_contact.h"
#include "oracle/rvec.h"

namespace plumb::oracle {
namespace {

// Appends the point unless an exactly equal one is there (the first edge
// holding it is kept).
void add_distinct(std::vector<ExactPolylinePoint>& out, const RVec2& p, const Rational& t, std::size_t edge) {
  for (const ExactPolylinePoint& q : out)
    if (q.point == p) return;
  out.push_back({p, t, edge});
}

}  // namespace

namespace rational {

std::vector<ExactPolylinePoint> polyline_segment_crossings(std::span<const Vec2> polyline, Segment s) {
  const RSegment r = exact(s), back{r.b, r.a};
  std::vector<RVec2> v;
  for (const Vec2& x : polyline) v.push_back(exact(x));
  std::vector<ExactPolylinePoint> out;
  const auto add = [&](const RVec2& p, const Rational& t, std::size_t edge) { add_distinct(out, p, t, edge); };
  for (std::size_t i = 0; i + 1 < v.size(); ++i) {
    const RSegment edge{v[i], v[i + 1]};
    const std::optional<ExactCrossing> first = first_contact(r, Kind::segment, edge, Kind::segment);
    if (!first) continue;
    add(first->point, first->t, i);
    const std::optional<ExactCrossing> last = first_contact(back, Kind::segment, edge, Kind::segment);
    add(last->point, Rational(1) - last->t, i);  // the same closed set: it meets reversed too
  }
  return out;
}

}  // namespace rational

std::vector<ExactPolylinePoint> polyline_segment_crossings(std::span<const Vec2> polyline, Segment s) {
  const RSegment r = exact(s), back{r.b, r.a};
  std::vector<ExactPolylinePoint> out;
  for (const Vec2& x : polyline)  // a non-finite vertex throws, as the rational walk does
    if (!std::isfinite(x.x) || !std::isfinite(x.y)) (void)exact(x);
  const auto add = [&](const RVec2& p, const Rational& t, std::size_t edge) { add_distinct(out, p, t, edge); };
  for (std::size_t i = 0; i + 1 < polyline.size(); ++i) {
    // An edge wholly on one side of s's line (certified) does not meet s
    // (filtered_line_side.h): skipped.
    if (certainly_one_side(s.a, s.b, polyline[i], polyline[i + 1])) continue;
    // Not parallel: one point at most, Cramer's crossing (edge_contact.h).
    const std::optional<std::optional<ExactCrossing>> c = contact_unless_parallel(s, Kind::segment, {polyline[i], polyline[i + 1]});
    if (c) {
      if (*c) add((*c)->point, (*c)->t, i);
      continue;
    }
    const RSegment edge{exact(polyline[i]), exact(polyline[i + 1])};
    const std::optional<ExactCrossing> first = first_contact(r, Kind::segment, edge, Kind::segment);
    if (!first) continue;
    add(first->point, first->t, i);
    const std::optional<ExactCrossing> last = first_contact(back, Kind::segment, edge, Kind::segment);
    add(last->point, Rational(1) - last->t, i);  // the same closed set: it meets reversed too
  }
  return out;
}

}  // namespace plumb::oracle
