#include "properties/draw.h"

#include <bit>
#include <cmath>
#include <cstdint>
#include <algorithm>
#include <iterator>
#include <limits>
#include <rapidcheck.h>

namespace plumb::gen::draw {
namespace {

thread_local const Domain* scoped = nullptr;
thread_local DirectDraws* direct = nullptr;

// The domain in scope when it narrows anything; nullptr for today's draws.
const Domain* narrowed() {
  if (scoped == nullptr) return nullptr;
  const Domain& d = *scoped;
  const bool full = d.precision == Precision::binary64 && d.min_magnitude == 0 &&
                    d.max_magnitude == std::numeric_limits<double>::max();
  return full ? nullptr : scoped;
}

bool binary32(const Domain* d) { return d != nullptr && d->precision == Precision::binary32; }

// log2 of the smallest and largest magnitudes of the domain.
int low_exponent(const Domain& d) {
  if (d.min_magnitude > 0) return std::ilogb(d.min_magnitude) + 1;
  return d.precision == Precision::binary32 ? -149 : -1074;
}
int high_exponent(const Domain& d) { return std::ilogb(d.max_magnitude); }

}  // namespace

DomainScope::DomainScope(const Domain& d) : previous_(scoped) { scoped = &d; }
DomainScope::~DomainScope() { scoped = previous_; }
const Domain* current_domain() { return scoped; }

DirectDraws::DirectDraws(const rc::Random& random, int size) : random_(random), size_(size), outer_(direct) {
  direct = this;
}
DirectDraws::~DirectDraws() { direct = outer_; }
DirectDraws* DirectDraws::current() { return direct; }

// rc::gen::inRange(min, max) on the stream r at `size`, as its generator
// computes it (rapidcheck/gen/Numeric.hpp): the same unsigned arithmetic.
// An empty range is left to the generator, which throws.
int pick(int lo, int hi_inclusive) {
  if (direct == nullptr || hi_inclusive < lo) return *rc::gen::inRange(lo, hi_inclusive + 1);
  const int min = lo, max = hi_inclusive + 1;
  const rc::Random r = direct->next_stream();
  const auto range_size = rc::gen::detail::scaleInteger(static_cast<rc::Random::Number>(max) -
                                                            static_cast<rc::Random::Number>(min) - 1,
                                                        direct->size()) +
                          1;
  return static_cast<int>((rc::Random(r).next() % range_size) + min);
}
bool coin() { return pick(0, 1) == 1; }

int binade() {
  if (const Domain* d = narrowed()) {
    // Grid cases reach |64|: keep 64 * 2^k <= max and 2^k >= min.
    const int lo = std::max(low_exponent(*d), d->precision == Precision::binary32 ? -126 : -1022);
    const int hi = high_exponent(*d) - 7;
    if (lo > hi) return 0;
    switch (pick(0, 5)) {
      case 0: return pick(lo, std::min(lo + 100, hi));
      case 1: return pick(std::max(hi - 100, lo), hi);
      case 2: return pick(std::max(-60, lo), std::min(60, hi));
      default: return std::clamp(0, lo, hi);
    }
  }
  switch (pick(0, 5)) {
    case 0: return pick(-1000, -900);
    case 1: return pick(900, 1000);
    case 2: return pick(-60, 60);
    default: return 0;
  }
}

double human_scale_offset(double x, double scale) {
  if (!(std::isfinite(scale) && scale > 0)) return x;
  const double step = std::ldexp(scale, -pick(10, 40)) * (coin() ? 1 : -1);
  const double moved = x + step;
  return binary32(narrowed()) ? double(static_cast<float>(moved)) : moved;
}

std::string with_binade(std::string label, int k) {
  if (k == 0) return label;
  return label + (k < -400 ? " (tiny)" : k > 400 ? " (huge)" : "");
}

double nudged(double x) {
  const int steps = pick(1, 4);
  if (binary32(narrowed())) {
    float f = static_cast<float>(x);
    const float toward = coin() ? std::numeric_limits<float>::infinity() : -std::numeric_limits<float>::infinity();
    for (int i = 0; i < steps; ++i) f = std::nextafter(f, toward);
    return f;
  }
  const double toward = coin() ? kInf : -kInf;
  for (int i = 0; i < steps; ++i) x = std::nextafter(x, toward);
  return x;
}

// At RapidCheck's nominal size an arbitrary integer spans its whole range;
// fixing the size keeps "any bit pattern" meaning that under every test size.
// Directly: rc::gen::arbitrary<std::uint64_t> is gen::detail::integral,
// a bit stream on a copy of the draw's stream (rapidcheck/gen/Numeric.hpp).
static std::uint64_t any_bits() {
  if (direct == nullptr) return *rc::gen::resize(rc::kNominalSize, rc::gen::arbitrary<std::uint64_t>());
  const rc::Random r = direct->next_stream();
  return rc::detail::bitStreamOf(r).nextWithSize<std::uint64_t>(rc::kNominalSize);
}

double any_finite_bits() {
  if (const Domain* d = narrowed()) {
    // Every binade of the domain equally likely, random significand bits.
    const int bits = d->precision == Precision::binary32 ? 24 : 53;
    const double significand = 1.0 + std::ldexp(double(any_bits() >> (64 - (bits - 1))), -(bits - 1));
    const double x = std::ldexp(significand, pick(low_exponent(*d), high_exponent(*d) - 1));
    return coin() ? -x : x;
  }
  for (;;) {
    const double x = std::bit_cast<double>(any_bits());
    if (std::isfinite(x)) return x;
  }
}

double moderate() {
  if (binary32(narrowed())) {
    const double x = std::ldexp(double(any_bits() >> 40), pick(-27, -19));  // 24 random bits
    return coin() ? -x : x;
  }
  const double x = std::ldexp(double(any_bits() >> 11), pick(-56, -48));  // 53 random bits
  return coin() ? -x : x;
}

double special() {
  if (const Domain* d = narrowed()) {
    const double least = d->min_magnitude > 0 ? d->min_magnitude
                         : binary32(d)        ? double(std::numeric_limits<float>::denorm_min())
                                              : std::numeric_limits<double>::denorm_min();
    const double values[] = {0.0, -0.0, least, -least, d->max_magnitude, -d->max_magnitude, 1.0, -1.0};
    return values[pick(0, int(std::size(values)) - 1)];
  }
  static const double values[] = {0.0,
                                  -0.0,
                                  std::numeric_limits<double>::min(),
                                  std::numeric_limits<double>::denorm_min(),
                                  -std::numeric_limits<double>::denorm_min(),
                                  std::numeric_limits<double>::max(),
                                  -std::numeric_limits<double>::max(),
                                  1e150,
                                  -1e150,
                                  1e-150};
  return values[pick(0, int(std::size(values)) - 1)];
}

FarOffset far_offset() {
  const Domain* d = narrowed();
  const int precision = binary32(d) ? 24 : 53;
  const int top = d ? high_exponent(*d) - 1 : 1022;
  FarOffset o;
  o.down = pick(4, std::max(4, std::min(20, precision - 22)));
  // Grid values reach 2^7: offsets below 2^(precision - down - 8) keep every sum exact.
  const int cap = std::min(top, precision - o.down - 8);
  if (cap < 10) return FarOffset{};
  auto offset = [&] {
    const double v = std::ldexp(1.0 + double(pick(0, 1023)) / 1024.0, pick(10, cap));  // a whole number: exponent >= 10
    return coin() ? -v : v;
  };
  o.x = offset(), o.y = offset(), o.z = offset();
  return o;
}

double FarOffset::length(double r) const { return std::ldexp(r, -down); }
Vec2 FarOffset::at(Vec2 p) const { return {std::ldexp(p.x, -down) + x, std::ldexp(p.y, -down) + y}; }
Vec3 FarOffset::at(Vec3 p) const {
  return {std::ldexp(p.x, -down) + x, std::ldexp(p.y, -down) + y, std::ldexp(p.z, -down) + z};
}

Vec3 signed_zeros(Vec3 d) {
  for (double* v : {&d.x, &d.y, &d.z})
    if (*v == 0) *v = coin() ? 0.0 : -0.0;
  return d;
}

double huge() {
  if (const Domain* d = narrowed()) {
    const double x = std::ldexp(1.0 + double(pick(0, 1023)) / 1024.0, high_exponent(*d) - 1);
    return coin() ? -x : x;
  }
  const double x = std::ldexp(1.0 + double(pick(0, 1023)) / 1024.0, pick(1000, 1023));
  return coin() ? -x : x;
}

Vec2 grid_point(int r) { return {double(pick(-r, r)), double(pick(-r, r))}; }

Vec2 nonzero_direction(int r) {
  Vec2 d{};
  while (d.x == 0.0 && d.y == 0.0) d = grid_point(r);
  return d;
}

Vec2 nudged(Vec2 p) { return coin() ? Vec2{nudged(p.x), p.y} : Vec2{p.x, nudged(p.y)}; }

// Braced lists evaluate left to right, so a seed draws x, y, z in that order
// under any compiler.
Vec3 grid_point3(int r) { return {double(pick(-r, r)), double(pick(-r, r)), double(pick(-r, r))}; }

Vec3 nonzero_direction3(int r) {
  Vec3 d{};
  while (d == Vec3{}) d = grid_point3(r);
  return d;
}

Vec3 nudged(Vec3 p) {
  switch (pick(0, 2)) {
    case 0: return {nudged(p.x), p.y, p.z};
    case 1: return {p.x, nudged(p.y), p.z};
    default: return {p.x, p.y, nudged(p.z)};
  }
}

Segment3 ordered(Vec3 a, Vec3 b) { return coin() ? Segment3{a, b} : Segment3{b, a}; }

void poison_one(const std::vector<double*>& slots, std::string& label) {
  const double bad[] = {kNaN, kInf, -kInf};
  *slots[std::size_t(pick(0, int(slots.size()) - 1))] = bad[pick(0, 2)];
  label = "non-finite";
}

double grid_coord(int r) { return double(pick(-r, r)); }
double& axis_of(Vec3& p, int axis) { return axis == 0 ? p.x : axis == 1 ? p.y : p.z; }
double axis_of(const Vec3& p, int axis) { return axis == 0 ? p.x : axis == 1 ? p.y : p.z; }

Box grid_box(int r, int flat_one_in) {
  Box b{{grid_coord(r), grid_coord(r), grid_coord(r)}, {}};
  b.max = {b.min.x + pick(1, 3), b.min.y + pick(1, 3), b.min.z + pick(1, 3)};
  if (pick(0, flat_one_in - 1) == 0) {
    const int i = pick(0, 2);
    axis_of(b.max, i) = axis_of(b.min, i);
  }
  return b;
}

void place_3d(std::initializer_list<Vec3*> points, std::string& label) {
  const FarOffset far = pick(0, 5) == 0 ? far_offset() : FarOffset{};
  if (far.down != 0) {
    for (Vec3* p : points) *p = far.at(*p);
    label += " (far offset)";
    return;
  }
  const int k = binade();
  for (Vec3* p : points) *p = {std::ldexp(p->x, k), std::ldexp(p->y, k), std::ldexp(p->z, k)};
  label = with_binade(label, k);
}

}  // namespace plumb::gen::draw
