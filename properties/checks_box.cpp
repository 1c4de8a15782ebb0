// The box pair properties: box_box_intersect against the oracle (the exact
// distance between the boxes) under the member's box convention,
// sphere_box_intersect (the exact distance from the centre to the box, by
// the box's features) under its box and sphere conventions,
// segment_box_intersect (separating axes, exactly) under its box convention,
// and the documented non-finite answers.
#include <cmath>

#include "judge/format.h"
#include "judge/margin.h"
#include "oracle/box_pairs.h"
#include "properties/checks.h"
#include "properties/checks3d.h"

namespace plumb::check {
namespace {

using fmt_case::boolean;

bool finite3(Vec3 p) { return std::isfinite(p.x) && std::isfinite(p.y) && std::isfinite(p.z); }
bool finite(const Box& b) { return finite3(b.min) && finite3(b.max); }
bool ordered(const Box& b) { return b.min.x <= b.max.x && b.min.y <= b.max.y && b.min.z <= b.max.z; }

}  // namespace

void box_pair_oracle(const Subject& s, const BoxPairCase& c, Judge& j) {
  if (!s.box_box_intersect) return;
  const bool fast = s.box_box_intersect(c.a, c.b);
  if (j.preconditions("box_box_intersect").ordered_box && !(ordered(c.a) && ordered(c.b))) return j.returned();
  const bool open = j.conventions("box_box_intersect").box == BoxConvention::open;
  const bool exact = oracle::box_box_intersect(c.a, c.b, open);
  j.decision_bool("box_box_intersect", open ? "the open boxes meet" : "the boxes meet", fast, exact,
                  [&] { return margin::box_box(c.a, c.b); });
}

void sphere_box_oracle(const Subject& s, const SphereBoxCase& c, Judge& j) {
  if (!s.sphere_box_intersect) return;
  const bool fast = s.sphere_box_intersect(c.sphere, c.box);
  const Preconditions pre = j.preconditions("sphere_box_intersect");
  if ((pre.ordered_box && !ordered(c.box)) || (pre.nonnegative_radius && c.sphere.radius < 0)) return j.returned();
  const Conventions cv = j.conventions("sphere_box_intersect");
  const bool open = cv.box == BoxConvention::open, surface = cv.sphere == SphereConvention::surface;
  const bool exact = oracle::sphere_box_intersect(c.sphere, c.box, open, surface);
  j.decision_bool("sphere_box_intersect", surface ? "the sphere meets the box" : "the ball meets the box", fast, exact,
                  [&] { return margin::sphere_box(c.sphere, c.box, surface); });
}

void non_finite_sphere_box(const Subject& s, const SphereBoxCase& c, Judge& j) {
  if (!s.sphere_box_intersect || (finite3(c.sphere.centre) && finite(c.box))) return;
  non_finite_answer(j, [&] { return s.sphere_box_intersect(c.sphere, c.box); }, [&](bool got) {
    j.invariant("sphere_box_intersect", "non-finite input answers false", !got, boolean(got), "false");
  });
}

void segment_box_oracle(const Subject& s, const SegmentBoxCase& c, Judge& j) {
  if (!s.segment_box_intersect) return;
  const bool fast = s.segment_box_intersect(c.s, c.box);
  if (j.preconditions("segment_box_intersect").ordered_box && !ordered(c.box)) return j.returned();
  const bool open = j.conventions("segment_box_intersect").box == BoxConvention::open;
  const bool exact = oracle::segment_box_intersect(c.s, c.box, open);
  j.decision_bool("segment_box_intersect", "the segment meets the box", fast, exact,
                  [&] { return margin::segment_box(c.s, c.box); });
}

void non_finite_segment_box(const Subject& s, const SegmentBoxCase& c, Judge& j) {
  if (!s.segment_box_intersect || (finite3(c.s.a) && finite3(c.s.b) && finite(c.box))) return;
  non_finite_answer(j, [&] { return s.segment_box_intersect(c.s, c.box); }, [&](bool got) {
    j.invariant("segment_box_intersect", "non-finite input answers false", !got, boolean(got), "false");
  });
}

void non_finite_box_pair(const Subject& s, const BoxPairCase& c, Judge& j) {
  if (!s.box_box_intersect || (finite(c.a) && finite(c.b))) return;
  non_finite_answer(j, [&] { return s.box_box_intersect(c.a, c.b); }, [&](bool got) {
    j.invariant("box_box_intersect", "non-finite input answers false", !got, boolean(got), "false");
  });
}

}  // namespace plumb::check
