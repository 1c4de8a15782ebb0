// Plumb kernels, detail: arithmetic that cannot overflow or underflow on the
// way to a result that fits in a double.
//
// Why: coordinates may be anywhere in binary64's range. b - a overflows when a
// and b are near +-DBL_MAX with opposite signs, and products of differences
// overflow long before that. Values are therefore carried as Scaled (mantissa in
// [1, 2) and a separate exponent) until the last step, whose one rounding (an
// ldexp) is the only place a result can overflow to +-inf or lose bits to the
// subnormal range -- and then only because the exact result does too.
#pragma once

#include <cmath>

#include "kernels/detail/exact_number.h"
#include "kernels/types.h"

namespace plumb::detail {

inline Scaled to_scaled(double v) {
  if (v == 0.0) return {};
  int e = 0;
  const double m = std::frexp(v, &e);
  return {2.0 * m, e - 1};
}

// x1 - x0 as a Scaled, exactly the rounded difference (scaling by a power of
// two is exact); a difference that overflows is taken of the halved operands.
/// v * 2^e as a Scaled.
inline Scaled to_scaled_with_exponent(double v, int e) {
  Scaled s = to_scaled(v);
  if (s.mantissa != 0.0) s.exponent += e;
  return s;
}

inline Scaled scaled_difference(double x1, double x0) {
  double d = x1 - x0;
  int extra = 0;
  if (!std::isfinite(d)) {
    d = x1 * 0.5 - x0 * 0.5;
    extra = 1;
  }
  if (d == 0.0) return {};
  int e = 0;
  const double m = std::frexp(d, &e);
  return {2.0 * m, e - 1 + extra};
}


/// n / d rounded once more: relative error (1 + e_n)(1 + u)/(1 + e_d) - 1
/// given the operands' relative errors. d must be nonzero.
inline double ratio(Scaled n, Scaled d) {
  if (n.mantissa == 0.0) return 0.0;
  return std::ldexp(n.mantissa / d.mantissa, n.exponent - d.exponent);
}

/// n / d as a Scaled (one rounding), for parameters that may exceed the
/// double range before they are multiplied back down by a small direction.
inline Scaled ratio_scaled(Scaled n, Scaled d) {
  if (n.mantissa == 0.0) return {};
  Scaled q = to_scaled(n.mantissa / d.mantissa);
  q.exponent += n.exponent - d.exponent;
  return q;
}

/// a + m 2^e with one rounding of the product and one of the sum, and no
/// overflow on the way: when the sum overflows only because m 2^e does, it is
/// recomputed at half scale (exact for magnitudes that large).
inline double add_scaled(double a, double m, int e) {
  const double r = a + std::ldexp(m, e);
  if (std::isfinite(r)) return r;
  return 2.0 * (a * 0.5 + std::ldexp(m, e - 1));
}

/// One coordinate of a + t (b - a), t given as a Scaled so that the product
/// t (b - a) is formed before any rounding to the double range: a huge t
/// times a tiny difference gives the finite answer it should, and neither the
/// difference nor the product overflows unless the result does.
/// Error: <= u |result| + (e_t + 2u)(1 + u)^2 |t (b - a)|, e_t being t's
/// relative error. A zero difference contributes exactly 0.
inline double lerp_coordinate(double a, double b, Scaled t) {
  if (a == b || t.mantissa == 0.0) return a;
  const Scaled d = scaled_difference(b, a);
  return add_scaled(a, t.mantissa * d.mantissa, t.exponent + d.exponent);
}

/// The same for a double t; t = +-inf gives +-inf (or a where a == b).
inline double lerp_coordinate(double a, double b, double t) {
  if (a == b) return a;
  if (!std::isfinite(t)) return a + t * (b - a);
  return lerp_coordinate(a, b, to_scaled(t));
}

/// |b - a| (Euclidean length) as a Scaled, overflow-safe. Both differences
/// are scaled by the same power of two before the square root, so the result
/// scales exactly with the inputs. Relative error <= 3u: u from the
/// differences, 2u from the squares and their sum (halved by the square
/// root), u/2 from the square root's own rounding.
inline Scaled length_of_difference(Vec2 a, Vec2 b) {
  const Scaled dx = scaled_difference(b.x, a.x), dy = scaled_difference(b.y, a.y);
  if (dx.mantissa == 0.0 && dy.mantissa == 0.0) return {};
  const int e = dx.mantissa == 0.0   ? dy.exponent
                : dy.mantissa == 0.0 ? dx.exponent
                                     : (dx.exponent > dy.exponent ? dx.exponent : dy.exponent);
  const double x = std::ldexp(dx.mantissa, dx.exponent - e);
  const double y = std::ldexp(dy.mantissa, dy.exponent - e);
  Scaled h = to_scaled(std::sqrt(x * x + y * y));
  h.exponent += e;
  return h;
}

/// Scaled product (no rounding beyond the one multiplication).
inline Scaled times(Scaled x, Scaled y) {
  Scaled r{x.mantissa * y.mantissa, x.exponent + y.exponent};
  if (r.mantissa == 0.0) return {};
  int k = 0;
  const double m = std::frexp(r.mantissa, &k);
  return {2.0 * m, r.exponent + k - 1};
}

/// The double nearest a Scaled (ldexp's one rounding).
inline double to_double(Scaled s) { return std::ldexp(s.mantissa, s.exponent); }

}  // namespace plumb::detail
