// The exact similarities of properties/nearby.h, case by case.
#include "properties/nearby.h"

#include <cfloat>
#include <cmath>
#include <utility>

namespace plumb {
namespace {

// Applies one similarity number by number and remembers whether every step
// was exact.
class Mapper {
 public:
  explicit Mapper(const Similarity& m) : m_(m) {}
  bool ok() const { return ok_; }
  void reject() { ok_ = false; }

  Vec2 position(Vec2 p) {
    const Vec2 d = direction(p);
    return {shifted(scaled(d.x), m_.shift_x), shifted(scaled(d.y), m_.shift_y)};
  }
  Vec3 position(Vec3 p) {
    const Vec3 d = direction(p);
    return {shifted(scaled(d.x), m_.shift_x), shifted(scaled(d.y), m_.shift_y), scaled(d.z)};
  }
  Vec2 direction(Vec2 p) {
    finite(p.x), finite(p.y);
    if (m_.swap_xy) std::swap(p.x, p.y);
    if (m_.mirror_x) p.x = -p.x;
    return p;
  }
  Vec3 direction(Vec3 p) {
    finite(p.z);
    const Vec2 xy = direction(Vec2{p.x, p.y});
    return {xy.x, xy.y, p.z};
  }
  double length(double r) { return finite(r), scaled(r); }
  Segment segment(const Segment& s) { return {position(s.a), position(s.b)}; }
  Segment3 segment(const Segment3& s) { return {position(s.a), position(s.b)}; }
  Triangle3 triangle(const Triangle3& t) { return {position(t.a), position(t.b), position(t.c)}; }
  Ray3 ray(const Ray3& r) { return {position(r.origin), direction(r.direction)}; }
  Plane plane(const Plane& p) {
    if (m_.shift_x != 0 || m_.shift_y != 0) ok_ = false;  // the offset would move by n . shift
    return {direction(p.normal), length(p.offset)};
  }
  std::vector<Vec2> positions(const std::vector<Vec2>& vs) {
    std::vector<Vec2> out;
    for (const Vec2& v : vs) out.push_back(position(v));
    return out;
  }

 private:
  void finite(double x) {
    if (!std::isfinite(x)) ok_ = false;
  }
  // x * 2^scale, exact unless it overflows or loses bits below the normals.
  double scaled(double x) {
    const double y = std::ldexp(x, m_.scale);
    if (!std::isfinite(y) || std::ldexp(y, -m_.scale) != x || (y != 0 && std::fabs(y) < DBL_MIN)) ok_ = false;
    return y;
  }
  // x + k, exact when both differences give the other addend back.
  double shifted(double x, double k) {
    if (k == 0) return x;
    const double y = x + k;
    if (!std::isfinite(y) || y - k != x || y - x != k) ok_ = false;
    return y;
  }

