#include "judge/condition.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "oracle/rvec.h"

namespace plumb::condition {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

double d(const Rational& q) { return q.convert_to<double>(); }
Rational abs(const Rational& q) { return q < 0 ? Rational(-q) : q; }

// |fast - exact| as a double (rounded to nearest: a tolerance needs a few digits).
double error_of(double fast, const Rational& exact) {
  if (!std::isfinite(fast)) return kInf;
  return std::fabs(d(oracle::exact(fast) - exact));
}

double norm1(double x, double y) { return std::fabs(x) + std::fabs(y); }
double norm1(double x, double y, double z) { return std::fabs(x) + std::fabs(y) + std::fabs(z); }

}  // namespace

double scale(std::initializer_list<double> values) {
  double s = 0;
  for (double v : values)
    if (std::isfinite(v)) s = std::max(s, std::fabs(v));
  return s;
}

double scale2(std::initializer_list<Vec2> points) {
  double s = 0;
  for (Vec2 p : points) s = std::max(s, scale({p.x, p.y}));
  return s;
}

double scale3(std::initializer_list<Vec3> points) {
  double s = 0;
  for (Vec3 p : points) s = std::max(s, scale({p.x, p.y, p.z}));
  return s;
}

Deviation value(double fast, const Rational& exact, double c) {
  return {error_of(fast, exact), std::fabs(d(exact)), c};
}

Deviation root(double fast, const Rational& square, double c) {
  const double r = std::sqrt(d(square));
  if (!std::isfinite(fast)) return {kInf, r, c};
  // |f - sqrt(D)| = |f^2 - D| / (f + sqrt(D)), without cancellation.
  const Rational f = oracle::exact(fast);
  const double num = std::fabs(d(f * f - square));
  const double den = std::fabs(fast) + r;
  return {den > 0 ? num / den : 0.0, r, c};
}

Deviation point(Vec2 fast, const oracle::RVec2& exact, double c) {
  const double e = std::max(error_of(fast.x, exact.x), error_of(fast.y, exact.y));
  return {e, std::max(std::fabs(d(exact.x)), std::fabs(d(exact.y))), c};
}

Deviation point3(Vec3 fast, const oracle::RVec3& exact, double c) {
  const double e = std::max({error_of(fast.x, exact.x), error_of(fast.y, exact.y), error_of(fast.z, exact.z)});
  return {e, std::max({std::fabs(d(exact.x)), std::fabs(d(exact.y)), std::fabs(d(exact.z))}), c};
}

double distance(double s, int dim) { return 2.0 * std::sqrt(double(dim)) * s; }

double squared_distance(const Rational& square, double s, int dim, double u) {
  const double c = distance(s, dim);
  return 2.0 * std::sqrt(d(square)) * c + u * c * c;
}

double projection(const Segment& s, Vec2 p) {
  const double dx = s.b.x - s.a.x, dy = s.b.y - s.a.y;
  const oracle::RVec2 rd = oracle::exact(s.b) - oracle::exact(s.a), rp = oracle::exact(p) - oracle::exact(s.a);
  const double dd = d(oracle::dot(rd, rd));
  if (dd == 0) return kInf;
  const double t = d(oracle::dot(rp, rd)) / dd;
  const double S = scale2({s.a, s.b, p});
  return 2 * S * (norm1(dx, dy) + norm1(p.x - s.a.x, p.y - s.a.y) + 2 * std::fabs(t) * norm1(dx, dy)) / dd;
}

double projection3(const Segment3& s, Vec3 p) {
  const oracle::RVec3 rd = oracle::exact(s.b) - oracle::exact(s.a), rp = oracle::exact(p) - oracle::exact(s.a);
  const double dd = d(oracle::dot(rd, rd));
  if (dd == 0) return kInf;
  const double t = d(oracle::dot(rp, rd)) / dd;
  const double S = scale3({s.a, s.b, p});
  const double n_d = norm1(d(rd.x), d(rd.y), d(rd.z)), n_p = norm1(d(rp.x), d(rp.y), d(rp.z));
  return 2 * S * (n_d + n_p + 2 * std::fabs(t) * n_d) / dd;
}

