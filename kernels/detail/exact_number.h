// Plumb kernels, detail: an exact binary number for the last stage of the
// filters, sized by the degree of the value it holds.
//
// Why: a filtered predicate evaluates in double and falls back to exact
// arithmetic only when nothing cheaper can settle it. The fallback must be
// exact for *every* finite double input, including those whose products
// overflow or underflow binary64 (coordinates near 1e308 or 1e-320), which
// floating-point expansions cannot represent. So it is a big integer with a
// binary exponent: value = (-1)^negative * magnitude * 2^exponent.
//
// Capacity, and why the type carries a degree. Every finite double is an
// integer multiple of 2^-1074 below 2^1024, so a value of polynomial degree D
// in the inputs (a product of D of them, or a sum of at most 2^(16 D) such
// products, as the kernels' polynomials are) is a multiple of 2^(-1074 D)
// below 2^(1040 D): it spans at most 2114 D bits, at most
// ceil(2114 D / 64) + 1 limbs wherever its lowest limb starts. BigNumber<D>
// has room for that and a little more (a product's schoolbook loop writes
// na + nb limbs before the top ones are trimmed). The degree is part of the
// type -- a product of degrees A and B has degree A + B, a sum the larger --
// so each value on the stack is only as large as its degree needs (a
// coordinate 300 bytes, a degree-6 value 1.6 KB), which keeps every exact
// path within the 16 KiB of stack that kernels/tests/stack_test.cpp allows.
// Exceeding the capacity is a programming error and traps.
//
// Nothing here allocates, and no operation makes a full-size copy of an
// operand: sums align their operands limb by limb as they go.
#pragma once

#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdlib>

namespace plumb::detail {

// 64 x 64 -> 128-bit products for the limb arithmetic (GCC and Clang).
__extension__ typedef unsigned __int128 Wide;

/// A double-precision significand with a separate binary exponent:
/// value = mantissa * 2^exponent, |mantissa| in [1, 2) or exactly 0.
/// Used where a result may lie outside binary64's exponent range.
struct Scaled {
  double mantissa = 0.0;
  int exponent = 0;
};

template <int D>
class BigNumber {
  template <int>
  friend class BigNumber;

 public:
  static_assert(D >= 1 && D <= 8);
  static constexpr int kDegree = D;
  static constexpr int kMaxLimbs = (2114 * D + 63) / 64 + 3;

  BigNumber() = default;
  BigNumber(const BigNumber& o) : n_(o.n_), exponent_(o.exponent_), negative_(o.negative_) {
    for (int i = 0; i < n_; ++i) limb_[i] = o.limb_[i];  // only the limbs in use
  }
  BigNumber& operator=(const BigNumber& o) {
    n_ = o.n_;
    exponent_ = o.exponent_;
    negative_ = o.negative_;
    for (int i = 0; i < n_; ++i) limb_[i] = o.limb_[i];
    return *this;
  }
  /// A value of a lower degree fits (widening is exact).
  template <int E>
    requires(E < D)
  BigNumber(const BigNumber<E>& o) : n_(o.n_), exponent_(o.exponent_), negative_(o.negative_) {
    for (int i = 0; i < n_; ++i) limb_[i] = o.limb_[i];
  }

  /// Exact value of a finite double (precondition: std::isfinite(x)): a
  /// number of degree 1, whatever D.
  static BigNumber<1> from_double(double x) {
    BigNumber<1> r;
    if (x == 0.0) return r;
    int e = 0;
    const double f = std::frexp(std::fabs(x), &e);            // |x| = f * 2^e, f in [0.5, 1)
    auto m = static_cast<std::uint64_t>(std::ldexp(f, 53));  // exact: a 53-bit integer
    const int tz = std::countr_zero(m);
    r.limb_[0] = m >> tz;
    r.n_ = 1;
    r.exponent_ = e - 53 + tz;
    r.negative_ = x < 0.0;
    return r;
  }

  /// -1, 0 or +1.
  int sign() const { return n_ == 0 ? 0 : (negative_ ? -1 : 1); }

