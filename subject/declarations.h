// Plumb subject: what a subject declares about itself.
//
// A library is judged against its own contract, not Plumb's. Every field here
// is optional; the defaults are Plumb's own strict judgement (every double
// coordinate, exact decisions, the constructions' ULP contracts of
// kernels/contracts.h, Plumb's conventions), which Plumb's kernels must keep
// passing. A library maintainer narrows them to what the library promises:
//
//   Domain       which inputs are in the contract: magnitudes, the precision
//                the library computes in (binary32 cases are drawn float-
//                representable, so the oracle judges exactly the input the
//                library receives), and whether non-finite input is.
//   Contract     per member: decisions exact or within a rounding margin (see
//                docs/margins.md); constructions within N ULPs of the
//                subject's precision, a relative or absolute tolerance, or a
//                multiple of the problem's conditioning; or not judged at all
//                ("decision only"), or no parameter judged ("point only").
//   Conventions  the questions on which libraries legitimately differ (open or
//                closed boxes, balls or spheres, rays starting inside, edge-on
//                contact, segments lying in a plane, zero-length shapes,
//                non-finite answers), each judged by the oracle.
//
// docs/declaring-a-subject.md explains each with the libraries it fits.
#pragma once

#include <limits>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace plumb {

/// The floating-point format the subject computes in.
enum class Precision { binary64, binary32 };

/// The unit roundoff u of a precision: 2^-53 (binary64) or 2^-24 (binary32).
double unit_roundoff(Precision p);
/// "binary64" or "binary32".
const char* precision_name(Precision p);

/// The inputs inside the subject's contract. Cases are drawn inside it (see
/// subject/domain_fit.h for how a case is brought in when a generator
/// strays), so no finding is about input the library never promised to take.
struct Domain {
  std::string name = "full-double";
  /// Largest |coordinate| (and radius, plane offset, direction component).
  double max_magnitude = std::numeric_limits<double>::max();
  /// Smallest non-zero |coordinate|: smaller values are drawn as 0. 0 means
  /// down to the least subnormal of the precision.
  double min_magnitude = 0.0;
  Precision precision = Precision::binary64;
  /// Whether NaN and infinite input is in the contract. When it is not, the
  /// non-finite properties still call every member with such input, but only
  /// check that it returns (no crash, hang or exception): their answers are
  /// not judged.
  bool non_finite = true;

  /// Every finite double, and NaN/inf judged (Plumb's own domain).
  static Domain full_double();
  /// Every finite double, non-finite input outside the contract: a library
  /// that promises any finite input and says nothing of NaN or infinity (the
  /// non-finite properties then only check that each member returns).
  static Domain all_finite();
  /// A game world in metres, doubles: |x| <= 2^20 (about 1000 km), non-zero
  /// |x| >= 2^-32, non-finite input outside the contract.
  static Domain game_metres();
  /// The same in binary32, as float engines (Box2D, Bullet's default build) compute.
  static Domain game_metres_float();
  /// Projected GIS coordinates (UTM, Web Mercator) in metres: |x| <= 2^25
  /// (about 3.4e7), non-zero |x| >= 2^-30, non-finite input outside the
  /// contract; the generators' far-offset classes put short shapes at large
  /// offsets, as real projected data has them.
  static Domain gis_projected();
  /// The named presets above, by name: "full-double", "all-finite",
  /// "game-metres", "game-metres-float", "gis-projected". Throws std::invalid_argument on
  /// another name (the message lists the names).
  static Domain preset(std::string_view name);
  static std::vector<std::string> preset_names();
};

/// How far a construction may be from the exact value. A construction passes
/// when ANY non-zero field holds; when every field is 0 the strict contracts
/// of kernels/contracts.h apply (Plumb's own).
struct Tolerance {
  /// ULPs of the subject's precision (binary32: float ULPs).
  double ulps = 0.0;
  /// |error| <= relative * |exact value|.
  double relative = 0.0;
  /// |error| <= absolute, in the quantity's own unit (coordinate units for
  /// points and distances, squared units for squared distances, 1 for a
  /// parameter t): a physics engine's slop.
  double absolute = 0.0;
  /// |error| <= conditioned * u * C, where u is the subject's unit roundoff
  /// and C the quantity's condition scale: how far the exact answer can move
  /// when every input coordinate moves by a relative u (docs/margins.md gives
  /// C for each quantity). A backward-stable double kernel meets a few u * C.
  double conditioned = 0.0;

  bool strict() const { return ulps == 0 && relative == 0 && absolute == 0 && conditioned == 0; }
};

