#include "subject/domain_fit.h"

#include <cmath>
#include <limits>

namespace plumb {
namespace {

// The largest value of the precision that is <= m.
double largest_within(const Domain& d, double m) {
  if (d.precision == Precision::binary32) {
    const float f = static_cast<float>(m);  // nearest; step down if it rounded up
    return static_cast<double>(f) > m ? static_cast<double>(std::nextafter(f, 0.0f)) : static_cast<double>(f);
  }
  return m;
}

double rounded(const Domain& d, double v) {
  if (d.precision == Precision::binary32) {
    if (std::fabs(v) > double(std::numeric_limits<float>::max())) return std::copysign(double(std::numeric_limits<float>::max()), v);
    return static_cast<double>(static_cast<float>(v));
  }
  return v;
}

}  // namespace

bool in_domain(const Domain& d, double v) {
  if (!std::isfinite(v)) return false;
  if (rounded(d, v) != v) return false;
  const double m = std::fabs(v);
  return m == 0 || (m <= d.max_magnitude && m >= d.min_magnitude);
}

double fit(const Domain& d, double v) {
  if (!std::isfinite(v)) return v;
  v = rounded(d, v);
  const double m = std::fabs(v);
  if (m > d.max_magnitude) return std::copysign(largest_within(d, d.max_magnitude), v);
  if (m != 0 && m < d.min_magnitude) return std::copysign(0.0, v);
  return v;
}

}  // namespace plumb