double segment_pair3(const Segment3& s1, const Segment3& s2, const Rational& s, const Rational& t,
                     const Rational& squared_distance, bool first) {
  const oracle::RVec3 d1 = oracle::exact(s1.b) - oracle::exact(s1.a), d2 = oracle::exact(s2.b) - oracle::exact(s2.a);
  const oracle::RVec3 r = oracle::exact(s1.a) - oracle::exact(s2.a);
  const Rational a = oracle::dot(d1, d1), e = oracle::dot(d2, d2);
  // A point has nothing to move along; the other parameter projects it.
  if (a == 0) return first ? 0.0 : projection3(s2, s1.a);
  if (e == 0) return first ? projection3(s1, s2.a) : 0.0;
  const oracle::RVec3 n{d1.y * d2.z - d1.z * d2.y, d1.z * d2.x - d1.x * d2.z, d1.x * d2.y - d1.y * d2.x};
  const Rational nn = oracle::dot(n, n);
  if (nn == 0) return kInf;
  // Seen along n the two lines cross at angle theta (|n| = |d1| |d2| sin
  // theta): as the crossing parameter in 2D, with the 3D norms (a moved
  // coordinate moves a cross product by sqrt(3) times its 2D share), plus
  // the tilt of n, which slides the crossing by the tilt times the lines'
  // offset sqrt(D*). Each term is rounded once from an exact square, so tiny
  // or huge inputs neither underflow nor overflow on the way.
  auto n1 = [](const oracle::RVec3& v) { return abs(v.x) + abs(v.y) + abs(v.z); };
  const Rational S = oracle::exact(scale3({s1.a, s1.b, s2.a, s2.b}));
  const Rational& own = first ? s : t;
  const Rational lead = (first ? n1(d2) : n1(d1)) + n1(r) + abs(own) * (n1(d1) + n1(d2));
  const double cross = 2 * std::sqrt(3.0) * std::sqrt(d(S * S * lead * lead / nn));
  // (|d1| + |d2|)^2 <= 2 (a + e); the other line's length is the lever.
  const double tilt =
      4 * std::sqrt(3.0) * std::sqrt(d(S * S * 2 * (a + e) * squared_distance * (first ? e : a) / (nn * nn)));
  // A clamped parameter is a projection of the other point, moved as one.
  const oracle::RVec3 other = first ? oracle::point_at(oracle::exact(s2), t) : oracle::point_at(oracle::exact(s1), s);
  const Vec3 at{d(other.x), d(other.y), d(other.z)};
  return std::max(cross + tilt, first ? projection3(s1, at) : projection3(s2, at));
}

double segment_pair3_equations(const Segment3& s1, const Segment3& s2, const Rational& s, const Rational& t,
                               bool first) {
  const oracle::RVec3 d1 = oracle::exact(s1.b) - oracle::exact(s1.a), d2 = oracle::exact(s2.b) - oracle::exact(s2.a);
  const oracle::RVec3 r = oracle::exact(s1.a) - oracle::exact(s2.a);
  const Rational ra = oracle::dot(d1, d1), re = oracle::dot(d2, d2), rb = oracle::dot(d1, d2);
  if (ra == 0) return first ? 0.0 : projection3(s2, s1.a);
  if (re == 0) return first ? projection3(s1, s2.a) : 0.0;
  const Rational denom = ra * re - rb * rb;
  if (denom == 0) return kInf;
  // Exactly, then rounded once: tiny or huge inputs neither underflow nor overflow on the way.
  auto n1 = [](const oracle::RVec3& v) { return abs(v.x) + abs(v.y) + abs(v.z); };
  const Rational l1 = n1(d1), l2 = n1(d2), lr = n1(r), as = abs(s), at = abs(t), b = abs(rb);
  const Rational r1 = l1 + lr + 2 * as * l1 + at * (l1 + l2), r2 = l2 + lr + as * (l1 + l2) + 2 * at * l2;
  const double S = scale3({s1.a, s1.b, s2.a, s2.b});
  return 2 * S * d((first ? re * r1 + b * r2 : b * r1 + ra * r2) / denom);
}

