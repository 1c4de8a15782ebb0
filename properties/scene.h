// Plumb properties: a case as a scene -- the shapes it is made of, in the plane.
//
// A Scene is what a case looks like in the plane: segments (read as lines,
// rays or segments), circles, boxes and points, plus marks for the subject's
// answer and the exact one. 3D cases are drawn in the plane of the two axes
// along which the case extends most (the third is dropped). report/picture.h
// draws a scene as SVG.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "kernels/types.h"
#include "properties/cases.h"
#include "properties/cases3d.h"

namespace plumb {

struct Scene {
  struct Line {
    Segment s;
    Kind kind = Kind::segment;
    std::string role;  // "s1", "wall", "ray", ...
  };
  struct Round {
    Vec2 centre;
    double radius = 0;
  };
  struct Rect {
    Vec2 min, max;
  };
  struct Mark {
    Vec2 at;
    bool exact = false;  // the exact answer (else the subject's)
  };
  // An answer, or part of one, with no place in the plane: NaN, infinite,
  // "none", or a decision. Drawn as a labelled badge beside the shapes, never
  // on them, so that it cannot be read as a position.
  struct Note {
    std::string kind;  // "nan", "inf", "none" or "unplaced" (a decision, "true")
    std::string text;  // "NaN", "+inf", "none", "true", ...
    bool exact = false;
  };
  std::vector<Line> lines;
  std::vector<Round> rounds;
  std::vector<Rect> rects;
  std::vector<Vec2> points;
  std::vector<Mark> marks;
  std::vector<Note> notes;
  std::string axes = "x, y";  // which axes are drawn
  int axis_a = 0, axis_b = 1;  // of a 3D case: the coordinates drawn (marks in 3D are projected alike)
  bool number_is_t = false;    // a bare number answered is t along the first line (a ray's entry)
};

Scene scene_of(const PointCase& c);
Scene scene_of(const PairCase& c);
Scene scene_of(const CircleCase& c);
Scene scene_of(const SightCase& c);
Scene scene_of(const Point3Case& c);
Scene scene_of(const Pair3Case& c);
Scene scene_of(const PlaneCase& c);
Scene scene_of(const RayCase& c);
Scene scene_of(const TriangleCase& c);
Scene scene_of(const FanCase& c);
Scene scene_of(const PointTriangleCase& c);
Scene scene_of(const BoxPairCase& c);
Scene scene_of(const SphereBoxCase& c);
Scene scene_of(const SegmentBoxCase& c);
Scene scene_of(const SegmentTriangleCase& c);
Scene scene_of(const LineSphereCase& c);
Scene scene_of(const RayCapsuleCase& c);

/// The scene as `member` reads its shapes (properties/scene_member.cpp): the
/// first segment of a pair as a ray for ray_segment_hit, both as lines for
/// line_crossing, the first as a line for line_segment_intersect and
/// distance_point_line, the walls as lines for the as-lines references, the
/// segment as a ray for ray_circle, a chain case's ray as the segment
/// polyline_segment_crossings reads; a bare number answered by a ray's entry
/// member (ray_circle, ray_box2, ray_plane_hit, ray_sphere_entry,
/// ray_box_entry) is its t along the ray. Other members leave it as drawn.
void read_as(Scene& scene, const std::string& member);

/// Which fields of an answer were answered, so only those are drawn: a member
/// declared point only returns no parameter (its t, s, u are placeholders the
/// adapter filled in), a decision-only one neither parameter nor point, one
/// without points no point (subject/declarations.h, MemberContract).
struct AnswerFields {
  bool points = true;
  bool parameters = true;
};

/// Reads an answer's text (properties/scene_marks.cpp). Adds a mark for each
/// finite point written in it ("{x, y}" or "{x, y, z}", projected like the
/// scene) when `fields.points`; when it writes no point at all, for "t = X"
/// along the scene's first line when `fields.parameters` (and, with
/// `scene.number_is_t`, for an answer that is one number). Adds a note for
/// each of NaN, an infinity (with its sign) and "none" found in the answered
/// fields, and, when nothing was marked or noted, a note with the answer
/// itself (a decision: "true", "inside"). Non-finite points never become
/// marks. Never throws on text it cannot read: that part is skipped.
void add_marks(Scene& scene, const std::string& answer, bool exact, AnswerFields fields = {});

}  // namespace plumb
