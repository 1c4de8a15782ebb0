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
  std::vector<Line> lines;
  std::vector<Round> rounds;
  std::vector<Rect> rects;
  std::vector<Vec2> points;
  std::vector<Mark> marks;
  std::string axes = "x, y";  // which axes are drawn
  int axis_a = 0, axis_b = 1;  // of a 3D case: the coordinates drawn (marks in 3D are projected alike)
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

/// Adds marks for the points written in an answer's text ("{x, y}" or
/// "{x, y, z}", projected like the scene), or, when it has none, for "t = X"
/// along the scene's first line.
void add_marks(Scene& scene, const std::string& answer, bool exact);

}  // namespace plumb
