// Plumb kernels, detail: an exact binary number for the slow path of the filters.
//
// Why: a filtered predicate evaluates in double and falls back to exact
// arithmetic only when the forward error bound cannot settle the sign. The
// fallback must be exact for *every* finite double input, including those whose
// products overflow or underflow binary64 (coordinates near 1e308 or 1e-320).
// Floating-point expansions (Shewchuk) are exact only away from overflow and
// underflow, so the fallback here is a fixed-capacity big integer with a binary
// exponent: value = (-1)^negative * magnitude * 2^exponent.
//
// Every finite double is an integer multiple of 2^-1074 below 2^1024, so a
// polynomial of degree k in the inputs spans at most k * 2100 bits. The capacity
// below (210 limbs = 13440 bits) covers every polynomial of degree <= 6 that
// the kernels evaluate (the highest is the capsule-capsule test); exceeding it
// is a programming error and traps.
//
// Nothing here allocates: the magnitude lives in a std::array on the stack.
#pragma once

#include <array>
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

class ExactNumber {
 public:
  static constexpr int kMaxLimbs = 210;

  ExactNumber() = default;
  // Copies only the limbs in use: the array is 1680 bytes, a number a few limbs.
  ExactNumber(const ExactNumber& o) : n_(o.n_), exponent_(o.exponent_), negative_(o.negative_) {
    for (int i = 0; i < n_; ++i) limb_[i] = o.limb_[i];
  }
  ExactNumber& operator=(const ExactNumber& o) {
    n_ = o.n_; exponent_ = o.exponent_; negative_ = o.negative_;
    for (int i = 0; i < n_; ++i) limb_[i] = o.limb_[i];
    return *this;
  }

  /// Exact value of a finite double (precondition: std::isfinite(x)).
  static ExactNumber from_double(double x) {
    ExactNumber r;
    if (x == 0.0) return r;
    int e = 0;
    const double f = std::frexp(std::fabs(x), &e);  // |x| = f * 2^e, f in [0.5, 1)
    auto m = static_cast<std::uint64_t>(std::ldexp(f, 53));  // exact: 53-bit integer
    const int tz = std::countr_zero(m);
    r.limb_[0] = m >> tz;
    r.n_ = 1;
    r.exponent_ = e - 53 + tz;
    r.negative_ = x < 0.0;
    return r;
  }

  /// -1, 0 or +1.
  int sign() const { return n_ == 0 ? 0 : (negative_ ? -1 : 1); }

  ExactNumber operator-() const {
    ExactNumber r = *this;
    if (r.n_ != 0) r.negative_ = !r.negative_;
    return r;
  }

  friend ExactNumber operator+(const ExactNumber& x, const ExactNumber& y) {
    return add(x, y, false);
  }
  friend ExactNumber operator-(const ExactNumber& x, const ExactNumber& y) {
    return add(x, y, true);
  }

