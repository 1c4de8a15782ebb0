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

#include <bit>
#include <cmath>
#include <cstdint>

#include "kernels/detail/exact_number.h"
#include "kernels/types.h"

namespace plumb::detail {

/// 2^e as a double, for e in [-1022, 1023] (the normal exponents): built from
/// its bit pattern, no library call.
inline double pow2(int e) { return std::bit_cast<double>(static_cast<std::uint64_t>(e + 1023) << 52); }

/// x 2^e with one rounding, as std::ldexp(x, e). Within the normal exponents
/// a multiplication by an exact power of two rounds exactly as ldexp does (once,
/// to nearest even, into the subnormals or to +-inf if it must); the library
/// call is kept for the rest.
inline double scale_by_pow2(double x, int e) {
  if (e >= -1022 && e <= 1023) return x * pow2(e);
  return std::ldexp(x, e);
}

// to_scaled for zero, subnormal and non-finite input.
[[gnu::noinline]] inline Scaled to_scaled_slow(double v) {
  if (v == 0.0) return {};
  int e = 0;
  const double m = std::frexp(v, &e);
  return {2.0 * m, e - 1};
}

/// v as a Scaled: |mantissa| in [1, 2), or {0, 0} for zero. For a normal v
/// the mantissa and exponent are read from its bits.
inline Scaled to_scaled(double v) {
  const auto bits = std::bit_cast<std::uint64_t>(v);
  const int biased = static_cast<int>((bits >> 52) & 0x7ff);
  if (biased == 0 || biased == 0x7ff) return to_scaled_slow(v);
  constexpr std::uint64_t kKeep = 0x800fffffffffffffull;  // sign and fraction
  constexpr std::uint64_t kOne = 0x3ff0000000000000ull;   // the exponent of 1
  return {std::bit_cast<double>((bits & kKeep) | kOne), biased - 1023};
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
  Scaled r = to_scaled(d);
  if (r.mantissa != 0.0) r.exponent += extra;
  return r;
}


/// n / d rounded once more: relative error (1 + e_n)(1 + u)/(1 + e_d) - 1
/// given the operands' relative errors. d must be nonzero.
inline double ratio(Scaled n, Scaled d) {
  if (n.mantissa == 0.0) return 0.0;
  return scale_by_pow2(n.mantissa / d.mantissa, n.exponent - d.exponent);
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
  const double r = a + scale_by_pow2(m, e);
  if (std::isfinite(r)) return r;
  return 2.0 * (a * 0.5 + scale_by_pow2(m, e - 1));
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
/// root: u), u from the square root's own rounding (half an ULP of a root in
/// [1, 2) is u of it at worst).
inline Scaled length_of_difference(Vec2 a, Vec2 b) {
  const Scaled dx = scaled_difference(b.x, a.x), dy = scaled_difference(b.y, a.y);
  if (dx.mantissa == 0.0 && dy.mantissa == 0.0) return {};
  const int e = dx.mantissa == 0.0   ? dy.exponent
                : dy.mantissa == 0.0 ? dx.exponent
                                     : (dx.exponent > dy.exponent ? dx.exponent : dy.exponent);
  const double x = scale_by_pow2(dx.mantissa, dx.exponent - e);
  const double y = scale_by_pow2(dy.mantissa, dy.exponent - e);
  Scaled h = to_scaled(std::sqrt(x * x + y * y));
  h.exponent += e;
  return h;
}

/// Scaled product (no rounding beyond the one multiplication).
inline Scaled times(Scaled x, Scaled y) {
  Scaled r = to_scaled(x.mantissa * y.mantissa);  // in [1, 4): normal
  if (r.mantissa != 0.0) r.exponent += x.exponent + y.exponent;
  return r;
}

/// The double nearest a Scaled (ldexp's one rounding).
inline double to_double(Scaled s) { return scale_by_pow2(s.mantissa, s.exponent); }

}  // namespace plumb::detail
