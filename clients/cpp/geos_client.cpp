// GEOS 3.11 (C API) checked by Plumb: a GIS maintainer's client.
//
// Adapters around GEOS's own functions, with GEOS's declarations (docs/clients/geos.md
// gives the reason and the GEOS source or documentation for each):
//
//   orientation                GEOSOrientationIndex_r (Orientation::index: a
//                              double-double evaluation behind a filter, as JTS)
//   segments_intersect         GEOSIntersects_r on two LineStrings (a zero-length
//                              segment is passed as a Point: GEOS rejects a
//                              LineString of two equal points as invalid)
//   segment_crossing           GEOSSegmentIntersection_r: the point only (no t or u)
//   distance_point_segment     GEOSDistance_r(Point, LineString)
//   distance_segment_segment   GEOSDistance_r(LineString, LineString)
//   closest_point              GEOSNearestPoints_r (the point) and
//                              GEOSProjectNormalized_r (its fraction along the
//                              segment); segments only: GEOS has no lines or rays
//   point_in_polygon           GEOSPreparedContainsProperly_r (inside) and
//                              GEOSPreparedIntersects_r (inside or on the
//                              boundary) of a prepared Polygon and a Point:
//                              both locate the point with the prepared
//                              polygon's IndexedPointInAreaLocator
//   polyline_segment_crossings GEOSIntersection_r of the polyline (a
//                              LineString) and the segment: its points, and
//                              the vertices of its lines (shared stretches)
//
// Every call goes through one reentrant context; a GEOS error (return code 0,
// 2 or a null geometry) is thrown as an exception carrying GEOS's message, so
// the runner attributes it to the member (on non-finite input, outside the
// declared contract, an error is accepted).
#include <geos_c.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>
#include <stdexcept>
#include <span>
#include <string>
#include <vector>

#include <plumb/harness.h>

