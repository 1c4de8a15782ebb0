// Plumb properties: the small draws every generator is built from (inside a
// rc::gen::exec body: each draw is a RapidCheck pick, so cases shrink; the
// runner draws the same values directly, see DirectDraws).
#pragma once

#include <initializer_list>
#include <limits>
#include <string>
#include <vector>

#include <rapidcheck.h>

#include "kernels/types.h"
#include "kernels/types3d.h"
#include "subject/declarations.h"

namespace plumb::gen::draw {

/// The domain the draws aim at while it is in scope (the runner opens one
/// around each case it draws for a subject). Outside any scope, and for the
/// full-double domain, every draw is exactly as it has always been, so a
/// seed replays the same cases. Inside a narrower domain: binades stay
/// within the declared magnitudes, nudges are ULPs of the declared precision,
/// random significands have its width, and "any bit pattern", "huge" and the
/// special values are the domain's own.
class DomainScope {
 public:
  explicit DomainScope(const Domain& d);
  ~DomainScope();
  DomainScope(const DomainScope&) = delete;
  DomainScope& operator=(const DomainScope&) = delete;

 private:
  const Domain* previous_;
};
/// The domain in scope, or nullptr (full double range, today's draws).
const Domain* current_domain();

/// While in scope, every draw of one run of an exec generator (pick,
/// any_bits, nested) is computed straight from the random stream the run's
/// exec handler would use -- the same splits in the same order, the same
/// formulas as rc::gen::inRange and rc::gen::arbitrary<std::uint64_t> --
/// so the case is the same bit for bit, without a Gen, a Shrinkable and a
/// recipe entry per draw (about a tenth of plumb check's CPU went there).
/// Open one around `gen(random, size).value()` for an exec generator `gen`
/// whose body draws only through this header (the runner does, for each
/// case; properties/tests/direct_draws_test.cpp compares every property's
/// cases both ways). Outside any scope (RapidCheck's own runs and shrinking)
/// each draw is a RapidCheck pick as before.
class DirectDraws {
 public:
  DirectDraws(const rc::Random& random, int size);
  ~DirectDraws();
  DirectDraws(const DirectDraws&) = delete;
  DirectDraws& operator=(const DirectDraws&) = delete;

  /// The innermost scope, or nullptr.
  static DirectDraws* current();
  /// The stream of the next draw (the exec handler splits its random once
  /// per draw, whatever the draw is).
  rc::Random next_stream() { return random_.split(); }
  int size() const { return size_; }

 private:
  rc::Random random_;
  int size_;
  DirectDraws* outer_;
};

/// *g inside an exec body: a generator drawn whole (the non-finite
/// generators draw a finite case first). Under DirectDraws, g's own exec
/// body draws directly too, from the stream the handler would have given it.
template <class T>
T nested(const rc::Gen<T>& g) {
  DirectDraws* d = DirectDraws::current();
  if (d == nullptr) return *g;
  const rc::Random r = d->next_stream();
  DirectDraws inner(r, d->size());
  return g(r, d->size()).value();
}

inline constexpr double kInf = std::numeric_limits<double>::infinity();
inline constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

int pick(int lo, int hi_inclusive);
bool coin();

/// A power of two to move a grid case to: near the bottom or top of the
/// exponent range, moderate, or (most often) none. Multiplying by 2^k is exact
/// while nothing leaves the normal range, so exact relations built on the grid
/// (collinear, on-segment, parallel, touching) survive.
int binade();
/// label + " (tiny)" or " (huge)" for far binades.
std::string with_binade(std::string label, int k);

/// 1 to 4 ULPs away from x, in either direction.
double nudged(double x);

/// The non-finite classes: one of `slots`, drawn, becomes NaN, +inf or
/// -inf, and `label` becomes "non-finite".
void poison_one(const std::vector<double*>& slots, std::string& label);

/// A coordinate on the integer grid, in [-r, r].
double grid_coord(int r);
/// A point's coordinate by axis: 0 x, 1 y, 2 z.
double& axis_of(Vec3& p, int axis);
double axis_of(const Vec3& p, int axis);
/// A box with its min corner on the integer grid in [-r, r] and sides of 1 to
/// 3; one box in `flat_one_in` is made flat on an axis it draws (min = max).
Box grid_box(int r, int flat_one_in);

/// x moved by a human-scale fraction of `scale`: scale * 2^-k with k drawn in
/// [10, 40] (about 1e-3 to 1e-12 of the shape's size), either direction,
/// rounded to the case's precision. Where a library's absolute epsilon lives
/// ("below 1e-6 is zero" at metre scale): a few ULPs is far below it and a
/// random case far above it. Returns x when scale is 0 or not finite.
double human_scale_offset(double x, double scale);

/// Short shapes far from the origin, as projected GIS coordinates and large
/// game worlds have them: a grid case is shrunk by 2^-down and moved by a
/// whole-number offset per axis, both exactly (the offset is small enough that
/// every sum keeps all its bits in the domain's precision), so the exact
/// relations built on the grid survive. down == 0: no room in this domain.
struct FarOffset {
  int down = 0;
  double x = 0, y = 0, z = 0;
  double length(double r) const;  // a radius or direction component, shrunk
  Vec2 at(Vec2 p) const;          // a point, shrunk and moved
  Vec3 at(Vec3 p) const;
};
FarOffset far_offset();
/// Moves a 3D case's points together: one case in six by a far offset, the
/// rest to a random binade (a power of two: exact), labelling the case so.
void place_3d(std::initializer_list<Vec3*> points, std::string& label);

/// Replaces each zero component by +0.0 or -0.0 (a direction with a -0.0
/// component makes 1/d = -inf in a slab test).
Vec3 signed_zeros(Vec3 d);

/// Any finite double, every bit pattern equally likely (so mostly huge or tiny).
double any_finite_bits();
/// 53 random significant bits at a moderate exponent, either sign.
double moderate();
/// 0, -0, DBL_MIN, the least subnormal, +-DBL_MAX, +-1e150, 1e-150.
double special();
/// A coordinate near +-2^1000..2^1023: differences of two overflow.
double huge();

// --- Building blocks on the integer grid (shared by every 2D generator) ---

/// A point with integer coordinates in [-r, r].
Vec2 grid_point(int r);
/// A non-zero integer direction with components in [-r, r].
Vec2 nonzero_direction(int r);
/// a + k d.
inline Vec2 plus(Vec2 a, Vec2 d, double k) { return {a.x + k * d.x, a.y + k * d.y}; }
inline Vec3 plus(Vec3 a, Vec3 d, double k) { return {a.x + k * d.x, a.y + k * d.y, a.z + k * d.z}; }
/// p with one coordinate 1 to 4 ULPs away (nudged above).
Vec2 nudged(Vec2 p);

// 3D counterparts: a point with integer coordinates in [-r, r]; a nonzero
// one (a direction); a point with one coordinate, drawn, a few ULPs off;
// a segment of two points in a drawn order.
Vec3 grid_point3(int r);
Vec3 nonzero_direction3(int r);
Vec3 nudged(Vec3 p);
Segment3 ordered(Vec3 a, Vec3 b);

}  // namespace plumb::gen::draw
