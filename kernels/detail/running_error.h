// Plumb kernels, detail: stage 1 of a sum's value with a running error bound.
//
// Why: stage 1 of sum_value (product_sum.h) accepts the double evaluation v
// of F = sum_k p_k when (K + 1) u P is within the caller's budget of |v|. That
// a priori bound charges every product with two rounded differences and every
// partial sum with the whole permanent P. A plane's side n . p - offset has
// no rounded difference at all, n . (a - b) has one per product, and where a
// value is near its budget its terms cancel, so the partial sums are smaller
// than P. The bound computed from the actual products and partial sums
// (Wilkinson's running error analysis: Higham, Accuracy and Stability of
// Numerical Algorithms, 2nd ed., section 3.3) is then smaller, and accepts
// many of the plane crossings and ray hits that the a priori bound would send
// to the correctly rounded stage.
//
// The bound. Let p_k = fl(A_k B_k), where r_k of the factors A_k, B_k are
// rounded differences fl(x1 - x0) and the others exact, and let
// v = fl(... fl(fl(p_1 + p_2) + p_3) ... + p_K) with partial sums s_2, ...,
// s_K = v. A rounding to nearest gives fl(x) = x / (1 + d), |d| <= u (Higham,
// (2.5)), so each rounded quantity q is within u |q| of what it rounds. Then
//   |p_k - exact_k| <= ((1 + u)^(r_k + 1) - 1) |p_k| <= (r_k + 1) u |p_k| (1 + 2u)
// (plus 2^-1075 for a product that underflows), and the additions' errors add
// up without propagation (each is an absolute error of a computed sum):
//   |v - F| <= u sum_k c_k |p_k| (1 + 2u) + u sum_(j=2..K-1) |s_j| + u |v| + K 2^-1074,
// c_k = r_k + 1, or 0 for a product known to be exact (a term times -1).
// The kernels compute E = fl(sum_k c_k |p_k| + sum_j |s_j|) (at most 2K - 3
// additions of non-negative terms: E >= the exact sum (1 - u)^(2K - 3)).
//
// The test: fl(E (1 + 2^-40)) <= fl((budget / u - 1) |v|), P in [2^-900,
// 2^900] (budget / u - 1 is a small integer, exact; one multiplication on
// each side). For a normal E the two roundings leave E (1 + 2^-41) <=
// (budget / u - 1) |v| (1 + u) (for E below 2^-1022 the product may round
// back to E, but u E is then far inside the spare below), and for K <= 8
// the factors (1 + 2u) and 1 / (1 - u)^13 of the bound stay below 1 + 2^-48,
// so u times the exact bound's first two sums is at most (budget - u) |v|
// (1 - 2^-42). That spare (budget - u) |v| 2^-42 covers the K 2^-1074 of
// underflowed products: every term counts in E except the exact ones, which
// the callers keep to one (the offset) whose magnitude is at most |v| (1 + u)
// + |s_(K-1)|, so P <= (E + |v|) (1 + 4u) (the roundings of P's and E's own
// sums included) and acceptance gives |v| >= P / 22 >= 2^-905.
// That also settles the sign by stage A (product_sum.h, sum_sign_settled:
// |v| > (K + 1 + 64u) u (P + 2^-1000) suffices, and P / 22 is far above
// it): where stage A leaves a sign open, this test never accepts, which the
// plane kernels' agreement of settled and general paths relies on.
// Then |v - F| <= budget |v|: the value has relative error at most
// budget / (1 - budget), as stage 1's, and its sign is exact (budget <= 20u).
// Overflow: any infinite or NaN intermediate makes P, E or v infinite or NaN
// (P bounds every partial sum), and the range test on P fails.
//
// Acceptance by stage 1's a priori test implies acceptance here for the sums
// the plane kernels use (they say why), so a general path that asks this test
// first and then sum_value returns the same doubles as a settled path that
// asks it first and then the correctly rounded value.
#pragma once

#include <cmath>

#include "kernels/detail/form.h"
#include "kernels/detail/product_sum.h"

namespace plumb::detail {

/// A double sum of products with its running error bound: value v, permanent
/// P = fl(sum |p_k|) (for stage A's sign test, product_sum.h) and error E, in
/// units of u (see the file comment for what it must contain).
struct RunningSum : QuickSum {
  double error;
};

/// v is within budget |v| of the exact sum (budget a multiple of u, at most
/// 20u), and P is in the plain range: the running test accepts v (which
/// sum_value's a priori stage 1 may not).
inline bool running_value_settled(const RunningSum& r, double budget) {
  const double units = budget / kUnit - 1.0;  // exact: a small integer
  return (r.error * (1.0 + 0x1p-40) <= units * std::fabs(r.value)) & plain_permanent(r);
}

}  // namespace plumb::detail
