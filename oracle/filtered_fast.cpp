// Plumb oracle, filtered path: the first stage (see filtered_fast.h).
#include "oracle/filtered_fast.h"

namespace plumb::oracle::filtered::fast {

namespace testing {
void set_rounding_bound_fault(bool on) { rounding_bound_fault.store(on, std::memory_order_relaxed); }
void set_enabled(bool on) { enabled.store(on, std::memory_order_relaxed); }
}  // namespace testing

namespace {
// An outward factor, or 1 under the seeded fault.
double outward(double factor) { return testing::rounding_bound_fault.load(std::memory_order_relaxed) ? 1.0 : factor; }
}  // namespace

std::optional<Bounds> squared_length_bounds(Vec2 p, Vec2 q) {
  const double dx = p.x - q.x, dy = p.y - q.y;
  if (dx == 0 && dy == 0) return Bounds{0, 0};  // a rounded difference is 0 only when exact
  const double v = dx * dx + dy * dy;
  if (!(v >= 0x1p-900 && v < 0x1p1000)) return std::nullopt;
  return Bounds{v * outward(1 - 0x1p-49), v * outward(1 + 0x1p-49)};
}

std::optional<Bounds> squared_line_distance_bounds(Vec2 p, Vec2 q, Vec2 r, Vec2 s) {
  const double ax = p.x - q.x, ay = p.y - q.y, bx = r.x - s.x, by = r.y - s.y;
  const double p1 = ax * by, p2 = ay * bx;
  const double c = std::fabs(p1 - p2),
               e = testing::rounding_bound_fault.load(std::memory_order_relaxed)
                       ? 0.0
                       : (std::fabs(p1) + std::fabs(p2)) * 0x1p-49 + 0x1p-1070;
  const std::optional<Bounds> length2 = squared_length_bounds(r, s);
  // The squares must not underflow (a subnormal square has lost its
  // relative bound, and the division by a small length would magnify that).
  if (!length2 || !(length2->low > 0) || !(c + e < 0x1p500) || !(c + e >= 0x1p-450)) return std::nullopt;
  // |C| in [c - e, c + e]: e is more than twice the bound, which also
  // covers the rounding of c - e and c + e (2u of c is below e / 2).
  const double low_c = c - e >= 0x1p-450 ? c - e : 0.0, high_c = c + e;
  const double low = (low_c * low_c) / length2->high, high = (high_c * high_c) / length2->low;
  if (!(high < 0x1p1000)) return std::nullopt;  // past the range these bounds are used in
  // The squares are normal (or low_c is 0); the quotients may underflow: a
  // low bound below 2^-900 is taken as 0, and a high one as 2^-899 (the
  // exact quotient of the normal square is then below 2^-900 + 2^-1075).
  return Bounds{low >= 0x1p-900 ? low * outward(1 - 0x1p-47) : 0.0, high >= 0x1p-900 ? high * outward(1 + 0x1p-47) : 0x1p-899};
}

Enclosure product(const Enclosure& a, const Enclosure& b) {
  if (on()) {
    const std::optional<Approx> x = from_enclosure(a), y = from_enclosure(b);
    if (x && y) {
      // No cancellation in a product: its relative bound is the operands'
      // plus 2^-100 or so, as the enclosures' own.
      const Approx p = mul(*x, *y);
      if (finite(p)) return to_enclosure(p);
    }
  }
  return a * b;
}

Enclosure sum_of_products(const Enclosure& a, const Enclosure& b, const Enclosure& c, const Enclosure& d,
                          bool subtract) {
  if (on()) {
    const std::optional<Approx> w = from_enclosure(a), x = from_enclosure(b), y = from_enclosure(c),
                                z = from_enclosure(d);
    if (w && x && y && z) {
      const Approx p = mul(*w, *x), q = mul(*y, *z);
      const Approx s = subtract ? sub(p, q) : add(p, q);
      if (tight(s)) return to_enclosure(s);
    }
  }
  return filtered::sum_of_products(a, b, c, d, subtract);
}

Enclosure coordinate_numerator(const Enclosure& a, const Enclosure& b, const Enclosure& c, const Enclosure& d) {
  if (on()) {
    const std::optional<Approx> w = from_enclosure(a), x = from_enclosure(b), y = from_enclosure(c),
                                z = from_enclosure(d);
    if (w && x && y && z) {
      const Approx s = add(mul(*w, *x), mul(*y, *z));
      if (finite(s)) return to_enclosure(s);
    }
  }
  return filtered::sum_of_products(a, b, c, d, false);
}

Enclosure sum(const Enclosure& a, const Enclosure& b) {
  if (on()) {
    const std::optional<Approx> x = from_enclosure(a), y = from_enclosure(b);
    if (x && y) {
      const Approx s = add(*x, *y);
      if (tight(s)) return to_enclosure(s);
    }
  }
  return a + b;
}

}  // namespace plumb::oracle::filtered::fast
