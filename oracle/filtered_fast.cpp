// Plumb oracle, filtered path: the first stage (see filtered_fast.h).
#include "oracle/filtered_fast.h"

namespace plumb::oracle::filtered::fast {

namespace testing {
void set_rounding_bound_fault(bool on) { rounding_bound_fault.store(on, std::memory_order_relaxed); }
void set_enabled(bool on) { enabled.store(on, std::memory_order_relaxed); }
}  // namespace testing

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
