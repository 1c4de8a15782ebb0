// Plumb properties: segments against boxes (see generators3d.h).
//
// A box with corners on a small integer grid and a segment placed where a
// slab test decides at its threshold: through the box, ending (or starting)
// on a face, lying in a face or along an edge (a zero direction component
// on the slab's plane: 0 * inf = NaN in a test that multiplies by 1 / d),
// parallel to an axis, grazing an edge or a corner from outside, of zero
// length on the surface; flat and empty boxes; at metre scale, a segment a
// human-scale gap short of a face or beside it, or drifting into a slab with
// a direction component of 2^-27 .. 2^-13; grid and general bit patterns.
// Moved to a binade or a far offset, and sometimes an end nudged a few ULPs.
// Positions on the box are in halves, so that a grid case stays within the
// grid width on which a dividing slab test is exact (judge/exact_grid.h).
#include <cmath>
#include <utility>

#include "properties/draw.h"
#include "properties/generators3d.h"

namespace plumb::gen {
namespace {

using namespace draw;
using rc::gen::exec;


// A point of the closed box: on each axis the min, the max or halfway.
Vec3 in_box(const Box& b) {
  Vec3 p;
  for (int i = 0; i < 3; ++i) {
    const double lo = axis_of(b.min, i), hi = axis_of(b.max, i);
    const int k = pick(0, 2);
    axis_of(p, i) = k == 0 ? lo : k == 1 ? hi : lo + (hi - lo) * 0.5;
  }
  return p;
}

// A point of the box's face on axis i (the max face when `high`).
Vec3 on_face(const Box& b, int i, bool high) {
  Vec3 p = in_box(b);
  axis_of(p, i) = high ? axis_of(b.max, i) : axis_of(b.min, i);
  return p;
}

// A whole-step direction with components in [-2, 2], not zero.
Vec3 direction() {
  Vec3 d{};
  while (d.x == 0 && d.y == 0 && d.z == 0) d = {grid_coord(2), grid_coord(2), grid_coord(2)};
  return d;
}

// An outward direction at a face point on axis i: away from the box there.
Vec3 outward(int i, bool high) {
  Vec3 d = direction();
  const double n = std::fabs(axis_of(d, i));
  axis_of(d, i) = (high ? 1.0 : -1.0) * (n == 0 ? 1.0 : n);
  return d;
}

void place(SegmentBoxCase& c) { place_3d({&c.s.a, &c.s.b, &c.box.min, &c.box.max}, c.label); }

}  // namespace

rc::Gen<SegmentBoxCase> segment_box_case() {
  return exec([] {
    SegmentBoxCase c{{}, grid_box(3, 6), ""};
    const int i = pick(0, 2), j = (i + pick(1, 2)) % 3;
    const bool high = coin();
    bool touching = true;  // the segment touches the box: nudging an end is interesting
    switch (pick(0, 11)) {
      case 0: {
        // Through the box: an interior (or boundary) point between the ends.
        const Vec3 p = in_box(c.box), d = direction();
        c.s = {plus(p, d, -pick(1, 2)), plus(p, d, pick(0, 2))};
        c.label = "through the box";
        touching = false;
        break;
      }
      case 1: {
        // Ending on a face (or starting there), coming from outside.
        const Vec3 p = on_face(c.box, i, high);
        c.s = {plus(p, outward(i, high), pick(1, 2)), p};
        if (coin()) std::swap(c.s.a, c.s.b);
        c.label = "ending on a face";
        break;
      }
      case 2: {
        // Lying in a face's plane (a zero direction component on the slab's
        // plane), across the face, into it, or beside it.
        Vec3 p = on_face(c.box, i, high), q = on_face(c.box, i, high);
        axis_of(q, j) += pick(-3, 3);
        axis_of(p, j) -= pick(0, 3);
        c.s = {p, q};
        c.label = "along a face";
        break;
      }
      case 3: {
        // Parallel to axis j: through the box's interior, along a face or
        // along an edge (each other coordinate at the min, the max or
        // halfway), from beyond one side to beyond or into the other.
        Vec3 p = in_box(c.box);
        axis_of(p, j) = axis_of(c.box.min, j) - pick(0, 2);
        Vec3 q = p;
        axis_of(q, j) = axis_of(c.box.max, j) + pick(-1, 2);
        c.s = coin() ? Segment3{p, q} : Segment3{q, p};
        c.label = "parallel to an axis";
        break;
      }
      case 4: {
        // Grazing an edge from outside: through a point of the edge along
        // axis k, leaving across face i on one side and face j on the other.
        Vec3 p = in_box(c.box);
        axis_of(p, i) = high ? axis_of(c.box.max, i) : axis_of(c.box.min, i);
        const bool high_j = coin();
        axis_of(p, j) = high_j ? axis_of(c.box.max, j) : axis_of(c.box.min, j);
        Vec3 d = direction();
        axis_of(d, i) = (high ? 1.0 : -1.0) * pick(1, 2);
        axis_of(d, j) = (high_j ? -1.0 : 1.0) * pick(1, 2);
        c.s = {plus(p, d, -pick(1, 2)), plus(p, d, pick(1, 2))};
        c.label = "grazing an edge";
        break;
      }
      case 5: {
        // Grazing a corner from outside: out across face i on one side,
        // across face j on the other, the third component any.
        Vec3 p;
        for (int k = 0; k < 3; ++k) axis_of(p, k) = coin() ? axis_of(c.box.max, k) : axis_of(c.box.min, k);
        Vec3 d = direction();
        axis_of(d, i) = (axis_of(p, i) == axis_of(c.box.max, i) ? 1.0 : -1.0) * pick(1, 2);
        axis_of(d, j) = (axis_of(p, j) == axis_of(c.box.max, j) ? -1.0 : 1.0) * pick(1, 2);
        c.s = {plus(p, d, -pick(1, 2)), plus(p, d, pick(1, 2))};
        c.label = "grazing a corner";
        break;
      }
      case 6: {
        // Zero length: a point of the box (often on its surface) or beside it.
        const Vec3 p = coin() ? in_box(c.box) : plus(on_face(c.box, i, high), outward(i, high), 1);
        c.s = {p, p};
        c.label = "zero length";
        break;
      }
      case 7: {
        // An empty box: min > max on one axis.
        std::swap(axis_of(c.box.min, i), axis_of(c.box.max, i));
        if (axis_of(c.box.min, i) == axis_of(c.box.max, i)) axis_of(c.box.min, i) += 1;
        const Vec3 p = {axis_of(c.box.max, 0), axis_of(c.box.max, 1), axis_of(c.box.max, 2)};
        c.s = {plus(p, direction(), -1), plus(p, direction(), 1)};
        c.label = "empty box";
        touching = false;
        break;
      }
      case 8: {
        // A metre-sized box and a segment a human-scale gap short of a face,
        // or lying in a plane a human-scale gap off a face (inside or
        // outside), across it: an absolute epsilon's scale.
        c.box = {{grid_coord(4) * 0.5, grid_coord(4) * 0.5, grid_coord(4) * 0.5}, {}};
        c.box.max = {c.box.min.x + 1, c.box.min.y + 1, c.box.min.z + 1};
        const Vec3 p = on_face(c.box, i, high);
        if (coin()) {
          c.s = {plus(p, outward(i, high), 1), p};
          axis_of(c.s.b, i) = human_scale_offset(axis_of(c.s.b, i), 1.0);
          c.label = "a human-scale gap short of a face";
        } else {
          c.s = {p, p};
          axis_of(c.s.a, i) = axis_of(c.s.b, i) = human_scale_offset(axis_of(p, i), 1.0);
          axis_of(c.s.a, j) = axis_of(c.box.min, j) - 1;
          axis_of(c.s.b, j) = axis_of(c.box.max, j) + 1;
          c.label = "a human-scale gap off a face";
        }
        touching = false;
        break;
      }
      case 9: {
        // A metre-sized box and a segment drifting into (or away from) a
        // face's slab: it starts in the face's plane, and its component
        // across the face is 2^-27 .. 2^-13 (7e-9 .. 1e-4) over its metre
        // along the face -- both sides of the common 1e-7 and 1e-6 epsilons.
        c.box = {{grid_coord(4) * 0.5, grid_coord(4) * 0.5, grid_coord(4) * 0.5}, {}};
        c.box.max = {c.box.min.x + 1, c.box.min.y + 1, c.box.min.z + 1};
        Vec3 p = on_face(c.box, i, high);
        axis_of(p, j) = axis_of(c.box.min, j) - 1;
        Vec3 q = p;
        axis_of(q, j) = axis_of(c.box.min, j) + 0.5;
        axis_of(q, i) += (coin() ? 1.0 : -1.0) * std::ldexp(1.0, -pick(13, 27));
        c.s = {p, q};
        c.label = "drifting into a slab";
        touching = false;
        break;
      }
      case 10: {
        Vec3 a{grid_coord(6), grid_coord(6), grid_coord(6)}, b{grid_coord(6), grid_coord(6), grid_coord(6)};
        c.s = {a, b};
        c.label = "grid";
        touching = false;
        break;
      }
      default:
        c.s = {{any_finite_bits(), any_finite_bits(), any_finite_bits()},
               {any_finite_bits(), any_finite_bits(), any_finite_bits()}};
        c.box = {{any_finite_bits(), any_finite_bits(), any_finite_bits()},
                 {any_finite_bits(), any_finite_bits(), any_finite_bits()}};
        c.label = "general";
        return c;
    }
    place(c);
    if (touching && pick(0, 2) == 0) {
      Vec3& end = coin() ? c.s.a : c.s.b;
      double& x = axis_of(end, pick(0, 2));
      x = nudged(x);
      c.label = "nearly " + c.label;
    }
    return c;
  });
}

rc::Gen<SegmentBoxCase> non_finite_segment_box_case() {
  return exec([] {
    SegmentBoxCase c = nested(segment_box_case());
    poison_one({&c.s.a.x, &c.s.b.y, &c.s.b.z, &c.box.min.x, &c.box.min.z, &c.box.max.y}, c.label);
    return c;
  });
}

}  // namespace plumb::gen
