// Plumb properties: boxes against boxes (see generators3d.h).
//
// Corners on a small integer grid, so that the relations the slab and
// interval tests decide are exact: a second box placed against the first so
// that they share a face, an edge or a corner (the contact coordinate equal
// on one, two or three axes), overlapping, nested, apart; flat boxes
// (min == max on an axis) and empty ones (min > max); a metre-sized box with
// a human-scale gap or overlap; general bit patterns; moved to a binade or a
// far offset, and sometimes the contact nudged a few ULPs (a gap or an
// overlap of a few ULPs).
#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <utility>

#include "properties/draw.h"
#include "properties/generators3d.h"

namespace plumb::gen {
namespace {

using namespace draw;
using rc::gen::exec;

// A box with corners on the grid, min <= max, sometimes flat on an axis.
Box grid_box_pair(int r) {
  Box b{{grid_coord(r), grid_coord(r), grid_coord(r)}, {}};
  b.max = {b.min.x + pick(pick(0, 4) == 0 ? 0 : 1, 3), b.min.y + pick(1, 3), b.min.z + pick(1, 3)};
  if (coin()) std::swap(b.max.x, b.max.z), std::swap(b.min.x, b.min.z);  // the flat axis not always x
  return b;
}

// A box's coordinates by slot: 0..2 min.x, min.y, min.z; 3..5 max.
double& slot(Box& b, int k) {
  Vec3& v = k < 3 ? b.min : b.max;
  return k % 3 == 0 ? v.x : k % 3 == 1 ? v.y : v.z;
}
double& lo(Box& b, int axis) { return slot(b, axis); }
double& hi(Box& b, int axis) { return slot(b, axis + 3); }

// b's extent along `axis` redrawn to overlap a's (or touch it).
void overlap(Box a, Box& b, int axis) {
  lo(b, axis) = lo(a, axis) + pick(-2, 0) + (coin() ? hi(a, axis) - lo(a, axis) : 0.0);
  hi(b, axis) = std::max(lo(b, axis), lo(a, axis)) + pick(0, 2);
}

// b moved along `axis` so that it touches a from one side (its low face on
// a's high face, or its high face on a's low face), keeping its width.
// Returns the slot of b's coordinate of contact.
int touch(Box a, Box& b, int axis) {
  const double width = hi(b, axis) - lo(b, axis);
  if (coin()) {
    lo(b, axis) = hi(a, axis), hi(b, axis) = lo(b, axis) + width;
    return axis;
  }
  hi(b, axis) = lo(a, axis), lo(b, axis) = hi(b, axis) - width;
  return axis + 3;
}

// Every corner of the case to a binade or a far offset, the same way for all.
void place(BoxPairCase& c) { place_3d({&c.a.min, &c.a.max, &c.b.min, &c.b.max}, c.label); }

}  // namespace

rc::Gen<BoxPairCase> box_pair_case() {
  return exec([] {
    BoxPairCase c{grid_box_pair(3), grid_box_pair(3), ""};
    int contact = -1;  // the slot of a coordinate of b to nudge
    for (int axis : {0, 1, 2}) overlap(c.a, c.b, axis);
    switch (pick(0, 9)) {
      case 0: c.b = grid_box_pair(3); c.label = "grid"; break;
      case 1: contact = touch(c.a, c.b, pick(0, 2)); c.label = "sharing a face"; break;
      case 2: {
        const int axis = pick(0, 2);
        contact = touch(c.a, c.b, axis);
        touch(c.a, c.b, (axis + 1) % 3);
        c.label = "sharing an edge";
        break;
      }
      case 3:
        for (int axis : {0, 1, 2}) contact = touch(c.a, c.b, axis);
        c.label = "sharing a corner";
        break;
      case 4:
        c.b = {{c.a.min.x + 0.5, c.a.min.y, c.a.min.z}, c.a.max};
        c.label = "nested (sharing faces)";
        break;
      case 5: {
        // Empty: min > max on one axis, the other axes spanning a.
        const int axis = pick(0, 2);
        std::swap(lo(c.b, axis), hi(c.b, axis));
        if (lo(c.b, axis) == hi(c.b, axis)) lo(c.b, axis) += 1;
        c.label = "empty";
        break;
      }
      case 6: c.b = c.a; c.label = "identical"; break;
      case 7: {
        // A metre-sized box and one a human-scale gap (or overlap) from
        // touching it: an absolute epsilon's scale.
        c.a = {{grid_coord(4) * 0.5, grid_coord(4) * 0.5, grid_coord(4) * 0.5}, {}};
        c.a.max = {c.a.min.x + 1, c.a.min.y + 1, c.a.min.z + 1};
        const int axis = pick(0, 2);
        contact = touch(c.a, c.b, axis);
        slot(c.b, contact) = human_scale_offset(slot(c.b, contact), 1.0);
        contact = -1;
        c.label = "human-scale gap";
        break;
      }
      case 8: {
        c.b = grid_box_pair(3);
        const double dx = 8 + pick(0, 3);
        c.b.min.x += dx, c.b.max.x += dx;
        c.label = "apart";
        break;
      }
      default:
        c.a = {{any_finite_bits(), any_finite_bits(), any_finite_bits()},
               {any_finite_bits(), any_finite_bits(), any_finite_bits()}};
        c.b = {{any_finite_bits(), any_finite_bits(), any_finite_bits()}, c.a.max};
        c.label = "general";
        return c;
    }
    place(c);
    if (contact >= 0 && pick(0, 2) == 0) {
      slot(c.b, contact) = nudged(slot(c.b, contact));
      c.label = "nearly " + c.label;
    }
    if (coin()) std::swap(c.a, c.b);
    return c;
  });
}

rc::Gen<BoxPairCase> non_finite_box_pair_case() {
  return exec([] {
    BoxPairCase c = nested(box_pair_case());
    poison_one({&c.a.min.x, &c.a.max.y, &c.a.max.z, &c.b.min.y, &c.b.min.z, &c.b.max.x}, c.label);
    return c;
  });
}

}  // namespace plumb::gen
