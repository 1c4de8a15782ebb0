#include "properties/suite.h"

#include <utility>

#include "properties/checks.h"
#include "properties/checks3d.h"
#include "properties/checks_polygon.h"
#include "properties/checks_order.h"
#include "properties/draw.h"
#include "properties/generators.h"
#include "properties/generators3d.h"
#include "properties/generators_polygon.h"
#include "properties/nearby.h"
#include "properties/structural_class.h"
#include "properties/sweep.h"
#include "subject/domain_fit.h"
#include "subject/precondition_fit.h"

namespace plumb {
namespace {

// RapidCheck's nominal size: generators here do not depend on it, but fixing
// it makes a replayed case identical to the one first drawn.
constexpr int kSize = 100;

// Draws case `index` for subject s: inside its declared domain (the draws aim
// at it, and fit() brings in what strays) and preconditions.
template <class Case>
Case draw_case(const rc::Gen<Case>& gen, const Subject& s, const rc::Random& random) {
  gen::draw::DomainScope scope(s.declared.domain);
  Case c = [&] {
    // Every generator here is an exec body drawing through properties/draw.h.
    gen::draw::DirectDraws direct(random, kSize);
    return gen(random, kSize).value();
  }();
  fit_preconditions(c, s.declared);  // a unit direction, when required
  fit_case(c, s.declared.domain);
  return c;
}

// Tells the judge the case's coordinates: on an exact grid, rounding cannot
// excuse a wrong decision on exactly degenerate input (judge/exact_grid.h).
template <class Case>
void begin_numbers(const Case& c, Judge& j) {
  Case copy = c;
  std::vector<double> v;
  for_each_number(copy, [&](double& x) { v.push_back(x); });
  j.set_case_numbers(v);
}

template <class Case>
Property random_property(std::string name, std::string summary, rc::Gen<Case> gen,
                         std::function<void(const Subject&, const Case&, Judge&)> check) {
  Property p;
  p.name = name;
  p.summary = std::move(summary);
  p.run = [name, gen, check](const Subject& s, const rc::Random& random, long index, Judge& j) {
    const Case c = draw_case(gen, s, random);
    j.begin_case(name, c.label, [c] { return describe(c); }, index);
    begin_numbers(c, j);
    check(s, c, j);
  };
  p.draw_text = [gen](const Subject& s, const rc::Random& random, long) {
    const Case c = draw_case(gen, s, random);
    return std::pair<std::string, std::string>{c.label, describe(c)};
  };
  p.numbers = [gen](const Subject& s, const rc::Random& random) {
    Case c = draw_case(gen, s, random);
    std::vector<double> v;
    for_each_number(c, [&](double& x) { v.push_back(x); });
    return v;
  };
  auto with_numbers = [gen](const Subject& s, const rc::Random& random, const std::vector<double>& v) {
    Case c = draw_case(gen, s, random);
    std::size_t i = 0;
    for_each_number(c, [&](double& x) { x = v.at(i++); });
    return c;
  };
  p.run_numbers = [name, check, with_numbers](const Subject& s, const rc::Random& random, const std::vector<double>& v,
                                              Judge& j) {
    const Case c = with_numbers(s, random, v);
    j.begin_case(name, c.label, [c] { return describe(c); }, -1);
    begin_numbers(c, j);
    check(s, c, j);
  };
  p.describe_numbers = [with_numbers](const Subject& s, const rc::Random& random, const std::vector<double>& v) {
    return describe(with_numbers(s, random, v));
  };
  p.run_text = [name, check](const Subject& s, const std::string& text, Judge& j) {
    Case c;
    read_case(text, c);
    j.begin_case(name, c.label, [c] { return describe(c); }, -1);
    begin_numbers(c, j);
    check(s, c, j);
  };
  p.scene = [](const std::string& text) {
    Case c;
    read_case(text, c);
    return scene_of(c);
  };
  p.structural_class = [with_numbers](const Subject& s, const rc::Random& random, const std::vector<double>& v) {
    return structural_class(with_numbers(s, random, v));
  };
  p.nearby = [](const std::string& text) {
    Case c;
    read_case(text, c);
    std::vector<std::string> out;
    for (const Case& n : nearby_cases(c)) out.push_back(describe(n));
    return out;
  };
  p.rapidcheck = [name, gen, check](const Subject& s) {
    const Case c = *gen;
    RC_TAG(c.label);
    Judge j(s.declared);
    j.begin_case(name, c.label, [c] { return describe(c); }, 0);
    begin_numbers(c, j);
    check(s, c, j);
    if (j.case_failed()) RC_FAIL(j.case_message());
  };
  return p;
}

Property fixed_property(std::string name, std::string summary, long count,
                        std::function<std::string(long)> label,
                        std::function<void(const Subject&, long, Judge&)> check) {
  Property p;
  p.name = name;
  p.summary = std::move(summary);
  p.fixed_cases = count;
  p.run = [name, label, check](const Subject& s, const rc::Random&, long index, Judge& j) {
    const std::string l = label(index);
    j.begin_case(name, l, [l] { return l; }, index);
    check(s, index, j);
  };
  p.draw_text = [label](const Subject&, const rc::Random&, long index) {
    return std::pair<std::string, std::string>{label(index), label(index)};
  };
  return p;
}

std::vector<Property> make_properties() {
  using namespace check;
  std::vector<Property> ps;
  ps.push_back(random_property<PointCase>("oracle: point and segment",
      "projection_t, closest_point, distances agree with the exact oracle", gen::point_case(), point_oracle));
  ps.push_back(random_property<PairCase>("oracle: two segments",
      "parallel, collinear, crossings, intersection tests, ray hit, segment distance agree with the oracle",
      gen::pair_case(), pair_oracle));
  ps.push_back(random_property<CircleCase>("oracle: circle and segment",
      "circle_segment_intersect agrees with the oracle", gen::circle_case(), circle_oracle));
  ps.push_back(random_property<SightCase>("oracle: line of sight",
      "first_blocker and has_line_of_sight (and the as-lines reference) agree with the oracle",
      gen::sight_case(), sight_oracle));
  ps.push_back(random_property<PointCase>("clamped distance is never below line distance",
      "exactly in the oracle, and for the subject's doubles", gen::point_case(), clamped_not_below_line));
  ps.push_back(random_property<SightCase>("walls read as lines only ever block",
      "clear with walls as lines implies clear", gen::sight_case(), lines_only_block));
  ps.push_back(fixed_property("guard-scene sweep",
      "720 directions at radii 3, 6, 8, 10: walls as lines only block, and both readings agree with the oracle",
      long(sweep::kRadii.size()) * sweep::kDirections,
      [](long i) { return sweep::case_label(i); }, [](const Subject& s, long i, Judge& j) {
        // Its sight targets come from cos and sin: not in a binary32 domain.
        if (s.declared.domain.precision == Precision::binary64) sweep::check_direction(s, i, j);
      }));
  for (Symmetry y : {Symmetry::scaling, Symmetry::swap_xy, Symmetry::negate_x, Symmetry::reverse_first,
                     Symmetry::swap_segments}) {
    ps.push_back(random_property<PairCase>(std::string("symmetry: ") + symmetry_name(y),
        "answers change only as the transformation says", gen::pair_case(),
        [y](const Subject& s, const PairCase& c, Judge& j) { symmetry(s, c, y, j); }));
  }
  ps.push_back(random_property<PointCase>("closest point lies on its shape",
      "t inside the kind's range, and no point of the shape nearer (exact)", gen::point_case(),
      closest_point_on_shape));
  ps.push_back(random_property<PairCase>("non-finite input: two segments",
      "NaN and infinite coordinates get the documented answer", gen::non_finite_pair_case(), non_finite_pair));
  ps.push_back(random_property<PointCase>("non-finite input: point and segment",
      "NaN and infinite coordinates get the documented answer", gen::non_finite_point_case(), non_finite_point));
  ps.push_back(fixed_property("field cases", "named regressions reported against other libraries",
      field_case_count(), [](long i) { return "field: " + field_case_name(int(i)); },
      [](const Subject& s, long i, Judge& j) { field_case(s, int(i), j); }));
  // Polygons and chains.
  ps.push_back(random_property<Triangle2Case>("oracle: point in triangle",
      "point_in_triangle agrees with the oracle, the boundary as declared", gen::triangle2_case(), point_in_triangle_oracle));
  ps.push_back(random_property<PolygonCase>("oracle: point in polygon",
      "point_in_polygon agrees with the oracle, the boundary as declared", gen::polygon_case(), polygon_oracle));
  ps.push_back(random_property<ChainCase>("oracle: ray and chain",
      "ray_chain_hit: hit or miss, the edge named, t and the point", gen::chain_case(), chain_oracle));
  ps.push_back(random_property<Triangle2Case>("shared edge: triangles",
      "a point on an edge two triangles share gets one answer from both (exact)", gen::triangle2_case(),
      shared_edge_triangles));
  ps.push_back(random_property<PolygonCase>("shared edge: polygons",
      "a point on the diagonal a polygon is split along gets one answer from both halves (exact)",
      gen::polygon_case(), shared_edge_polygons));
  ps.push_back(random_property<ChainCase>("chain: a ray through a shared vertex hits",
      "exact: per-edge judgement would excuse each edge's miss as rounding", gen::chain_case(),
      chain_through_vertex));
  ps.push_back(random_property<ChainCase>("oracle: polyline and segment",
      "polyline_segment_crossings: every point where they meet, each within the contract", gen::chain_case(),
      polyline_oracle));
  ps.push_back(random_property<ChainCase>("polyline: the union of its edges",
      "the points with a polyline are the union of the points with each edge alone", gen::chain_case(),
      polyline_union));
  // The 3D family and the circle contact.
  ps.push_back(random_property<Point3Case>("oracle: point and 3D segment",
      "closest_point3 and squared_distance_point_segment3 agree with the oracle", gen::point3_case(), point3_oracle));
  ps.push_back(random_property<Pair3Case>("oracle: 3D segments, spheres and capsules",
      "segment_segment_closest3 attains the least distance; sphere and capsule tests agree with the oracle",
      gen::pair3_case(), pair3_oracle));
  ps.push_back(random_property<PlaneCase>("oracle: planes",
      "segment_plane_crossing and ray_plane_hit agree with the oracle", gen::plane_case(), plane_oracle));
  ps.push_back(random_property<RayCase>("oracle: rays against spheres and boxes",
      "ray_sphere_entry and ray_box_entry agree with the oracle", gen::ray_case(), ray_oracle));
  ps.push_back(random_property<RayCase>("ray-box agrees with the six faces",
      "the slab method against the ray's crossings with the box's six face rectangles", gen::ray_case(),
      ray_box_faces));
  ps.push_back(random_property<TriangleCase>("oracle: rays against triangles",
      "ray_triangle_hit agrees with the oracle: exact decision through edges, corners and in the plane; t, u, v",
      gen::triangle_case(), triangle_oracle));
  ps.push_back(random_property<FanCase>("watertight: a fan of triangles",
      "a ray through a shared edge or corner that meets the fan hits at least one of its triangles", gen::fan_case(),
      fan_watertight));
  ps.push_back(random_property<PointTriangleCase>("oracle: points against triangles",
      "closest_point_triangle3 and squared_distance_point_triangle3 agree with the oracle: points in the plane, on "
      "edges, on region boundaries, slivers and zero-area triangles",
      gen::point_triangle_case(), point_triangle_oracle));
  ps.push_back(random_property<PointTriangleCase>("a triangle is never farther than its edges",
      "squared_distance_point_triangle3 is at most squared_distance_point_segment3 to each edge, within both contracts",
      gen::point_triangle_case(), point_triangle_edges));
  ps.push_back(random_property<BoxPairCase>("oracle: box pairs",
      "box_box_intersect agrees with the oracle: boxes sharing a face, an edge or a corner, a few ULPs apart or "
      "overlapping, flat and empty boxes",
      gen::box_pair_case(), box_pair_oracle));
  ps.push_back(random_property<SphereBoxCase>("oracle: balls against boxes",
      "sphere_box_intersect agrees with the oracle: balls touching a face, an edge or a corner, a few ULPs off, "
      "points on the surface, flat and empty boxes",
      gen::sphere_box_case(), sphere_box_oracle));
  ps.push_back(random_property<SegmentBoxCase>("oracle: segments against boxes",
      "segment_box_intersect agrees with the oracle: segments ending on a face, lying in a face or along an edge "
      "(a zero direction component on a slab's plane), grazing an edge or a corner, a few ULPs or a human-scale gap "
      "off, flat and empty boxes",
      gen::segment_box_case(), segment_box_oracle));
  ps.push_back(random_property<RayCapsuleCase>("oracle: rays against capsules",
      "ray_capsule_entry agrees with the oracle: exact decision for rays along the axis, tangent to the side, "
      "through the seam circle, through the infinite cylinder beyond an end, origins inside or on the surface, huge "
      "and tiny radii, far offsets; the entry t",
      gen::ray_capsule_case(), ray_capsule_oracle));
  ps.push_back(random_property<SegmentTriangleCase>("oracle: segments against triangles",
      "segment_triangle_crossing agrees with the oracle: exact decision through edges and corners, ending exactly "
      "on the triangle or a power of two short, in the plane, slivers and zero-area triangles, crossed nearly "
      "edge-on at metre scale; t, u, v",
      gen::segment_triangle_case(), segment_triangle_oracle));
  ps.push_back(random_property<LineSphereCase>("oracle: lines against spheres",
      "line_sphere agrees with the oracle: exact decision for tangent lines on the grid and nearly tangent ones at "
      "human scale, through the centre, the origin on the sphere or inside, small, huge and zero radii, a small "
      "sphere far along, tiny and huge directions; both roots",
      gen::line_sphere_case(), line_sphere_oracle));
  ps.push_back(random_property<Pair3Case>("oracle: 3D lines",
      "line_line_closest3 agrees with the oracle: skew, parallel, coincident and crossing lines, lines meeting far "
      "outside their points, a line of two equal points, nearly parallel lines at metre scale a human-scale height "
      "apart",
      gen::line_pair3_case(), line_pair3_oracle));
  ps.push_back(random_property<Pair3Case>("oracle: rays against 3D segments",
      "ray_segment_distance3 agrees with the oracle: the origin on the segment's line, parallel and antiparallel "
      "rays, rays through the segment, the segment behind the origin, zero directions and zero-length segments, "
      "nearly parallel at metre scale",
      gen::ray_segment3_case(), ray_segment3_oracle));
  ps.push_back(random_property<CircleCase>("oracle: circle contact",
      "circle_segment_contact: touching, closest point, depth and push-out", gen::contact_case(), contact_oracle));
  for (Symmetry3 y : {Symmetry3::scaling, Symmetry3::permute_axes, Symmetry3::negate_axis,
                      Symmetry3::swap_and_reverse}) {
    ps.push_back(random_property<Pair3Case>(std::string("3D symmetry: ") + symmetry3_name(y),
        "3D answers change only as the transformation says (capsule tests are symmetric)", gen::pair3_case(),
        [y](const Subject& s, const Pair3Case& c, Judge& j) { symmetry3(s, c, y, j); }));
  }
  ps.push_back(random_property<PairCase>("order: ends and arguments (2D)",
      "a reversed segment, swapped segments: the same points and distances, bit for bit", gen::pair_case(), order2));
  ps.push_back(random_property<Pair3Case>("order: ends and arguments (3D)",
      "a reversed segment, swapped segments: the same points and distances, bit for bit", gen::pair3_case(), order3));
  ps.push_back(random_property<Pair3Case>("non-finite input: 3D segments",
      "NaN and infinite coordinates get the documented answer", gen::non_finite_pair3_case(), non_finite3));
  ps.push_back(random_property<Pair3Case>("non-finite input: 3D lines and rays",
      "line_line_closest3 and ray_segment_distance3 answer NaN", gen::non_finite_pair3_case(), non_finite_line_ray3));
  ps.push_back(random_property<RayCase>("non-finite input: rays",
      "NaN and infinite coordinates get the documented answer", gen::non_finite_ray_case(), non_finite_ray));
  ps.push_back(random_property<TriangleCase>("non-finite input: triangles",
      "ray_triangle_hit answers none", gen::non_finite_triangle_case(), non_finite_triangle));
  ps.push_back(random_property<PointTriangleCase>("non-finite input: point and triangle",
      "closest_point_triangle3 and the squared distance answer NaN", gen::non_finite_point_triangle_case(),
      non_finite_point_triangle));
  ps.push_back(random_property<BoxPairCase>("non-finite input: box pairs", "box_box_intersect answers false",
      gen::non_finite_box_pair_case(), non_finite_box_pair));
  ps.push_back(random_property<SphereBoxCase>("non-finite input: ball and box", "sphere_box_intersect answers false",
      gen::non_finite_sphere_box_case(), non_finite_sphere_box));
  ps.push_back(random_property<SegmentBoxCase>("non-finite input: segment and box",
      "segment_box_intersect answers false", gen::non_finite_segment_box_case(), non_finite_segment_box));
  ps.push_back(random_property<RayCapsuleCase>("non-finite input: ray and capsule",
      "ray_capsule_entry answers none", gen::non_finite_ray_capsule_case(), non_finite_ray_capsule));
  ps.push_back(random_property<SegmentTriangleCase>("non-finite input: segment and triangle",
      "segment_triangle_crossing answers none", gen::non_finite_segment_triangle_case(), non_finite_segment_triangle));
  ps.push_back(random_property<LineSphereCase>("non-finite input: line and sphere",
      "line_sphere answers none", gen::non_finite_line_sphere_case(), non_finite_line_sphere));
  ps.push_back(random_property<Point3Case>("non-finite input: point and 3D segment",
      "closest_point3 and the squared distance answer NaN", gen::non_finite_point3_case(), non_finite_point3));
  ps.push_back(random_property<PlaneCase>("non-finite input: planes",
      "segment_plane_crossing and ray_plane_hit answer none", gen::non_finite_plane_case(), non_finite_plane));
  ps.push_back(random_property<CircleCase>("non-finite input: circle contact",
      "circle_segment_contact: none for non-finite input, an infinitely deep contact for a radius of +inf",
      gen::non_finite_contact_case(), non_finite_contact));
  ps.push_back(fixed_property("3D field cases", "named 3D regressions reported against other libraries",
      field3_case_count(), [](long i) { return "field: " + field3_case_name(int(i)); },
      [](const Subject& s, long i, Judge& j) { field3_case(s, int(i), j); }));
  return ps;
}

}  // namespace

const std::vector<Property>& properties() {
  static const std::vector<Property> all = make_properties();
  return all;
}

int property_index(const std::string& name) {
  const auto& ps = properties();
  for (std::size_t i = 0; i < ps.size(); ++i)
    if (ps[i].name == name) return int(i);
  return -1;
}


}  // namespace plumb