  BigNumber operator-() const {
    BigNumber r = *this;
    if (r.n_ != 0) r.negative_ = !r.negative_;
    return r;
  }

  template <int A, int B>
  friend BigNumber<(A > B ? A : B)> operator+(const BigNumber<A>& x, const BigNumber<B>& y);
  template <int A, int B>
  friend BigNumber<(A > B ? A : B)> operator-(const BigNumber<A>& x, const BigNumber<B>& y);
  template <int A, int B>
  friend BigNumber<A + B> operator*(const BigNumber<A>& x, const BigNumber<B>& y);

  /// The value correctly rounded to a Scaled (53 bits, nearest, ties to even;
  /// the exponent unbounded): relative error at most 2^-53.
  /// The top 64 bits are gathered with a sticky bit for the rest, so that the
  /// one conversion to double rounds as the whole number would.
  Scaled to_scaled() const {
    if (n_ == 0) return {};
    const int top = n_ - 1;
    const int lead = 63 - std::countl_zero(limb_[top]);  // bit index in top limb
    // Gather the 64 bits below and including the leading bit.
    std::uint64_t hi = limb_[top] << (63 - lead);
    bool rest = false;  // any bit below those 64
    if (top > 0) {
      if (lead < 63) {
        hi |= limb_[top - 1] >> (lead + 1);
        rest = (limb_[top - 1] << (63 - lead)) != 0;
      } else {
        rest = limb_[top - 1] != 0;
      }
      for (int i = 0; i + 1 < top; ++i) rest = rest || limb_[i] != 0;
    }
    // Bit 0 is below the rounding position (bit 10): setting it breaks ties
    // correctly and changes nothing else.
    if (rest) hi |= 1;
    double m = static_cast<double>(hi);  // in [2^63, 2^64]
    int e = 0;
    m = std::frexp(m, &e);  // m in [0.5, 1)
    const int exponent = exponent_ + top * 64 + lead - 63 + e;  // value ~ m * 2^exponent
    return {negative_ ? -2.0 * m : 2.0 * m, exponent - 1};
  }

 private:
  static void check_capacity(int limbs) {
    if (limbs > kMaxLimbs) std::abort();  // a value beyond its degree: a programming error
  }

  void trim() {
    while (n_ > 0 && limb_[n_ - 1] == 0) --n_;
    // Drop whole zero limbs at the bottom to keep numbers short.
    int z = 0;
    while (z < n_ && limb_[z] == 0) ++z;
    if (z > 0) {
      for (int i = z; i < n_; ++i) limb_[i - z] = limb_[i];
      n_ -= z;
      exponent_ += 64 * z;
    }
    if (n_ == 0) {
      negative_ = false;
      exponent_ = 0;
    }
  }

  // Limb i of the magnitude shifted left by `bits` >= 0 (0 past either end).
  std::uint64_t shifted_limb(int i, int bits) const {
    const int whole = bits / 64, part = bits % 64;
    const int j = i - whole;
    const std::uint64_t lo = j >= 0 && j < n_ ? limb_[j] : 0;
    if (part == 0) return lo;
    const std::uint64_t below = j - 1 >= 0 && j - 1 < n_ ? limb_[j - 1] : 0;
    return (lo << part) | (below >> (64 - part));
  }

  // Limbs the magnitude occupies once shifted left by `bits`.
  int shifted_length(int bits) const { return n_ == 0 ? 0 : n_ + (bits + 63) / 64; }

