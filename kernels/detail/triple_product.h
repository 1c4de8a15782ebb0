// Plumb kernels, detail: the triple product of three coordinate differences,
//
//   V = (w1 - w0) . ((x1 - x0) x (y1 - y0)),
//
// exactly, as a floating-point expansion (expansion.h), and its correctly
// rounded value.
//
// Why: V is an orientation determinant in 3D (with w0 = x0 = y0 it is
// Shewchuk's orient3d), and it is the height of two segments' lines above
// each other (kernels/segment_segment3d.h). For segments that nearly meet, V
// lies at the level of the coordinates' last bits, below what a double-double
// evaluation can certify. As an expansion it costs a few hundred flops, far
// less than the big number, and allocates nothing: the three components of (x1 - x0) x (y1 - y0)
// as 2D forms (form.h: at most 16 components each), each scaled by the
// matching difference (at most 64), summed (at most 192).
//
// Coordinates of ordinary size, whose bits all lie within 125 bit positions,
// take a fixed-point path first (fixed_triple.h: the same correctly rounded
// value from 64-bit integer products, at a fraction of the cost); the
// expansion is the fallback outside that window.
//
// Range guard: every coordinate 0 or of magnitude in [2^-240, 2^240]. As for
// the 2D forms (form.h), such a coordinate is a multiple of 2^-292, so every
// difference part and every half of a split is a multiple of 2^-292 of
// magnitude at most 2^241, and every value the stage computes is a multiple of
// 2^-876 of magnitude below 2^730 (three factors; the splitter's (2^27 + 1) a
// at most 2^269). Binary64 represents all of them exactly, nothing overflows
// and nothing below 2^-1022 is rounded, so the error-free transformations are
// exact. A nonzero V is then at least 2^-876, inside round_nearest's range.
// Outside the guard the callers use the big number. The guard depends only on
// the magnitudes, so it is never a tolerance: both sides are exact.
#pragma once


#include "kernels/detail/expansion.h"
#include "kernels/detail/fixed_triple.h"
#include "kernels/detail/form.h"
#include "kernels/detail/scaled.h"
#include "kernels/types3d.h"

namespace plumb::detail {

inline constexpr double kTripleMin = 0x1p-240;
inline constexpr double kTripleMax = 0x1p+240;

inline bool in_triple_range(double v) { return zero_or_within(v, kTripleMin, kTripleMax); }

inline bool in_triple_range(Vec3 p) {
  return (int(in_triple_range(p.x)) & int(in_triple_range(p.y)) & int(in_triple_range(p.z))) != 0;
}

/// The largest expansion triple_product_expansion can return.
inline constexpr int kTripleTerms = 192;

/// V exactly, zero-eliminated and nonoverlapping, largest component last, in
/// h (room for kTripleTerms); returns its length ({0} for V = 0).
/// Precondition: all twelve coordinates in_triple_range.
inline int triple_product_expansion(Vec3 w0, Vec3 w1, Vec3 x0, Vec3 x1, Vec3 y0, Vec3 y1, double* h) {
  const double W1[3] = {w1.x, w1.y, w1.z}, W0[3] = {w0.x, w0.y, w0.z};
  const double X1[3] = {x1.x, x1.y, x1.z}, X0[3] = {x0.x, x0.y, x0.z};
  const double Y1[3] = {y1.x, y1.y, y1.z}, Y0[3] = {y0.x, y0.y, y0.z};
  double acc[kTripleTerms], next[kTripleTerms];
  int n = 1;
  acc[0] = 0.0;
  for (int i = 0; i < 3; ++i) {
    const int j = (i + 1) % 3, k = (i + 2) % 3;
    // The i-th component of the cross product: (x_j)(y_k) - (x_k)(y_j).
    double c[16];
    const int nc = form_expansion({X1[j], X0[j], Y1[k], Y0[k], X1[k], X0[k], Y1[j], Y0[j], -1.0}, c);
    double w[2];
    const int nw = difference_expansion(W1[i], W0[i], w);
    double term[64];
    int nt = 0;
    if (nw == 1) {
      nt = expansion::scale_zeroelim(nc, c, w[0], term);
    } else {
      double high[32], low[32];
      const int nh = expansion::scale_zeroelim(nc, c, w[1], high);
      const int nl = expansion::scale_zeroelim(nc, c, w[0], low);
      nt = expansion::sum_zeroelim(nh, high, nl, low, term);
    }
    n = expansion::sum_zeroelim(n, acc, nt, term, next);
    for (int m = 0; m < n; ++m) acc[m] = next[m];
  }
  for (int m = 0; m < n; ++m) h[m] = acc[m];
  return n;
}

/// V correctly rounded (ties to even), as a Scaled, from the expansion alone:
/// when all coordinates are in range and the expansion is short enough for
/// round_nearest (at most 48 components; longer ones are rare and left to the
/// caller). `ok` false otherwise. The fallback of triple_product_nearest, and
/// the reference its fixed-point path is tested against.
// Out of line: its buffers (about 6 KiB) must not join the caller's frame,
// where they would add to the big number's when the caller falls back to it.
[[gnu::noinline]] inline Scaled triple_product_nearest_expansion(Vec3 w0, Vec3 w1, Vec3 x0, Vec3 x1, Vec3 y0, Vec3 y1,
                                                                 bool& ok) {
  ok = in_triple_range(w0) && in_triple_range(w1) && in_triple_range(x0) && in_triple_range(x1) &&
       in_triple_range(y0) && in_triple_range(y1);
  if (!ok) return {};
  double h[kTripleTerms];
  const int n = triple_product_expansion(w0, w1, x0, x1, y0, y1, h);
  if (n == 1 && h[0] == 0.0) return {};
  ok = n <= 48;
  if (!ok) return {};
  return to_scaled(expansion::round_nearest(n, h));
}

/// V correctly rounded (ties to even), as a Scaled, whenever all coordinates
/// are in range: in fixed point (fixed_triple.h, a fraction of the expansion's
/// cost) when their bits fit its window, else from the expansion (`ok` false
/// when that declines). The same value and bits either way.
// Out of line, so that the caller's frame holds neither path's buffers. The
// range test uses `&`, not `&&`: all six are cheap, and branches cost more.
[[gnu::noinline]] inline Scaled triple_product_nearest(Vec3 w0, Vec3 w1, Vec3 x0, Vec3 x1, Vec3 y0, Vec3 y1, bool& ok) {
  ok = (int(in_triple_range(w0)) & int(in_triple_range(w1)) & int(in_triple_range(x0)) & int(in_triple_range(x1)) &
        int(in_triple_range(y0)) & int(in_triple_range(y1))) != 0;
  if (!ok) return {};
  const Scaled v = fixed::triple_nearest(w0, w1, x0, x1, y0, y1, ok);
  if (ok) return v;
  return triple_product_nearest_expansion(w0, w1, x0, x1, y0, y1, ok);
}

}  // namespace plumb::detail
