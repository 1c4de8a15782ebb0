// Plumb oracle, filtered path in 3D: where a ray enters a capsule (see
// filtered_ray_capsule3.h).
#include "oracle/filtered_ray_capsule3.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "oracle/filtered_closest3.h"
#include "oracle/filtered_least3.h"
#include "oracle/filtered_quotient.h"

namespace plumb::oracle::filtered3 {
namespace fast = filtered::fast;
namespace {

bool fault() { return fast::testing::rounding_bound_fault.load(std::memory_order_relaxed); }

const Vec3 kOrigin{0, 0, 0};

// A quadratic's smaller positive root: certified present (with its value),
// certified absent, or not certified.
enum class Has { yes, no, unknown };
struct Root {
  Has has = Has::unknown;
  Approx x;
};

// Whether a certified sign satisfies `want` (> 0 for +1, < 0 for -1, >= 0
// for 0); unknown when the sign is not certified.
Has sign_is(const Approx& v, int want) {
  const std::optional<int> s = fast::certified_sign(v);
  if (!s) return Has::unknown;
  const bool ok = want == 0 ? *s >= 0 : *s == want;
  return ok ? Has::yes : Has::no;
}

// A t^2 + 2 B t + C: a smaller positive root exists when A > 0, C > 0, B < 0
// and B^2 - A C >= 0 (ray_capsule.cpp's Quadratic), and it is C / (-B +
// sqrt(B^2 - A C)).
Root smaller_root(const Approx& A, const Approx& B, const Approx& C) {
  const Approx disc = fast::sub(fast::mul(B, B), fast::mul(A, C));
  // All four must hold: one certified false settles it, whatever the others.
  bool unknown = false;
  for (const auto& [v, want] : {std::pair{A, 1}, std::pair{C, 1}, std::pair{B, -1}, std::pair{disc, 0}}) {
    const Has h = sign_is(v, want);
    if (h == Has::no) return Root{Has::no, {}};
    unknown = unknown || h == Has::unknown;
  }
  if (unknown) return Root{};
  const std::optional<Approx> root = sqrt_of(disc);
  if (!root) return Root{};
  const std::optional<Approx> x = quotient(C, fast::add(fast::neg(B), *root));
  if (!x) return Root{};
  return Root{Has::yes, *x};
}

bool in_range(double v) { return std::fabs(v) <= 0x1p100; }

// The candidates of an origin outside the capsule, on scaled inputs: false
// when a branch is not certified.
bool candidates(Vec3 o, Vec3 d, Vec3 a, Vec3 b, const Approx& r2, std::vector<Approx>& out) {
  const Approx dd = dot3(d, kOrigin, d, kOrigin);
  const bool one_ball = a == b;  // the two balls are one: one candidate
  for (const Vec3 e : {a, b}) {
    const Root q = smaller_root(dd, dot3(o, e, d, kOrigin), fast::sub(dot3(o, e, o, e), r2));
    if (q.has == Has::unknown) return false;
    if (q.has == Has::yes) out.push_back(q.x);
    if (one_ball) return true;
  }
  const Approx uu = dot3(b, a, b, a), du = dot3(d, kOrigin, b, a), mu = dot3(o, a, b, a), md = dot3(o, a, d, kOrigin),
               mm = dot3(o, a, o, a);
  const Approx A = fast::sub(fast::mul(uu, dd), fast::mul(du, du));
  const Approx B = fast::sub(fast::mul(uu, md), fast::mul(mu, du));
  const Approx C = fast::sub(fast::sub(fast::mul(uu, mm), fast::mul(mu, mu)), fast::mul(r2, uu));
  const Root q = smaller_root(A, B, C);
  if (q.has == Has::unknown) return false;
  if (q.has == Has::no) return true;
  // The foot (o - a).u + x d.u against 0 and (o - b).u + x d.u against 0.
  const Approx xdu = fast::mul(q.x, du);
  const Has after_a = sign_is(fast::add(mu, xdu), 0);
  if (after_a == Has::unknown) return false;
  if (after_a == Has::no) return true;
  const Has before_b = sign_is(fast::neg(fast::add(dot3(o, b, b, a), xdu)), 0);
  if (before_b == Has::unknown) return false;
  if (before_b == Has::yes) out.push_back(q.x);
  return true;
}

// The double nearest every value within t's bound: hi, when the bound lies
// strictly inside hi's rounding interval (half the gap to each neighbour).
std::optional<double> rounded(const Approx& t) {
  if (!fast::finite(t) || !(t.hi >= 0x1p-1000 && t.hi <= 0x1p1000)) return std::nullopt;
  const double E = fault() ? 0.0 : fast::certified_err(t);
  const double reach = (std::fabs(t.lo) + E) * (1 + 0x1p-50);
  const double up = std::nextafter(t.hi, std::numeric_limits<double>::infinity()) - t.hi;
  const double down = t.hi - std::nextafter(t.hi, 0.0);
  if (!(reach < 0.5 * std::min(up, down))) return std::nullopt;
  return t.hi;
}

}  // namespace

std::optional<Approx> sqrt_of(const Approx& v) {
  if (!fast::finite(v)) return std::nullopt;
  if (v.hi == 0 && v.lo == 0 && v.err == 0) return Approx{};
  if (fast::certified_sign(v) != 1 || !(v.hi >= 0x1p-900 && v.hi <= 0x1p900)) return std::nullopt;
  const double s = std::sqrt(v.hi);
  const Approx r = fast::sub(v, fast::mul(fast::exact(s), fast::exact(s)));
  const filtered::enclosure_impl::Pair y = filtered::enclosure_impl::two_sum(s, r.hi / (2 * s));
  const Approx Y{y.s, y.e, 0};
  const Approx delta = fast::sub(v, fast::mul(Y, Y));  // v - y^2, v's own bound carried
  if (!fast::finite(delta) || !(y.s > 0)) return std::nullopt;
  const double bound =
      fault() ? 0.0 : (((std::fabs(delta.hi) + std::fabs(delta.lo)) + fast::certified_err(delta)) / y.s) * (1 + 0x1p-45);
  return Approx{y.s, y.e, bound};
}

std::optional<double> entry_ulp_error(double computed, const RayCapsuleEntry3& e) {
  if (e.kind != 2) return std::nullopt;
  return ulp_error_near(computed, e.t);
}

std::optional<RayCapsuleEntry3> ray_capsule_entry(Ray3 ray, Capsule capsule) {
  if (!fast::on()) return std::nullopt;
  Vec3 o = ray.origin, d = ray.direction, a = capsule.a, b = capsule.b;
  double r = capsule.radius;
  double* const v[] = {&o.x, &o.y, &o.z, &d.x, &d.y, &d.z, &a.x, &a.y, &a.z, &b.x, &b.y, &b.z, &r};
  for (int i = 0; i < 12; ++i)
    if (!std::isfinite(*v[i])) return std::nullopt;  // the exact oracle throws
  if (std::isnan(r) || r < 0.0) return RayCapsuleEntry3{0, {}, 0};
  if (std::isinf(r)) return RayCapsuleEntry3{1, {}, 0};
  filtered::scale_exactly(v);  // t is the same on the scaled inputs
  for (const double* x : v)
    if (!in_range(*x)) return std::nullopt;
  const Approx r2 = fast::mul(fast::exact(r), fast::exact(r));
  // The origin inside or on the capsule: r^2 - |o - segment|^2 >= 0.
  const std::optional<Closest3> near = closest_point3_in_range(Segment3{a, b}, o);
  if (!near) return std::nullopt;
  const Has inside = sign_is(fast::sub(r2, near->squared_distance), 0);
  if (inside == Has::unknown) return std::nullopt;
  if (inside == Has::yes) return RayCapsuleEntry3{1, {}, 0};
  if (d == kOrigin) return RayCapsuleEntry3{0, {}, 0};  // the ray is its origin, outside
  std::vector<Approx> xs;
  xs.reserve(3);
  if (!candidates(o, d, a, b, r2, xs)) return std::nullopt;
  if (xs.empty()) return RayCapsuleEntry3{0, {}, 0};
  const std::optional<Approx> t = least_of(xs);
  if (!t) return std::nullopt;
  const std::optional<double> near_t = rounded(*t);
  if (!near_t) return std::nullopt;
  return RayCapsuleEntry3{2, *t, *near_t};
}

}  // namespace plumb::oracle::filtered3
