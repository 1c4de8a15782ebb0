// Fuzz target: segments against boxes.
//
// segment_box_intersect differential against the exact oracle (separating
// axes: the three coordinate axes and the segment's direction crossed with
// each), and the documented answer for non-finite input. Why here: a slab
// test goes wrong where a segment touches the box -- ending on a face, lying
// in a face or along an edge (a zero direction component on the slab's
// plane: 0 * inf = NaN through the reciprocal), grazing an edge or a corner
// -- and all are exact on the grid; a few ULPs off, the decision must still
// be exact.
//
// The leading byte picks the construction (byte % 8) and a twist
// ((byte / 8) % 5: none twice, an end nudged, far binade, one coordinate
// non-finite).
#include <cmath>
#include <cstdint>
#include <utility>

#include "fuzz/decode3d.h"
#include "fuzz/fuzz_target.h"
#include "properties/cases3d.h"
#include "properties/checks3d.h"

namespace {

using namespace plumb;
using namespace plumb::fuzz;

double& axis_of(Vec3& p, int i) { return i == 0 ? p.x : i == 1 ? p.y : p.z; }

// A grid box, min <= max (flat on an axis when the width byte is 0 mod 4).
Box grid_box(Bytes& in) {
  const Vec3 lo = grid3(in);
  return {lo, {lo.x + in.byte() % 4, lo.y + in.byte() % 4, lo.z + in.byte() % 4}};
}

// A point of the closed box: per axis the min, the max or halfway.
Vec3 in_box(Box b, Bytes& in) {
  Vec3 p;
  for (int i = 0; i < 3; ++i) {
    const double lo = axis_of(b.min, i), hi = axis_of(b.max, i);
    const int k = in.byte() % 3;
    axis_of(p, i) = k == 0 ? lo : k == 1 ? hi : lo + (hi - lo) * 0.5;
  }
  return p;
}

// A whole-step direction, components in [-2, 2] (+x when all are 0).
Vec3 direction(Bytes& in) {
  const Vec3 d = grid3(in, 2);
  return d.x == 0 && d.y == 0 && d.z == 0 ? Vec3{1, 0, 0} : d;
}

SegmentBoxCase construction(Bytes& in, int choice) {
  if (choice == 0) return {{raw3(in), raw3(in)}, {raw3(in), raw3(in)}, "general"};
  SegmentBoxCase c{{}, grid_box(in), ""};
  const int i = in.byte() % 3, j = (i + 1 + in.byte() % 2) % 3;
  const bool high = in.byte() % 2;
  const double face = high ? axis_of(c.box.max, i) : axis_of(c.box.min, i);
  const double out = high ? 1.0 : -1.0;  // outward across face i
  switch (choice) {
    case 1: {
      Vec3 p = in_box(c.box, in), d = direction(in);
      axis_of(p, i) = face;
      axis_of(d, i) = out * (1 + in.byte() % 2);
      c.s = {plus(p, d, 1), p};
      if (in.byte() % 2) std::swap(c.s.a, c.s.b);
      c.label = "ending on a face";
      break;
    }
    case 2: {
      Vec3 p = in_box(c.box, in), q = in_box(c.box, in);
      axis_of(p, i) = axis_of(q, i) = face;
      axis_of(p, j) -= in.byte() % 4;
      axis_of(q, j) += in.small(3);
      c.s = {p, q};
      c.label = "along a face";
      break;
    }
    case 3: {
      Vec3 p = in_box(c.box, in);
      axis_of(p, j) = axis_of(c.box.min, j) - in.byte() % 3;
      Vec3 q = p;
      axis_of(q, j) = axis_of(c.box.max, j) + in.small(1) + 1;
      c.s = {p, q};
      c.label = "parallel to an axis";
      break;
    }
    case 4:
    case 5: {
      // Grazing an edge (case 4) or a corner (case 5) from outside: out
      // across face i on one side of the touching point, across face j on
      // the other.
      Vec3 p = in_box(c.box, in), d = direction(in);
      const bool high_j = in.byte() % 2;
      axis_of(p, i) = face;
      axis_of(p, j) = high_j ? axis_of(c.box.max, j) : axis_of(c.box.min, j);
      if (choice == 5) {
        const int k = 3 - i - j;
        axis_of(p, k) = in.byte() % 2 ? axis_of(c.box.max, k) : axis_of(c.box.min, k);
      }
      axis_of(d, i) = out * (1 + in.byte() % 2);
      axis_of(d, j) = (high_j ? -1.0 : 1.0) * (1 + in.byte() % 2);
      c.s = {plus(p, d, -1), plus(p, d, 1)};
      c.label = choice == 4 ? "grazing an edge" : "grazing a corner";
      break;
    }
    case 6: {
      const Vec3 p = in_box(c.box, in);
      c.s = {p, p};
      c.label = "zero length";
      break;
    }
    default:
      if (in.byte() % 2) {
        std::swap(axis_of(c.box.min, i), axis_of(c.box.max, i));
        axis_of(c.box.min, i) += 1;  // min > max on this axis
        c.label = "empty box";
      } else {
        c.label = "grid";
      }
      c.s = {grid3(in, 6), grid3(in, 6)};
      break;
  }
  return c;
}

SegmentBoxCase segment_box_case(Bytes& in) {
  const std::uint8_t first = in.byte();
  SegmentBoxCase c = construction(in, first % 8);
  switch ((first / 8) % 5) {
    case 2:
      if (in.byte() % 2) c.s.a = nudged(c.s.a, in);
      else c.s.b = nudged(c.s.b, in);
      c.label = "nearly " + c.label;
      break;
    case 3: {
      const int k = far_binade(in);
      c.s = scaled(c.s, k);
      c.box = {scaled(c.box.min, k), scaled(c.box.max, k)};
      c.label = in_binade(c.label, k);
      break;
    }
    case 4:
      poison({&c.s.a.x, &c.s.a.y, &c.s.a.z, &c.s.b.x, &c.s.b.y, &c.s.b.z, &c.box.min.x, &c.box.min.y, &c.box.min.z,
              &c.box.max.x, &c.box.max.y, &c.box.max.z},
             in);
      c.label = "non-finite (" + c.label + ")";
      break;
    default: break;
  }
  return c;
}

bool finite(const SegmentBoxCase& c) {
  return fuzz::finite(c.s) && fuzz::finite(c.box.min) && fuzz::finite(c.box.max);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  Bytes in(data, size);
  SegmentBoxCase c = segment_box_case(in);
  judge("fuzz: segment against box", c, [&](const Subject& s, Judge& j) {
    if (!finite(c)) return check::non_finite_segment_box(s, c, j);
    check::segment_box_oracle(s, c, j);
  });
  return 0;
}
