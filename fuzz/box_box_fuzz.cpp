// Fuzz target: boxes against boxes.
//
// box_box_intersect differential against the exact oracle (the distance
// between the boxes), and the documented answer for non-finite input. Why
// here: boxes that share a face, an edge or a corner are where overlap tests
// go wrong (a strict < reads the closed boxes as open; a missing emptiness
// test lets a box with min > max meet whatever spans it), and all are exact
// on the grid; a few ULPs apart or overlapping, the decision must still be
// exact.
//
// The leading byte picks the construction (byte % 6) and a twist
// ((byte / 8) % 5: none twice, the contact nudged, far binade, one
// coordinate non-finite).
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

// A box's coordinates by slot: 0..2 the min's, 3..5 the max's.
double& slot(Box& b, int k) {
  Vec3& v = k < 3 ? b.min : b.max;
  return k % 3 == 0 ? v.x : k % 3 == 1 ? v.y : v.z;
}

// A grid box, min <= max (flat on an axis when the width byte is 0).
Box grid_box(Bytes& in) {
  const Vec3 lo = grid3(in);
  return {lo, {lo.x + in.byte() % 4, lo.y + in.byte() % 4, lo.z + in.byte() % 4}};
}

// b moved along `axis` to touch a from one side; returns the slot of b's
// coordinate of contact.
int touch(Box a, Box& b, int axis, Bytes& in) {
  const double width = slot(b, axis + 3) - slot(b, axis);
  if (in.byte() % 2) {
    slot(b, axis) = slot(a, axis + 3), slot(b, axis + 3) = slot(b, axis) + width;
    return axis;
  }
  slot(b, axis + 3) = slot(a, axis), slot(b, axis) = slot(b, axis + 3) - width;
  return axis + 3;
}

BoxPairCase construction(Bytes& in, int choice, int& contact) {
  if (choice == 0) return {{raw3(in), raw3(in)}, {raw3(in), raw3(in)}, "general"};
  BoxPairCase c{grid_box(in), grid_box(in), ""};
  // b over a's extent on every axis, so that touching along some is contact.
  for (int axis = 0; axis < 3; ++axis) {
    slot(c.b, axis) = slot(c.a, axis) - in.byte() % 3;
    slot(c.b, axis + 3) = slot(c.a, axis + 3) + in.byte() % 3;
  }
  const int first = in.byte() % 3;
  switch (choice) {
    case 1: contact = touch(c.a, c.b, first, in); c.label = "sharing a face"; break;
    case 2:
      contact = touch(c.a, c.b, first, in);
      touch(c.a, c.b, (first + 1) % 3, in);
      c.label = "sharing an edge";
      break;
    case 3:
      for (int k = 0; k < 3; ++k) contact = touch(c.a, c.b, (first + k) % 3, in);
      c.label = "sharing a corner";
      break;
    case 4:
      std::swap(slot(c.b, first), slot(c.b, first + 3));
      slot(c.b, first) += 1;  // min > max on this axis
      c.label = "empty";
      break;
    default: c.b = grid_box(in); c.label = "grid"; break;
  }
  return c;
}

BoxPairCase box_pair_case(Bytes& in) {
  const std::uint8_t first = in.byte();
  int contact = -1;
  BoxPairCase c = construction(in, first % 6, contact);
  switch ((first / 8) % 5) {
    case 2:
      if (contact >= 0) slot(c.b, contact) = nudged(slot(c.b, contact), in), c.label = "nearly " + c.label;
      break;
    case 3: {
      const int k = far_binade(in);
      c.a = {scaled(c.a.min, k), scaled(c.a.max, k)};
      c.b = {scaled(c.b.min, k), scaled(c.b.max, k)};
      c.label = in_binade(c.label, k);
      break;
    }
    case 4:
      poison({&c.a.min.x, &c.a.min.y, &c.a.min.z, &c.a.max.x, &c.a.max.y, &c.a.max.z, &c.b.min.x, &c.b.min.y,
              &c.b.min.z, &c.b.max.x, &c.b.max.y, &c.b.max.z},
             in);
      c.label = "non-finite (" + c.label + ")";
      break;
    default: break;
  }
  if (first & 0x80) std::swap(c.a, c.b);
  return c;
}

bool finite(const BoxPairCase& c) {
  return fuzz::finite(c.a.min) && fuzz::finite(c.a.max) && fuzz::finite(c.b.min) && fuzz::finite(c.b.max);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  Bytes in(data, size);
  BoxPairCase c = box_pair_case(in);
  judge("fuzz: box against box", c, [&](const Subject& s, Judge& j) {
    if (!finite(c)) return check::non_finite_box_pair(s, c, j);
    check::box_pair_oracle(s, c, j);
  });
  return 0;
}
