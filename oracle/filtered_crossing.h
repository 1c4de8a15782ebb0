// Plumb oracle, filtered path: two segments (the questions of crossing.h,
// first_contact.h's ray_segment_hit and closest_point.h's segment distance).
//
// Method: the same exact definitions as the rational oracle (Cramer's rule
// for crossing lines, exact parameters along a line for parallel and
// zero-length cases, minimisation over candidates for distances), with every
// exact quantity kept as a quotient of two enclosed polynomials in the input
// doubles and every decision taken as a certified sign (filtered_quotient.h).
// Each question answers nullopt when a sign is not certified or an input is
// not finite; the caller then asks the rational oracle, which stays the
// reference (and throws on non-finite input as documented there).
// Why obviously correct: every branch is the rational oracle's branch, taken
// on a sign the enclosures prove, and every answer value is an exact
// quotient; the agreement test (properties/tests/filtered_oracle_test.cpp) runs
// both paths on millions of cases.
#pragma once

#include <optional>

#include "kernels/types.h"
#include "oracle/filtered_fast.h"
#include "oracle/filtered_quotient.h"

namespace plumb::oracle::filtered {

/// An enclosed point or displacement.
struct EVec2 {
  Enclosure x;
  Enclosure y;
};

/// An exact crossing: t along the first shape, u along the second, and the
/// point's coordinates, each an exact quotient.
struct QCrossing {
  Quotient t;
  Quotient u;
  Quotient x;
  Quotient y;
};

/// The answer of a question whose exact answer is "a crossing or none":
/// outer nullopt = not settled by the filter; inner nullopt = none.
using CrossingAnswer = std::optional<std::optional<QCrossing>>;

/// The exact questions about one pair of segments, sharing their enclosed
/// directions and Cramer numerators. The eight coordinates are first
/// scaled exactly by one power of two when they are far from 1
/// (scale_exactly), and the answers carry it back (Quotient::exp), so far
/// binades are settled as the unit ones are. Construction never throws.
class PairFilter {
 public:
  PairFilter(Segment s1, Segment s2);

  /// As oracle::parallel, collinear, collinear_overlap, segments_intersect,
  /// line_segment_intersect (s1 as the line): nullopt when not settled.
  std::optional<bool> parallel() const;
  std::optional<bool> collinear() const;
  std::optional<bool> collinear_overlap() const;
  std::optional<bool> segments_intersect() const;
  std::optional<bool> line_segment_intersect() const;

  /// As oracle::line_crossing, segment_crossing and ray_segment_hit (s1 as
  /// the ray, s2 the wall).
  CrossingAnswer line_crossing() const;
  CrossingAnswer segment_crossing() const;
  CrossingAnswer ray_segment_hit() const;

  /// As oracle::first_contact(s1, kp, s2, kq): kp ray or segment, kq
  /// segment or line (other kinds: nullopt, the rational oracle throws).
  CrossingAnswer first_contact(Kind kp, Kind kq) const;

  /// As oracle::squared_distance_segment_segment, an exact quotient with a
  /// positive denominator.
  std::optional<Quotient> squared_distance() const;

 private:
  // The five cross products of the pair, with d1 = b1 - a1, d2 = b2 - a2,
  // r = a2 - a1: det = d1 x d2, num_t = r x d2, num_u = r x d1, and
  // rest_t = det - num_t = (b1 - a2) x d2, rest_u = det - num_u = d1 x
  // (b2 - a1) (the same polynomials without the cancellation of two large
  // products, so that "t <= 1" is settled even when t is 1 - 2^-300).
  enum Cross { kDet, kNumT, kNumU, kRestT, kRestU, kCrosses };
  /// The enclosure of a cross product, formed when first asked.
  const Enclosure& enclosed(Cross c) const;
  /// Its sign: from the first stage's plain doubles (filtered_fast.h),
  /// computed with the pair, else from the enclosure.
  std::optional<int> sign_of(Cross c) const;
  const EVec2& d1() const;
  /// The cross product as a value of the first stage, formed from the
  /// inputs' exact differences when first asked: when the stage is on and
  /// every input is within 2^200, and the value is tight() (else nullopt).
  const std::optional<fast::Approx>& approx(Cross c) const;
  /// The crossing of the two lines (det != 0): t, u and the point.
  QCrossing crossing() const;
  std::optional<QCrossing> crossing_by_first_stage() const;

  bool finite_ = false;
  Segment s1_, s2_;                       // the inputs times 2^-k_ (scale_exactly)
  int k_ = 0;
  bool point1_ = false, point2_ = false;  // zero length
  bool in_range_ = false;                 // every input within 2^200 (the first stage's values)
  std::optional<int> quick_[kCrosses];
  mutable bool approx_done_[kCrosses] = {};
  mutable std::optional<fast::Approx> approx_[kCrosses];
  mutable std::optional<Enclosure> enclosed_[kCrosses];
  mutable std::optional<EVec2> d1_;
};

/// Enclosed difference p - q of two points (exact: radius 0).
EVec2 difference(Vec2 p, Vec2 q);
/// p x q and p . q of enclosed vectors.
Enclosure cross(const EVec2& p, const EVec2& q);
Enclosure dot(const EVec2& p, const EVec2& q);

/// Whether p lies on the closed segment s (zero length: p == s.a), as
/// oracle::on_shape(s, Kind::segment, p); nullopt when not settled.
std::optional<bool> on_segment(const Segment& s, Vec2 p);

/// The exact parameter along s of a point p known to lie on s's line:
/// (p - a).d / d.d, or 0 for a zero-length s.
Quotient parameter_on(const Segment& s, Vec2 p);

/// min over t in [0, 1] of |P(t) - p|^2 as an exact quotient with a
/// positive denominator (oracle::squared_distance_point_segment); nullopt
/// when not settled.
std::optional<Quotient> squared_distance_point_segment(Vec2 p, const Segment& s);

}  // namespace plumb::oracle::filtered
