#include "properties/structural_class.h"

#include <algorithm>
#include <cmath>

#include "plumb/plumb.h"

namespace plumb {
namespace {

bool finite(Vec2 v) { return std::isfinite(v.x) && std::isfinite(v.y); }
bool finite(Vec3 v) { return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z); }

// The closed box of a segment holds p (p on the segment's line: then on the segment).
bool in_box(Vec2 p, const Segment& s) {
  return std::min(s.a.x, s.b.x) <= p.x && p.x <= std::max(s.a.x, s.b.x) && std::min(s.a.y, s.b.y) <= p.y &&
         p.y <= std::max(s.a.y, s.b.y);
}
bool in_box(Vec3 p, const Segment3& s) {
  return std::min(s.a.x, s.b.x) <= p.x && p.x <= std::max(s.a.x, s.b.x) && std::min(s.a.y, s.b.y) <= p.y &&
         p.y <= std::max(s.a.y, s.b.y) && std::min(s.a.z, s.b.z) <= p.z && p.z <= std::max(s.a.z, s.b.z);
}

// p on the line through a and b (a != b), exactly: on each coordinate-plane projection.
bool on_line3(Vec3 a, Vec3 b, Vec3 p) {
  return orientation({a.x, a.y}, {b.x, b.y}, {p.x, p.y}) == 0 && orientation({a.y, a.z}, {b.y, b.z}, {p.y, p.z}) == 0 &&
         orientation({a.z, a.x}, {b.z, b.x}, {p.z, p.x}) == 0;
}
// d1 x d2 == 0, exactly: each component is a projection's 2D cross product.
bool parallel3(const Segment3& s1, const Segment3& s2) {
  auto zero = [](Vec2 a1, Vec2 b1, Vec2 a2, Vec2 b2) { return parallel({a1, b1}, {a2, b2}); };
  return zero({s1.a.x, s1.a.y}, {s1.b.x, s1.b.y}, {s2.a.x, s2.a.y}, {s2.b.x, s2.b.y}) &&
         zero({s1.a.y, s1.a.z}, {s1.b.y, s1.b.z}, {s2.a.y, s2.a.z}, {s2.b.y, s2.b.z}) &&
         zero({s1.a.z, s1.a.x}, {s1.b.z, s1.b.x}, {s2.a.z, s2.a.x}, {s2.b.z, s2.b.x});
}

// Two collinear segments share exactly one point: their extents along the
// line (x, or y for a vertical line) meet in one value.
bool single_shared_point(const Segment& s1, const Segment& s2) {
  const bool vertical = s1.a.x == s1.b.x && s2.a.x == s2.b.x;
  auto lo = [&](const Segment& s) { return vertical ? std::min(s.a.y, s.b.y) : std::min(s.a.x, s.b.x); };
  auto hi = [&](const Segment& s) { return vertical ? std::max(s.a.y, s.b.y) : std::max(s.a.x, s.b.x); };
  return std::max(lo(s1), lo(s2)) == std::min(hi(s1), hi(s2));
}

bool end_on(const Segment& s, Vec2 p) { return orientation(s.a, s.b, p) == 0 && in_box(p, s); }

}  // namespace

std::string structural_class(const PointCase& c) {
  if (!finite(c.s.a) || !finite(c.s.b) || !finite(c.p)) return "non-finite";
  if (c.s.a == c.s.b) return "zero-length segment";
  if (orientation(c.s.a, c.s.b, c.p) != 0) return "off the line";
  return in_box(c.p, c.s) ? "on the segment" : "on the line past an end";
}

std::string structural_class(const PairCase& c) {
  const Segment &s1 = c.s1, &s2 = c.s2;
  if (!finite(s1.a) || !finite(s1.b) || !finite(s2.a) || !finite(s2.b)) return "non-finite";
  if (s1.a == s1.b || s2.a == s2.b) return "zero-length";
  if (collinear(s1, s2)) {
    if (!collinear_overlap(s1, s2)) return "collinear disjoint";
    return single_shared_point(s1, s2) ? "collinear touching" : "collinear overlapping";
  }
  if (parallel(s1, s2)) return "parallel";
  if (!segments_intersect(s1, s2)) return "apart";
  return end_on(s2, s1.a) || end_on(s2, s1.b) || end_on(s1, s2.a) || end_on(s1, s2.b) ? "touching" : "crossing";
}

std::string structural_class(const Point3Case& c) {
  if (!finite(c.s.a) || !finite(c.s.b) || !finite(c.p)) return "non-finite";
  if (c.s.a == c.s.b) return "zero-length segment";
  if (!on_line3(c.s.a, c.s.b, c.p)) return "off the line";
  return in_box(c.p, c.s) ? "on the segment" : "on the line past an end";
}

std::string structural_class(const Pair3Case& c) {
  const Segment3 &s1 = c.s1, &s2 = c.s2;
  if (!finite(s1.a) || !finite(s1.b) || !finite(s2.a) || !finite(s2.b)) return "non-finite";
  if (s1.a == s1.b || s2.a == s2.b) return "zero-length";
  if (on_line3(s1.a, s1.b, s2.a) && on_line3(s1.a, s1.b, s2.b)) return "collinear";
  return parallel3(s1, s2) ? "parallel" : "general";
}

}  // namespace plumb
