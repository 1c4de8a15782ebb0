// Plumb oracle: the first contact of a ray or segment lying in a triangle's
// plane, by exact projection to 2D (see triangle_in_plane.h).
#include "oracle/triangle_in_plane.h"

#include <array>

#include "oracle/exact3d.h"

namespace plumb::oracle {
namespace {

struct R2 {
  Rational x, y;
};

R2 minus(const R2& p, const R2& q) { return {p.x - q.x, p.y - q.y}; }
Rational cross(const R2& p, const R2& q) { return p.x * q.y - p.y * q.x; }

Rational component(const RVec3& p, int k) { return k == 0 ? p.x : k == 1 ? p.y : p.z; }

// The index of n's largest |component| (n != 0: that component is not 0).
int dominant_axis(const RVec3& n) {
  const Rational ax = abs(n.x), ay = abs(n.y), az = abs(n.z);
  if (ax >= ay && ax >= az) return 0;
  return ay >= az ? 1 : 2;
}

// p without its coordinate k: the next two coordinates in cyclic order.
R2 drop(const RVec3& p, int k) { return {component(p, (k + 1) % 3), component(p, (k + 2) % 3)}; }

bool lies_in_plane(const RVec3& o, const RVec3& d, const RVec3& a, const RVec3& n) {
  return !(n == RVec3{}) && !(d == RVec3{}) && dot(n, d) == 0 && dot(n, o - a) == 0;
}

RVec3 normal(const Triangle3& tri) {
  const RVec3 a = exact(tri.a);
  return cross(exact(tri.b) - a, exact(tri.c) - a);
}

// The first contact of o + t d, t in [0, limit] (no limit for a ray), with
// the triangle, all in its plane: t, u, v.
std::optional<ExactTriangleHit> first_contact(const RVec3& o3, const RVec3& d3, const Triangle3& tri,
                                              const std::optional<Rational>& limit) {
  const RVec3 a3 = exact(tri.a), n = normal(tri);
  if (!lies_in_plane(o3, d3, a3, n)) return std::nullopt;
  const int k = dominant_axis(n);
  const R2 o = drop(o3, k), d = drop(d3, k), a = drop(a3, k), b = drop(exact(tri.b), k), c = drop(exact(tri.c), k);
  const Rational area = cross(minus(b, a), minus(c, a));  // n_k, not 0
  // The barycentric weights of b and c at the point x.
  const auto weights = [&](const R2& x) {
    return std::array<Rational, 2>{cross(minus(x, a), minus(c, a)) / area, cross(minus(b, a), minus(x, a)) / area};
  };
  const auto w0 = weights(o);
  if (w0[0] >= 0 && w0[1] >= 0 && w0[0] + w0[1] <= 1) return ExactTriangleHit{Rational(0), w0[0], w0[1]};
  std::optional<Rational> best;
  const std::array<std::array<const R2*, 2>, 3> edges{{{&a, &b}, {&b, &c}, {&c, &a}}};
  for (const auto& edge : edges) {
    const R2 e = minus(*edge[1], *edge[0]), po = minus(*edge[0], o);
    const Rational den = cross(d, e);
    if (den == 0) continue;  // parallel to d: its first contact is a corner another edge meets
    const Rational t = cross(po, e) / den, s = cross(po, d) / den;
    if (s < 0 || s > 1 || t < 0 || (limit && t > *limit)) continue;
    if (!best || t < *best) best = t;
  }
  if (!best) return std::nullopt;
  const auto w = weights(R2{o.x + *best * d.x, o.y + *best * d.y});
  return ExactTriangleHit{*best, w[0], w[1]};
}

}  // namespace

bool ray_in_triangle_plane(Ray3 ray, Triangle3 tri) {
  return lies_in_plane(exact(ray.origin), exact(ray.direction), exact(tri.a), normal(tri));
}

bool segment_in_triangle_plane(Segment3 s, Triangle3 tri) {
  const RVec3 a = exact(s.a);
  return lies_in_plane(a, exact(s.b) - a, exact(tri.a), normal(tri));
}

std::optional<ExactTriangleHit> ray_triangle_first_contact(Ray3 ray, Triangle3 tri) {
  return first_contact(exact(ray.origin), exact(ray.direction), tri, std::nullopt);
}

std::optional<ExactSegmentTriangle> segment_triangle_first_contact(Segment3 s, Triangle3 tri) {
  const RVec3 a = exact(s.a);
  const auto h = first_contact(a, exact(s.b) - a, tri, Rational(1));
  if (!h) return std::nullopt;
  return ExactSegmentTriangle{h->t, h->u, h->v};
}

}  // namespace plumb::oracle
