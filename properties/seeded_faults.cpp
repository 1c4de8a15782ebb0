// The seeded faults. Each is Plumb's subject with one named bug put back, and
// as far as possible only that bug: where the bug lives in textbook code, the
// textbook code runs only on the inputs the bug is about, so that what the
// suite catches is the named bug rather than the textbook code's rounding.
#include "properties/seeded_faults.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include "plumb/plumb.h"

namespace plumb {
namespace {

double cross(Vec2 p, Vec2 q) { return p.x * q.y - p.y * q.x; }
double dot(Vec2 p, Vec2 q) { return p.x * q.x + p.y * q.y; }
Vec2 minus(Vec2 p, Vec2 q) { return {p.x - q.x, p.y - q.y}; }

// --- no-clamp: the foot on the line is returned for every kind. --------------
ClosestPoint closest_point_no_clamp(const Segment& s, Vec2 p, Kind) {
  return closest_point(s, p, Kind::line);
}
double distance_point_segment_no_clamp(Vec2 p, const Segment& s) { return distance_point_line(p, s); }
double squared_distance_no_clamp(Vec2 p, const Segment& s) {
  const double d = distance_point_line(p, s);
  return d * d;
}

// --- wall-as-line: crossing tested on t only. ---------------------------------
std::optional<Crossing> segment_crossing_t_only(const Segment& s1, const Segment& s2) {
  const auto x = line_crossing(s1, s2);
  if (!x || !contains_t(x->t, Kind::segment)) return std::nullopt;
  return x;
}

// --- ray-as-line: a ray hit tested on u only: walls behind the shooter hit. --
std::optional<Crossing> ray_hit_as_line(const Segment& ray, const Segment& wall) {
  if (const auto hit = ray_segment_hit(ray, wall)) return hit;
  const auto x = line_crossing(ray, wall);  // the line meets the wall at some t < 0
  if (!x || !contains_t(x->u, Kind::segment)) return std::nullopt;
  return x;
}

// --- absolute-epsilon: "parallel" when |r x s| < 1e-12. ------------------------
// Each keeps Plumb's answer except where the textbook test |cross| < 1e-12
// decides "parallel": then it says parallel, or no crossing (the named bug);
// non-finite input keeps Plumb's documented answers.
bool finite_pair(const Segment& s1, const Segment& s2) {
  for (double v : {s1.a.x, s1.a.y, s1.b.x, s1.b.y, s2.a.x, s2.a.y, s2.b.x, s2.b.y})
    if (!std::isfinite(v)) return false;
  return true;
}
bool epsilon_says_parallel(const Segment& s1, const Segment& s2, double eps) {
  return std::fabs(cross(minus(s1.b, s1.a), minus(s2.b, s2.a))) < eps;
}
// The three members with "parallel" read as |cross| < eps.
void put_absolute_epsilon(Subject& s, double eps) {
  s.parallel = [eps](const Segment& s1, const Segment& s2) {
    return finite_pair(s1, s2) ? epsilon_says_parallel(s1, s2, eps) : parallel(s1, s2);
  };
  s.line_crossing = [eps](const Segment& s1, const Segment& s2) -> std::optional<Crossing> {
    if (finite_pair(s1, s2) && epsilon_says_parallel(s1, s2, eps)) return std::nullopt;
    return line_crossing(s1, s2);
  };
  s.segment_crossing = [eps](const Segment& s1, const Segment& s2) -> std::optional<Crossing> {
    if (finite_pair(s1, s2) && epsilon_says_parallel(s1, s2, eps)) return std::nullopt;
    return segment_crossing(s1, s2);
  };
}

// --- zero-length-nan: no guard in front of the division. -----------------------
std::optional<double> projection_t_unguarded(const Segment& s, Vec2 p) {
  const Vec2 d = minus(s.b, s.a);
  return dot(minus(p, s.a), d) / dot(d, d);
}
ClosestPoint closest_point_unguarded(const Segment& s, Vec2 p, Kind kind) {
  const double t = clamp_t(*projection_t_unguarded(s, p), kind);
  return {t, {s.a.x + t * (s.b.x - s.a.x), s.a.y + t * (s.b.y - s.a.y)}};
}

// --- no-collinear-case: the straddle test alone. -------------------------------
bool segments_intersect_no_collinear(const Segment& s1, const Segment& s2) {
  if (!detail::finite(s1) || !detail::finite(s2)) return false;  // as Plumb: only the named bug differs
  return orientation(s1.a, s1.b, s2.a) * orientation(s1.a, s1.b, s2.b) <= 0 &&
         orientation(s2.a, s2.b, s1.a) * orientation(s2.a, s2.b, s1.b) <= 0;
}

// --- The 3D family: each is Plumb's kernel with the one step put back out. ---



// The textbook slab method. `near_start` -inf reads the ray as a line.
// Written as it often is, std::max(t1, near): a NaN t1 (0 * inf, from a zero
// direction component on a face) then wins the comparison and propagates.
std::optional<double> textbook_slab(const Ray3& r, const Box& b, double near_start) {
  const double o[3] = {r.origin.x, r.origin.y, r.origin.z}, d[3] = {r.direction.x, r.direction.y, r.direction.z};
  const double lo[3] = {b.min.x, b.min.y, b.min.z}, hi[3] = {b.max.x, b.max.y, b.max.z};
  double near = near_start, far = INFINITY;
  for (int i = 0; i < 3; ++i) {
    const double inv = 1.0 / d[i];
    double t1 = (lo[i] - o[i]) * inv, t2 = (hi[i] - o[i]) * inv;
    if (t1 > t2) std::swap(t1, t2);
    near = std::max(t1, near);
    far = std::min(t2, far);
    if (near > far) return std::nullopt;
  }
  if (far < 0) return std::nullopt;
  return near;
}

bool finite3(Vec3 v) { return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z); }
bool finite_ray_box(const Ray3& r, const Box& b) {
  return finite3(r.origin) && finite3(r.direction) && finite3(b.min) && finite3(b.max);
}

// Where the textbook slab meets 0 * inf: a zero direction component with the
// origin exactly on that axis's slab plane.
bool zero_times_infinity(const Ray3& r, const Box& b) {
  const double o[3] = {r.origin.x, r.origin.y, r.origin.z}, d[3] = {r.direction.x, r.direction.y, r.direction.z};
  const double lo[3] = {b.min.x, b.min.y, b.min.z}, hi[3] = {b.max.x, b.max.y, b.max.z};
  for (int i = 0; i < 3; ++i)
    if (d[i] == 0 && (o[i] == lo[i] || o[i] == hi[i])) return true;
  return false;
}

// slab-no-zero-direction: Plumb's answer, except where the missing case bites
// (0 * inf = NaN): there, the textbook slab's answer.
std::optional<double> slab_no_zero_direction(const Ray3& r, const Box& b) {
  if (finite_ray_box(r, b) && zero_times_infinity(r, b)) return textbook_slab(r, b, 0.0);
  return ray_box_entry(r, b);
}

// ray-box-as-line: the entry starts at -inf, so the box is "hit" where the
// line enters it: behind the origin, or before it when the origin is inside.
// Plumb's answer everywhere else (where the line's entry is not negative).
std::optional<double> slab_as_line(const Ray3& r, const Box& b) {
  const bool proper = b.min.x <= b.max.x && b.min.y <= b.max.y && b.min.z <= b.max.z;
  if (finite_ray_box(r, b) && proper && !zero_times_infinity(r, b)) {
    const auto line = textbook_slab(r, b, -INFINITY);
    if (line && *line < 0) return line;
  }
  return ray_box_entry(r, b);
}

// line-sphere-disc-epsilon: the textbook line-sphere test with its
// discriminant b^2 - ac (in doubles, a = d.d, b = m.d, c = m.m - r^2)
// compared with the classic absolute epsilon: |b^2 - ac| < 1e-6 is read as
// a touch, one double root -b / a. A line missing a sphere by a little
// touches it, and one through a small sphere (r^2 d.d below 1e-6: a radius
// under a millimetre at metre scale) touches it at one point, its two
// roots lost. Plumb's exact answer everywhere else.
std::optional<LineSphereRoots> line_sphere_disc_epsilon(const Ray3& line, const Sphere& sp, double eps) {
  const bool finite = finite3(line.origin) && finite3(line.direction) && finite3(sp.centre) &&
                      std::isfinite(sp.radius);
  if (finite && sp.radius >= 0 && !(line.direction == Vec3{})) {
    const Vec3 m{line.origin.x - sp.centre.x, line.origin.y - sp.centre.y, line.origin.z - sp.centre.z};
    const Vec3 d = line.direction;
    const double a = d.x * d.x + d.y * d.y + d.z * d.z, b = m.x * d.x + m.y * d.y + m.z * d.z;
    const double c = m.x * m.x + m.y * m.y + m.z * m.z - sp.radius * sp.radius;
    if (std::fabs(b * b - a * c) < eps) return LineSphereRoots{-b / a, -b / a};
  }
  return line_sphere(line, sp);
}
void put_line_sphere_disc_epsilon(Subject& s, double eps) {
  s.line_sphere = [eps](const Ray3& line, const Sphere& sp) { return line_sphere_disc_epsilon(line, sp, eps); };
}

// ray-sphere-behind: without "outside and pointing away", max(root, 0)
// reports a hit at 0 when the line meets the sphere only behind the origin.
// Decided with Plumb's exact kernel on the reversed ray, so that nothing but
// that bug differs (no textbook rounding near tangency).
std::optional<double> ray_sphere_no_away_check(const Ray3& r, const Sphere& sp) {
  if (const auto hit = ray_sphere_entry(r, sp)) return hit;
  const Ray3 back{r.origin, {-r.direction.x, -r.direction.y, -r.direction.z}};
  if (finite3(r.origin) && finite3(r.direction) && ray_sphere_entry(back, sp)) return 0.0;
  return std::nullopt;
}

// Segment-segment closest points that clamp t without re-projecting s.
SegmentPair3 closest3_no_reprojection(const Segment3& s1, const Segment3& s2) {
  return detail::segment_segment_closest3_steps(s1, s2, false);
}

// The circle push-out dividing by the distance, unguarded: NaN when the
// centre lies on the segment (Plumb's answer otherwise).
std::optional<CircleContact> contact_divide_by_distance(const Circle& circle, const Segment& s) {
  auto contact = circle_segment_contact(circle, s);
  if (!contact) return contact;
  const double dx = circle.centre.x - contact->closest.x, dy = circle.centre.y - contact->closest.y;
  const double dist = std::sqrt(dx * dx + dy * dy);
  if (dist == 0.0) contact->push = {dx / dist * contact->depth, dy / dist * contact->depth};
  return contact;
}

// mt-epsilon: Möller and Trumbore's test with the classic absolute epsilon
// on the determinant (|e1 . (d x e2)| < 1e-6 is "parallel"): a ray that
// crosses a small or metre-sized triangle nearly edge-on is lost. Plumb's
// exact answer everywhere else.
std::optional<TriangleHit> ray_triangle_epsilon(const Ray3& r, const Triangle3& tri, double eps) {
  const auto hit = ray_triangle_hit(r, tri);
  if (!hit) return hit;
  const Vec3 e1{tri.b.x - tri.a.x, tri.b.y - tri.a.y, tri.b.z - tri.a.z};
  const Vec3 e2{tri.c.x - tri.a.x, tri.c.y - tri.a.y, tri.c.z - tri.a.z};
  const Vec3 d = r.direction;
  const Vec3 p{d.y * e2.z - d.z * e2.y, d.z * e2.x - d.x * e2.z, d.x * e2.y - d.y * e2.x};
  const double det = e1.x * p.x + e1.y * p.y + e1.z * p.z;
  if (std::fabs(det) < eps) return std::nullopt;
  return hit;
}
void put_mt_epsilon(Subject& s, double eps) {
  s.ray_triangle_hit = [eps](const Ray3& r, const Triangle3& tri) { return ray_triangle_epsilon(r, tri, eps); };
}

// segment-mt-epsilon: the segment test as Möller and Trumbore's ray test on
// d = b - a (kept when t <= 1) with the classic absolute epsilon on the
// determinant (|e1 . (d x e2)| < 1e-6 is "parallel"): a segment crossing a
// metre-sized triangle nearly edge-on, or any small one, is lost. Plumb's
// exact answer everywhere else.
std::optional<TriangleHit> segment_triangle_epsilon(const Segment3& s, const Triangle3& tri, double eps) {
  const auto hit = segment_triangle_crossing(s, tri);
  if (!hit) return hit;
  const Vec3 e1{tri.b.x - tri.a.x, tri.b.y - tri.a.y, tri.b.z - tri.a.z};
  const Vec3 e2{tri.c.x - tri.a.x, tri.c.y - tri.a.y, tri.c.z - tri.a.z};
  const Vec3 d{s.b.x - s.a.x, s.b.y - s.a.y, s.b.z - s.a.z};
  const Vec3 p{d.y * e2.z - d.z * e2.y, d.z * e2.x - d.x * e2.z, d.x * e2.y - d.y * e2.x};
  const double det = e1.x * p.x + e1.y * p.y + e1.z * p.z;
  if (std::fabs(det) < eps) return std::nullopt;
  return hit;
}
void put_segment_mt_epsilon(Subject& s, double eps) {
  s.segment_triangle_crossing = [eps](const Segment3& seg, const Triangle3& tri) {
    return segment_triangle_epsilon(seg, tri, eps);
  };
}

// capsule-as-cylinder: a ray-capsule test that reads the side as the
// infinite cylinder, keeping the cylinder's first root without clipping it
// to the slab between the end discs (the foot test dropped): a ray crossing
// the cylinder's extension beyond an end, past its ball, hits. The root is
// Plumb's exact one (ray_capsule.h), so nothing but that bug differs;
// inside, a miss of the cylinder, non-finite input: Plumb's answer.
std::optional<double> ray_capsule_as_cylinder(const Ray3& r, const Capsule& c) {
  const auto hit = ray_capsule_entry(r, c);
  if ((hit && *hit == 0.0) || !(c.radius >= 0.0) || std::isinf(c.radius) || c.a == c.b) return hit;
  if (!finite3(r.origin) || !finite3(r.direction) || !finite3(c.a) || !finite3(c.b)) return hit;
  const auto side =
      detail::infinite_cylinder_entry(detail::CylinderPolynomials{r.origin, r.direction, c.a, c.b, c.radius});
  if (!side) return hit;
  return hit ? std::min(*hit, *side) : side;
}

// strict-edge-signs: the edge test with strict signs (u > 0, v > 0,
// u + v < 1): a ray through an edge or a corner misses, and so a ray through
// the shared edge of two triangles misses both. The exact signs decide which
// hits are on an edge, so nothing else differs.
std::optional<TriangleHit> ray_triangle_strict_edges(const Ray3& r, const Triangle3& tri) {
  const auto hit = ray_triangle_hit(r, tri);
  if (!hit) return hit;
  const detail::TriangleSpecs s = detail::triangle_specs(r, tri);
  if (detail::triple_sign(2, s.U) == 0 || detail::triple_sign(2, s.V) == 0 || detail::triple_sign(2, s.W) == 0)
    return std::nullopt;
  return hit;
}

// ray-triangle-as-line: a ray-triangle test without its t >= 0 check (Möller
// and Trumbore's last line dropped, the ray read as its line): a triangle
// behind the origin is hit at t < 0. The hit behind is Plumb's exact answer
// for the reversed ray, its t negated (the point and so u, v are the same).
std::optional<TriangleHit> ray_triangle_as_line(const Ray3& r, const Triangle3& tri) {
  if (auto hit = ray_triangle_hit(r, tri)) return hit;
  const Ray3 back{r.origin, {-r.direction.x, -r.direction.y, -r.direction.z}};
  auto hit = ray_triangle_hit(back, tri);
  if (hit) hit->t = -hit->t;
  return hit;
}

// clamped-barycentrics: the closest point of a triangle as the barycentric
// coordinates of p's projection onto the plane, each clamped to 0 from below
// and renormalized, a common shortcut for Ericson's regions: a point whose
// projection falls outside the triangle gets a point of the triangle, but not
// the nearest (on the wrong edge, or off the foot of the perpendicular).
// Plumb's answer in the face and for degenerate or non-finite input.
Vec3 closest_clamped_barycentrics(Vec3 p, const Triangle3& t) {
  const TriangleClosest c = closest_point_triangle3(p, t);
  if (c.feature == TriangleFeature::face || c.feature == TriangleFeature::none) return c.point;
  auto minus = [](Vec3 x, Vec3 y) { return Vec3{x.x - y.x, x.y - y.y, x.z - y.z}; };
  auto dot = [](Vec3 x, Vec3 y) { return x.x * y.x + x.y * y.y + x.z * y.z; };
  const Vec3 ab = minus(t.b, t.a), ac = minus(t.c, t.a), ap = minus(p, t.a);
  const double d00 = dot(ab, ab), d01 = dot(ab, ac), d11 = dot(ac, ac), d20 = dot(ap, ab), d21 = dot(ap, ac);
  const double denom = d00 * d11 - d01 * d01;
  if (denom == 0.0) return c.point;
  double v = (d11 * d20 - d01 * d21) / denom, w = (d00 * d21 - d01 * d20) / denom, u = 1.0 - v - w;
  u = std::max(u, 0.0), v = std::max(v, 0.0), w = std::max(w, 0.0);
  const double sum = u + v + w;
  u /= sum, v /= sum, w /= sum;
  return {u * t.a.x + v * t.b.x + w * t.c.x, u * t.a.y + v * t.b.y + w * t.c.y, u * t.a.z + v * t.b.z + w * t.c.z};
}

double squared_distance_clamped_barycentrics(Vec3 p, const Triangle3& t) {
  const Vec3 q = closest_clamped_barycentrics(p, t);
  const Vec3 d{p.x - q.x, p.y - q.y, p.z - q.z};
  return d.x * d.x + d.y * d.y + d.z * d.z;
}

// box-box-strict: the interval overlap tested with strict < (lo1 < hi2 and
// lo2 < hi1), the textbook's open reading of a closed box: boxes that share
// only a face, an edge or a corner miss. Plumb's emptiness and non-finite
// handling, so that the strictness is the only change.
bool box_box_strict(const Box& a, const Box& b) {
  const auto meet = [](double lo1, double hi1, double lo2, double hi2) {
    return lo1 <= hi1 && lo2 <= hi2 && lo1 < hi2 && lo2 < hi1;
  };
  const bool finite = finite3(a.min) && finite3(a.max) && finite3(b.min) && finite3(b.max);
  return finite && meet(a.min.x, a.max.x, b.min.x, b.max.x) && meet(a.min.y, a.max.y, b.min.y, b.max.y) &&
         meet(a.min.z, a.max.z, b.min.z, b.max.z);
}

// sphere-box-open-box: Arvo's test with the box read as open, the distance
// compared with strict < (d^2 < r^2): a ball that touches a face, an edge or
// a corner misses. Plumb's exact sign otherwise, and its handling of empty
// boxes, radii and non-finite input, so that the strictness is the only change.
bool sphere_box_open_box(const Sphere& sphere, const Box& b) {
  if (!sphere_box_intersect(sphere, b)) return false;
  if (std::isinf(sphere.radius)) return true;
  const Vec3 c = sphere.centre;
  const auto clamp = [](double x, double lo, double hi) { return x < lo ? lo : (x > hi ? hi : x); };
  const Vec3 q{clamp(c.x, b.min.x, b.max.x), clamp(c.y, b.min.y, b.max.y), clamp(c.z, b.min.z, b.max.z)};
  const double r = sphere.radius;
  return detail::sum_sign(detail::ProductSum<4>{{c.x, c.y, c.z, r}, {q.x, q.y, q.z, 0.0}, {c.x, c.y, c.z, 0.0},
                                                {q.x, q.y, q.z, r}}) < 0;
}

// segment-box-slab-nan: the slab test for a segment through the reciprocal
// of its direction, each axis's interval ordered by ternaries:
//   inv = 1 / d_i; t1 = (lo_i - a_i) * inv; t2 = (hi_i - a_i) * inv;
//   enter = t1 < t2 ? t1 : t2; exit = t1 > t2 ? t1 : t2;
// A zero component with the segment on that axis's min plane (lo_i < hi_i)
// makes t1 = 0 * inf = NaN and t2 = +inf; t1 < t2 and t1 > t2 both fail, so
// the interval is [inf, inf] and the segment misses a face it lies in. (On
// the max plane the NaN lands in t2, both comparisons fail the other way and
// the axis is ignored, which is right.) Plumb's answer everywhere else, so
// that the NaN is the only change, not the reciprocal's rounding or an empty
// box.
bool segment_box_slab_nan(const Segment3& s, const Box& b) {
  const double a[3] = {s.a.x, s.a.y, s.a.z}, e[3] = {s.b.x, s.b.y, s.b.z};
  const double lo[3] = {b.min.x, b.min.y, b.min.z}, hi[3] = {b.max.x, b.max.y, b.max.z};
  if (finite3(s.a) && finite3(s.b) && finite3(b.min) && finite3(b.max) && lo[0] <= hi[0] && lo[1] <= hi[1] &&
      lo[2] <= hi[2])
    for (int i = 0; i < 3; ++i)
      if (e[i] == a[i] && a[i] == lo[i] && lo[i] < hi[i]) return false;
  return segment_box_intersect(s, b);
}

SeededFault fault(std::string name, std::string target, std::string bug, const std::function<void(Subject&)>& edit) {
  Subject s = plumb_subject();
  s.name = name;
  s.description = bug;
  edit(s);
  SeededFault f{std::move(name), std::move(bug), std::move(s), std::move(target), {}, {}, {}};
  annotate_fault(f);
  return f;
}

// The fault with its epsilon given.
std::function<Subject(double)> with_threshold(void (*put)(Subject&, double)) {
  return [put](double eps) {
    Subject s = plumb_subject();
    put(s, eps);
    return s;
  };
}

// line-line-epsilon: the textbook test "D = (d1.d1)(d2.d2) - (d1.d2)^2 < 1e-12:
// the lines are parallel", D in doubles, in place of the exact test. Where it
// fires the answer is Plumb's own for parallel lines (s = 0, t the foot of
// l1.a on line 2), so that the epsilon is the only change: nearly parallel
// lines at metre scale (an angle below about 1e-6) get a pair that is not the
// closest, and coplanar ones, which meet far away, a distance that is not 0.
SegmentPair3 line_line_epsilon(const Segment3& l1, const Segment3& l2) {
  const Vec3 d1{l1.b.x - l1.a.x, l1.b.y - l1.a.y, l1.b.z - l1.a.z}, d2{l2.b.x - l2.a.x, l2.b.y - l2.a.y, l2.b.z - l2.a.z};
  const double a = d1.x * d1.x + d1.y * d1.y + d1.z * d1.z, e = d2.x * d2.x + d2.y * d2.y + d2.z * d2.z;
  const double b = d1.x * d2.x + d1.y * d2.y + d1.z * d2.z;
  if (a > 0 && e > 0 && a * e - b * b < 1e-12 && detail::finite(l1) && detail::finite(l2))
    return detail::line_line_closest3_degenerate(l1, l2);
  return line_line_closest3(l1, l2);
}

// ray-segment-no-reprojection: Ericson's steps on the ray with t clamped and
// s left where step 1 put it (the lines' s, or 0 behind the origin), instead
// of the clamped end's projection onto the ray. Plumb's answer wherever t is
// not clamped; where it is, the pair and its distance are the unprojected ones.
SegmentPair3 ray_segment_no_reprojection(const Ray3& ray, const Segment3& seg) {
  SegmentPair3 p = ray_segment_distance3(ray, seg);
  if (!(p.t == 0.0 || p.t == 1.0) || std::isnan(p.s)) return p;
  const Vec3 o = ray.origin, d = ray.direction;
  const SegmentPair3 lines = line_line_closest3({o, {o.x + d.x, o.y + d.y, o.z + d.z}}, seg);
  const double s = std::isfinite(lines.s) ? std::max(lines.s, 0.0) : 0.0;
  if (s == p.s) return p;  // step 1 already put s there: the bug changes nothing
  p.s = s;
  p.first = {o.x + p.s * d.x, o.y + p.s * d.y, o.z + p.s * d.z};
  const Vec3 w{p.first.x - p.second.x, p.first.y - p.second.y, p.first.z - p.second.z};
  p.squared_distance = w.x * w.x + w.y * w.y + w.z * w.z;
  return p;
}

}  // namespace

