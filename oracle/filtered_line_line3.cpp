// Plumb oracle, filtered path in 3D: the closest pair of two lines (see
// filtered_line_line3.h).
#include "oracle/filtered_line_line3.h"

#include "oracle/filtered_vec3.h"

namespace plumb::oracle::filtered3 {
namespace fast = filtered::fast;

std::optional<ScaledPair3> line_line_closest3(const Segment3& l1, const Segment3& l2) {
  const std::optional<int> k = scale_exponent({l1.a, l1.b, l2.a, l2.b});
  if (!fast::on() || !k) return std::nullopt;
  const ApproxVec3 a1 = scaled(l1.a, *k), a2 = scaled(l2.a, *k);
  const ApproxVec3 d1 = minus(scaled(l1.b, *k), a1), d2 = minus(scaled(l2.b, *k), a2), r = minus(a1, a2);
  const ApproxVec3 n = cross(d1, d2);
  const Approx nn = dot(n, n);
  const std::optional<int> area = fast::certified_sign(nn);  // det = |d1 x d2|^2
  if (!area || *area <= 0) return std::nullopt;
  // sn = B f - c C = n . (d2 x r) and tn = A f - B c = n . (d1 x r)
  // (Binet-Cauchy): the same exact values, with far less cancellation when
  // the lines are nearly parallel.
  const Approx sn = dot(n, cross(d2, r)), tn = dot(n, cross(d1, r));
  const Approx rn = dot(r, n);
  const std::optional<Approx> s = quotient(sn, nn), t = quotient(tn, nn), d = quotient(fast::mul(rn, rn), nn);
  if (!s || !t || !d) return std::nullopt;
  return ScaledPair3{*s, *t, *d, *k};
}

}  // namespace plumb::oracle::filtered3
