// Property: order. Reversing a segment, or swapping the two arguments of a
// symmetric kernel, changes nothing in the maths, and a lockstep simulation
// needs it to change nothing in the doubles either: two peers that store a
// segment with its ends the other way round must compute the same contact.
// Each answer is compared bit for bit with its twin's (NaN equals NaN);
// a parameter along a reversed segment must be 1 - t rounded, read either way
// round (one of the two is computed as 1 minus the other).
// Bit-for-bit order independence is a promise of Plumb's strict contracts
// only: a subject that declares allowances or tolerances (a careful textbook
// kernel, a library client) is judged on reversed and swapped arguments by the
// symmetry properties, within its allowance, and this property skips it.
#include "properties/checks_order.h"

#include <cmath>
#include <fmt/format.h>
#include <string>

#include "oracle/exact3d.h"
#include "judge/format.h"

namespace plumb::check {
namespace {

using fmt_case::hex_and_decimal;

bool same(double a, double b) { return a == b || (std::isnan(a) && std::isnan(b)); }

// t along s and t_r along s reversed describe one point.
bool complements(double t, double t_r) {
  return same(t_r, 1.0 - t) || same(t, 1.0 - t_r) || (std::isnan(t) && std::isnan(t_r));
}

void identical(Judge& j, std::string_view kernel, const std::string& what, double got, double want) {
  // Texts for a finding only (judge/judge.h, Text).
  j.invariant(kernel, what + ": bit for bit", same(got, want), [got] { return hex_and_decimal(got); },
              [want] { return hex_and_decimal(want); });
}

void complementary(Judge& j, std::string_view kernel, const std::string& what, double t, double t_r) {
  j.invariant(kernel, what + ": t becomes 1 - t", complements(t, t_r), [t_r] { return hex_and_decimal(t_r); },
              [t] { return "1 - " + hex_and_decimal(t); });
}

Segment reversed(const Segment& s) { return {s.b, s.a}; }
Segment3 reversed(const Segment3& s) { return {s.b, s.a}; }

// Exactly: d1 x d2 == 0 (the oracle's rationals).
bool parallel3(const Segment3& s1, const Segment3& s2) {
  const oracle::RSegment3 a = oracle::exact(s1), b = oracle::exact(s2);
  const oracle::RVec3 d1 = a.b - a.a, d2 = b.b - b.a;
  return d1.y * d2.z == d1.z * d2.y && d1.z * d2.x == d1.x * d2.z && d1.x * d2.y == d1.y * d2.x;
}

bool finite3(Vec3 p) { return std::isfinite(p.x) && std::isfinite(p.y) && std::isfinite(p.z); }

}  // namespace

void order2(const Subject& s, const PairCase& c, Judge& j) {
  if (!j.declared().strict()) return;
  const Segment s1 = c.s1, s2 = c.s2, r1 = reversed(c.s1), r2 = reversed(c.s2);
  const Vec2 p = c.s2.a;
  for (Kind k : {Kind::segment, Kind::line}) {
    if (!s.closest_point) break;
    const ClosestPoint a = s.closest_point(s1, p, k), b = s.closest_point(r1, p, k);
    const std::string what = "segment reversed (" + fmt_case::kind(k) + ")";
    identical(j, "closest_point", what + ", point x", b.point.x, a.point.x);
    identical(j, "closest_point", what + ", point y", b.point.y, a.point.y);
    // A zero-length segment is its own reverse: t = 0 both ways (documented).
    if (s1.a == s1.b) identical(j, "closest_point", what + ", zero length, t", b.t, a.t);
    else complementary(j, "closest_point", what, a.t, b.t);
  }
  if (s.distance_point_segment)
    identical(j, "distance_point_segment", "segment reversed", s.distance_point_segment(p, r1),
              s.distance_point_segment(p, s1));
  if (s.distance_point_line)
    identical(j, "distance_point_line", "segment reversed", s.distance_point_line(p, r1), s.distance_point_line(p, s1));
  if (s.squared_distance_point_segment)
    identical(j, "squared_distance_point_segment", "segment reversed", s.squared_distance_point_segment(p, r1),
              s.squared_distance_point_segment(p, s1));
  if (s.distance_segment_segment) {
    const double d = s.distance_segment_segment(s1, s2);
    identical(j, "distance_segment_segment", "segments swapped", s.distance_segment_segment(s2, s1), d);
    identical(j, "distance_segment_segment", "first reversed", s.distance_segment_segment(r1, s2), d);
    identical(j, "distance_segment_segment", "second reversed", s.distance_segment_segment(s1, r2), d);
  }
}

void order3(const Subject& s, const Pair3Case& c, Judge& j) {
  if (!j.declared().strict()) return;
  const Segment3 s1 = c.s1, s2 = c.s2, r1 = reversed(c.s1), r2 = reversed(c.s2);
  const Vec3 p = c.s2.a;
  if (s.closest_point3) {
    const ClosestPoint3 a = s.closest_point3(s1, p), b = s.closest_point3(r1, p);
    identical(j, "closest_point3", "segment reversed, point x", b.point.x, a.point.x);
    identical(j, "closest_point3", "segment reversed, point y", b.point.y, a.point.y);
    identical(j, "closest_point3", "segment reversed, point z", b.point.z, a.point.z);
    if (s1.a == s1.b) identical(j, "closest_point3", "segment reversed, zero length, t", b.t, a.t);
    else complementary(j, "closest_point3", "segment reversed", a.t, b.t);
  }
  if (s.squared_distance_point_segment3)
    identical(j, "squared_distance_point_segment3", "segment reversed", s.squared_distance_point_segment3(p, r1),
              s.squared_distance_point_segment3(p, s1));
  if (!s.segment_segment_closest3) return;
  const SegmentPair3 a = s.segment_segment_closest3(s1, s2);
  const SegmentPair3 swapped = s.segment_segment_closest3(s2, s1);
  const SegmentPair3 first = s.segment_segment_closest3(r1, s2), second = s.segment_segment_closest3(s1, r2);
  const std::string_view k = "segment_segment_closest3";
  identical(j, k, "segments swapped, squared distance", swapped.squared_distance, a.squared_distance);
  identical(j, k, "first reversed, squared distance", first.squared_distance, a.squared_distance);
  identical(j, k, "second reversed, squared distance", second.squared_distance, a.squared_distance);
  const bool finite = finite3(s1.a) && finite3(s1.b) && finite3(s2.a) && finite3(s2.b);
  // Parallel segments (a zero-length one included) have many closest pairs:
  // the choice depends on the order.
  if (!finite || parallel3(s1, s2)) return;
  auto points = [&](const std::string& what, Vec3 got, Vec3 want) {
    identical(j, k, what + " x", got.x, want.x);
    identical(j, k, what + " y", got.y, want.y);
    identical(j, k, what + " z", got.z, want.z);
  };
  points("segments swapped, point on the first", swapped.second, a.first);
  points("segments swapped, point on the second", swapped.first, a.second);
  identical(j, k, "segments swapped, s", swapped.t, a.s);
  identical(j, k, "segments swapped, t", swapped.s, a.t);
  points("first reversed, point on the first", first.first, a.first);
  points("first reversed, point on the second", first.second, a.second);
  complementary(j, k, "first reversed, s", a.s, first.s);
  points("second reversed, point on the first", second.first, a.first);
  points("second reversed, point on the second", second.second, a.second);
  complementary(j, k, "second reversed, t", a.t, second.t);
}

}  // namespace plumb::check
