// Plumb oracle: planes by exact parameter sets (see plane3d.h).
#include "oracle/plane3d.h"

#include <utility>

namespace plumb::oracle {
namespace {

const RVec3 kZero{Rational(0), Rational(0), Rational(0)};

// The zero set {t : value + t slope == 0} of an affine function, as an
// interval [low, +inf) or a point: `all` when every t is a zero.
struct ZeroSet {
  bool empty = true;
  bool all = false;
  Rational t;  // the one zero when !empty && !all
};

ZeroSet zeros_of_affine(const Rational& value, const Rational& slope) {
  if (slope != 0) return ZeroSet{false, false, Rational(-value / slope)};
  if (value == 0) return ZeroSet{false, true, Rational(0)};
  return ZeroSet{};
}

}  // namespace

Rational plane_side(Plane plane, Vec3 p) { return dot(exact(plane.normal), exact(p)) - exact(plane.offset); }

std::optional<ExactPlaneCrossing> segment_plane_crossing(Segment3 s, Plane plane) {
  const RSegment3 e = exact(s);
  const RVec3 n = exact(plane.normal);
  const Rational offset = exact(plane.offset);
  if (n == kZero) return std::nullopt;  // no plane
  const ZeroSet z = zeros_of_affine(dot(n, e.a) - offset, dot(n, direction(e)));
  if (z.empty) return std::nullopt;
  // The least element of the zero set within [0, 1].
  const Rational t = z.all ? Rational(0) : z.t;
  if (t < 0 || t > 1) return std::nullopt;
  return ExactPlaneCrossing{t, point_at(e, t)};
}

std::optional<Rational> ray_plane_hit(Ray3 ray, Plane plane) {
  const RVec3 o = exact(ray.origin);
  const RVec3 d = exact(ray.direction);
  const RVec3 n = exact(plane.normal);
  const Rational offset = exact(plane.offset);
  const Rational slope = dot(n, d);
  if (slope == 0) return std::nullopt;  // the specification's convention, in-plane rays included
  const ZeroSet z = zeros_of_affine(dot(n, o) - offset, slope);
  if (z.t < 0) return std::nullopt;  // behind the origin
  return z.t;
}

}  // namespace plumb::oracle
