// Plumb oracle: the roots of a line against a sphere by exact comparators and
// MPFR enclosures (see line_sphere.h for the method and why it is correct).
#include "oracle/line_sphere.h"

#include <cmath>
#include <stdexcept>
#include <string>

#include "oracle/enclosure3d.h"
#include "oracle/error.h"
#include "oracle/exact3d.h"

namespace plumb::oracle {
namespace {

struct Quadratic {
  Rational A, B, C;
};

Quadratic quadratic(Ray3 line, Sphere sphere) {
  const RVec3 d = exact(line.direction), m = exact(line.origin) - exact(sphere.centre);
  const Rational r = exact(sphere.radius);
  return {dot(d, d), dot(m, d), dot(m, m) - r * r};
}

bool meets(const Quadratic& q, double radius) {
  return !(std::isnan(radius) || radius < 0) && q.A > 0 && q.B * q.B - q.A * q.C >= 0;
}

Rational abs(const Rational& v) { return v < 0 ? Rational(-v) : v; }

}  // namespace

bool line_sphere_meets(Ray3 line, Sphere sphere) {
  if (std::isnan(sphere.radius) || sphere.radius < 0) return false;
  return meets(quadratic(line, sphere), sphere.radius);
}

namespace {

// Root `which` of a meeting line: exactly 0, or |root| enclosed with its sign.
struct Root {
  bool zero = false;
  int sign = 0;
  Enclosure magnitude;
};

Rational discriminant(const Quadratic& q) { return q.B * q.B - q.A * q.C; }

// root: the enclosure of sqrt(D), D = discriminant(q).
Root root_of(const Quadratic& q, int which, const SqrtEnclosure& root) {
  const Rational D = discriminant(q), absB = abs(q.B), absC = abs(q.C);
  // Roots Q / A and C / Q with |Q| = |B| + sqrt(D) and sign(Q) = -sign(B)
  // (B = 0: Q = -sqrt(D)). For B > 0 (or B = 0): Q / A is t0; for B < 0: t1.
  const int sign_q = q.B > 0 || q.B == 0 ? -1 : 1;
  const bool big_is_t0 = sign_q < 0;
  const bool big = (which == 0) == big_is_t0;  // the root asked for is Q / A
  Root out;
  if ((!big && q.C == 0) || (D == 0 && q.B == 0)) {  // C / Q = 0, or a double root at 0
    out.zero = true;
    return out;
  }
  out.sign = big ? sign_q : sign_q * (q.C > 0 ? 1 : -1);
  Enclosure& e = out.magnitude;
  if (big) {  // x = (|B| + sqrt(D)) / A
    e.low = (absB + root.low) / q.A;
    e.high = (absB + root.high) / q.A;
    e.compare = [absB, D, A = q.A](const Rational& m) {
      const Rational k = m * A - absB;  // sign(sqrt(D) - k)
      if (k < 0) return 1;
      const Rational kk = k * k;
      return D > kk ? 1 : D < kk ? -1 : 0;
    };
  } else {  // x = |C| / (|B| + sqrt(D))
    e.low = absC / (absB + root.high);
    e.high = absC / (absB + root.low);
    e.compare = [absB, absC, D](const Rational& m) {
      const Rational k = absC - m * absB;  // sign(k - m sqrt(D)), m > 0
      if (k <= 0) return k == 0 && D == 0 ? 0 : -1;
      const Rational lhs = k * k, rhs = m * m * D;
      return lhs > rhs ? 1 : lhs < rhs ? -1 : 0;
    };
  }
  return out;
}

Quadratic meeting(Ray3 line, Sphere sphere, const char* who) {
  if (std::isinf(sphere.radius)) throw std::invalid_argument(std::string(who) + ": infinite radius");
  const Quadratic q = quadratic(line, sphere);
  if (!meets(q, sphere.radius)) throw std::invalid_argument(std::string(who) + ": the line misses");
  return q;
}

}  // namespace

namespace {

double root_error(double computed, const Root& r) {
  if (r.zero) return ulp_error(computed, Rational(0));
  if ((computed > 0 && r.sign < 0) || (computed < 0 && r.sign > 0)) return INFINITY;  // (a zero of either sign is measured)
  return ulp_error_enclosed(std::fabs(computed), r.magnitude);
}

}  // namespace

double line_sphere_root_ulp_error(double computed, Ray3 line, Sphere sphere, int which) {
  const Quadratic q = meeting(line, sphere, "oracle::line_sphere_root_ulp_error");
  if (!std::isfinite(computed)) return INFINITY;
  return root_error(computed, root_of(q, which, enclose_sqrt(discriminant(q))));
}

std::array<double, 2> line_sphere_root_ulp_errors(double t0, double t1, Ray3 line, Sphere sphere) {
  const Quadratic q = meeting(line, sphere, "oracle::line_sphere_root_ulp_errors");
  std::array<double, 2> out{INFINITY, INFINITY};
  if (!std::isfinite(t0) && !std::isfinite(t1)) return out;
  const SqrtEnclosure root = enclose_sqrt(discriminant(q));
  if (std::isfinite(t0)) out[0] = root_error(t0, root_of(q, 0, root));
  if (std::isfinite(t1)) out[1] = root_error(t1, root_of(q, 1, root));
  return out;
}

double line_sphere_root_rounded(Ray3 line, Sphere sphere, int which) {
  const Quadratic q = meeting(line, sphere, "oracle::line_sphere_root_rounded");
  const Root r = root_of(q, which, enclose_sqrt(discriminant(q)));
  if (r.zero) return 0.0;
  return r.sign * round_enclosed(r.magnitude);
}

}  // namespace plumb::oracle