namespace {

using plumb::ClosestPoint;
using plumb::Crossing;
using plumb::Kind;
using plumb::Segment;
using plumb::Vec2;

// One GEOS context for the process (workers are forked from it, each with
// its own copy). The error handler keeps GEOS's last message for the exception.
struct Context {
  GEOSContextHandle_t handle = nullptr;
  std::string last_error;
  Context() {
    handle = GEOS_init_r();
    GEOSContext_setErrorMessageHandler_r(
        handle, [](const char* message, void* self) { static_cast<Context*>(self)->last_error = message; }, this);
  }
  ~Context() { GEOS_finish_r(handle); }
};

Context& context() {
  static Context c;
  return c;
}
GEOSContextHandle_t h() { return context().handle; }

[[noreturn]] void fail(const char* call) {
  std::string message = context().last_error;
  context().last_error.clear();
  throw std::runtime_error(std::string(call) + " failed: " + (message.empty() ? "(no message)" : message));
}

struct GeometryDeleter {
  void operator()(GEOSGeometry* g) const { GEOSGeom_destroy_r(h(), g); }
};
using Geometry = std::unique_ptr<GEOSGeometry, GeometryDeleter>;

Geometry point(Vec2 p) {
  GEOSGeometry* g = GEOSGeom_createPointFromXY_r(h(), p.x, p.y);
  if (!g) fail("GEOSGeom_createPointFromXY_r");
  return Geometry(g);
}

// A segment as GEOS takes it: a two-point LineString, or a Point when its
// ends are equal (practical notes, "Judging real libraries": a LineString of
// two equal points is invalid).
Geometry segment(const Segment& s) {
  if (s.a == s.b) return point(s.a);
  GEOSCoordSequence* seq = GEOSCoordSeq_create_r(h(), 2, 2);
  if (!seq) fail("GEOSCoordSeq_create_r");
  if (!GEOSCoordSeq_setXY_r(h(), seq, 0, s.a.x, s.a.y) || !GEOSCoordSeq_setXY_r(h(), seq, 1, s.b.x, s.b.y)) {
    GEOSCoordSeq_destroy_r(h(), seq);
    fail("GEOSCoordSeq_setXY_r");
  }
  GEOSGeometry* g = GEOSGeom_createLineString_r(h(), seq);  // takes the sequence
  if (!g) fail("GEOSGeom_createLineString_r");
  return Geometry(g);
}

GEOSCoordSequence* sequence(std::span<const Vec2> points, bool close) {
  const unsigned n = static_cast<unsigned>(points.size()) + (close ? 1u : 0u);
  GEOSCoordSequence* seq = GEOSCoordSeq_create_r(h(), n, 2);
  if (!seq) fail("GEOSCoordSeq_create_r");
  for (unsigned i = 0; i < n; ++i) {
    const Vec2 p = points[i < points.size() ? i : 0];
    if (!GEOSCoordSeq_setXY_r(h(), seq, i, p.x, p.y)) {
      GEOSCoordSeq_destroy_r(h(), seq);
      fail("GEOSCoordSeq_setXY_r");
    }
  }
  return seq;
}

// A vertex list as GEOS takes it: a LineString, or a Point when all its
// vertices are one point (one vertex, or repeated: as segment() does, a
// LineString of equal points is invalid -- IsValidOp "Too few points" -- and
// GEOSIntersection answers it as empty).
Geometry line_string(std::span<const Vec2> v) {
  if (std::all_of(v.begin(), v.end(), [&](Vec2 p) { return p == v[0]; })) return point(v[0]);
  GEOSGeometry* g = GEOSGeom_createLineString_r(h(), sequence(v, false));
  if (!g) fail("GEOSGeom_createLineString_r");
  return Geometry(g);
}

// A polygon as GEOS takes it: its ring closed by repeating the first vertex
// (a LinearRing needs 4 or more points: "Invalid number of points in
// LinearRing found 3 - must be 0 or >= 4"), so three or more vertices. Fewer
// have no interior: the Point or LineString of the vertices.
Geometry polygon(std::span<const Vec2> v) {
  if (v.size() < 3) return line_string(v);
  GEOSGeometry* ring = GEOSGeom_createLinearRing_r(h(), sequence(v, true));
  if (!ring) fail("GEOSGeom_createLinearRing_r");
  GEOSGeometry* g = GEOSGeom_createPolygon_r(h(), ring, nullptr, 0);
  if (!g) fail("GEOSGeom_createPolygon_r");
  return Geometry(g);
}

plumb::Location point_in_polygon(Vec2 p, std::span<const Vec2> vertices) {
  const Geometry poly = polygon(vertices), q = point(p);
  const GEOSPreparedGeometry* prepared = GEOSPrepare_r(h(), poly.get());
  if (!prepared) fail("GEOSPrepare_r");
  const char inside = GEOSPreparedContainsProperly_r(h(), prepared, q.get());
  const char touches = inside == 1 ? 1 : GEOSPreparedIntersects_r(h(), prepared, q.get());
  GEOSPreparedGeom_destroy_r(h(), prepared);
  if (inside == 2) fail("GEOSPreparedContainsProperly_r");
  if (touches == 2) fail("GEOSPreparedIntersects_r");
  if (inside == 1) return plumb::Location::inside;
  return touches == 1 ? plumb::Location::boundary : plumb::Location::outside;
}

// Every point of GEOSIntersection's answer: a Point, or each vertex of a
// LineString (a stretch the segment shares with the polyline: its ends, and
// the polyline's vertices along it), through Multi* and collections.
void collect_points(const GEOSGeometry* g, std::vector<Vec2>& out) {
  const int type = GEOSGeomTypeId_r(h(), g);
  if (type == GEOS_POINT || type == GEOS_LINESTRING || type == GEOS_LINEARRING) {
    if (GEOSisEmpty_r(h(), g) == 1) return;
    const GEOSCoordSequence* seq = GEOSGeom_getCoordSeq_r(h(), g);
    unsigned n = 0;
    if (!seq || !GEOSCoordSeq_getSize_r(h(), seq, &n)) fail("GEOSGeom_getCoordSeq_r");
    for (unsigned i = 0; i < n; ++i) {
      double x = 0.0, y = 0.0;
      if (!GEOSCoordSeq_getXY_r(h(), seq, i, &x, &y)) fail("GEOSCoordSeq_getXY_r");
      if (std::find(out.begin(), out.end(), Vec2{x, y}) == out.end()) out.push_back({x, y});
    }
    return;
  }
  const int parts = GEOSGetNumGeometries_r(h(), g);
  if (parts < 0) fail("GEOSGetNumGeometries_r");
  for (int i = 0; i < parts; ++i) collect_points(GEOSGetGeometryN_r(h(), g, i), out);
}

std::vector<Vec2> polyline_crossings(std::span<const Vec2> polyline, const Segment& s) {
  if (polyline.size() < 2) return {};
  const Geometry line = line_string(polyline), seg = segment(s);
  GEOSGeometry* result = GEOSIntersection_r(h(), line.get(), seg.get());
  if (!result) fail("GEOSIntersection_r");
  const Geometry owned(result);
  std::vector<Vec2> points;
  collect_points(owned.get(), points);
  return points;
}

double distance(const GEOSGeometry* g1, const GEOSGeometry* g2) {
  double d = 0.0;
  if (GEOSDistance_r(h(), g1, g2, &d) != 1) fail("GEOSDistance_r");
  return d;
}

// The adapter's own estimate of where p lies along s (clamped to [0, 1]):
// only for the t and u of segment_crossing, which are declared unjudged.
double fraction_along(const Segment& s, Vec2 p) {
  const double dx = s.b.x - s.a.x, dy = s.b.y - s.a.y, dd = dx * dx + dy * dy;
  if (!(dd > 0)) return 0.0;
  return std::clamp(((p.x - s.a.x) * dx + (p.y - s.a.y) * dy) / dd, 0.0, 1.0);
}

plumb::Subject geos_subject() {
  using namespace plumb;
  Subject s;
  s.name = "geos";
  s.description = std::string("GEOS ") + GEOSversion() + " through its C API (clients/cpp/geos_client.cpp)";

  s.orientation = [](Vec2 a, Vec2 b, Vec2 c) {
    // geos_c.h documents -1 for a left turn; Orientation::index behind it
    // returns +1 (COUNTERCLOCKWISE) for one, as Plumb does: the code is what runs.
    const int r = GEOSOrientationIndex_r(h(), a.x, a.y, b.x, b.y, c.x, c.y);
    if (r == 2) fail("GEOSOrientationIndex_r");
    return r;
  };
  s.segments_intersect = [](const Segment& s1, const Segment& s2) {
    const Geometry g1 = segment(s1), g2 = segment(s2);
    const char r = GEOSIntersects_r(h(), g1.get(), g2.get());
    if (r == 2) fail("GEOSIntersects_r");
    return r == 1;
  };
  s.segment_crossing = [](const Segment& s1, const Segment& s2) -> std::optional<Crossing> {
    double x = 0.0, y = 0.0;
    const int r = GEOSSegmentIntersection_r(h(), s1.a.x, s1.a.y, s1.b.x, s1.b.y, s2.a.x, s2.a.y, s2.b.x, s2.b.y, &x, &y);
    if (r == 0) fail("GEOSSegmentIntersection_r");
    if (r == -1) return std::nullopt;
    const Vec2 p{x, y};
    return Crossing{fraction_along(s1, p), fraction_along(s2, p), p};
  };
  s.distance_point_segment = [](Vec2 p, const Segment& seg) { return distance(point(p).get(), segment(seg).get()); };
  s.distance_segment_segment = [](const Segment& s1, const Segment& s2) {
    return distance(segment(s1).get(), segment(s2).get());
  };
  s.closest_point = [](const Segment& seg, Vec2 p, Kind) {
    const Geometry g = segment(seg), q = point(p);
    GEOSCoordSequence* nearest = GEOSNearestPoints_r(h(), g.get(), q.get());
    if (!nearest) fail("GEOSNearestPoints_r");
    double x = 0.0, y = 0.0;
    const int ok = GEOSCoordSeq_getXY_r(h(), nearest, 0, &x, &y);
    GEOSCoordSeq_destroy_r(h(), nearest);
    if (!ok) fail("GEOSCoordSeq_getXY_r");
    double t = 0.0;  // a Point (zero-length segment) is at t = 0
    if (!(seg.a == seg.b)) {
      t = GEOSProjectNormalized_r(h(), g.get(), q.get());
      if (t == -1.0) fail("GEOSProjectNormalized_r");
    }
    return ClosestPoint{t, {x, y}};
  };

  s.point_in_polygon = point_in_polygon;
  s.polyline_segment_crossings = polyline_crossings;

  // What GEOS promises (docs/clients/geos.md).
  Declarations& d = s.declared;
  d.domain = Domain::gis_projected();
  // Non-finite coordinates are outside GEOS 3.11's contract: a geometry
  // holding one is invalid (IsValidOp: "Invalid Coordinate"), and what GEOS
  // does with it is undecided upstream (libgeos/geos#885). Only "does not
  // crash" is checked.
  // Two parallel segments that touch or overlap: GEOSSegmentIntersection
  // answers one of their common points (LineIntersector's first intersection
  // point), where Plumb's segment_crossing answers none.
  d.conventions.parallel_crossing = ParallelCrossing::common_point;
  // Distances are plain double arithmetic (Distance::segmentToSegment,
  // LineSegment::closestPoint): the decision "distance 0 when they meet" within
  // 64 u of a degeneracy, constructions within 64 u times their conditioning.
  d.every = rounding_contract(64, 64);
  // GEOS's predicates are robust: Orientation::index filters, then evaluates
  // the determinant in double-double (CGAlgorithmsDD, as JTS), and
  // LineIntersector and the relate behind GEOSIntersects decide with it:
  // decisions declared exact. Point in polygon too: the prepared polygon's
  // IndexedPointInAreaLocator counts crossings with RayCrossingCounter,
  // which decides with CGAlgorithmsDD::orientationIndex(p1, p2, point)
  // (RayCrossingCounter.cpp:126 in 3.11.1) and reports a point on an edge as
  // the boundary (isOnSegment): Plumb's BoundaryConvention::on, the default.
  for (const char* m : {"orientation", "segments_intersect", "segment_crossing", "point_in_polygon"})
    d.members[m] = rounding_contract(0, 64);
  // GEOSSegmentIntersection_r returns the point only (computed in
  // double-double), no t or u.
  d.members["segment_crossing"].parameters = false;
  // GEOS's geometries are segments (LineStrings): no lines or rays.
  d.closest_point_line = false;
  d.closest_point_ray = false;
  return s;
}

}  // namespace

int main(int argc, char** argv) { return plumb::check_main(argc, argv, geos_subject()); }