double crossing(const Segment& s1, const Segment& s2, const oracle::RVec2& contact, bool first) {
  const oracle::RSegment r1 = oracle::exact(s1), r2 = oracle::exact(s2);
  const oracle::RVec2 dv = oracle::direction(r1), ev = oracle::direction(r2), ca = r2.a - r1.a;
  const Rational den = oracle::cross(dv, ev);
  const Vec2 at{d(contact.x), d(contact.y)};
  if (den == 0)  // collinear contact: the parameter of a point projected on the line
    return first ? projection(s1, at) : projection(s2, at);
  const double S = scale2({s1.a, s1.b, s2.a, s2.b});
  const double n_d = norm1(d(dv.x), d(dv.y)), n_e = norm1(d(ev.x), d(ev.y)), n_ca = norm1(d(ca.x), d(ca.y));
  const double t = d((first ? oracle::cross(ca, ev) : oracle::cross(ca, dv)) / den);
  const double lead = first ? n_e + n_ca : n_d + n_ca;
  return 2 * S * (lead + std::fabs(t) * (n_e + n_d)) / std::fabs(d(den));
}

double along(const Segment& s, const Rational& t, double c_t) {
  const double S = scale2({s.a, s.b});
  const double reach = std::max(std::fabs(s.b.x - s.a.x), std::fabs(s.b.y - s.a.y));
  return S * (1 + 2 * std::fabs(d(t))) + (reach == 0 ? 0.0 : reach * c_t);
}

double along3(const Segment3& s, const Rational& t, double c_t) {
  const double S = scale3({s.a, s.b});
  const double reach = std::max({std::fabs(s.b.x - s.a.x), std::fabs(s.b.y - s.a.y), std::fabs(s.b.z - s.a.z)});
  return S * (1 + 2 * std::fabs(d(t))) + (reach == 0 ? 0.0 : reach * c_t);
}

double triangle_point(Vec3 p, const Triangle3& t, const oracle::ExactTriangleClosest& e) {
  const double S = scale3({p, t.a, t.b, t.c});
  switch (e.feature) {
    case TriangleFeature::vertex_a:
    case TriangleFeature::vertex_b:
    case TriangleFeature::vertex_c: return S;
    case TriangleFeature::edge_ab: return along3({t.a, t.b}, e.u, projection3({t.a, t.b}, p));
    case TriangleFeature::edge_ca: return along3({t.a, t.c}, e.v, projection3({t.a, t.c}, p));
    case TriangleFeature::edge_bc: return along3({t.b, t.c}, e.v, projection3({t.b, t.c}, p));
    default: break;
  }
  auto length = [](Vec3 x, Vec3 y) { return std::hypot(x.x - y.x, x.y - y.y, x.z - y.z); };
  const double ab = length(t.b, t.a), ac = length(t.c, t.a), ap = length(p, t.a);
  const Vec3 u{t.b.x - t.a.x, t.b.y - t.a.y, t.b.z - t.a.z}, v{t.c.x - t.a.x, t.c.y - t.a.y, t.c.z - t.a.z};
  const double n = std::hypot(u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x);
  return n == 0 ? kInf : 4 * S + 8 * S * (ab + ac) * ap / n;
}

namespace {

// f(p) = n . p - offset, and F_p = 2 (sum |n_i p_i| + |offset|).
double side(const Plane& plane, Vec3 p, double* scale_out) {
  const oracle::RVec3 n = oracle::exact(plane.normal), q = oracle::exact(p);
  const Rational off = oracle::exact(plane.offset);
  *scale_out = 2 * (std::fabs(d(n.x * q.x)) + std::fabs(d(n.y * q.y)) + std::fabs(d(n.z * q.z)) + std::fabs(d(off)));
  return d(n.x * q.x + n.y * q.y + n.z * q.z - off);
}

}  // namespace

double plane_crossing(const Segment3& s, const Plane& plane, const Rational& t) {
  double fa_scale = 0, fb_scale = 0;
  const double fa = side(plane, s.a, &fa_scale), fb = side(plane, s.b, &fb_scale);
  if (fa == fb) return kInf;
  return (fa_scale + std::fabs(d(t)) * (fa_scale + fb_scale)) / std::fabs(fa - fb);
}

double plane_hit(const Ray3& ray, const Plane& plane, const Rational& t) {
  double f_scale = 0;
  side(plane, ray.origin, &f_scale);
  const oracle::RVec3 n = oracle::exact(plane.normal), dir = oracle::exact(ray.direction);
  const double nd = d(oracle::dot(n, dir));
  if (nd == 0) return kInf;
  const double nd_scale = 2 * (std::fabs(d(n.x * dir.x)) + std::fabs(d(n.y * dir.y)) + std::fabs(d(n.z * dir.z)));
  return (f_scale + std::fabs(d(t)) * nd_scale) / std::fabs(nd);
}