/// What is judged of one member (a Subject function).
struct MemberContract {
  /// Decisions: a disagreement with the oracle whose margin (the relative
  /// distance of the exact input from the nearest input with the other answer,
  /// docs/margins.md) is at most decision_allowance * u is rounding-level:
  /// counted, not reported as a fault. 0 (the default) means exact: every
  /// disagreement is a fault, even on exactly degenerate input.
  double decision_allowance = 0.0;
  /// Decisions: an absolute decision tolerance, in coordinate units. A
  /// library that decides with an absolute epsilon ("|cross| < 1e-9 is
  /// parallel", "closer than 1e-6 m is touching") declares how far from a
  /// degeneracy its answers may follow that epsilon: a disagreement whose
  /// exact input lies within this distance of an input with the subject's
  /// answer (the margin times the case's largest |coordinate|, an upper bound
  /// of the perturbation that flips it, docs/margins.md) is counted as
  /// "within the declared decision tolerance", not reported as a fault --
  /// exact degeneracies included, as the library's epsilon covers them; NaN
  /// and infinite answers never. 0 (the default): none.
  double decision_absolute = 0.0;
  Tolerance tolerance;
  /// false: "decision only": only whether (hit or miss, meet or not) is
  /// judged, never where (for libraries with only a do_intersect).
  bool constructions = true;
  /// false: "point only": no parameter t, u or s is judged (the adapter had
  /// to derive it); points and distances still are.
  bool parameters = true;
  /// false: no constructed point is judged (e.g. CGAL's squared_distance of
  /// two segments: a distance, no points).
  bool points = true;
};

/// A box: the closed set min <= p <= max, or the open one (a ray that only
/// grazes a face, edge or corner misses; Bullet's btRayAabb2).
enum class BoxConvention { closed, open };
/// A sphere or circle: the closed ball (disc), or only its surface (CGAL's
/// Sphere_3: a segment or ray wholly inside does not meet it; a ray starting
/// inside meets it where it leaves).
enum class SphereConvention { ball, surface };
/// A ray starting strictly inside a shape: it hits at t = 0 (the solid
/// reading), it reports no hit (Bullet's ray tests, Box2D's shape ray casts),
/// or it meets the shape where it leaves, the exit t (three.js's
/// Ray.intersectBox and Ray.intersectSphere: the ray's line entered the shape
/// before the origin, so the answer is where it leaves). A ray starting on
/// the boundary and entering meets it at t = 0 under every reading. Or only
/// where the ray enters the shape counts (`entry`): from inside no hit, as
/// no_hit, and also none for a ray starting on the boundary and heading out
/// of the shape -- Box2D's and planck.js's shape ray casts ("the ray-cast
/// ignores shapes that contain the starting point"; a circle's root
/// -(c + sqrt(sigma)) is accepted only when >= 0, so from the boundary it is
/// 0 heading in and negative heading out).
enum class InsideStart { hit_at_zero, no_hit, exit, entry };
/// A ray or segment lying along a segment, or along a box's face: the first
/// point of contact counts, or the contact is ignored (no hit).
enum class EdgeOn { counts, ignored };
/// A segment lying in a plane: it crosses at t = 0, or it does not cross.
enum class InPlane { crosses_at_start, no_crossing };
/// A zero-length segment or ray: a point (judged as such), or outside the
/// contract (only "does not crash" is checked; GEOS rejects a LineString of
/// two equal points, Box2D asserts on a zero-length ray).
enum class ZeroLength { point, outside_contract };
/// segment_crossing and line_crossing of two parallel shapes that still share
/// points -- collinear and overlapping or touching, or one of zero length
/// lying on the other: no crossing (Plumb: two parallel lines have no single
/// crossing), or a common point, any point both hold (GEOS's
/// GEOSSegmentIntersection, CGAL's intersection of two Segment_2s). Under
/// common_point the answer's point is judged against the common point nearest
/// to it, and a missing answer is a disagreement like any other.
enum class ParallelCrossing { none, common_point };
/// A ray against a triangle: both faces hit, or only the front face (back
/// faces culled: a ray hits only when it runs against the normal
/// (b - a) x (c - a), as a renderer's one-sided test does).
enum class TriangleFaces { both, front_only };
/// A ray (non-zero direction) or a segment (non-zero length) lying in a
/// triangle's plane (ray_triangle_hit, segment_triangle_crossing): no hit
/// (Plumb's: it does not cross the surface), or a hit at its first point of
/// contact -- the least t at which it is in the closed triangle (t = 0 when
/// its start is in the triangle), with that point's barycentric (u, v); none
/// when it misses the triangle in the plane. CGAL's intersection(Ray_3,
/// Triangle_3) and intersection(Segment_3, Triangle_3) answer the part of
/// the ray or segment in the triangle (a point or a segment) for such
/// input. A degenerate triangle has no plane: no hit under both.
enum class TriangleInPlane { no_hit, first_contact };
/// What non-finite input returns, when it is in the domain: Plumb's documented
/// answers (predicates false, optional results none, numbers NaN), or an
/// error (an exception, e.g. GEOS; checked: it must throw or give Plumb's
/// answer, never a wrong number). Or, when it is outside the domain, an
/// assertion: the library stops the program on such input by design (Box2D's
/// b2Assert on its inputs), so Plumb does not call it with non-finite input
/// at all -- a crash there is its documented refusal, not a fault. Without
/// this declaration a crash on out-of-domain non-finite input is a finding.
enum class NonFiniteAnswer { documented, error, assertion };
/// A point on the boundary of a triangle or polygon (point_in_triangle,
/// point_in_polygon): answered as its own case (Location::boundary; Plumb,
/// CGAL's bounded_side_2), as inside (a closed region: Turf's
/// booleanPointInPolygon, shapely's covers), as outside (an open region:
/// GEOS's and shapely's contains), or half-open: inside or outside as if the
/// point were moved infinitesimally up and to the right, so that a point on
/// an edge two polygons share is in exactly one of them (the crossing-number
/// test as W. R. Franklin's PNPOLY and the npm point-in-polygon compute it;
/// oracle::half_open_inside).
enum class BoundaryConvention { on, inside, outside, half_open };

