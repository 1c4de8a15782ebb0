// Plumb kernels, detail: the triple product
//
//   V = (w1 - w0) . ((x1 - x0) x (y1 - y0))
//
// exactly in fixed-point integers, and correctly rounded (ties to even), for
// coordinates whose bits all lie in a window of at most 125 bits.
//
// Why: the expansion stage (triple_product.h) is exact everywhere in its range
// but is the costly part of deciding segments that nearly meet.
// Coordinates of ordinary size share a short window of bit positions,
// and there a few 64-bit multiplications give V exactly.
//
// Derivation. A nonzero double is m 2^e with m an odd integer below 2^53.
// Let E0 be the least such e over the eighteen coordinates (zeros aside) and
// 2^T a bound above all their magnitudes. Every coordinate is then an integer
// multiple A 2^E0 with |A| < 2^(T - E0) = 2^L, and
//
//   V = (dw . (dx x dy)) 2^(3 E0)
//
// with dw, dx, dy the integer differences. With |A| < 2^L:
//   differences   |d| < 2^(L + 1),
//   cross product |c| < 2 (2^(L + 1))^2 = 2^(2L + 3),
//   V / 2^(3 E0)  |v| < 3 2^(L + 1) 2^(2L + 3) < 2^(3L + 6).
// Two tiers, in two's complement 64-bit limbs:
//   L <= 61:  d < 2^62 in one limb, c < 2^125 in two, v < 2^189 in three;
//   L <= 125: d < 2^126 in two,     c < 2^253 in four, v < 2^381 in six.
// Every bound leaves the sign bit free, so no step overflows, and every step
// is integer arithmetic, so every step is exact. The narrow tier uses the
// machine's signed 64 x 64 -> 128-bit products (triple_narrow gives its
// splits' bounds); the wide tier multiplies magnitudes (schoolbook on 64-bit
// limbs with 128-bit partial products, which cannot overflow: (2^64 - 1)^2 +
// 2 (2^64 - 1) = 2^128 - 1) and negates after. Each coordinate's integer is
// v 2^-E0 computed in double: a scaling by a power of two to a normal result,
// so exact, and then an integer, so its conversion is exact too.
//
// Rounding. The integer v is rounded to 53 significant bits once: its 64
// bits from the leading one down (the 53 kept, the round bit and 10 more) are
// converted to double, which rounds to nearest even, with bit 0 set when any
// bit below those 64 is: bit 0 lies below the round bit, so it turns an exact
// half into "above half" exactly when the discarded tail is nonzero and
// changes nothing else (ties to even on the true value; exact_number.h's
// to_scaled does the same). Scaling by 2^(3 E0) is a change of the Scaled
// exponent, so for any exponent the result is exactly the correctly rounded
// V, in to_scaled's form (|mantissa| in [1, 2)) -- the same bits as rounding
// V in binary64 wherever V is normal, which the expansion stage's range
// guarantees. (The default rounding mode, as everywhere in the kernels.)
//
// Outside the window the caller uses the expansion stage; so also for
// subnormal, infinite or NaN coordinates and magnitudes from 2^1023, which
// the window test declines. Nothing allocates; the largest value on the stack
// is six limbs.
#pragma once

#include <algorithm>
#include <bit>
#include <climits>
#include <cstdint>

#include "kernels/detail/exact_number.h"
#include "kernels/detail/scaled.h"
#include "kernels/types3d.h"