double box_entry(Vec3 origin, Vec3 direction, Vec3 lo, Vec3 hi, const Rational& t) {
  const double S = std::max(scale3({origin, lo, hi}), scale3({direction}));
  double least = kInf;
  for (double di : {direction.x, direction.y, direction.z})
    if (di != 0) least = std::min(least, std::fabs(di));
  if (std::isinf(least)) return 0.0;  // a zero direction: the entry is 0 exactly
  return S * (2 + std::fabs(d(t))) / least;
}

double sphere_entry(Vec3 origin, Vec3 direction, Vec3 centre, double radius, const Rational& t, double u) {
  const oracle::RVec3 dir = oracle::exact(direction), m = oracle::exact(origin) - oracle::exact(centre);
  const double S = std::max(scale3({origin, centre, direction}), std::fabs(radius));
  const double A = d(oracle::dot(dir, dir)), B = d(oracle::dot(m, dir));
  if (A == 0) return 0.0;
  const double tt = std::fabs(d(t));
  const double n_d = norm1(direction.x, direction.y, direction.z);
  const double n_m = norm1(d(m.x), d(m.y), d(m.z));
  // |Delta q(t)| <= u G for coordinates moved by u S (and the radius by u r).
  const double G = 2 * S * n_d * tt * tt + 2 * S * (2 * n_d + n_m) * tt + 4 * S * n_m + 2 * radius * radius;
  const double slope = std::fabs(2 * (A * d(t) + B));
  if (slope * slope >= 4 * A * u * G) return G / std::max(slope, 1e-300);
  return 2 * std::sqrt(G / (u * A));
}

double capsule_entry(const Ray3& ray, const Capsule& c, const Rational& t, double u) {
  const Vec3 o = ray.origin, dir = ray.direction;
  const Vec3 ax{c.b.x - c.a.x, c.b.y - c.a.y, c.b.z - c.a.z};
  const double uu = ax.x * ax.x + ax.y * ax.y + ax.z * ax.z, tt = d(t);
  const Vec3 p{o.x + tt * dir.x - c.a.x, o.y + tt * dir.y - c.a.y, o.z + tt * dir.z - c.a.z};
  const double foot = uu > 0 ? (p.x * ax.x + p.y * ax.y + p.z * ax.z) / uu : 0.0;
  if (!(foot > 0)) return sphere_entry(o, dir, c.a, c.radius, t, u);
  if (foot >= 1) return sphere_entry(o, dir, c.b, c.radius, t, u);
  auto normal_part = [&](Vec3 v) {
    const double k = (v.x * ax.x + v.y * ax.y + v.z * ax.z) / uu;
    return Vec3{v.x - k * ax.x, v.y - k * ax.y, v.z - k * ax.z};
  };
  return sphere_entry(normal_part({o.x - c.a.x, o.y - c.a.y, o.z - c.a.z}), normal_part(dir), Vec3{}, c.radius, t, u);
}

double triangle_hit(const Ray3& ray, const Triangle3& tri, int which, const Rational& q) {
  auto n1 = [](Vec3 p, Vec3 o) { return norm1(p.x - o.x, p.y - o.y, p.z - o.z); };
  const double S = scale3({ray.origin, tri.a, tri.b, tri.c, ray.direction});
  const double nd = norm1(ray.direction.x, ray.direction.y, ray.direction.z);
  const double e1 = n1(tri.b, tri.a), e2 = n1(tri.c, tri.a), s = n1(ray.origin, tri.a);
  const oracle::RVec3 a = oracle::exact(tri.a), e1r = oracle::exact(tri.b) - a, e2r = oracle::exact(tri.c) - a,
                      dr = oracle::exact(ray.direction);
  const oracle::RVec3 n{e1r.y * e2r.z - e1r.z * e2r.y, e1r.z * e2r.x - e1r.x * e2r.z, e1r.x * e2r.y - e1r.y * e2r.x};
  const double D = std::fabs(d(oracle::dot(dr, n)));
  if (D == 0) return kInf;
  const double k_d = e1 * e2 + nd * e2 + nd * e1;          // d . (e2 x e1)
  const double k_n = which == 0 ? e1 * e2 + s * e2 + s * e1  // e2 . (s x e1)
                     : which == 1 ? e2 * s + nd * s + nd * e2  // s . (d x e2)
                                  : s * e1 + nd * e1 + nd * s;  // d . (s x e1)
  return 2 * S * (k_n + std::fabs(d(q)) * k_d) / D;
}

