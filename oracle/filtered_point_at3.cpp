// Plumb oracle, filtered path in 3D: a point at an exact parameter and its
// measure (see filtered_point_at3.h).
#include "oracle/filtered_point_at3.h"

#include <algorithm>
#include <cmath>

namespace plumb::oracle::filtered3 {
namespace fast = filtered::fast;

ApproxVec3 exact_vec(Vec3 d) { return ApproxVec3{fast::exact(d.x), fast::exact(d.y), fast::exact(d.z)}; }

ApproxVec3 exact_direction(Vec3 a, Vec3 b) {
  return ApproxVec3{fast::exact_difference(b.x, a.x), fast::exact_difference(b.y, a.y),
                    fast::exact_difference(b.z, a.z)};
}

std::optional<double> point_at_exact_error(Vec3 a, const ApproxVec3& d, const Approx& x, Vec3 computed) {
  const double as[3] = {a.x, a.y, a.z}, got[3] = {computed.x, computed.y, computed.z};
  const Approx* ds[3] = {&d.x, &d.y, &d.z};
  for (int i = 0; i < 3; ++i)
    if (!(std::fabs(as[i]) <= 0x1p200) || ds[i]->err != 0 || !fast::finite(*ds[i]) || !(std::fabs(ds[i]->hi) <= 0x1p200))
      return std::nullopt;
  const std::optional<int> sign = fast::certified_sign(x);
  if (!sign) return std::nullopt;
  const Approx m = fast::exact(0x1p-1022), xm = fast::add(*sign < 0 ? fast::neg(x) : x, m);
  double worst = 0;
  for (int i = 0; i < 3; ++i) {
    const Approx& di = *ds[i];
    // x = 0 or d_i = 0: the point's coordinate is a_i exactly.
    const Approx want = (di.hi == 0 || *sign == 0) ? fast::exact(as[i]) : fast::add(fast::exact(as[i]), fast::mul(x, di));
    const Approx scale =
        fast::add(fast::add(fast::exact(std::fabs(as[i])), fast::mul(xm, di.hi < 0 ? fast::neg(di) : di)), m);
    const std::optional<double> error = scaled_error_at_most(got[i], want, scale);
    if (!error) return std::nullopt;
    worst = std::max(worst, *error);
  }
  return worst;
}

}  // namespace plumb::oracle::filtered3
