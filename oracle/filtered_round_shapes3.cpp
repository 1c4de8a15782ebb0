// Plumb oracle, filtered path in 3D: round shapes (see filtered_round_shapes3.h).
#include "oracle/filtered_round_shapes3.h"

#include <cmath>

#include "oracle/filtered_closest3.h"
#include "oracle/filtered_segment_pair3.h"

namespace plumb::oracle::filtered3 {
namespace fast = filtered::fast;
namespace {

bool finite3(Vec3 p) { return std::isfinite(p.x) && std::isfinite(p.y) && std::isfinite(p.z); }
bool no_shape(double r) { return std::isnan(r) || r < 0.0; }

// The radius rules (round_shapes3d.h): false for no shape, true for +inf,
// nullopt to go on.
std::optional<bool> radius_rules(double r1, double r2) {
  if (no_shape(r1) || no_shape(r2)) return false;
  if (std::isinf(r1) || std::isinf(r2)) return true;
  return std::nullopt;
}

// sign((r1 + r2)^2 2^-2k - d2) >= 0 for d2 the scaled squared distance.
std::optional<bool> within(const Approx& d2, int k, double r1, double r2) {
  const double s1 = std::ldexp(r1, -k), s2 = std::ldexp(r2, -k);
  if (std::ldexp(s1, k) != r1 || std::ldexp(s2, k) != r2) return std::nullopt;  // a bit would drop
  const Approx sum = fast::add(fast::exact(s1), fast::exact(s2));
  const std::optional<int> sign = fast::certified_sign(fast::sub(fast::mul(sum, sum), d2));
  if (!sign) return std::nullopt;
  return *sign >= 0;
}

std::optional<bool> point_segment(Vec3 p, Segment3 s, double r1, double r2) {
  if (!finite3(p) || !finite3(s.a) || !finite3(s.b)) return std::nullopt;
  if (const std::optional<bool> rule = radius_rules(r1, r2)) return rule;
  const std::optional<Closest3> e = closest_point3(s, p);
  if (!e) return std::nullopt;
  return within(e->squared_distance, e->k, r1, r2);
}

}  // namespace

std::optional<bool> sphere_segment_intersect(Sphere sphere, Segment3 s) {
  return point_segment(sphere.centre, s, sphere.radius, 0.0);
}

std::optional<bool> capsule_sphere_intersect(Capsule c, Sphere sphere) {
  return point_segment(sphere.centre, Segment3{c.a, c.b}, c.radius, sphere.radius);
}

std::optional<bool> capsule_capsule_intersect(Capsule c1, Capsule c2) {
  if (!finite3(c1.a) || !finite3(c1.b) || !finite3(c2.a) || !finite3(c2.b)) return std::nullopt;
  if (const std::optional<bool> rule = radius_rules(c1.radius, c2.radius)) return rule;
  const Segment3 s1{c1.a, c1.b}, s2{c2.a, c2.b};
  if (const auto pair = segment_segment_closest3_scaled(s1, s2))
    return within(pair->pair.squared_distance, pair->k, c1.radius, c2.radius);
  if (const auto parallel = parallel_squared_distance3(s1, s2))
    return within(parallel->squared_distance, parallel->k, c1.radius, c2.radius);
  return std::nullopt;
}

}  // namespace plumb::oracle::filtered3
