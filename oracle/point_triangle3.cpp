// Plumb oracle: the closest point of a triangle by exact candidates (see
// point_triangle3.h).
#include "oracle/point_triangle3.h"

#include <utility>
#include <vector>

#include "oracle/closest_point3d.h"
#include "oracle/dyadic3d.h"
#include "oracle/rational3d.h"

namespace plumb::oracle {
namespace {

struct Candidate {
  Rational u, v;
  RVec3 point;
  Rational squared_distance;
};

}  // namespace

TriangleFeature triangle_feature(const Rational& u, const Rational& v) {
  if (u == 0 && v == 0) return TriangleFeature::vertex_a;
  if (u == 1) return TriangleFeature::vertex_b;
  if (v == 1) return TriangleFeature::vertex_c;
  if (v == 0) return TriangleFeature::edge_ab;
  if (u == 0) return TriangleFeature::edge_ca;
  if (u + v == 1) return TriangleFeature::edge_bc;
  return TriangleFeature::face;
}

ExactTriangleClosest closest_point_triangle3(Vec3 p, Triangle3 t) { return dyadic::closest_point_triangle3(p, t); }

ExactTriangleClosest rational::closest_point_triangle3(Vec3 p, Triangle3 t) {
  const RVec3 a = exact(t.a), b = exact(t.b), c = exact(t.c), q = exact(p);
  const RVec3 e1 = b - a, e2 = c - a, w = q - a;
  std::vector<Candidate> candidates;
  // The three edges, each as its own segment; (u, v) of its parameter.
  const ExactClosest3 ab = closest_point3(RSegment3{a, b}, q);
  candidates.push_back({ab.t, Rational(0), ab.point, ab.squared_distance});
  const ExactClosest3 ac = closest_point3(RSegment3{a, c}, q);
  candidates.push_back({Rational(0), ac.t, ac.point, ac.squared_distance});
  const ExactClosest3 bc = closest_point3(RSegment3{b, c}, q);
  candidates.push_back({Rational(1 - bc.t), bc.t, bc.point, bc.squared_distance});
  // The stationary point of f, when G is invertible and it lies inside.
  const Rational g11 = dot(e1, e1), g12 = dot(e1, e2), g22 = dot(e2, e2);
  const Rational r1 = dot(e1, w), r2 = dot(e2, w);
  const Rational det = g11 * g22 - g12 * g12;
  if (det != 0) {
    Rational u = (g22 * r1 - g12 * r2) / det, v = (g11 * r2 - g12 * r1) / det;
    if (u >= 0 && v >= 0 && u + v <= 1) {
      RVec3 point = a + u * e1 + v * e2;
      Rational d2 = squared_distance(point, q);
      candidates.push_back({std::move(u), std::move(v), std::move(point), std::move(d2)});
    }
  }
  std::size_t best = 0;
  for (std::size_t k = 1; k < candidates.size(); ++k)
    if (candidates[k].squared_distance < candidates[best].squared_distance) best = k;
  Candidate& m = candidates[best];
  const TriangleFeature f = det != 0 ? triangle_feature(m.u, m.v) : TriangleFeature::none;
  return {std::move(m.point), std::move(m.squared_distance), std::move(m.u), std::move(m.v), f};
}

Rational squared_distance_point_triangle3(Vec3 p, Triangle3 t) {
  return closest_point_triangle3(p, t).squared_distance;
}

const char* feature_name(TriangleFeature f) {
  switch (f) {
    case TriangleFeature::vertex_a: return "vertex a";
    case TriangleFeature::vertex_b: return "vertex b";
    case TriangleFeature::vertex_c: return "vertex c";
    case TriangleFeature::edge_ab: return "edge ab";
    case TriangleFeature::edge_bc: return "edge bc";
    case TriangleFeature::edge_ca: return "edge ca";
    case TriangleFeature::face: return "face";
    case TriangleFeature::none: break;
  }
  return "none";
}

}  // namespace plumb::oracle
