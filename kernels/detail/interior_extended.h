// Plumb kernels, detail: the interior values of two 3D lines in x87 extended
// precision, with a static certificate, before the double-double path.
//
// The closest pair of two lines (and of two segments, or a ray and a segment,
// when both parameters are interior) is built from
//   along1 = n . (d2 x w),  along2 = n . (d1 x w),  D = n . n,  h = w . n,
// n = d1 x d2, w = n1 - n2 (segment_segment3d.h, interior_values): degree-4
// values whose quotients are the parameters. In plain doubles they cannot
// meet the 20-ULP parameter contract even without cancellation: the three
// rounded differences alone put 4u on every monomial of each value, and the
// seven operations after them 7u more, so 11u + 11u + u before any
// cancellation. The double-double values meet it, but without FMA each of
// their products is Dekker's, some twenty operations. Between the two: the
// x87 format (long double on x86-64 gcc and clang: a 64-bit significand,
// u_L = 2^-64 = u / 2048, and a 15-bit exponent) has the precision to spare
// at one hardware operation per operation.
//
// Derivation. Every intermediate is a polynomial of degree at most 4 in
// differences of doubles, each a multiple of 2^-1074 below 2^1025: a nonzero
// one lies in [2^-4296, 2^4110], far inside the format's normal range, so
// every operation is (x op y)(1 + delta), |delta| <= u_L, without underflow or
// overflow. Counting the roundings each monomial passes through (Higham,
// Accuracy and Stability, 3.1): along1 and along2 four differences, the
// cross products' product and difference twice, the product and the two sums
// of the dot: 11; D four differences, n's product and difference twice, the
// square and two sums: 11; h three differences and n's two, a product and
// two sums: 8. So, with gamma_k = k u_L / (1 - k u_L) and P the value with
// every monomial made positive (the permanent, of the exact differences),
//   |along^ - along| <= gamma_11 P_along,  |D^ - D| <= gamma_11 P_D,
//   |h^ - h| <= gamma_8 P_h.
// The permanents are bounded by norms (Cauchy-Schwarz, twice): with |n|~ the
// vector of |d1_j d2_k| + |d1_k d2_j|, |(|n|~)|^2 <= sum_i (A - d1_i^2)
// (B - d2_i^2) = A B + sum_i d1_i^2 d2_i^2 <= 2 A B, A = |d1|^2, B = |d2|^2,
// W = |w|^2; likewise for d2 x w and d1 x w; so
//   P_along1^2 <= 4 A B^2 W,  P_along2^2 <= 4 A^2 B W,  P_D <= 2 A B,
//   P_h^2 <= 2 A B W.
// A value is accepted when that bound is within the double-double path's
// budget of it (8u for the along values and D, kAcceptRelative; 3u for h,
// kHeightValueBudget), tested without a square root:
//   along1^2 >= 2^-19 A B^2 W   needs (gamma_11 / 8u)^2 4 = 1.80e-6 <= 2^-19 = 1.91e-6,
//   D >= 2^-9 A B               needs gamma_11 2 / 8u = 1.35e-3 <= 2^-9 = 1.95e-3,
//   h^2 >= 2^-18 A B W          needs (gamma_8 / 3u)^2 2 = 3.40e-6 <= 2^-18 = 3.81e-6.
// The slack (at least 5%) covers A, B and W being computed in double from
// the rounded differences (within 6u of exact when each lies in [2^-900,
// 2^1000]: a square that underflows loses less than 2^-1074, nothing beside
// 2^-900; outside that range, W = 0 included, the path declines), the tests'
// products in extended precision (a few u_L), and the test reading the
// computed value where the bound wants the exact one (a factor 1 + 8u).
// Then, in extended precision with one division (1 / D, then products) and
// rounded to double once:
//   a parameter along / D within 8u + 8u + 3 u_L, u more rounded (17u + tiny;
//     1 - it, from the far end, u more: 18u, inside contract::kParameterUlps
//     as |t_n| <= |t| from the nearer end);
//   the squared distance h^2 / D within 2 (3u) + 8u + 4 u_L + u = 15u
//     (contract::kSquaredDistance3Ulps is 20).
// Each result must round to a normal double, else the caller's path decides
// (a parameter beyond DBL_MAX, a subnormal square).
//
// Order: the operations are those of interior_values, whose symmetries hold
// in any binary format (swapping the lines negates n and w bit for bit and
// exchanges along1 and along2; each test is the other's with A and B
// exchanged, A B being one commuted product), so the answer, and whether it
// is accepted, do not depend on which line is first.
//
// Where long double is not the x87 format (MSVC's is double; AArch64's is
// quadruple, in software) the bounds do not hold or the speed is lost, and
// where the x87 control word asks for less than 64 bits or another rounding
// they do not hold either: this path then declines and the double-double one
// answers. (The bounds assume the hardware: an emulator that carries x87
// values in double, as valgrind does, breaks them.)
#pragma once

