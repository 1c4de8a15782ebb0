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
  const Approx A = dot(d1, d1), B = dot(d1, d2), C = dot(d2, d2), c = dot(d1, r), f = dot(d2, r);
  const Approx sn = fast::sub(fast::mul(B, f), fast::mul(c, C)), tn = fast::sub(fast::mul(A, f), fast::mul(B, c));
  const Approx rn = dot(r, n);
  const std::optional<Approx> s = quotient(sn, nn), t = quotient(tn, nn), d = quotient(fast::mul(rn, rn), nn);
  if (!s || !t || !d) return std::nullopt;
  return ScaledPair3{*s, *t, *d, *k};
}

}  // namespace plumb::oracle::filtered3