  // x + (-1)^flip y, into a number of this type, aligning on the finer
  // exponent limb by limb.
  template <int A, int B>
  static BigNumber add(const BigNumber<A>& x, const BigNumber<B>& y, bool flip) {
    BigNumber r;
    if (y.n_ == 0) {
      r = BigNumber(x);
      return r;
    }
    if (x.n_ == 0) {
      r = BigNumber(y);
      if (flip && r.n_ != 0) r.negative_ = !r.negative_;
      return r;
    }
    const bool y_negative = y.negative_ != flip;
    const int e = x.exponent_ < y.exponent_ ? x.exponent_ : y.exponent_;
    const int sx = x.exponent_ - e, sy = y.exponent_ - e;
    const int nx = x.shifted_length(sx), ny = y.shifted_length(sy);
    const int n = nx > ny ? nx : ny;
    check_capacity(n + 1);
    r.exponent_ = e;
    if (x.negative_ == y_negative) {
      std::uint64_t carry = 0;
      for (int i = 0; i < n; ++i) {
        const Wide s = static_cast<Wide>(x.shifted_limb(i, sx)) + y.shifted_limb(i, sy) + carry;
        r.limb_[i] = static_cast<std::uint64_t>(s);
        carry = static_cast<std::uint64_t>(s >> 64);
      }
      r.limb_[n] = carry;
      r.n_ = n + 1;
      r.negative_ = x.negative_;
    } else {
      int c = 0;  // compare the aligned magnitudes from the top
      for (int i = n - 1; i >= 0 && c == 0; --i) {
        const std::uint64_t a = x.shifted_limb(i, sx), b = y.shifted_limb(i, sy);
        c = a < b ? -1 : a > b ? 1 : 0;
      }
      if (c == 0) return r;  // exactly zero
      const bool x_big = c > 0;
      std::uint64_t borrow = 0;
      for (int i = 0; i < n; ++i) {
        const std::uint64_t big = x_big ? x.shifted_limb(i, sx) : y.shifted_limb(i, sy);
        const std::uint64_t small = x_big ? y.shifted_limb(i, sy) : x.shifted_limb(i, sx);
        const std::uint64_t d = big - small - borrow;
        borrow = (big < small || (big == small && borrow)) ? 1 : 0;
        r.limb_[i] = d;
      }
      r.n_ = n;
      r.negative_ = x_big ? x.negative_ : y_negative;
    }
    r.trim();
    return r;
  }

  std::uint64_t limb_[kMaxLimbs];  // only [0, n_) is meaningful
  int n_ = 0;
  int exponent_ = 0;  // binary exponent of limb_[0]'s lowest bit
  bool negative_ = false;
};

template <int A, int B>
BigNumber<(A > B ? A : B)> operator+(const BigNumber<A>& x, const BigNumber<B>& y) {
  return BigNumber<(A > B ? A : B)>::add(x, y, false);
}

template <int A, int B>
BigNumber<(A > B ? A : B)> operator-(const BigNumber<A>& x, const BigNumber<B>& y) {
  return BigNumber<(A > B ? A : B)>::add(x, y, true);
}

template <int A, int B>
BigNumber<A + B> operator*(const BigNumber<A>& x, const BigNumber<B>& y) {
  BigNumber<A + B> r;
  if (x.n_ == 0 || y.n_ == 0) return r;
  BigNumber<A + B>::check_capacity(x.n_ + y.n_);
  for (int i = 0; i < x.n_ + y.n_; ++i) r.limb_[i] = 0;
  for (int i = 0; i < x.n_; ++i) {
    Wide carry = 0;
    for (int j = 0; j < y.n_; ++j) {
      const Wide cur = static_cast<Wide>(x.limb_[i]) * y.limb_[j] + r.limb_[i + j] + carry;
      r.limb_[i + j] = static_cast<std::uint64_t>(cur);
      carry = cur >> 64;
    }
    r.limb_[i + y.n_] = static_cast<std::uint64_t>(carry);
  }
  r.n_ = x.n_ + y.n_;
  r.exponent_ = x.exponent_ + y.exponent_;
  r.negative_ = x.negative_ != y.negative_;
  r.trim();
  return r;
}

/// The exact value of an input double: a number of degree 1.
inline BigNumber<1> big_of(double x) { return BigNumber<1>::from_double(x); }

/// The largest degree the kernels evaluate exactly (the capsule test's 6), for
/// code that does not track degrees.
using ExactNumber = BigNumber<6>;

}  // namespace plumb::detail
