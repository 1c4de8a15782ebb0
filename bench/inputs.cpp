// Plumb benchmarks: the 2D inputs (see inputs.h for the classes).
//
// Every degenerate input is built the same way: a segment to build around,
// then a point placed on the degenerate set of that segment (its line, the
// perpendicular through an end, a circle of the radius around it). Nearly
// degenerate points are placed in double arithmetic and then moved up to
// kNudgeUlps ULPs per coordinate; exactly degenerate ones live on a small
// integer grid, where every placement is exact.
#include "bench/inputs.h"

#include <cmath>
#include <map>
#include <numeric>
#include <utility>

#include "bench/draw.h"

namespace plumb::bench {

std::string name(InputClass c) {
  switch (c) {
    case InputClass::uniform: return "uniform";
    case InputClass::random_exponents: return "random_exponents";
    case InputClass::nearly_degenerate: return "nearly_degenerate";
    case InputClass::exactly_degenerate: return "exactly_degenerate";
  }
  return "unknown";
}

std::uint64_t seed_for(const char* family, InputClass c) {
  std::uint64_t h = 0xcbf29ce484222325ull;  // FNV-1a over the family's name
  for (const char* p = family; *p != '\0'; ++p) h = (h ^ static_cast<unsigned char>(*p)) * 0x100000001b3ull;
  return h ^ (static_cast<std::uint64_t>(c) + 1) * 0x9e3779b97f4a7c15ull;
}

namespace {

constexpr int kNudgeUlps = 4;
constexpr long kGrid = 8;  // integer coordinates in [-kGrid, kGrid] before stepping

Vec2 operator+(Vec2 p, Vec2 q) { return {p.x + q.x, p.y + q.y}; }
Vec2 operator-(Vec2 p, Vec2 q) { return {p.x - q.x, p.y - q.y}; }
Vec2 operator*(double k, Vec2 p) { return {k * p.x, k * p.y}; }
Vec2 perp(Vec2 v) { return {-v.y, v.x}; }
Vec2 lerp(const Segment& s, double t) { return s.a + t * (s.b - s.a); }
Vec2 unit(Vec2 v) {
  const double h = std::hypot(v.x, v.y);
  return h == 0.0 ? Vec2{1.0, 0.0} : (1.0 / h) * v;
}

// The shortest integer step along an integer segment: every a + j * step is a
// grid point on its line (zero for a zero-length segment).
Vec2 primitive_step(const Segment& s) {
  const Vec2 d = s.b - s.a;
  const long g = std::gcd(std::lround(std::fabs(d.x)), std::lround(std::fabs(d.y)));
  return g == 0 ? Vec2{} : (1.0 / double(g)) * d;
}
long steps_along(const Segment& s) {
  const Vec2 d = s.b - s.a;
  return std::gcd(std::lround(std::fabs(d.x)), std::lround(std::fabs(d.y)));
}

Segment segment_for(Draw& d, InputClass c) {
  switch (c) {
    case InputClass::uniform:
    case InputClass::nearly_degenerate: return {d.uniform_point(), d.uniform_point()};
    case InputClass::random_exponents: return {d.wide_point(), d.wide_point()};
    case InputClass::exactly_degenerate: {
      const Vec2 a = d.grid_point(kGrid);
      return {a, a + double(d.integer(1, 4)) * d.grid_point(4)};
    }
  }
  return {};
}

// A point near (nearly) or on (exactly) the line of s, inside or a little past its ends.
Vec2 point_on_line(Draw& d, InputClass c, const Segment& s) {
  if (c == InputClass::nearly_degenerate) return d.nudge(lerp(s, d.uniform(-0.25, 1.25)), kNudgeUlps);
  return s.a + double(d.integer(-2, steps_along(s) + 2)) * primitive_step(s);
}

// A point near or on the perpendicular to s through one of its ends.
Vec2 point_on_end_normal(Draw& d, InputClass c, const Segment& s) {
  const Vec2 end = d.coin() ? s.a : s.b;
  if (c == InputClass::nearly_degenerate) return d.nudge(end + d.uniform(-1.0, 1.0) * perp(s.b - s.a), kNudgeUlps);
  return end + double(d.integer(-3, 3)) * perp(primitive_step(s));
}

Vec2 point_for(Draw& d, InputClass c, const Segment& s) {
  switch (c) {
    case InputClass::uniform: return d.uniform_point();
    case InputClass::random_exponents: return d.wide_point();
    default: return d.coin() ? point_on_line(d, c, s) : point_on_end_normal(d, c, s);
  }
}

// A second segment: one end on (or near) the line of s and the other too
// (collinear) or anywhere (a T-junction, touching or just missing).
Segment partner_for(Draw& d, InputClass c, const Segment& s) {
  if (c == InputClass::uniform || c == InputClass::random_exponents) return segment_for(d, c);
  const Vec2 p = point_on_line(d, c, s);
  const Vec2 q = d.coin() ? point_on_line(d, c, s)
                          : (c == InputClass::nearly_degenerate ? d.uniform_point() : d.grid_point(kGrid));
  return d.coin() ? Segment{p, q} : Segment{q, p};
}

Triple nearly_collinear(Draw& d) {
  if (d.coin()) {  // the ULP grid of Kettner et al. around the line y = x
    const Vec2 p{0.5 + double(d.integer(0, 255)) * 0x1p-53, 0.5 + double(d.integer(0, 255)) * 0x1p-53};
    return {p, {12.0, 12.0}, {24.0, 24.0}};
  }
  const Segment s = segment_for(d, InputClass::nearly_degenerate);
  return {s.a, s.b, d.nudge(lerp(s, d.uniform(-1.0, 2.0)), kNudgeUlps)};
}

Triple triple_for(Draw& d, InputClass c) {
  switch (c) {
    case InputClass::uniform: return {d.uniform_point(), d.uniform_point(), d.uniform_point()};
    case InputClass::random_exponents: return {d.wide_point(), d.wide_point(), d.wide_point()};
    case InputClass::nearly_degenerate: return nearly_collinear(d);
    case InputClass::exactly_degenerate: {
      const Segment s = segment_for(d, c);
      return {s.a, s.b, point_on_line(d, c, s)};
    }
  }
  return {};
}

// Integer directions of integer length: touching circles stay on the grid.
struct Pythagorean {
  Vec2 step;
  double length;
};
Pythagorean pythagorean(Draw& d) {
  static constexpr Pythagorean kSteps[] = {{{1, 0}, 1}, {{0, 1}, 1}, {{3, 4}, 5}, {{4, 3}, 5}, {{5, 12}, 13}, {{12, 5}, 13}};
  Pythagorean p = kSteps[d.integer(0, 5)];
  if (d.coin()) p.step.x = -p.step.x;
  if (d.coin()) p.step.y = -p.step.y;
  return p;
}

CircleAndSegment exact_touching(Draw& d) {
  const Pythagorean u = pythagorean(d);
  const long m = d.integer(1, 4);
  const Vec2 a = d.grid_point(kGrid);
  const Segment s{a, a + double(m) * u.step};
  const long j = d.integer(1, 3);
  if (d.coin()) {  // interior: a grid point of the segment, then j steps along the normal
    const Vec2 q = a + double(d.integer(0, m)) * u.step;
    const double side = d.coin() ? 1.0 : -1.0;
    return {{q + side * double(j) * perp(u.step), double(j) * u.length}, s};
  }
  // Past an end: a Pythagorean step pointing away from the segment.
  const bool at_b = d.coin();
  const Vec2 outward = at_b ? u.step : -1.0 * u.step;
  Pythagorean w = pythagorean(d);
  if (w.step.x * outward.x + w.step.y * outward.y < 0) w.step = -1.0 * w.step;
  return {{(at_b ? s.b : s.a) + double(j) * w.step, double(j) * w.length}, s};
}

CircleAndSegment nearly_touching(Draw& d) {
  const Segment s = segment_for(d, InputClass::nearly_degenerate);
  const double r = d.uniform(0.01, 0.5);
  if (d.coin()) {
    const Vec2 n = (d.coin() ? 1.0 : -1.0) * unit(perp(s.b - s.a));
    return {{d.nudge(lerp(s, d.unit()) + r * n, kNudgeUlps), r}, s};
  }
  const bool at_b = d.coin();
  const Vec2 outward = at_b ? s.b - s.a : s.a - s.b;
  const double angle = d.uniform(0.0, 6.283185307179586);
  Vec2 w{std::cos(angle), std::sin(angle)};
  if (w.x * outward.x + w.y * outward.y < 0) w = -1.0 * w;
  return {{d.nudge((at_b ? s.b : s.a) + r * w, kNudgeUlps), r}, s};
}

CircleAndSegment circle_for(Draw& d, InputClass c) {
  switch (c) {
    case InputClass::uniform: return {{d.uniform_point(), d.uniform(0.0, 0.5)}, segment_for(d, c)};
    case InputClass::random_exponents: return {{d.wide_point(), std::fabs(d.wide())}, segment_for(d, c)};
    case InputClass::nearly_degenerate: return nearly_touching(d);
    case InputClass::exactly_degenerate: return exact_touching(d);
  }
  return {};
}

// One cached vector per class, made on first use.
template <class T, class Make>
const std::vector<T>& per_class(InputClass c, const char* family, Make make) {
  static std::map<InputClass, std::vector<T>> cache;
  auto it = cache.find(c);
  if (it != cache.end()) return it->second;
  Draw d(seed_for(family, c));
  std::vector<T> v;
  v.reserve(kItems);
  for (std::size_t i = 0; i < kItems; ++i) v.push_back(make(d, c));
  return cache.emplace(c, std::move(v)).first->second;
}

template <class Item, class MakeItem>
Batches<Segment, Item> make_batches(InputClass c, std::size_t batch, const char* family, MakeItem item) {
  Draw d(seed_for(family, c) + batch);
  Batches<Segment, Item> b;
  b.batch = batch;
  for (std::size_t i = 0; i < kBatchItems / batch; ++i) {
    b.queries.push_back(segment_for(d, c));
    for (std::size_t k = 0; k < batch; ++k) b.items.push_back(item(d, c, b.queries.back()));
  }
  return b;
}

}  // namespace

const std::vector<Triple>& triples(InputClass c) {
  return per_class<Triple>(c, "orientation", triple_for);
}

const std::vector<SegmentPair>& segment_pairs(InputClass c) {
  return per_class<SegmentPair>(c, "crossing", [](Draw& d, InputClass k) {
    const Segment s = segment_for(d, k);
    return SegmentPair{s, partner_for(d, k, s)};
  });
}

const std::vector<PointAndSegment>& points_and_segments(InputClass c) {
  return per_class<PointAndSegment>(c, "closest_point", [](Draw& d, InputClass k) {
    const Segment s = segment_for(d, k);
    return PointAndSegment{point_for(d, k, s), s};
  });
}

const std::vector<CircleAndSegment>& circles_and_segments(InputClass c) {
  return per_class<CircleAndSegment>(c, "circle_contact", circle_for);
}

const Batches<Segment, Segment>& sight_batches(InputClass c, std::size_t batch) {
  static std::map<std::pair<InputClass, std::size_t>, Batches<Segment, Segment>> cache;
  auto it = cache.find({c, batch});
  if (it == cache.end()) it = cache.emplace(std::pair{c, batch}, make_batches<Segment>(c, batch, "line_of_sight", partner_for)).first;
  return it->second;
}

const Batches<Segment, Vec2>& point_batches(InputClass c, std::size_t batch) {
  static std::map<std::pair<InputClass, std::size_t>, Batches<Segment, Vec2>> cache;
  auto it = cache.find({c, batch});
  if (it == cache.end()) it = cache.emplace(std::pair{c, batch}, make_batches<Vec2>(c, batch, "closest_point_batch", point_for)).first;
  return it->second;
}

}  // namespace plumb::bench