  Similarity m_;
  bool ok_ = true;
};

template <class Case, class F>
bool map_case(const Case& c, const Similarity& m, Case& out, F&& body) {
  Mapper mp(m);
  out = c;
  body(mp, out);
  return mp.ok();
}

}  // namespace

std::vector<Similarity> nearby_similarities() {
  return {
      {.scale = 1},
      {.scale = -1},
      {.mirror_x = true},
      {.swap_xy = true},
      {.shift_x = 1.0},
      {.shift_x = -1.0, .shift_y = 1.0},
  };
}

bool transformed(const PointCase& c, const Similarity& m, PointCase& out) {
  return map_case(c, m, out, [&](Mapper& mp, PointCase& o) { o.s = mp.segment(c.s), o.p = mp.position(c.p); });
}
bool transformed(const PairCase& c, const Similarity& m, PairCase& out) {
  return map_case(c, m, out, [&](Mapper& mp, PairCase& o) { o.s1 = mp.segment(c.s1), o.s2 = mp.segment(c.s2); });
}
bool transformed(const CircleCase& c, const Similarity& m, CircleCase& out) {
  return map_case(c, m, out, [&](Mapper& mp, CircleCase& o) {
    o.circle = {mp.position(c.circle.centre), mp.length(c.circle.radius)};
    o.s = mp.segment(c.s);
  });
}
bool transformed(const SightCase& c, const Similarity& m, SightCase& out) {
  return map_case(c, m, out, [&](Mapper& mp, SightCase& o) {
    o.from = mp.position(c.from), o.to = mp.position(c.to);
    for (Segment& w : o.walls) w = mp.segment(w);
  });
}
bool transformed(const Triangle2Case& c, const Similarity& m, Triangle2Case& out) {
  return map_case(c, m, out, [&](Mapper& mp, Triangle2Case& o) {
    for (Vec2* v : {&o.p, &o.a, &o.b, &o.c, &o.d}) *v = mp.position(*v);
  });
}
bool transformed(const PolygonCase& c, const Similarity& m, PolygonCase& out) {
  return map_case(c, m, out, [&](Mapper& mp, PolygonCase& o) {
    o.p = mp.position(c.p), o.polygon = mp.positions(c.polygon);
  });
}
bool transformed(const ChainCase& c, const Similarity& m, ChainCase& out) {
  return map_case(c, m, out, [&](Mapper& mp, ChainCase& o) { o.ray = mp.segment(c.ray), o.chain = mp.positions(c.chain); });
}
bool transformed(const Point3Case& c, const Similarity& m, Point3Case& out) {
  return map_case(c, m, out, [&](Mapper& mp, Point3Case& o) { o.s = mp.segment(c.s), o.p = mp.position(c.p); });
}
bool transformed(const Pair3Case& c, const Similarity& m, Pair3Case& out) {
  return map_case(c, m, out, [&](Mapper& mp, Pair3Case& o) {
    o.s1 = mp.segment(c.s1), o.s2 = mp.segment(c.s2);
    o.r1 = mp.length(c.r1), o.r2 = mp.length(c.r2);
  });
}
bool transformed(const PlaneCase& c, const Similarity& m, PlaneCase& out) {
  return map_case(c, m, out, [&](Mapper& mp, PlaneCase& o) {
    o.plane = mp.plane(c.plane), o.s = mp.segment(c.s), o.ray = mp.ray(c.ray);
  });
}
namespace {

// A box's image: a mirror or a swap moves its corners, the box stays the
// same set. An inverted box (min > max on an axis) has no such image: the
// map is rejected.
Box mapped_box(Mapper& mp, const Box& box) {
  if (box.min.x > box.max.x || box.min.y > box.max.y || box.min.z > box.max.z) mp.reject();
  const Vec3 a = mp.position(box.min), b = mp.position(box.max);
  return {{std::fmin(a.x, b.x), std::fmin(a.y, b.y), std::fmin(a.z, b.z)},
          {std::fmax(a.x, b.x), std::fmax(a.y, b.y), std::fmax(a.z, b.z)}};
}

}  // namespace

bool transformed(const RayCase& c, const Similarity& m, RayCase& out) {
  return map_case(c, m, out, [&](Mapper& mp, RayCase& o) {
    o.ray = mp.ray(c.ray);
    o.sphere = {mp.position(c.sphere.centre), mp.length(c.sphere.radius)};
    o.box = mapped_box(mp, c.box);
  });
}
bool transformed(const LineSphereCase& c, const Similarity& m, LineSphereCase& out) {
  return map_case(c, m, out, [&](Mapper& mp, LineSphereCase& o) {
    o.line = mp.ray(c.line);
    o.sphere = {mp.position(c.sphere.centre), mp.length(c.sphere.radius)};
  });
}
bool transformed(const BoxPairCase& c, const Similarity& m, BoxPairCase& out) {
  return map_case(c, m, out, [&](Mapper& mp, BoxPairCase& o) { o.a = mapped_box(mp, c.a), o.b = mapped_box(mp, c.b); });
}
bool transformed(const SphereBoxCase& c, const Similarity& m, SphereBoxCase& out) {
  return map_case(c, m, out, [&](Mapper& mp, SphereBoxCase& o) {
    o.sphere = {mp.position(c.sphere.centre), mp.length(c.sphere.radius)};
    o.box = mapped_box(mp, c.box);
  });
}
bool transformed(const SegmentBoxCase& c, const Similarity& m, SegmentBoxCase& out) {
  return map_case(c, m, out, [&](Mapper& mp, SegmentBoxCase& o) {
    o.s = mp.segment(c.s), o.box = mapped_box(mp, c.box);
  });
}
bool transformed(const TriangleCase& c, const Similarity& m, TriangleCase& out) {
  return map_case(c, m, out, [&](Mapper& mp, TriangleCase& o) { o.ray = mp.ray(c.ray), o.tri = mp.triangle(c.tri); });
}
bool transformed(const RayCapsuleCase& c, const Similarity& m, RayCapsuleCase& out) {
  return map_case(c, m, out, [&](Mapper& mp, RayCapsuleCase& o) {
    o.ray = mp.ray(c.ray);
    o.capsule = {mp.position(c.capsule.a), mp.position(c.capsule.b), mp.length(c.capsule.radius)};
  });
}
bool transformed(const SegmentTriangleCase& c, const Similarity& m, SegmentTriangleCase& out) {
  return map_case(c, m, out, [&](Mapper& mp, SegmentTriangleCase& o) { o.s = mp.segment(c.s), o.tri = mp.triangle(c.tri); });
}
bool transformed(const PointTriangleCase& c, const Similarity& m, PointTriangleCase& out) {
  return map_case(c, m, out, [&](Mapper& mp, PointTriangleCase& o) { o.p = mp.position(c.p), o.tri = mp.triangle(c.tri); });
}
bool transformed(const FanCase& c, const Similarity& m, FanCase& out) {
  return map_case(c, m, out, [&](Mapper& mp, FanCase& o) {
    o.ray = mp.ray(c.ray), o.centre = mp.position(c.centre);
    for (Vec3& v : o.rim) v = mp.position(v);
  });
}

}  // namespace plumb
