// Plumb oracle, filtered path: exact quotients, their correct rounding and
// the error measures, settled through enclosures.
//
// Method: an exact answer of the oracle is a quotient num / den of two
// polynomials in the input doubles; both are carried as enclosures
// (filtered_enclosure.h). Every question about the quotient is turned into
// the sign of a polynomial: |q| against a double m is sign(|num| - m |den|),
// evaluated as an enclosure. Correct rounding is found as the rational
// oracle does it (exact.h: a candidate, then the two midpoints to its
// neighbouring doubles checked), but with certified signs instead of
// rationals; an error measure |computed - q| / unit is enclosed as
// |computed den - num| / (|den| unit) with outward rounding.
// Every function answers nullopt when an enclosure cannot settle a sign;
// the caller then asks the rational oracle.
// Why obviously correct: each answer is either certified by signs that the
// enclosures prove, or withheld.
#pragma once

#include <optional>
#include <span>

#include "oracle/filtered_enclosure.h"

namespace plumb::oracle::filtered {

/// The exact value (num / den) 2^exp. Meaningful when den is not 0. The
/// power of two lets a question be evaluated on its inputs scaled exactly
/// by a power of two (scaled_inputs below) and its answer still be the
/// answer on the inputs themselves.
struct Quotient {
  Enclosure num;
  Enclosure den;
  int exp = 0;
};

/// v^2 as an exact quotient for a finite double v (v brought near 1 by a
/// power of two first, so that the square neither over- nor underflows).
/// Non-finite v: an invalid quotient. Never throws.
Quotient square_of(double v);

/// The same quotient times 2^k (exact: only the exponent changes).
inline Quotient times_pow2(Quotient q, int k) {
  q.exp += k;
  return q;
}

/// Brings the given doubles near 1 by one common power of two when the
/// largest magnitude lies outside [2^-100, 2^100] (where polynomials of
/// degree 8 in them could over- or underflow in doubles), and only when
/// every value scales exactly (no bit drops into or below the subnormal
/// range). Returns k with every value now equal to the old value times
/// 2^-k (0, values unchanged, when no scaling is needed or possible).
/// Non-finite values: returns 0 and changes nothing. Never throws.
int scale_exactly(std::span<double* const> values);

/// A quotient with denominator 1.
Quotient whole(const Enclosure& value);

/// Bounds of an error measure: low <= the exact measure <= high. `high` is
/// what the filtered path reports (never under-reported); the rational
/// measure lies in [low, high]. The measures below give bounds only when they
/// are tight: high <= low (1 + 2^-40) + 2^-40.
struct ErrorBounds {
  double low;
  double high;
};

/// sign(q) when certified (den must be certified non-zero). Never throws.
std::optional<int> sign(const Quotient& q);

/// sign(a - b) for two quotients, when certified. Never throws.
std::optional<int> compare(const Quotient& a, const Quotient& b);

/// q in [0, 1] (closed), when certified. Never throws.
std::optional<bool> in_unit_interval(const Quotient& q);

/// floor(log2 |q|) for q != 0, when certified. Never throws.
std::optional<long> floor_log2_abs(const Quotient& q);

/// The double nearest q, ties to even, exactly as oracle::round_to_double
/// (+0.0 for q == 0, -0.0 for a negative q that rounds to zero, +-inf past
/// the overflow threshold); nullopt when not certified. Never throws.
std::optional<double> rounded(const Quotient& q);

/// Bounds of oracle::ulp_error(computed, q): |computed - q| / ulp_of(q).
/// nullopt when not certified, or when computed is not finite. Never throws.
std::optional<ErrorBounds> ulp_error(double computed, const Quotient& q);

/// Bounds of oracle::ulp_error_sqrt(computed, q) for q >= 0:
/// |computed - sqrt(q)| / ulp_of(sqrt(q)). nullopt when not certified, when
/// computed is negative or not finite. Never throws.
std::optional<ErrorBounds> ulp_error_sqrt(double computed, const Quotient& q);

/// Bounds of a non-negative scale known only by bounds (low <= scale <= high).
struct ScaleBounds {
  Real low;
  Real high;
};

/// Bounds of oracle::scaled_error(computed, q, scale): |computed - q| /
/// (2^-53 scale), for a scale known by bounds with low > 0. nullopt when not
/// certified, when low == 0, or when computed is not finite. Never throws.
std::optional<ErrorBounds> scaled_error(double computed, const Quotient& q, const ScaleBounds& scale);

/// Bounds of |q| (outward rounded; low may be 0). Never throws.
ScaleBounds abs_bounds(const Quotient& q);
ScaleBounds abs_bounds(const Enclosure& e);

/// Sum and product of non-negative bounds, rounded outward. Never throw.
ScaleBounds operator+(const ScaleBounds& a, const ScaleBounds& b);
ScaleBounds operator*(const ScaleBounds& a, const ScaleBounds& b);

}  // namespace plumb::oracle::filtered