#include <algorithm>
#include <limits>

#include "kernels/types3d.h"

namespace plumb::detail {

#if defined(__GNUC__) && defined(__x86_64__)
inline constexpr bool kExtendedInterior = std::numeric_limits<long double>::radix == 2 &&
                                          std::numeric_limits<long double>::digits == 64 &&
                                          std::numeric_limits<long double>::max_exponent >= 16384;
#else
inline constexpr bool kExtendedInterior = false;
#endif

struct ExtendedVector {
  long double x, y, z;
};

// x1 - x0, each coordinate rounded once (exact unless the exponents are more
// than 11 apart).
[[gnu::always_inline]] inline ExtendedVector extended_difference(Vec3 x0, Vec3 x1) {
  using L = long double;
  return {L(x1.x) - L(x0.x), L(x1.y) - L(x0.y), L(x1.z) - L(x0.z)};
}

[[gnu::always_inline]] inline ExtendedVector extended_cross(const ExtendedVector& a, const ExtendedVector& b) {
  return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}

[[gnu::always_inline]] inline long double extended_dot(const ExtendedVector& a, const ExtendedVector& b) {
  return (a.x * b.x + a.y * b.y) + a.z * b.z;
}

// The parameters from the nearer ends (t1 along d1 from n1, t2 along d2 from
// n2) and the squared distance, each within the budgets of the file comment;
// ok false when a value is not certified (nearly parallel, a parameter near
// 0, nearly meeting lines; the callers also ask each result to be a normal
// double). d1 is the first line's direction from n1 (f1 - n1, or a ray's
// direction, exactly), d2 = f2 - n2, w = n1 - n2.
struct ExtendedInterior {
  double t1, t2, squared_distance;
  bool ok;
};

// The x87 control word asks for 64-bit significands and rounding to nearest
// (the default of every x86 ABI in use; a program may change it).
inline bool extended_rounding_to_nearest() {
#if defined(__GNUC__) && defined(__x86_64__)
  unsigned short control = 0;
  asm volatile("fnstcw %0" : "=m"(control));
  return (control & 0x0f00) == 0x0300;
#else
  return false;
#endif
}

// The four values along1 = d2 . k, along2 = d1 . k (k = w x n), D = n . n
// and h = w . n, n = d1 x d2, from the coordinates in[15] = a1, b1, n1, n2,
// f2 (d1 = b1 - a1, d2 = f2 - n2, w = n1 - n2).
// The two numerators share one cross product: along1 = n . (d2 x w) and
// along2 = n . (d1 x w) are the triple products [n, d2, w] and [n, d1, w],
// that is d2 . k and d1 . k with k = w x n, one cross product where two were
// needed. The derivation above holds as written: each monomial of k passes
// through w's difference (1), n's (4: two differences, the product and the
// difference) and k's product and difference (2), then the dot's product and
// two sums: 1 + 7 + 3 = 11 roundings, gamma_11 as before; and the permanent
// of d2 . (w x n) is the same sum over the six terms of the 3 x 3
// determinant, |n|~_i |d2_j| |w_k| over the permutations, as that of
// n . (d2 x w), so P_along1^2 <= 4 A B^2 W still.
struct ExtendedValues {
  long double along1, along2, D, h;
};

// In C++: the operations in the order written. Where they are compiled for
// the x87 (below), gcc keeps the differences and the cross products in the
// eight-register stack only in part and spills the rest as 80-bit stores and
// loads, which cost more than the arithmetic; so there the same operations
// are written out in asm instead.
[[gnu::always_inline]] inline ExtendedValues extended_values_plain(const double (&in)[15]) {
  const Vec3 a1{in[0], in[1], in[2]}, b1{in[3], in[4], in[5]}, n1{in[6], in[7], in[8]};
  const Vec3 n2{in[9], in[10], in[11]}, f2{in[12], in[13], in[14]};
  const ExtendedVector d1 = extended_difference(a1, b1), d2 = extended_difference(n2, f2),
                       w = extended_difference(n2, n1);
  const ExtendedVector n = extended_cross(d1, d2);
  const ExtendedVector k = extended_cross(w, n);
  return {extended_dot(d2, k), extended_dot(d1, k), extended_dot(n, n), extended_dot(w, n)};
}

#if defined(__GNUC__) && defined(__x86_64__)
// The same operations on the same operands in the same order, each rounded
// once to the x87 format (the differences loaded and formed again at each
// use, x - y as x + (-y), sums of three as (x + y) + z), the stack never
// deeper than its eight registers: the same values bit for bit as
// extended_values_plain (kernels/tests/settled_test.cpp compares them).
// Every difference is fldl x1; fsubl x0; n_i = d1_j d2_k - d1_k d2_j;
// k_i = w_j n_k - w_k n_j with d2_i k_i and d1_i k_i summed into along1 and
// along2 as each k_i is formed; then D and h from n kept on the stack.
[[gnu::always_inline]] inline ExtendedValues extended_values(const double (&in)[15]) {
  ExtendedValues v;
  asm(
      "fldl 32(%[p])\n\t"
      "fsubl 8(%[p])\n\t"
      "fldl 112(%[p])\n\t"
      "fsubl 88(%[p])\n\t"
      "fmulp\n\t"
      "fldl 40(%[p])\n\t"
      "fsubl 16(%[p])\n\t"
      "fldl 104(%[p])\n\t"
      "fsubl 80(%[p])\n\t"
      "fmulp\n\t"
      "fchs\n\t"
      "faddp\n\t"
      "fldl 40(%[p])\n\t"
      "fsubl 16(%[p])\n\t"
      "fldl 96(%[p])\n\t"
      "fsubl 72(%[p])\n\t"
      "fmulp\n\t"
      "fldl 24(%[p])\n\t"
      "fsubl 0(%[p])\n\t"
      "fldl 112(%[p])\n\t"
      "fsubl 88(%[p])\n\t"
      "fmulp\n\t"
      "fchs\n\t"
      "faddp\n\t"
      "fldl 24(%[p])\n\t"
      "fsubl 0(%[p])\n\t"
      "fldl 104(%[p])\n\t"
      "fsubl 80(%[p])\n\t"
      "fmulp\n\t"
      "fldl 32(%[p])\n\t"
      "fsubl 8(%[p])\n\t"
      "fldl 96(%[p])\n\t"
      "fsubl 72(%[p])\n\t"
      "fmulp\n\t"
      "fchs\n\t"
      "faddp\n\t"
      "fldl 56(%[p])\n\t"
      "fsubl 80(%[p])\n\t"
      "fmul %%st(1), %%st\n\t"
      "fldl 64(%[p])\n\t"
      "fsubl 88(%[p])\n\t"
      "fmul %%st(3), %%st\n\t"
      "fchs\n\t"
      "faddp\n\t"
      "fldl 96(%[p])\n\t"
      "fsubl 72(%[p])\n\t"
      "fmul %%st(1), %%st\n\t"
      "fldl 24(%[p])\n\t"
      "fsubl 0(%[p])\n\t"
      "fmul %%st(2), %%st\n\t"
      "fxch %%st(2)\n\t"
      "fstp %%st(0)\n\t"
      "fldl 64(%[p])\n\t"
      "fsubl 88(%[p])\n\t"
      "fmul %%st(5), %%st\n\t"
      "fldl 48(%[p])\n\t"
      "fsubl 72(%[p])\n\t"
      "fmul %%st(4), %%st\n\t"
      "fchs\n\t"
      "faddp\n\t"
      "fldl 104(%[p])\n\t"
      "fsubl 80(%[p])\n\t"
      "fmul %%st(1), %%st\n\t"
      "faddp %%st, %%st(2)\n\t"
      "fldl 32(%[p])\n\t"
      "fsubl 8(%[p])\n\t"
      "fmulp\n\t"
      "faddp %%st, %%st(2)\n\t"
      "fldl 48(%[p])\n\t"
      "fsubl 72(%[p])\n\t"
      "fmul %%st(4), %%st\n\t"
      "fldl 56(%[p])\n\t"
      "fsubl 80(%[p])\n\t"
      "fmul %%st(6), %%st\n\t"
      "fchs\n\t"
      "faddp\n\t"
      "fldl 112(%[p])\n\t"
      "fsubl 88(%[p])\n\t"
      "fmul %%st(1), %%st\n\t"
      "faddp %%st, %%st(2)\n\t"
      "fldl 40(%[p])\n\t"
      "fsubl 16(%[p])\n\t"
      "fmulp\n\t"
      "faddp %%st, %%st(2)\n\t"
      "fld %%st(4)\n\t"
      "fmul %%st(5), %%st\n\t"
      "fld %%st(4)\n\t"
      "fmul %%st(5), %%st\n\t"
      "faddp %%st, %%st(1)\n\t"
      "fld %%st(3)\n\t"
      "fmul %%st(4), %%st\n\t"
      "faddp %%st, %%st(1)\n\t"
      "fldl 48(%[p])\n\t"
      "fsubl 72(%[p])\n\t"
      "fmul %%st(6), %%st\n\t"
      "fldl 56(%[p])\n\t"
      "fsubl 80(%[p])\n\t"
      "fmul %%st(6), %%st\n\t"
      "faddp %%st, %%st(1)\n\t"
      "fldl 64(%[p])\n\t"
      "fsubl 88(%[p])\n\t"
      "fmul %%st(5), %%st\n\t"
      "faddp %%st, %%st(1)\n\t"
      "fxch %%st(2)\n\t"
      "fstpt 0(%[q])\n\t"
      "fxch %%st(2)\n\t"
      "fstpt 16(%[q])\n\t"
      "fxch %%st(1)\n\t"
      "fstpt 32(%[q])\n\t"
      "fstpt 48(%[q])\n\t"
      "fxch %%st(2)\n\t"
      "fstp %%st(0)\n\t"
      "fstp %%st(0)\n\t"
      "fstp %%st(0)\n\t"

      : "=m"(v)
      : [p] "r"(in), [q] "r"(&v), "m"(in)
      : "st", "st(1)", "st(2)", "st(3)", "st(4)", "st(5)", "st(6)", "st(7)");
  return v;
}
#else
[[gnu::always_inline]] inline ExtendedValues extended_values(const double (&in)[15]) {
  return extended_values_plain(in);
}
#endif

// d1 = b1 - a1 (f1 - n1 for a line or a segment, the direction d as d - 0
// for a ray), d2 = f2 - n2, w = n1 - n2.
[[gnu::always_inline]] inline ExtendedInterior extended_interior(Vec3 a1, Vec3 b1, Vec3 n1, Vec3 n2, Vec3 f2) {
  const double in[15] = {a1.x, a1.y, a1.z, b1.x, b1.y, b1.z, n1.x, n1.y, n1.z,
                         n2.x, n2.y, n2.z, f2.x, f2.y, f2.z};
  const ExtendedValues values = extended_values(in);
  const long double along1 = values.along1, along2 = values.along2, D = values.D, h = values.h;
  // A, B, W in double (file comment: within 6u of exact in this range).
  const Vec3 e1{b1.x - a1.x, b1.y - a1.y, b1.z - a1.z}, e2{f2.x - n2.x, f2.y - n2.y, f2.z - n2.z};
  const Vec3 v{n1.x - n2.x, n1.y - n2.y, n1.z - n2.z};
  const double A = (e1.x * e1.x + e1.y * e1.y) + e1.z * e1.z, B = (e2.x * e2.x + e2.y * e2.y) + e2.z * e2.z;
  const double W = (v.x * v.x + v.y * v.y) + v.z * v.z;
  const bool range = (int(std::min(std::min(A, B), W) >= 0x1p-900) & int(std::max(std::max(A, B), W) <= 0x1p+1000)) != 0;
  const long double AB = static_cast<long double>(A) * B, ABW = AB * W, hh = h * h;
  const bool certified = (int(range) & int(D * 0x1p9L >= AB) & int(along1 * along1 * 0x1p19L >= ABW * B) &
                          int(along2 * along2 * 0x1p19L >= ABW * A) & int(hh * 0x1p18L >= ABW)) != 0;
  const long double inverse = 1.0L / D;  // one division, three products
  ExtendedInterior r;
  r.t1 = static_cast<double>(along1 * inverse);
  r.t2 = static_cast<double>(along2 * inverse);
  r.squared_distance = static_cast<double>(hh * inverse);
  r.ok = (int(certified) & int(extended_rounding_to_nearest())) != 0;
  return r;
}

// The squared distance of e from the line through o with direction d = b - a
// (a ray's direction as d - 0), |(e - o) x d|^2 / |d|^2, in extended
// precision. With v = e - o and c = v x d, each monomial of h = c . c passes
// through v's and d's differences, c's product and difference, twice, then
// the square and two sums: 11 roundings, so |h^ - h| <= gamma_11 sum_i
// (|c|~_i)^2 <= gamma_11 2 V A (V = |v|^2, A = |d|^2, as above). Accepted
// when that is within 8u of h: h >= 2^-9 V A (needs 2 gamma_11 / 8u =
// 1.35e-3 <= 1.95e-3). |d|^2 has no cancellation: within gamma_5. The
// quotient then within 8u + 6 u_L, rounded once more: 9u + tiny, inside
// contract::kSquaredDistance3Ulps. ok false when not certified or when V or
// A is outside [2^-900, 2^1000] (the caller's path answers).
struct ExtendedValue {
  double value;
  bool ok;
};

[[gnu::always_inline]] inline ExtendedValue extended_squared_height(Vec3 o, Vec3 e, Vec3 a, Vec3 b) {
  const ExtendedVector v = extended_difference(o, e), d = extended_difference(a, b);
  const ExtendedVector c = extended_cross(v, d);
  const long double h = extended_dot(c, c), dd = extended_dot(d, d);
  const Vec3 v2{e.x - o.x, e.y - o.y, e.z - o.z}, d2{b.x - a.x, b.y - a.y, b.z - a.z};
  const double V = (v2.x * v2.x + v2.y * v2.y) + v2.z * v2.z, A = (d2.x * d2.x + d2.y * d2.y) + d2.z * d2.z;
  const bool range = (int(std::min(V, A) >= 0x1p-900) & int(std::max(V, A) <= 0x1p+1000)) != 0;
  const bool certified = (int(range) & int(h * 0x1p9L >= static_cast<long double>(V) * A)) != 0;
  return {static_cast<double>(h / dd), (int(certified) & int(extended_rounding_to_nearest())) != 0};
}

}  // namespace plumb::detail
