// Plumb oracle, filtered path in 3D: a point against a triangle (see
// filtered_point_triangle3.h).
#include "oracle/filtered_point_triangle3.h"

#include <algorithm>
#include <cmath>

#include "oracle/filtered_closest3.h"
#include "oracle/filtered_quotient.h"

namespace plumb::oracle::filtered3 {
namespace fast = filtered::fast;
namespace {

bool in_range(Vec3 p) {
  return std::fabs(p.x) <= 0x1p200 && std::fabs(p.y) <= 0x1p200 && std::fabs(p.z) <= 0x1p200;
}

// Which corner of the triangle an edge's answer is, when it is an end
// (t exactly 0 or 1); -1 otherwise. Corners: 0 = a, 1 = b, 2 = c.
int corner(const Closest3& c, int at_start, int at_end) {
  if (c.t.err != 0 || c.t.lo != 0) return -1;
  if (c.t.hi == 0) return at_start;
  if (c.t.hi == 1) return at_end;
  return -1;
}

// The projection of p onto the plane: x = p - (n . w / n . n) n, squared
// distance (n . w)^2 / n . n.
std::optional<TriangleClosest3> projection(Vec3 p, const Triangle3& t, const ApproxVec3& n, const Approx& nn) {
  const Approx nw = fast::add(fast::add(fast::mul(n.x, fast::exact_difference(p.x, t.a.x)),
                                        fast::mul(n.y, fast::exact_difference(p.y, t.a.y))),
                              fast::mul(n.z, fast::exact_difference(p.z, t.a.z)));
  const std::optional<Approx> q = quotient(nw, nn), d2 = quotient(fast::mul(nw, nw), nn);
  if (!q || !d2) return std::nullopt;
  TriangleClosest3 out;
  const Approx* ni[3] = {&n.x, &n.y, &n.z};
  const double pi[3] = {p.x, p.y, p.z};
  for (int i = 0; i < 3; ++i)
    out.point[i] = (ni[i]->hi == 0 && ni[i]->lo == 0 && ni[i]->err == 0) ? fast::exact(pi[i])
                                                                          : fast::sub(fast::exact(pi[i]), fast::mul(*q, *ni[i]));
  out.squared_distance = *d2;
  return out;
}

// The least of the three edges' closest points.
std::optional<TriangleClosest3> nearest_edge(Vec3 p, const Triangle3& t) {
  const std::optional<Closest3> ab = closest_point3_in_range(Segment3{t.a, t.b}, p),
                                ac = closest_point3_in_range(Segment3{t.a, t.c}, p),
                                bc = closest_point3_in_range(Segment3{t.b, t.c}, p);
  if (!ab || !ac || !bc) return std::nullopt;
  const Closest3* edges[3] = {&*ab, &*ac, &*bc};
  const Vec3 ends[3][2] = {{t.a, t.b}, {t.a, t.c}, {t.b, t.c}};
  const int corners[3][2] = {{0, 1}, {0, 2}, {1, 2}};
  int best = 0;
  for (int k = 1; k < 3; ++k) {
    // The same segment (a repeated corner): the same answer.
    if (ends[k][0] == ends[best][0] && ends[k][1] == ends[best][1]) continue;
    const std::optional<int> order =
        fast::certified_sign(fast::sub(edges[k]->squared_distance, edges[best]->squared_distance));
    if (order && *order < 0) {
      best = k;
    } else if (!order || *order == 0) {
      // Equal or not told apart: the same point when both are one corner.
      const int x = corner(*edges[k], corners[k][0], corners[k][1]),
                y = corner(*edges[best], corners[best][0], corners[best][1]);
      if (x < 0 || x != y) return std::nullopt;
    }
  }
  return TriangleClosest3{edges[best]->point, edges[best]->squared_distance, 0};
}

std::optional<TriangleClosest3> on_scaled(Vec3 p, const Triangle3& t) {
  const ApproxVec3 n = cross3(t.b, t.a, t.c, t.a);
  const Approx nn = fast::add(fast::add(fast::mul(n.x, n.x), fast::mul(n.y, n.y)), fast::mul(n.z, n.z));
  const std::optional<int> area = fast::certified_sign(nn);  // det G = |n|^2
  if (!area) return std::nullopt;
  // No area (exactly): the triangle is the union of its edges (a segment or
  // a point), so the closest point is the least edge answer -- unique,
  // though u and v (which the point and the squared distance do not need)
  // are then one choice among several.
  if (*area == 0) return nearest_edge(p, t);
  const Approx g11 = dot3(t.b, t.a, t.b, t.a), g12 = dot3(t.b, t.a, t.c, t.a), g22 = dot3(t.c, t.a, t.c, t.a);
  const Approx r1 = dot3(t.b, t.a, p, t.a), r2 = dot3(t.c, t.a, p, t.a);
  const Approx un = fast::sub(fast::mul(g22, r1), fast::mul(g12, r2)),
               vn = fast::sub(fast::mul(g11, r2), fast::mul(g12, r1));
  const Approx det = fast::sub(fast::mul(g11, g22), fast::mul(g12, g12));
  const std::optional<int> su = fast::certified_sign(un), sv = fast::certified_sign(vn),
                           sw = fast::certified_sign(fast::sub(fast::sub(det, un), vn));
  if (!su || !sv || !sw) return std::nullopt;
  if (*su >= 0 && *sv >= 0 && *sw >= 0) return projection(p, t, n, nn);
  return nearest_edge(p, t);
}

}  // namespace

std::optional<TriangleClosest3> closest_point_triangle3(Vec3 p, Triangle3 t) {
  if (!fast::on()) return std::nullopt;
  double* const v[] = {&p.x, &p.y, &p.z, &t.a.x, &t.a.y, &t.a.z, &t.b.x, &t.b.y, &t.b.z, &t.c.x, &t.c.y, &t.c.z};
  const int k = filtered::scale_exactly(v);  // 0 for non-finite input
  for (const Vec3 q : {p, t.a, t.b, t.c})
    if (!in_range(q)) return std::nullopt;  // also NaN and infinities
  std::optional<TriangleClosest3> out = on_scaled(p, t);
  if (out) out->k = k;
  return out;
}

TriangleMeasures3 point_triangle3_measures(Vec3, const Triangle3& t, const TriangleClosest3& e,
                                           const Vec3* computed_point, const double* computed_squared_distance) {
  TriangleMeasures3 out;
  if (computed_point) {
    // The scale u (|a_i| + |b_i| + |c_i| + m) on the scaled inputs; m 2^-k
    // as a double is exact or below it, so the measure is at least the
    // exact one (as in filtered_closest3.cpp).
    const Approx m = fast::exact(std::ldexp(0x1p-1022, -e.k));
    const double got[3] = {computed_point->x, computed_point->y, computed_point->z};
    const double a[3] = {t.a.x, t.a.y, t.a.z}, b[3] = {t.b.x, t.b.y, t.b.z}, c[3] = {t.c.x, t.c.y, t.c.z};
    double worst = 0;
    bool certified = true;
    for (int i = 0; i < 3 && certified; ++i) {
      const double x = std::ldexp(got[i], -e.k);
      const Approx scale = fast::add(
          fast::add(fast::add(fast::exact(std::fabs(std::ldexp(a[i], -e.k))), fast::exact(std::fabs(std::ldexp(b[i], -e.k)))),
                    fast::exact(std::fabs(std::ldexp(c[i], -e.k)))),
          m);
      const std::optional<double> error =
          std::ldexp(x, e.k) == got[i] ? scaled_error(x, e.point[i], scale) : std::nullopt;
      certified = error.has_value();
      if (error) worst = std::max(worst, *error);
    }
    if (certified) out.point = worst;
  }
  if (computed_squared_distance) {
    const double c = std::ldexp(*computed_squared_distance, -2 * e.k);
    if (std::ldexp(c, 2 * e.k) == *computed_squared_distance) out.squared_distance = ulp_error(c, e.squared_distance, 2 * e.k);
  }
  return out;
}

}  // namespace plumb::oracle::filtered3
