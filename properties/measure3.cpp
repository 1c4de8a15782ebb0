// The 3D point error measures (see measure3.h).
#include "properties/measure3.h"

#include <algorithm>

#include "judge/measure.h"

namespace plumb::check {
namespace {

using oracle::Rational;

Rational abs(const Rational& v) { return v < 0 ? Rational(-v) : v; }

}  // namespace

double point3_error(Vec3 fast, const Segment3& s, const Rational& t, const oracle::RVec3& exact) {
  const oracle::RSegment3 e = oracle::exact(s);
  return point3_error(fast, e.a, e.b - e.a, t, exact);
}

double point3_error(Vec3 fast, const oracle::RVec3& a, const oracle::RVec3& d, const Rational& t,
                    const oracle::RVec3& exact) {
  const Rational m = oracle::pow2(-1022), tm = abs(t) + m;
  const double got[3] = {fast.x, fast.y, fast.z};
  const Rational* want[3] = {&exact.x, &exact.y, &exact.z};
  const Rational* as[3] = {&a.x, &a.y, &a.z};
  const Rational* ds[3] = {&d.x, &d.y, &d.z};
  double worst = 0;
  for (int i = 0; i < 3; ++i)
    worst = std::max(worst, measure::coordinate_error(got[i], *want[i], abs(*as[i]) + tm * abs(*ds[i]) + m));
  return worst;
}

double point3_error(Vec3 fast, const std::array<oracle::dyadic::Fraction, 3>& a,
                    const std::array<oracle::dyadic::Fraction, 3>& d, const oracle::dyadic::Fraction& t,
                    const std::array<oracle::dyadic::Fraction, 3>& exact) {
  namespace dy = oracle::dyadic;
  const dy::Fraction m = dy::fraction(dy::Integer(1), -1022), tm = dy::abs(t) + m;
  const double got[3] = {fast.x, fast.y, fast.z};
  double worst = 0;
  for (int i = 0; i < 3; ++i)
    worst = std::max(worst, measure::coordinate_error(got[i], exact[i], dy::abs(a[i]) + tm * dy::abs(d[i]) + m));
  return worst;
}

double triangle_point_error(Vec3 fast, const Triangle3& t, const oracle::RVec3& exact) {
  const oracle::RVec3 a = oracle::exact(t.a), b = oracle::exact(t.b), c = oracle::exact(t.c);
  const Rational m = oracle::pow2(-1022);
  const double got[3] = {fast.x, fast.y, fast.z};
  const Rational* want[3] = {&exact.x, &exact.y, &exact.z};
  const Rational* ra[3] = {&a.x, &a.y, &a.z};
  const Rational* rb[3] = {&b.x, &b.y, &b.z};
  const Rational* rc[3] = {&c.x, &c.y, &c.z};
  double worst = 0;
  for (int i = 0; i < 3; ++i)
    worst = std::max(worst, measure::coordinate_error(got[i], *want[i], abs(*ra[i]) + abs(*rb[i]) + abs(*rc[i]) + m));
  return worst;
}

double triangle_point_error(Vec3 fast, const Triangle3& t, const std::array<oracle::dyadic::Fraction, 3>& exact) {
  namespace dy = oracle::dyadic;
  const dy::Fraction m = dy::fraction(dy::Integer(1), -1022);
  const double got[3] = {fast.x, fast.y, fast.z};
  const double a[3] = {t.a.x, t.a.y, t.a.z}, b[3] = {t.b.x, t.b.y, t.b.z}, c[3] = {t.c.x, t.c.y, t.c.z};
  double worst = 0;
  for (int i = 0; i < 3; ++i) {
    const dy::Fraction scale =
        dy::abs(dy::fraction(a[i])) + dy::abs(dy::fraction(b[i])) + dy::abs(dy::fraction(c[i])) + m;
    worst = std::max(worst, measure::coordinate_error(got[i], exact[i], scale));
  }
  return worst;
}

}  // namespace plumb::check