std::vector<SeededFault> seeded_faults() {
  std::vector<SeededFault> out;
  out.push_back(fault("no-clamp", "closest_point", "closest point without the clamp (the foot on the line for every kind)",
                      [](Subject& s) {
                        s.closest_point = closest_point_no_clamp;
                        s.distance_point_segment = distance_point_segment_no_clamp;
                        s.squared_distance_point_segment = squared_distance_no_clamp;
                      }));
  out.push_back(fault("wall-as-line", "crossing", "a wall read as a line: only t tested, u ignored", [](Subject& s) {
    s.segment_crossing = segment_crossing_t_only;
    s.first_blocker = first_blocker_as_lines;
    s.has_line_of_sight = has_line_of_sight_as_lines;
  }));
  out.push_back(fault("ray-as-line", "crossing", "a ray tested as a line: t >= 0 dropped",
                      [](Subject& s) { s.ray_segment_hit = ray_hit_as_line; }));
  out.push_back(fault("absolute-epsilon", "crossing", "an absolute 1e-12 epsilon for \"parallel\"",
                      [](Subject& s) { put_absolute_epsilon(s, 1e-12); }));
  out.back().at_threshold = with_threshold(put_absolute_epsilon);
  out.push_back(fault("zero-length-nan", "closest_point", "the zero-length projection left as 0/0", [](Subject& s) {
    s.projection_t = projection_t_unguarded;
    s.closest_point = closest_point_unguarded;
  }));
  out.push_back(fault("no-collinear-case", "crossing", "segment intersection without the collinear case",
                      [](Subject& s) { s.segments_intersect = segments_intersect_no_collinear; }));
  out.push_back(fault("slab-no-zero-direction", "ray3d", "a slab test without the zero-direction case (0 * inf = NaN)",
                      [](Subject& s) { s.ray_box_entry = slab_no_zero_direction; }));
  out.push_back(fault("ray-sphere-behind", "ray3d", "ray-sphere without the \"outside and pointing away\" check",
                      [](Subject& s) { s.ray_sphere_entry = ray_sphere_no_away_check; }));
  out.push_back(fault("no-reprojection", "closest_point3d", "segment-segment closest points that clamp t without re-projecting s",
                      [](Subject& s) { s.segment_segment_closest3 = closest3_no_reprojection; }));
  out.push_back(fault("push-divide-by-zero", "contact", "circle push-out dividing by a zero distance",
                      [](Subject& s) { s.circle_segment_contact = contact_divide_by_distance; }));
  out.push_back(fault("ray-box-as-line", "ray3d", "ray-box starting its entry at -inf (a line, not a ray)",
                      [](Subject& s) { s.ray_box_entry = slab_as_line; }));
  out.push_back(fault("line-sphere-disc-epsilon", "line_sphere",
                      "line-sphere by the textbook quadratic with |b^2 - ac| < 1e-6 (in doubles) read as a touch, one "
                      "double root -b / a: a line missing a sphere by a little touches it, one through a small sphere "
                      "loses both roots",
                      [](Subject& s) { put_line_sphere_disc_epsilon(s, 1e-6); }));
  out.back().at_threshold = with_threshold(put_line_sphere_disc_epsilon);
  out.push_back(fault("mt-epsilon", "ray_triangle",
                      "Möller-Trumbore with an absolute 1e-6 epsilon on the determinant",
                      [](Subject& s) { put_mt_epsilon(s, 1e-6); }));
  out.back().at_threshold = with_threshold(put_mt_epsilon);
  out.push_back(fault("strict-edge-signs", "ray_triangle",
                      "a ray-triangle edge test with strict signs (edges and corners excluded)",
                      [](Subject& s) { s.ray_triangle_hit = ray_triangle_strict_edges; }));
  out.push_back(fault("ray-triangle-as-line", "ray_triangle",
                      "a ray-triangle test as a line: t >= 0 dropped (a triangle behind the origin is hit)",
                      [](Subject& s) { s.ray_triangle_hit = ray_triangle_as_line; }));
  out.push_back(fault("segment-mt-epsilon", "segment_triangle",
                      "segment-triangle by Möller-Trumbore on b - a with an absolute 1e-6 epsilon on the determinant: "
                      "a segment crossing a metre-sized triangle nearly edge-on misses",
                      [](Subject& s) { put_segment_mt_epsilon(s, 1e-6); }));
  out.back().at_threshold = with_threshold(put_segment_mt_epsilon);
  out.push_back(fault("capsule-as-cylinder", "ray_capsule",
                      "ray-capsule with the side read as the infinite cylinder (its root not clipped to the end discs): "
                      "a ray through the cylinder beyond an end hits",
                      [](Subject& s) { s.ray_capsule_entry = ray_capsule_as_cylinder; }));
  out.push_back(fault("clamped-barycentrics", "point_triangle3",
                      "closest point of a triangle by the projection's barycentrics clamped and renormalized",
                      [](Subject& s) {
                        s.closest_point_triangle3 = closest_clamped_barycentrics;
                        s.squared_distance_point_triangle3 = squared_distance_clamped_barycentrics;
                      }));
  out.push_back(fault("box-box-strict", "box_box",
                      "box-box overlap with strict < (boxes sharing a face, an edge or a corner miss)",
                      [](Subject& s) { s.box_box_intersect = box_box_strict; }));
  out.push_back(fault("sphere-box-open-box", "sphere_box",
                      "ball-box (Arvo) with the box read as open: d^2 < r^2, so a ball touching a face, an edge or a "
                      "corner misses",
                      [](Subject& s) { s.sphere_box_intersect = sphere_box_open_box; }));
  out.push_back(fault("segment-box-slab-nan", "segment_box",
                      "segment-box slab test through 1 / d, its interval ordered by ternaries: a segment lying in a "
                      "box's min face (a zero direction component, 0 * inf = NaN) misses",
                      [](Subject& s) { s.segment_box_intersect = segment_box_slab_nan; }));
  out.push_back(fault("line-line-epsilon", "line_line3d",
                      "line-line closest points that read D = |d1 x d2|^2 < 1e-12 (in doubles) as parallel: nearly "
                      "parallel lines at metre scale get s = 0 and the foot of a1",
                      [](Subject& s) { s.line_line_closest3 = line_line_epsilon; }));
  out.push_back(fault("ray-segment-no-reprojection", "ray_segment3d",
                      "ray-segment closest points that clamp t without re-projecting the clamped end onto the ray",
                      [](Subject& s) { s.ray_segment_distance3 = ray_segment_no_reprojection; }));
  for (SeededFault& f : polygon_seeded_faults()) out.push_back(std::move(f));
  return out;
}

}  // namespace plumb
