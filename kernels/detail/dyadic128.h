// Plumb kernels, detail: the exact stage's first attempt, in a 128-bit integer
// times a power of two.
//
// Why: the exact stage of polynomial.h is reached almost only by exactly
// degenerate input -- points on a small integer grid, perhaps moved to another
// binade or far from the origin by a whole number -- whose polynomial is exactly
// 0, so that no floating-point bound can settle its sign. Such coordinates have
// few significant bits: the polynomial's exact value is an integer of a few
// dozen bits times a power of two. BigNumber (exact_number.h) is exact for
// every finite input but pays for that on every operation (limb loops sized
// for 2^1024); Dyadic128 evaluates the same generic polynomial on one
// Int128 and checks before each operation that the result fits. When one
// does not, the value is marked lost and the caller evaluates with BigNumber
// instead. A value that was never lost is exact, so its sign and its correctly
// rounded value are exactly BigNumber's.
//
// Representation: value = m 2^e, m odd (or 0, with e = 0) and |m| < 2^126.
// Every double is such a number (its 53-bit significand with the trailing
// zeros moved into e). A sum aligns on the smaller exponent, which needs the
// shifted significand to stay below 2^125 (then the sum is below 2^126); a
// product needs bit lengths summing to at most 126 (odd times odd is odd, so
// a product needs no renormalising). Exponents stay within a few thousand for
// the degrees used (at most 8 factors of exponents in [-1074, 971]).
#pragma once

#include <bit>
#include <cstdint>
#include <utility>

#include "kernels/detail/exact_number.h"
#include "kernels/detail/scaled.h"

namespace plumb::detail {

__extension__ typedef __int128 Int128;
__extension__ typedef unsigned __int128 UInt128;

class Dyadic128 {
 public:
  Dyadic128() = default;

  /// A finite double, exactly.
  static Dyadic128 of(double x) {
    const auto bits = std::bit_cast<std::uint64_t>(x);
    const int biased = static_cast<int>((bits >> 52) & 0x7ff);
    std::uint64_t significand = bits & ((std::uint64_t{1} << 52) - 1);
    int e = -1074;  // subnormal (or zero)
    if (biased != 0) {
      significand |= std::uint64_t{1} << 52;
      e = biased - 1075;
    }
    Dyadic128 r;
    if (significand == 0) return r;
    const int tz = std::countr_zero(significand);
    r.m_ = static_cast<Int128>(significand >> tz);
    if ((bits >> 63) != 0) r.m_ = -r.m_;
    r.e_ = e + tz;
    return r;
  }

  /// Whether some operation on the way did not fit: the value means nothing.
  bool lost() const { return lost_; }
  int sign() const { return m_ > 0 ? 1 : (m_ < 0 ? -1 : 0); }

  /// The value correctly rounded to a Scaled (53 bits, nearest, ties to even,
  /// the exponent unbounded), as BigNumber::to_scaled. The top 64 bits are
  /// gathered with a sticky bit below them, so that the one conversion to
  /// double (exact up to its rounding at bit 11) rounds as the whole would.
  Scaled to_scaled() const {
    if (m_ == 0) return {};
    const UInt128 a = magnitude(m_);
    const int length = bit_length(a);
    const int shift = length > 64 ? length - 64 : 0;
    auto top = static_cast<std::uint64_t>(a >> shift);
    if (shift > 0 && (a & ((static_cast<UInt128>(1) << shift) - 1)) != 0) top |= 1;  // sticky
    const double d = static_cast<double>(top);
    return to_scaled_with_exponent(m_ < 0 ? -d : d, e_ + shift);
  }

  Dyadic128 operator-() const {
    Dyadic128 r = *this;
    r.m_ = -r.m_;
    return r;
  }

  friend Dyadic128 operator+(Dyadic128 a, Dyadic128 b) {
    const bool lost = a.lost_ || b.lost_;
    if (a.m_ == 0) return b.marked(lost);
    if (b.m_ == 0) return a.marked(lost);
    if (a.e_ < b.e_) std::swap(a, b);  // a is shifted left onto b's exponent
    const int shift = a.e_ - b.e_;
    if (shift > 124 || bit_length(magnitude(a.m_)) + shift > 125 || bit_length(magnitude(b.m_)) > 125)
      return Dyadic128{}.marked(true);
    Dyadic128 r;
    r.m_ = a.m_ * (static_cast<Int128>(1) << shift) + b.m_;
    r.e_ = b.e_;
    r.lost_ = lost;
    r.normalize();
    return r;
  }
  friend Dyadic128 operator-(Dyadic128 a, Dyadic128 b) { return a + (-b); }

  friend Dyadic128 operator*(Dyadic128 a, Dyadic128 b) {
    const bool lost = a.lost_ || b.lost_;
    if (a.m_ == 0 || b.m_ == 0) return Dyadic128{}.marked(lost);
    if (bit_length(magnitude(a.m_)) + bit_length(magnitude(b.m_)) > 126) return Dyadic128{}.marked(true);
    Dyadic128 r;
    r.m_ = a.m_ * b.m_;  // odd times odd: no trailing zeros to move
    r.e_ = a.e_ + b.e_;
    r.lost_ = lost;
    return r;
  }

 private:
  static UInt128 magnitude(Int128 m) {
    return m < 0 ? -static_cast<UInt128>(m) : static_cast<UInt128>(m);
  }
  static int bit_length(UInt128 a) {
    const auto hi = static_cast<std::uint64_t>(a >> 64);
    if (hi != 0) return 128 - std::countl_zero(hi);
    return 64 - std::countl_zero(static_cast<std::uint64_t>(a));
  }
  Dyadic128 marked(bool lost) const {
    Dyadic128 r = *this;
    r.lost_ = lost;
    return r;
  }
  // Moves the trailing zeros into the exponent (m odd), so that products
  // spend no bits on them.
  void normalize() {
    if (m_ == 0) {
      e_ = 0;
      return;
    }
    const auto low = static_cast<std::uint64_t>(m_);
    const int tz = low != 0 ? std::countr_zero(low)
                            : 64 + std::countr_zero(static_cast<std::uint64_t>(static_cast<UInt128>(m_) >> 64));
    m_ >>= tz;  // exact: the bits shifted out are zeros
    e_ += tz;
  }

  Int128 m_ = 0;
  int e_ = 0;
  bool lost_ = false;
};

}  // namespace plumb::detail
