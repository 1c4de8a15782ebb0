// Plumb oracle, filtered path in 3D: the closest pair of two lines (see
// filtered_line_line3.h).
#include "oracle/filtered_line_line3.h"

#include <cmath>

#include "oracle/filtered_point_at3.h"

namespace plumb::oracle::filtered3 {
namespace fast = filtered::fast;
namespace {

// Finite, and the largest magnitude in [2^-100, 2^100] (or 0).
bool ordinary(const Segment3& l1, const Segment3& l2) {
  double largest = 0;
  for (const Vec3 p : {l1.a, l1.b, l2.a, l2.b})
    for (const double v : {p.x, p.y, p.z}) {
      if (!std::isfinite(v)) return false;
      largest = std::fmax(largest, std::fabs(v));
    }
  return largest == 0 || (largest >= 0x1p-100 && largest <= 0x1p100);
}

}  // namespace

std::optional<SegmentPair3> line_line_closest3(const Segment3& l1, const Segment3& l2) {
  if (!fast::on() || !ordinary(l1, l2)) return std::nullopt;
  const ApproxVec3 n = cross3(l1.b, l1.a, l2.b, l2.a);
  const Approx nn = fast::add(fast::add(fast::mul(n.x, n.x), fast::mul(n.y, n.y)), fast::mul(n.z, n.z));
  const std::optional<int> area = fast::certified_sign(nn);  // det = |d1 x d2|^2
  if (!area || *area <= 0) return std::nullopt;
  const Approx A = dot3(l1.b, l1.a, l1.b, l1.a), B = dot3(l1.b, l1.a, l2.b, l2.a), C = dot3(l2.b, l2.a, l2.b, l2.a),
               c = dot3(l1.b, l1.a, l1.a, l2.a), f = dot3(l2.b, l2.a, l1.a, l2.a);
  const Approx sn = fast::sub(fast::mul(B, f), fast::mul(c, C)), tn = fast::sub(fast::mul(A, f), fast::mul(B, c));
  const ApproxVec3 r = exact_direction(l2.a, l1.a);  // a1 - a2
  const Approx rn = fast::add(fast::add(fast::mul(r.x, n.x), fast::mul(r.y, n.y)), fast::mul(r.z, n.z));
  const std::optional<Approx> s = quotient(sn, nn), t = quotient(tn, nn), d2 = quotient(fast::mul(rn, rn), nn);
  if (!s || !t || !d2) return std::nullopt;
  return SegmentPair3{*s, *t, *d2};
}

}  // namespace plumb::oracle::filtered3
