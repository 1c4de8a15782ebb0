#include "subject/precondition_fit.h"

#include <bit>
#include <cmath>
#include <cstdint>

namespace plumb {

namespace {

bool finite(Vec3 d) { return std::isfinite(d.x) && std::isfinite(d.y) && std::isfinite(d.z); }

std::uint64_t bits(double x) { return std::bit_cast<std::uint64_t>(x); }

}  // namespace

Vec3 unit_direction(Vec3 d) {
  if (!finite(d) || d == Vec3{}) return d;
  // Scale the largest component to [1, 2): exact, and no square over- or
  // underflows (the smaller ones may underflow to 0, below a rounding of 1).
  const int e = std::ilogb(std::fmax(std::fabs(d.x), std::fmax(std::fabs(d.y), std::fabs(d.z))));
  const Vec3 s{std::scalbn(d.x, -e), std::scalbn(d.y, -e), std::scalbn(d.z, -e)};
  const double length = std::sqrt(s.x * s.x + s.y * s.y + s.z * s.z);
  return {s.x / length, s.y / length, s.z / length};
}

bool is_unit_direction(Vec3 d, double u) {
  if (!finite(d)) return false;
  const double n2 = d.x * d.x + d.y * d.y + d.z * d.z;
  return std::fabs(n2 - 1.0) <= 8.0 * u;
}

bool unit_direction_half(const Ray3& ray) {
  // Every bit of the six numbers folded into one parity: independent of how
  // the generator placed the ray, and the same for the same case.
  const std::uint64_t folded = bits(ray.origin.x) ^ bits(ray.origin.y) ^ bits(ray.origin.z) ^ bits(ray.direction.x) ^
                               bits(ray.direction.y) ^ bits(ray.direction.z);
  return std::popcount(folded) % 2 == 1;
}

}  // namespace plumb
