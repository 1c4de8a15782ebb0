// Plumb oracle: rays against spheres (exact quadratic, comparator and
// enclosure) and boxes (exact parameter intervals; and by faces). See ray3d.h.
#include "oracle/ray3d.h"

#include <array>
#include <cmath>
#include <stdexcept>
#include <utility>

#include "oracle/enclosure3d.h"
#include "oracle/error.h"
#include "oracle/exact3d.h"

namespace plumb::oracle {
namespace {

// ---------------------------------------------------------------- spheres

enum class SphereCase { miss, at_origin, ahead };

// q(t) = A t^2 + 2 B t + C, the squared distance to the centre minus r^2.
struct RaySphere {
  SphereCase kind = SphereCase::miss;
  Rational A, B, C;
};

RaySphere classify(Ray3 ray, Sphere sphere) {
  const RVec3 o = exact(ray.origin);
  const RVec3 d = exact(ray.direction);
  const RVec3 c = exact(sphere.centre);
  RaySphere out;
  if (std::isnan(sphere.radius) || sphere.radius < 0.0) return out;  // no shape
  if (std::isinf(sphere.radius)) {  // all of space
    out.kind = SphereCase::at_origin;
    return out;
  }
  const RVec3 m = o - c;
  const Rational r = exact(sphere.radius);
  out.A = dot(d, d);
  out.B = dot(m, d);
  out.C = dot(m, m) - r * r;
  if (out.C <= 0) {
    out.kind = SphereCase::at_origin;
  } else if (out.A > 0 && out.B < 0 && out.B * out.B - out.A * out.C >= 0) {
    out.kind = SphereCase::ahead;
  }
  return out;
}

// The entry t* > 0 of a ray that starts outside: comparator and enclosure.
Enclosure entry_enclosure(const RaySphere& rs) {
  const SqrtEnclosure root = enclose_sqrt(rs.B * rs.B - rs.A * rs.C);
  const Rational minus_b = -rs.B;  // > 0
  Enclosure e;
  e.low = rs.C / (minus_b + root.high);
  e.high = rs.C / (minus_b + root.low);
  const Rational A = rs.A;
  const Rational B = rs.B;
  const Rational C = rs.C;
  const Rational vertex = minus_b / A;
  e.compare = [A, B, C, vertex](const Rational& m) -> int {
    if (m > vertex) return -1;  // t* <= vertex < m
    const Rational q = (A * m + 2 * B) * m + C;
    return q > 0 ? 1 : (q == 0 ? 0 : -1);
  };
  return e;
}

// ---------------------------------------------------------------- boxes

struct Axis {
  Rational o, d, lo, hi;
};

std::array<Axis, 3> axes(Ray3 ray, Box box) {
  const RVec3 o = exact(ray.origin);
  const RVec3 d = exact(ray.direction);
  const RVec3 lo = exact(box.min);
  const RVec3 hi = exact(box.max);
  return {Axis{o.x, d.x, lo.x, hi.x}, Axis{o.y, d.y, lo.y, hi.y}, Axis{o.z, d.z, lo.z, hi.z}};
}

bool box_empty(const std::array<Axis, 3>& ax) {
  for (const Axis& a : ax) {
    if (a.lo > a.hi) return true;
  }
  return false;
}

}  // namespace

bool ray_sphere_hits(Ray3 ray, Sphere sphere) { return classify(ray, sphere).kind != SphereCase::miss; }

std::optional<double> ray_sphere_entry_rounded(Ray3 ray, Sphere sphere) {
  const RaySphere rs = classify(ray, sphere);
  switch (rs.kind) {
    case SphereCase::miss:
      return std::nullopt;
    case SphereCase::at_origin:
      return 0.0;
    case SphereCase::ahead:
      break;
  }
  return round_enclosed(entry_enclosure(rs));
}

double ray_sphere_entry_ulp_error(double computed, Ray3 ray, Sphere sphere) {
  const RaySphere rs = classify(ray, sphere);
  switch (rs.kind) {
    case SphereCase::miss:
      throw std::invalid_argument("plumb::oracle::ray_sphere_entry_ulp_error: the ray misses the sphere");
    case SphereCase::at_origin:
      return ulp_error(computed, Rational(0));
    case SphereCase::ahead:
      break;
  }
  return ulp_error_enclosed(computed, entry_enclosure(rs));
}

std::optional<Rational> ray_box_entry(Ray3 ray, Box box) {
  const std::array<Axis, 3> ax = axes(ray, box);
  if (box_empty(ax)) return std::nullopt;
  // The intersection [low, high] of t >= 0 with each axis's interval
  // (high unbounded until an axis bounds it).
  Rational low(0);
  bool bounded = false;
  Rational high;
  for (const Axis& a : ax) {
    if (a.d == 0) {
      if (a.o < a.lo || a.o > a.hi) return std::nullopt;
      continue;  // every t
    }
    Rational t1 = (a.lo - a.o) / a.d;
    Rational t2 = (a.hi - a.o) / a.d;
    if (t1 > t2) std::swap(t1, t2);
    if (t1 > low) low = t1;
    if (!bounded || t2 < high) high = t2;
    bounded = true;
  }
  if (bounded && low > high) return std::nullopt;
  return low;
}

std::optional<Rational> ray_box_entry_by_faces(Ray3 ray, Box box) {
  const std::array<Axis, 3> ax = axes(ray, box);
  if (box_empty(ax)) return std::nullopt;
  const auto inside = [&](std::size_t axis, const Rational& v) { return ax[axis].lo <= v && v <= ax[axis].hi; };
  // The origin itself.
  if (inside(0, ax[0].o) && inside(1, ax[1].o) && inside(2, ax[2].o)) return Rational(0);
  std::optional<Rational> best;
  for (std::size_t i = 0; i < 3; ++i) {
    if (ax[i].d == 0) continue;  // parallel to both faces of this axis
    for (const Rational* plane : {&ax[i].lo, &ax[i].hi}) {
      const Rational t = (*plane - ax[i].o) / ax[i].d;  // P_i(t) == plane exactly
      if (t < 0) continue;
      bool on_face = true;
      for (std::size_t j = 0; j < 3; ++j) {
        if (j != i && !inside(j, ax[j].o + t * ax[j].d)) on_face = false;
      }
      if (on_face && (!best || t < *best)) best = t;
    }
  }
  return best;
}

}  // namespace plumb::oracle
