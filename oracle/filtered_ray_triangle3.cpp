// Plumb oracle, filtered path in 3D: a ray against a triangle (see
// filtered_ray_triangle3.h).
#include "oracle/filtered_ray_triangle3.h"

#include <cmath>

#include "oracle/filtered_quotient.h"

namespace plumb::oracle::filtered3 {
namespace fast = filtered::fast;
namespace {

bool in_range(Vec3 p) {
  return std::fabs(p.x) <= 0x1p200 && std::fabs(p.y) <= 0x1p200 && std::fabs(p.z) <= 0x1p200;
}

struct Diff {
  double x, y, z;
};
Diff minus(Vec3 p, Vec3 q) { return Diff{p.x - q.x, p.y - q.y, p.z - q.z}; }

// sign_of_det3, else the double-double value's certified sign.
std::optional<int> sign_of(Vec3 p1, Vec3 q1, Vec3 p2, Vec3 q2, Vec3 p3, Vec3 q3) {
  if (const std::optional<int> plain = sign_of_det3(p1, q1, p2, q2, p3, q3)) return plain;
  return fast::certified_sign(det3(p1, q1, p2, q2, p3, q3));
}

}  // namespace

std::optional<int> sign_of_det3(Vec3 p1, Vec3 q1, Vec3 p2, Vec3 q2, Vec3 p3, Vec3 q3) {
  const Diff a = minus(p1, q1), b = minus(p2, q2), c = minus(p3, q3);
  const double bc1 = b.y * c.z, bc2 = b.z * c.y, bc3 = b.z * c.x, bc4 = b.x * c.z, bc5 = b.x * c.y, bc6 = b.y * c.x;
  const double s = (a.x * (bc1 - bc2) + a.y * (bc3 - bc4)) + a.z * (bc5 - bc6);
  const double p = (std::fabs(a.x) * (std::fabs(bc1) + std::fabs(bc2)) + std::fabs(a.y) * (std::fabs(bc3) + std::fabs(bc4))) +
                   std::fabs(a.z) * (std::fabs(bc5) + std::fabs(bc6));
  const double bound =
      fast::testing::rounding_bound_fault.load(std::memory_order_relaxed) ? 0.0 : p * 0x1p-48 + 0x1p-870;
  if (!(std::fabs(s) > bound)) return std::nullopt;
  return s > 0 ? 1 : -1;
}

Approx det3(Vec3 p1, Vec3 q1, Vec3 p2, Vec3 q2, Vec3 p3, Vec3 q3) {
  const Approx ax = fast::exact_difference(p1.x, q1.x), ay = fast::exact_difference(p1.y, q1.y),
               az = fast::exact_difference(p1.z, q1.z);
  const ApproxVec3 n = cross3(p2, q2, p3, q3);
  return fast::add(fast::add(fast::mul(ax, n.x), fast::mul(ay, n.y)), fast::mul(az, n.z));
}

std::optional<std::optional<TriangleHit3>> ray_triangle_hit(Ray3 ray, Triangle3 tri, bool front_only,
                                                            bool with_values) {
  if (!fast::on()) return std::nullopt;
  double* const v[] = {&ray.origin.x, &ray.origin.y, &ray.origin.z, &ray.direction.x, &ray.direction.y,
                       &ray.direction.z, &tri.a.x, &tri.a.y, &tri.a.z, &tri.b.x, &tri.b.y, &tri.b.z,
                       &tri.c.x, &tri.c.y, &tri.c.z};
  filtered::scale_exactly(v);  // 0 (nothing scaled) for non-finite input
  for (const Vec3 p : {ray.origin, ray.direction, tri.a, tri.b, tri.c})
    if (!in_range(p)) return std::nullopt;  // also NaN and infinities
  const Vec3 o = ray.origin, zero{0, 0, 0}, d = ray.direction, a = tri.a, b = tri.b, c = tri.c;
  using None = std::optional<TriangleHit3>;
  // det = det[d, a - b, a - c].
  const std::optional<int> det = sign_of(d, zero, a, b, a, c);
  if (!det) return std::nullopt;
  if (*det == 0 || (front_only && *det > 0)) return None();
  // t, u, v and 1 - u - v have the signs of these determinants times det's.
  const std::optional<int> t = sign_of(a, o, a, b, a, c);  // det[r, m1, m2]
  if (!t) return std::nullopt;
  if (*t * *det < 0) return None();
  const std::optional<int> u = sign_of(d, zero, a, o, a, c);  // det[d, r, m2]
  if (!u) return std::nullopt;
  if (*u * *det < 0) return None();
  const std::optional<int> w = sign_of(d, zero, a, b, a, o);  // det[d, m1, r]
  if (!w) return std::nullopt;
  if (*w * *det < 0) return None();
  const std::optional<int> rest = sign_of(d, zero, c, b, c, o);  // det (u + v - 1)
  if (!rest) return std::nullopt;
  if (*rest * *det > 0) return None();
  if (!with_values) return std::optional<TriangleHit3>(TriangleHit3{});
  // A hit: the quotients, with det made positive.
  Approx den = det3(d, zero, a, b, a, c), nt = det3(a, o, a, b, a, c), nu = det3(d, zero, a, o, a, c),
         nv = det3(d, zero, a, b, a, o);
  if (*det < 0) den = fast::neg(den), nt = fast::neg(nt), nu = fast::neg(nu), nv = fast::neg(nv);
  const std::optional<Approx> qt = quotient(nt, den), qu = quotient(nu, den), qv = quotient(nv, den);
  if (!qt || !qu || !qv) return std::nullopt;
  return std::optional<TriangleHit3>(TriangleHit3{*qt, *qu, *qv});
}

}  // namespace plumb::oracle::filtered3
