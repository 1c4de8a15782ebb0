// Plumb kernels, detail: the exact signs of segment_segment_closest3's first
// steps (kernels/segment_segment3d.h) when its settled path leaves them open.
//
// With d1 = q1 - p1, d2 = q2 - p2 and n = d1 x d2, the steps need the signs of
//   S* = n . (d2 x (p1 - p2)),   S* - D = n . (d2 x (q1 - p2)),
//   T* = n . (d1 x (p1 - p2)),   T* - D = n . (d1 x (p1 - q2)),
// and of the nearer-end tests 2 S* - D = S* + (S* - D), 2 T* - D likewise.
// Why a stage of its own: evaluated one by one as generic polynomials
// (polynomial.h), each sign builds n again, in Bounded and then in BoundedDD,
// and a nearer-end test builds two numerators again; nearly degenerate input
// (segments nearly parallel or nearly meeting) needs the double-double stage
// for most of its signs. Here each numerator is evaluated at most once and n
// once: in double-double (n by cross_dd, detail/dot_dd.h, split once; each
// numerator one dot_dd with its bound); a sign that bound does not settle is
// evaluated exactly (polynomial.h's stage 3), after the wide-exponent bound
// (stage 2b) where the double-double failed for range. Every value is computed when first
// asked for, so a call pays only for the signs its steps use.
// No plain-double stage first: the settled path (quick_pair) has already
// tried the double evaluation of these signs, and a second one in double
// with a running bound (Bounded, polynomial_sign's filter) settles too few of
// the signs nearly degenerate input asks to pay for itself.
#pragma once

#include <optional>

#include "kernels/detail/dot_dd.h"
#include "kernels/detail/fallback_counter.h"
#include "kernels/detail/polynomial.h"
#include "kernels/detail/vec3.h"
#include "kernels/types3d.h"

namespace plumb::detail {

// (u1 - u0) x (v1 - v0) . (w1 - w0) x (x1 - x0), degree 4.
template <class N>
auto cross_dot(Vec3 u0, Vec3 u1, Vec3 v0, Vec3 v1, Vec3 w0, Vec3 w1, Vec3 x0, Vec3 x1) {
  using Four = decltype(num<N>(0.0) * num<N>(0.0) * num<N>(0.0) * num<N>(0.0));
  Four result;
  {
    const auto n = cross(diff3<N>(u0, u1), diff3<N>(v0, v1));
    const auto m = cross(diff3<N>(w0, w1), diff3<N>(x0, x1));
    result = dot(n, m);
  }
  return result;
}

// The four numerators and D as generic polynomials (polynomial.h) over the
// segments p1 q1 and p2 q2: the exact stage's evaluation.
struct PairPolynomials {
  Vec3 p1, q1, p2, q2;
  template <class N>
  auto s_star() const { return cross_dot<N>(p1, q1, p2, q2, p2, q2, p2, p1); }
  template <class N>
  auto s_star_minus_d() const { return cross_dot<N>(p1, q1, p2, q2, p2, q2, p2, q1); }
  template <class N>
  auto t_star() const { return cross_dot<N>(p1, q1, p2, q2, p1, q1, p2, p1); }
  template <class N>
  auto t_star_minus_d() const { return cross_dot<N>(p1, q1, p2, q2, p1, q1, q2, p1); }
  template <class N>
  auto d() const { return cross_dot<N>(p1, q1, p2, q2, p1, q1, p2, q2); }
};

// -1, 0 or +1: the clamped parameter S / D (D > 0) is 0, interior, or 1,
// given the signs of S and S - D.
inline int clamp_part(int numerator, int numerator_minus_d) {
  if (numerator <= 0) return -1;
  if (numerator_minus_d >= 0) return 1;
  return 0;
}

/// The signs, each computed on first use. Finite coordinates only.
class PairSigns {
 public:
  /// P must outlive the object: it is referred to, not copied (a copy of
  /// its twelve doubles, stored and reloaded at another alignment, stalls
  /// store forwarding on every call of segment_segment_closest3).
  explicit PairSigns(const PairPolynomials& P) : P_(P) {}
  explicit PairSigns(const PairPolynomials&& P) = delete;