namespace plumb::detail::fixed {

using U64 = std::uint64_t;
__extension__ typedef unsigned __int128 U128;
__extension__ typedef __int128 I128;

/// The bit widths of the two tiers (see above): coordinates / 2^E0 below 2^L.
inline constexpr int kNarrowBits = 61;
inline constexpr int kWideBits = 125;

/// A two's complement integer in N 64-bit limbs, least significant first.
template <int N>
struct Limbs {
  U64 w[N];
};

// All sign handling is by masks, not branches: the signs of nearly
// degenerate inputs are random, and a mispredicted branch per coordinate or
// product costs more than all the arithmetic.

/// 0 for a nonnegative a, all ones for a negative one.
template <int N>
inline U64 sign_mask(const Limbs<N>& a) {
  return U64(0) - (a.w[N - 1] >> 63);
}

/// a negated when mask is all ones (two's complement: flip, add 1), kept when 0.
template <int N>
inline void negate_if(Limbs<N>& a, U64 mask) {
  U64 carry = mask & 1;
  for (int i = 0; i < N; ++i) {
    const U128 t = U128(a.w[i] ^ mask) + carry;
    a.w[i] = U64(t);
    carry = U64(t >> 64);
  }
}

template <int N>
inline void add(Limbs<N>& acc, const Limbs<N>& b) {
  U64 carry = 0;
  for (int i = 0; i < N; ++i) {
    const U128 s = U128(acc.w[i]) + b.w[i] + carry;
    acc.w[i] = U64(s);
    carry = U64(s >> 64);
  }
}

/// a b exactly (two's complement in, two's complement out): the magnitudes'
/// schoolbook product, negated when the signs differ. The callers' bounds keep
/// the product's sign bit free.
template <int A, int B>
inline Limbs<A + B> product(Limbs<A> a, Limbs<B> b) {
  const U64 sa = sign_mask(a), sb = sign_mask(b);
  negate_if(a, sa);
  negate_if(b, sb);
  Limbs<A + B> p{};
  for (int i = 0; i < A; ++i) {
    U64 carry = 0;
    for (int j = 0; j < B; ++j) {
      const U128 t = U128(a.w[i]) * b.w[j] + p.w[i + j] + carry;
      p.w[i + j] = U64(t);
      carry = U64(t >> 64);
    }
    p.w[i + B] = carry;
  }
  negate_if(p, sa ^ sb);
  return p;
}

/// The bits of the eighteen coordinates: every nonzero one is a multiple of
/// 2^low and of magnitude below 2^top.
struct Window {
  int low = INT_MAX;
  int top = INT_MIN;
};

// Branch-free (a zero contributes nothing): zeros are as unpredictable as signs.
inline void widen(Window& win, double v) {
  const U64 bits = std::bit_cast<U64>(v) & ~(U64{1} << 63);
  const int biased = int(bits >> 52);
  const U64 m = (bits & ((U64{1} << 52) - 1)) | (U64{1} << 52);  // |v| = m 2^(biased - 1075) if normal
  const bool zero = bits == 0;
  win.low = std::min(win.low, zero ? INT_MAX : biased - 1075 + std::countr_zero(m));
  win.top = std::max(win.top, zero ? INT_MIN : biased - 1022);
}

/// v 2^-low (scale = 2^-low), an integer below 2^125 in magnitude. The
/// scaling is exact (by a power of two, to a normal double), and so is each
/// truncation to an integer: hi is v / 2^63 truncated (below 2^62), lo = v -
/// hi 2^63 the significand's low bits (exact, below 2^63).
inline I128 wide_integer(double v, double scale) {
  const double a = v * scale;
  const std::int64_t hi = std::int64_t(a * 0x1p-63);
  const std::int64_t lo = std::int64_t(a - double(hi) * 0x1p63);
  return I128(hi) * (I128(1) << 63) + lo;
}

/// A difference (below 2^126 in magnitude) in two limbs.
inline Limbs<2> limbs_of(I128 d) { return {{U64(U128(d)), U64(U128(d) >> 64)}}; }

/// v correctly rounded (ties to even) times 2^scale, as a Scaled.
template <int N>
inline Scaled nearest(Limbs<N> v, int scale) {
  const U64 sign = sign_mask(v);
  negate_if(v, sign);
  int i = N - 1;
  while (i > 0 && v.w[i] == 0) --i;
  if (v.w[i] == 0) return {};
  const int c = std::countl_zero(v.w[i]);
  U64 top = v.w[i] << c;  // v's leading 64 bits, the leading one at bit 63
  bool sticky = false;    // any bit below those in top
  if (i > 0) {
    if (c > 0) top |= v.w[i - 1] >> (64 - c);
    sticky = (v.w[i - 1] << c) != 0;
    for (int k = 0; k < i - 1; ++k) sticky |= v.w[k] != 0;
  }
  // One rounding, to nearest even; bit 0 stands in for the bits below top.
  const double m = double(top | U64(sticky));
  return to_scaled_with_exponent(sign != 0 ? -m : m, 64 * i - c + scale);
}

/// The narrow tier: V / 2^(3 low) exactly in three limbs (scale = 2^-low),
/// with the machine's 64 x 64 -> 128-bit products. Each coordinate times
/// 2^-low is an integer below 2^61, converted exactly. A cross component c
/// (below 2^125) is split as c = ch 2^64 + cl (ch = c >> 64, floor, below 2^61;
/// cl in [0, 2^64)), so that c dw = (ch dw) 2^64 + cl dw with both products
/// below 2^126; V is accumulated as high 2^64 + low (high below 2^125).
/// Order of the eighteen: w1, w0, x1, x0, y1, y0, each x, y, z.
inline Limbs<3> triple_narrow(const double (&c)[18], double scale) {
  std::int64_t dw[3], dx[3], dy[3];
  for (int i = 0; i < 3; ++i) {
    dw[i] = std::int64_t(c[i] * scale) - std::int64_t(c[3 + i] * scale);
    dx[i] = std::int64_t(c[6 + i] * scale) - std::int64_t(c[9 + i] * scale);
    dy[i] = std::int64_t(c[12 + i] * scale) - std::int64_t(c[15 + i] * scale);
  }
  I128 high = 0;
  U64 low = 0;
  for (int i = 0; i < 3; ++i) {
    const int j = (i + 1) % 3, k = (i + 2) % 3;
    const I128 cross = I128(dx[j]) * dy[k] - I128(dx[k]) * dy[j];
    const I128 ch = cross >> 64;
    const I128 cl = I128(U64(U128(cross)));
    const I128 upper = ch * dw[i], lower = cl * dw[i];
    const U128 sum = U128(low) + U64(U128(lower));
    low = U64(sum);
    high += upper + (lower >> 64) + I128(sum >> 64);
  }
  return {{low, U64(U128(high)), U64(U128(high) >> 64)}};
}

/// The wide tier: V / 2^(3 low) exactly in six limbs (scale = 2^-low), the
/// differences in two, the cross components in four; same order as above.
inline Limbs<6> triple_wide(const double (&c)[18], double scale) {
  Limbs<2> dw[3], dx[3], dy[3];
  for (int i = 0; i < 3; ++i) {
    dw[i] = limbs_of(wide_integer(c[i], scale) - wide_integer(c[3 + i], scale));
    dx[i] = limbs_of(wide_integer(c[6 + i], scale) - wide_integer(c[9 + i], scale));
    dy[i] = limbs_of(wide_integer(c[12 + i], scale) - wide_integer(c[15 + i], scale));
  }
  Limbs<6> v{};
  for (int i = 0; i < 3; ++i) {
    const int j = (i + 1) % 3, k = (i + 2) % 3;
    Limbs<4> cross = product(dx[j], dy[k]), minus = product(dx[k], dy[j]);
    negate_if(minus, ~U64(0));
    add(cross, minus);
    add(v, product(cross, dw[i]));
  }
  return v;
}

/// V correctly rounded as a Scaled when the coordinates fit a tier's window;
/// `ok` false (and the caller falls back) otherwise. V = 0 gives {0, 0}.
inline Scaled triple_nearest(Vec3 w0, Vec3 w1, Vec3 x0, Vec3 x1, Vec3 y0, Vec3 y1, bool& ok) {
  const double c[18] = {w1.x, w1.y, w1.z, w0.x, w0.y, w0.z, x1.x, x1.y, x1.z,
                        x0.x, x0.y, x0.z, y1.x, y1.y, y1.z, y0.x, y0.y, y0.z};
  Window win;
  for (double v : c) widen(win, v);
  ok = true;
  if (win.top == INT_MIN) return {};  // all zero
  const int bits = win.top - win.low;
  // Subnormals read as normals give low < -1022, infinities and NaNs top > 1024:
  // declined, as is 2^1023 and above, so that 2^-low is a normal double.
  ok = bits <= kWideBits && win.low >= -1022 && win.top <= 1023;
  if (!ok) return {};
  const double scale = pow2(-win.low);
  if (bits <= kNarrowBits) return nearest(triple_narrow(c, scale), 3 * win.low);
  return nearest(triple_wide(c, scale), 3 * win.low);
}

}  // namespace plumb::detail::fixed
