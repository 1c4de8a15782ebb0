// Plumb oracle: round shapes by exact squared distances (see round_shapes3d.h).
#include "oracle/round_shapes3d.h"

#include <cmath>
#include <optional>

#include "oracle/closest_point3d.h"
#include "oracle/dyadic3d.h"
#include "oracle/exact3d.h"
#include "oracle/filtered_round_shapes3.h"
#include "oracle/rational3d.h"

namespace plumb::oracle {
namespace {

bool no_shape(double radius) { return std::isnan(radius) || radius < 0.0; }

// D <= (r1 + r2)^2 for finite radii r1, r2 >= 0, with the exact sum.
bool within(const Rational& squared_distance, double r1, double r2) {
  const Rational sum = exact(r1) + exact(r2);
  return squared_distance <= sum * sum;
}

}  // namespace

// The certified first stage (filtered_round_shapes3.h), then the dyadic stage.
bool sphere_segment_intersect(Sphere sphere, Segment3 s) {
  if (const std::optional<bool> first = filtered3::sphere_segment_intersect(sphere, s)) return *first;
  return dyadic::sphere_segment_intersect(sphere, s);
}
bool capsule_sphere_intersect(Capsule c, Sphere sphere) {
  if (const std::optional<bool> first = filtered3::capsule_sphere_intersect(c, sphere)) return *first;
  return dyadic::capsule_sphere_intersect(c, sphere);
}
bool capsule_capsule_intersect(Capsule c1, Capsule c2) {
  if (const std::optional<bool> first = filtered3::capsule_capsule_intersect(c1, c2)) return *first;
  return dyadic::capsule_capsule_intersect(c1, c2);
}

// The same in rationals throughout (rational3d.h).
namespace rational {

bool sphere_segment_intersect(Sphere sphere, Segment3 s) {
  const Rational d2 = squared_distance_point_segment3(exact(sphere.centre), exact(s));
  if (no_shape(sphere.radius)) return false;
  if (std::isinf(sphere.radius)) return true;
  return within(d2, sphere.radius, 0.0);
}

bool capsule_sphere_intersect(Capsule c, Sphere sphere) {
  const Rational d2 = squared_distance_point_segment3(exact(sphere.centre), exact(Segment3{c.a, c.b}));
  if (no_shape(c.radius) || no_shape(sphere.radius)) return false;
  if (std::isinf(c.radius) || std::isinf(sphere.radius)) return true;
  return within(d2, c.radius, sphere.radius);
}

bool capsule_capsule_intersect(Capsule c1, Capsule c2) {
  const Rational d2 = segment_segment_squared_distance3(exact(Segment3{c1.a, c1.b}), exact(Segment3{c2.a, c2.b}));
  if (no_shape(c1.radius) || no_shape(c2.radius)) return false;
  if (std::isinf(c1.radius) || std::isinf(c2.radius)) return true;
  return within(d2, c1.radius, c2.radius);
}

}  // namespace rational

}  // namespace plumb::oracle
