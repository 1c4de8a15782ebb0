// Plumb kernels, detail: the exact signs of segment_segment_closest3's first
// steps (kernels/segment_segment3d.h) when its settled path leaves them open.
//
// With d1 = q1 - p1, d2 = q2 - p2 and n = d1 x d2, the steps need the signs of
//   S* = n . (d2 x (p1 - p2)),   S* - D = n . (d2 x (q1 - p2)),
//   T* = n . (d1 x (p1 - p2)),   T* - D = n . (d1 x (p1 - q2)),
// and of the nearer-end tests 2 S* - D = S* + (S* - D), 2 T* - D likewise.
// Why a stage of its own: evaluated one by one as generic polynomials
// (polynomial.h), each sign builds n again in BoundedDD, and nearly
// degenerate input (segments nearly parallel or nearly meeting) needs that
// stage for most of its signs. Each sign here is first filtered in plain
// double as before (polynomial_sign_filter: cheap, and it settles the
// moderate cancellation that random exponents bring); then n is built once
// in double-double (cross_dd, detail/dot_dd.h) and split once, each other
// cross product likewise, and each numerator is one dot_dd with its bound; a
// sign that bound does not settle is evaluated exactly (the big number). Each
// double-double value is computed when first asked for, so a call pays only
// for the signs its steps use.
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
  explicit PairSigns(const PairPolynomials& P) : P_(P) {}

  /// clamp_part of S* and S* - D (S* - D only when S* > 0).
  int s_part() {
    if (sign([this]<class N>() { return P_.s_star<N>(); }, [this] { return s_star(); }) <= 0) return -1;
    return clamp_part(1, sign([this]<class N>() { return P_.s_star_minus_d<N>(); }, [this] { return s_star_minus_d(); }));
  }
  int t_part() {
    if (sign([this]<class N>() { return P_.t_star<N>(); }, [this] { return t_star(); }) <= 0) return -1;
    return clamp_part(1, sign([this]<class N>() { return P_.t_star_minus_d<N>(); }, [this] { return t_star_minus_d(); }));
  }
  /// The sign of 2 S* - D: which end of segment 1 the interior point is nearer.
  int s_side() {
    return sign([this]<class N>() { return P_.s_star<N>() + P_.s_star_minus_d<N>(); },
                [this] { return s_star() + s_star_minus_d(); });
  }
  int t_side() {
    return sign([this]<class N>() { return P_.t_star<N>() + P_.t_star_minus_d<N>(); },
                [this] { return t_star() + t_star_minus_d(); });
  }

 private:
  // The sign of the polynomial f: its plain-double filter (which settles
  // moderately cancelling input without n in double-double), then the shared
  // double-double value dd() with its bound, then f exactly.
  template <class F, class G>
  static int sign(const F& f, const G& dd) {
    const int filtered = polynomial_sign_filter(f);
    if (filtered != 2) return filtered;
    const BoundedDD x = dd();
    const double bound = x.error * kBoundMargin;
    if (std::isfinite(x.hi) && std::isfinite(bound) && std::fabs(x.hi) > bound) return x.hi > 0.0 ? 1 : -1;
    return polynomial_sign_exact(f);
  }

  // d1, d2, p1 - p2 and n = d1 x d2, split, on first use.
  void prepare() {
    if (ready_) return;
    PLUMB_NOTE_EXPANSION_STAGE();
    d1_ = split_difference(P_.p1, P_.q1);
    d2_ = split_difference(P_.p2, P_.q2);
    r_ = split_difference(P_.p2, P_.p1);
    n_ = presplit(cross_dd(d1_, d2_));
    ready_ = true;
  }
  const BoundedDD& s_star() {
    if (!s_) prepare(), s_ = dot_dd(cross_dd(d2_, r_), n_);
    return *s_;
  }
  const BoundedDD& s_star_minus_d() {
    if (!s_minus_d_) prepare(), s_minus_d_ = dot_dd(cross_dd(d2_, split_difference(P_.p2, P_.q1)), n_);
    return *s_minus_d_;
  }
  const BoundedDD& t_star() {
    if (!t_) prepare(), t_ = dot_dd(cross_dd(d1_, r_), n_);
    return *t_;
  }
  const BoundedDD& t_star_minus_d() {
    if (!t_minus_d_) prepare(), t_minus_d_ = dot_dd(cross_dd(d1_, split_difference(P_.q2, P_.p1)), n_);
    return *t_minus_d_;
  }

  PairPolynomials P_;
  bool ready_ = false;
  // Left uninitialized until prepare(): most calls never need them, and
  // zeroing them cost the settled path more than its own arithmetic.
  SplitVector d1_, d2_, r_;
  SplitDDVector n_;
  std::optional<BoundedDD> s_, s_minus_d_, t_, t_minus_d_;
};

}  // namespace plumb::detail