  /// clamp_part of S* and S* - D (S* - D only when S* > 0).
  int s_part() { return sign(kS) <= 0 ? -1 : clamp_part(1, sign(kSMinusD)); }
  int t_part() { return sign(kT) <= 0 ? -1 : clamp_part(1, sign(kTMinusD)); }
  /// The sign of 2 S* - D = S* + (S* - D): which end of segment 1 the
  /// interior point is nearer.
  int s_side() { return sign(kS, kSMinusD); }
  int t_side() { return sign(kT, kTMinusD); }

  enum Numerator { kS, kSMinusD, kT, kTMinusD, kNone };

  /// The double-double values computed so far, or nullptr: n = d1 x d2
  /// (split), and the numerator k. segment_segment_closest3's interior
  /// values take them instead of evaluating them again (interior_values).
  const SplitDDVector* n_dd() const { return cache_ && cache_->n_dd ? &*cache_->n_dd : nullptr; }
  const BoundedDD* numerator_dd(Numerator k) const { return cache_ && cache_->dd[k] ? &*cache_->dd[k] : nullptr; }

 private:
  // The sign of the numerator k (plus the numerator l, for the sides): the
  // double-double value with its bound, then exactly.
  int sign(Numerator k, Numerator l = kNone) {
    const BoundedDD d = l == kNone ? dd(k) : dd(k) + dd(l);
    const int settled = settled_sign(d);
    if (settled != 2) return settled;
    return polynomial_sign_after(d, [this, k, l]<class N>() {
      auto v = numerator<N>(k);
      if (l != kNone) v = v + numerator<N>(l);
      return v;
    });
  }

  template <class N>
  auto numerator(Numerator k) const {
    switch (k) {
      case kS: return P_.s_star<N>();
      case kSMinusD: return P_.s_star_minus_d<N>();
      case kT: return P_.t_star<N>();
      default: return P_.t_star_minus_d<N>();
    }
  }

  // The numerator k is n . (w x x): S* = n . (d2 x (p1 - p2)), S* - D = n .
  // (d2 x (q1 - p2)), T* = n . (d1 x (p1 - p2)), T* - D = n . (d1 x (p1 -
  // q2)). w is d1 or d2, split once for n; p1 - p2 is split once for S* and
  // T*, so that no factor is split twice.
  const BoundedDD& dd(Numerator k) {
    Cache& c = cache();
    if (!c.dd[k]) {
      if (!c.n_dd) {
        PLUMB_NOTE_EXPANSION_STAGE();
        c.d1 = split_difference(P_.p1, P_.q1);
        c.d2 = split_difference(P_.p2, P_.q2);
        c.n_dd = presplit(cross_dd(c.d1, c.d2));
      }
      const SplitVector& w = (k == kS || k == kSMinusD) ? c.d2 : c.d1;
      if (k == kS || k == kT) {
        if (!c.p1_p2) c.p1_p2 = split_difference(P_.p2, P_.p1);
        c.dd[k] = dot_dd(cross_dd(w, *c.p1_p2), *c.n_dd);
      } else {
        const SplitVector x = k == kSMinusD ? split_difference(P_.p2, P_.q1) : split_difference(P_.q2, P_.p1);
        c.dd[k] = dot_dd(cross_dd(w, x), *c.n_dd);
      }
    }
    return *c.dd[k];
  }

  // The values computed so far. Built on the first sign asked for, not with
  // the object: segment_segment_closest3 makes a PairSigns on every call,
  // and on ordinary input quick_pair settles every sign and none is asked
  // for, while clearing these few hundred bytes with the object (gcc 12
  // emits two rep stos) would cost every call.
  // (A user-provided constructor: value-initialized, as emplace() does, the
  // cache would be cleared first, split vectors and all.) d1 and d2 are set
  // with n_dd.
  struct Cache {
    Cache() {}
    std::optional<SplitDDVector> n_dd;
    SplitVector d1, d2;
    std::optional<SplitVector> p1_p2;
    std::optional<BoundedDD> dd[4];
  };
  Cache& cache() {
    if (!cache_) cache_.emplace();
    return *cache_;
  }

  const PairPolynomials& P_;
  std::optional<Cache> cache_;
};

}  // namespace plumb::detail