struct Conventions {
  BoxConvention box = BoxConvention::closed;
  SphereConvention sphere = SphereConvention::ball;
  InsideStart inside_start = InsideStart::hit_at_zero;
  EdgeOn edge_on = EdgeOn::counts;
  InPlane in_plane = InPlane::crosses_at_start;
  /// A ray lying in a plane (ray_plane_hit): no hit (Plumb's: it meets the
  /// plane everywhere, at no single t), or a hit at t = 0 (three.js's
  /// Ray.distanceToPlane).
  InPlane ray_in_plane = InPlane::no_crossing;
  /// Zero-length segments, and rays of zero length or direction.
  ZeroLength zero_length = ZeroLength::point;
  /// A 3D ray (origin, direction) whose direction is zero, when zero_length
  /// keeps zero-length segments in the contract: a point, or outside the
  /// contract (Bullet's ray tests normalise the direction first, so only a
  /// library's segments can be points).
  ZeroLength zero_direction = ZeroLength::point;
  NonFiniteAnswer non_finite = NonFiniteAnswer::documented;
  ParallelCrossing parallel_crossing = ParallelCrossing::none;
  TriangleFaces triangle_faces = TriangleFaces::both;
  TriangleInPlane triangle_in_plane = TriangleInPlane::no_hit;
  BoundaryConvention boundary = BoundaryConvention::on;
  /// The least t a ray member reports a hit at (its parameter along the
  /// direction as given): a library that ignores hits nearer than an epsilon
  /// ("if (t > EPSILON)", a ray tracer's t_min) declares it, and a case whose
  /// exact first hit lies before it, or within rounding of it, is outside
  /// the member's contract: neither its decision nor its t is judged. 0:
  /// every hit at t >= 0 counts.
  double min_hit_t = 0.0;
};

/// One member's conventions over the subject's: a field set here replaces
/// `Declarations::conventions`' for this member only, an unset one is the
/// subject's (every field but non_finite, which is the subject's: how a
/// library treats NaN is one policy). A library whose members differ (three.js: a ray from inside a
/// box hits at 0, one from inside a sphere meets it where it leaves) writes
///   declared.members["ray_sphere_entry"].conventions.inside_start = plumb::InsideStart::exit;
struct ConventionDeclaration {
  std::optional<BoxConvention> box;
  std::optional<SphereConvention> sphere;
  std::optional<InsideStart> inside_start;
  std::optional<EdgeOn> edge_on;
  std::optional<InPlane> in_plane, ray_in_plane;
  std::optional<ZeroLength> zero_length, zero_direction;
  std::optional<ParallelCrossing> parallel_crossing;
  std::optional<TriangleFaces> triangle_faces;
  std::optional<TriangleInPlane> triangle_in_plane;
  std::optional<BoundaryConvention> boundary;
  std::optional<double> min_hit_t;