  friend ExactNumber operator*(const ExactNumber& x, const ExactNumber& y) {
    ExactNumber r;
    if (x.n_ == 0 || y.n_ == 0) return r;
    check_capacity(x.n_ + y.n_);
    for (int i = 0; i < x.n_ + y.n_; ++i) r.limb_[i] = 0;
    for (int i = 0; i < x.n_; ++i) {
      Wide carry = 0;
      for (int j = 0; j < y.n_; ++j) {
        const Wide cur =
            static_cast<Wide>(x.limb_[i]) * y.limb_[j] + r.limb_[i + j] + carry;
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
    if (limbs > kMaxLimbs) std::abort();  // unreachable for the kernels' degree <= 4 forms
  }

  void trim() {
    while (n_ > 0 && limb_[n_ - 1] == 0) --n_;
    // Drop whole zero limbs at the bottom to keep numbers short.
    int z = 0;
    while (z < n_ && limb_[z] == 0) ++z;
    if (z > 0) {
      for (int i = z; i < n_; ++i) limb_[i - z] = limb_[i];
      for (int i = n_ - z; i < n_; ++i) limb_[i] = 0;
      n_ -= z;
      exponent_ += 64 * z;
    }
    if (n_ == 0) {
      negative_ = false;
      exponent_ = 0;
    }
  }

  // The magnitude shifted left by `bits` (>= 0), as a new number with exponent
  // reduced accordingly: same value, finer grid.
  ExactNumber shifted_left(int bits) const {
    ExactNumber r;
    if (n_ == 0) return r;
    const int whole = bits / 64;
    const int part = bits % 64;
    check_capacity(n_ + whole + 1);
    for (int i = 0; i < n_ + whole + 1; ++i) r.limb_[i] = 0;
    for (int i = 0; i < n_; ++i) {
      r.limb_[i + whole] |= part == 0 ? limb_[i] : limb_[i] << part;
      if (part != 0) r.limb_[i + whole + 1] |= limb_[i] >> (64 - part);
    }
    r.n_ = n_ + whole + 1;
    r.exponent_ = exponent_ - bits;
    r.negative_ = negative_;
    while (r.n_ > 0 && r.limb_[r.n_ - 1] == 0) --r.n_;
    return r;
  }

  static int compare_magnitude(const ExactNumber& x, const ExactNumber& y) {
    // Precondition: same exponent.
    if (x.n_ != y.n_) return x.n_ < y.n_ ? -1 : 1;
    for (int i = x.n_ - 1; i >= 0; --i) {
      if (x.limb_[i] != y.limb_[i]) return x.limb_[i] < y.limb_[i] ? -1 : 1;
    }
    return 0;
  }

  static ExactNumber add(const ExactNumber& x0, const ExactNumber& y0, bool subtract) {
    if (y0.n_ == 0) return x0;
    ExactNumber y = y0;
    if (subtract) y.negative_ = !y.negative_;
    if (x0.n_ == 0) return y;
    // Align both on the finer exponent.
    const int e = x0.exponent_ < y.exponent_ ? x0.exponent_ : y.exponent_;
    const ExactNumber a = x0.shifted_left(x0.exponent_ - e);
    const ExactNumber b = y.shifted_left(y.exponent_ - e);
    ExactNumber r;
    r.exponent_ = e;
    if (a.negative_ == b.negative_) {
      const int n = a.n_ > b.n_ ? a.n_ : b.n_;
      check_capacity(n + 1);
      std::uint64_t carry = 0;
      for (int i = 0; i < n; ++i) {
        const Wide s =
            static_cast<Wide>(i < a.n_ ? a.limb_[i] : 0) + (i < b.n_ ? b.limb_[i] : 0) + carry;
        r.limb_[i] = static_cast<std::uint64_t>(s);
        carry = static_cast<std::uint64_t>(s >> 64);
      }
      r.limb_[n] = carry;
      r.n_ = n + 1;
      r.negative_ = a.negative_;
    } else {
      const int c = compare_magnitude(a, b);
      if (c == 0) return ExactNumber{};
      const ExactNumber& big = c > 0 ? a : b;
      const ExactNumber& small = c > 0 ? b : a;
      std::uint64_t borrow = 0;
      for (int i = 0; i < big.n_; ++i) {
        const std::uint64_t bi = i < small.n_ ? small.limb_[i] : 0;
        const std::uint64_t d = big.limb_[i] - bi - borrow;
        borrow = (big.limb_[i] < bi || (big.limb_[i] == bi && borrow)) ? 1 : 0;
        r.limb_[i] = d;
      }
      r.n_ = big.n_;
      r.negative_ = big.negative_;
    }
    r.trim();
    return r;
  }

  std::array<std::uint64_t, kMaxLimbs> limb_;  // only [0, n_) is meaningful
  int n_ = 0;
  int exponent_ = 0;  // binary exponent of limb_[0]'s lowest bit
  bool negative_ = false;
};

}  // namespace plumb::detail