double triangle_in_plane(Vec3 origin, Vec3 direction, const Triangle3& tri, int which, const Rational& t,
                         const Rational& u, const Rational& v) {
  const oracle::RVec3 a = oracle::exact(tri.a);
  const oracle::RVec3 n = oracle::cross(oracle::exact(tri.b) - a, oracle::exact(tri.c) - a);
  const double nx = std::fabs(d(n.x)), ny = std::fabs(d(n.y)), nz = std::fabs(d(n.z));
  if (nx == 0 && ny == 0 && nz == 0) return kInf;
  const int k = nx >= ny && nx >= nz ? 0 : ny >= nz ? 1 : 2;
  const double area = k == 0 ? nx : k == 1 ? ny : nz;  // |A|, the projected triangle's doubled area
  // p without its coordinate k (differences of doubles, rounded: a bound's inputs).
  const auto drop = [k](Vec3 p) {
    const double c[3] = {p.x, p.y, p.z};
    return Vec2{c[(k + 1) % 3], c[(k + 2) % 3]};
  };
  const auto n1 = [](Vec2 p, Vec2 q) { return norm1(p.x - q.x, p.y - q.y); };
  const double S = scale3({origin, tri.a, tri.b, tri.c, direction});
  const Vec2 o = drop(origin), dd = drop(direction), pa = drop(tri.a), pb = drop(tri.b), pc = drop(tri.c);
  const double nd = norm1(dd.x, dd.y), td = d(t);
  // C_t: the crossing parameter on the best conditioned edge the contact lies on.
  double c_t = 0;
  if (t != 0) {
    c_t = kInf;
    const bool on[3] = {v == 0, u + v == 1, u == 0};  // a-b, b-c, c-a
    const Vec2 from[3] = {pa, pb, pc}, to[3] = {pb, pc, pa};
    for (int i = 0; i < 3; ++i) {
      if (!on[i]) continue;
      const Vec2 e{to[i].x - from[i].x, to[i].y - from[i].y};
      const double den = std::fabs(dd.x * e.y - dd.y * e.x);
      if (den == 0) continue;
      const double ne = norm1(e.x, e.y);
      c_t = std::min(c_t, 2 * S * ((ne + n1(from[i], o)) + std::fabs(td) * (ne + nd)) / den);
    }
  }
  if (which == 0) return c_t;
  const Vec2 x{o.x + td * dd.x, o.y + td * dd.y};
  const double ne = which == 1 ? n1(pc, pa) : n1(pb, pa);
  const double w = std::fabs(d(which == 1 ? u : v));
  return 2 * S * (n1(x, pa) + ne + w * (n1(pb, pa) + n1(pc, pa))) / area + c_t * nd * ne / area;
}

double segment_triangle(const Segment3& s, const Triangle3& tri, int which, const Rational& q) {
  auto n1 = [](Vec3 p, Vec3 o) { return norm1(p.x - o.x, p.y - o.y, p.z - o.z); };
  const double S = scale3({s.a, s.b, tri.a, tri.b, tri.c});
  // d = b - a is a difference like e1, e2 and a - ta: each moves by at most
  // 2 u S per coordinate, the bound triangle_hit's sum assumes for every factor.
  const double nd = n1(s.b, s.a);
  const double e1 = n1(tri.b, tri.a), e2 = n1(tri.c, tri.a), w = n1(s.a, tri.a);
  const oracle::RVec3 a = oracle::exact(tri.a), e1r = oracle::exact(tri.b) - a, e2r = oracle::exact(tri.c) - a,
                      dr = oracle::exact(s.b) - oracle::exact(s.a);
  const oracle::RVec3 n{e1r.y * e2r.z - e1r.z * e2r.y, e1r.z * e2r.x - e1r.x * e2r.z, e1r.x * e2r.y - e1r.y * e2r.x};
  const double D = std::fabs(d(oracle::dot(dr, n)));
  if (D == 0) return kInf;
  const double k_d = e1 * e2 + nd * e2 + nd * e1;
  const double k_n = which == 0 ? e1 * e2 + w * e2 + w * e1
                     : which == 1 ? e2 * w + nd * w + nd * e2
                                  : w * e1 + nd * e1 + nd * w;
  return 2 * S * (k_n + std::fabs(d(q)) * k_d) / D;
}

}  // namespace plumb::condition
