#include "engine/geometry.h"

#include <algorithm>
#include <cmath>

namespace engine {
namespace {

Vec sub(Vec a, Vec b) { return {a.x - b.x, a.y - b.y}; }
double dot(Vec a, Vec b) { return a.x * b.x + a.y * b.y; }
double cross(Vec a, Vec b) { return a.x * b.y - a.y * b.x; }

}  // namespace

Vec closest_on_segment(Vec a, Vec b, Vec p, double* t_out) {
  const Vec d = sub(b, a);
  const double dd = dot(d, d);
  const double t = dd == 0 ? 0 : std::clamp(dot(sub(p, a), d) / dd, 0.0, 1.0);
  *t_out = t;
  return {a.x + t * d.x, a.y + t * d.y};
}

double distance_to_segment(Vec p, Vec a, Vec b) {
  double t = 0;
  const Vec q = closest_on_segment(a, b, p, &t);
  return std::hypot(p.x - q.x, p.y - q.y);
}

int side(Vec a, Vec b, Vec p) {
  const double c = cross(sub(b, a), sub(p, a));
  return c > 0 ? 1 : c < 0 ? -1 : 0;
}

bool segments_touch(Vec a, Vec b, Vec c, Vec d) {
  const int s1 = side(a, b, c), s2 = side(a, b, d), s3 = side(c, d, a), s4 = side(c, d, b);
  return s1 * s2 <= 0 && s3 * s4 <= 0;  // the collinear case is missing
}

}  // namespace engine