  /// These fields over the subject's conventions.
  Conventions over(const Conventions& subject) const;
  bool empty() const;
};

/// Inputs the subject's members require, as the library documents them: a
/// case that violates one is outside the contract -- the member is still
/// called, and only "returns at all" is checked (as zero-length shapes under
/// ZeroLength::outside_contract). All false: every input is in. Declared for
/// the whole subject (Declarations::preconditions) or for one member
/// (MemberDeclaration::preconditions, field by field over the subject's).
struct Preconditions {
  /// Planes have a non-zero normal (three.js's and Bullet's planes take a unit one).
  bool nonzero_normal = false;
  /// Boxes have min <= max on every axis (Plumb reads another box as empty).
  bool ordered_box = false;
  /// Spheres, circles and capsules have a radius >= 0 (Plumb reads a negative one as empty).
  bool nonnegative_radius = false;
  /// 3D rays have a unit direction (three.js's Ray: "direction -- must be
  /// normalized"; its t is then a distance). Plumb draws rays with their
  /// direction normalised (subject/precondition_fit.h); a ray whose
  /// direction is not of length 1 within rounding -- zero, or a fixed case's
  /// -- is outside the contract.
  bool unit_direction = false;
};

/// One member's preconditions over the subject's: a field set here replaces
/// `Declarations::preconditions`' for this member only. A library whose
/// sphere test needs a unit direction and whose triangle test does not (GLM:
/// intersectRaySphere's "direction -- must be normalized", intersectRayTriangle
/// takes any direction) writes
///   declared.members["ray_sphere_entry"].preconditions.unit_direction = true;
/// and Plumb draws unit directions for half of the ray cases (see
/// subject/precondition_fit.h), judging the other members on every ray.
struct PreconditionDeclaration {
  std::optional<bool> nonzero_normal, ordered_box, nonnegative_radius, unit_direction;

  /// These fields over the subject's preconditions.
  Preconditions over(const Preconditions& subject) const;
  bool empty() const;
};

/// One member's declared contract: what it sets replaces `every`'s field,
/// what it leaves unset is inherited from `every`, field by field, so
///   declared.members["segment_crossing"].parameters = false;
/// keeps every other judgement `every` declares (as the line protocol's JSON
/// declarations merge). Assigning a whole MemberContract sets every contract
/// field and clears the member's conventions and preconditions.
struct MemberDeclaration {
  std::optional<double> decision_allowance, decision_absolute;
  std::optional<Tolerance> tolerance;
  std::optional<bool> constructions, parameters, points;
  /// Its conventions, field by field over the subject's.
  ConventionDeclaration conventions;
  /// Its preconditions, field by field over the subject's.
  PreconditionDeclaration preconditions;

  MemberDeclaration() = default;
  MemberDeclaration(const MemberContract& c)  // NOLINT: a whole contract is a declaration of every field
      : decision_allowance(c.decision_allowance), decision_absolute(c.decision_absolute), tolerance(c.tolerance), constructions(c.constructions),
        parameters(c.parameters), points(c.points) {}
  /// This declaration over `every`.
  MemberContract over(const MemberContract& every) const;
};

/// Everything a subject declares. Members not named in `members` take `every`.
struct Declarations {
  Domain domain;
  MemberContract every;
  std::map<std::string, MemberDeclaration, std::less<>> members;
  Conventions conventions;
  Preconditions preconditions;
  /// The kinds closest_point answers for (a library with segments only
  /// leaves out line and ray).
  bool closest_point_line = true, closest_point_ray = true, closest_point_segment = true;

  /// The member's contract: its declaration over `every`.
  MemberContract contract(std::string_view member) const;
  /// The member's conventions: its own over `conventions`.
  Conventions conventions_for(std::string_view member) const;
  /// The member's preconditions: its own over `preconditions`.
  Preconditions preconditions_for(std::string_view member) const;
  /// Whether some member (or the subject) declares unit_direction: then ray
  /// cases are drawn with unit directions (all of them when the subject
  /// declares it, half when only members do; subject/precondition_fit.h).
  bool any_unit_direction() const;
  /// Plumb's strict judgement: the default.
  bool strict() const;
};

/// A realistic contract for a careful double (or float) kernel: decisions
/// within 64 u of a degeneracy are rounding-level, constructions within
/// 64 u * C (their conditioning). What examples/textbook_kernels.cpp and the
/// library clients start from.
MemberContract rounding_contract(double allowance = 64.0, double conditioned = 64.0);

}  // namespace plumb
