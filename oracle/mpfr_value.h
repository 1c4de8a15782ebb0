// Plumb oracle: small RAII helpers around MPFR (an implementation detail of
// exact.cpp and error.cpp). Method: constructors acquire, destructors release,
// so nothing leaks and no global MPFR state outlives its use, exceptions
// included.
#pragma once

#include <mpfr.h>

namespace plumb::oracle::detail {

/// An mpfr_t of a given precision that clears itself. Takes: the precision
/// in bits. Never throws.
class Mpfr {
 public:
  explicit Mpfr(mpfr_prec_t precision) { mpfr_init2(value, precision); }
  ~Mpfr() { mpfr_clear(value); }
  Mpfr(const Mpfr&) = delete;
  Mpfr& operator=(const Mpfr&) = delete;
  mpfr_t value;
};

/// While alive, MPFR's exponent range is binary64's in MPFR's convention
/// (x = m 2^e with 1/2 <= m < 1): the smallest subnormal 2^-1074 has
/// e = -1073 and DBL_MAX has e = 1024. The caller's range is restored on
/// destruction. Never throws.
class Binary64ExponentRange {
 public:
  Binary64ExponentRange() : old_emin_(mpfr_get_emin()), old_emax_(mpfr_get_emax()) {
    mpfr_set_emin(-1073);
    mpfr_set_emax(1024);
  }
  ~Binary64ExponentRange() {
    mpfr_set_emin(old_emin_);
    mpfr_set_emax(old_emax_);
  }
  Binary64ExponentRange(const Binary64ExponentRange&) = delete;
  Binary64ExponentRange& operator=(const Binary64ExponentRange&) = delete;

 private:
  mpfr_exp_t old_emin_;
  mpfr_exp_t old_emax_;
};

}  // namespace plumb::oracle::detail
