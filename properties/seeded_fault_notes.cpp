// What a report says under a group a seeded fault diagnoses: the fix in one
// line and the seed passage that explains the bug (seeds: the documents in
// the project's shared seeds folder, cited by file number and section title).
#include <map>
#include <string>

#include "properties/seeded_faults.h"

namespace plumb {
namespace {

struct Note {
  const char* fix;
  const char* source;
};

const std::map<std::string, Note>& notes() {
  static const std::map<std::string, Note> all = {
      {"no-clamp", {"clamp t to the kind's range (segment [0, 1], ray t >= 0) before forming the closest point",
                    "seed 001, \"The Closest Point: Project, Then Clamp\""}},
      {"wall-as-line", {"test the wall's parameter u in [0, 1] as well as t on the sight segment",
                        "seed 001, \"A guard's line of sight, and the same walls read as infinite lines\""}},
      {"ray-as-line", {"reject crossings at t < 0 along the ray", "seed 001, \"Where Two Of Them Cross\""}},
      {"absolute-epsilon",
       {"decide \"parallel\" by the exact sign of d1 x d2 (or a tolerance relative to |d1| |d2|), not by a fixed epsilon",
        "seed 001, \"The Two Divisions That Need Guarding\""}},
      {"zero-length-nan", {"guard |B - A|^2 = 0 before dividing: a zero-length segment's closest point is its end",
                           "seed 001, \"The Two Divisions That Need Guarding\""}},
      {"no-collinear-case", {"when all four side values are 0, test the segments' overlap along their common line",
                             "seed 000, \"Segment vs segment\""}},
      {"slab-no-zero-direction",
       {"for a zero direction component, test the origin against that slab instead of dividing (0 * inf is NaN)",
        "seed 002, \"Ray vs box: the slab method\""}},
      {"ray-sphere-behind", {"answer no hit when the origin is outside the sphere and the ray points away from it",
                             "seed 002, \"Ray vs sphere\""}},
      {"line-sphere-disc-epsilon",
       {"decide meet, touch or miss by the exact sign of b^2 - ac (or its value with an error bound), not "
        "|b^2 - ac| < 1e-6, which has units of length^4 (or length^2 for a unit direction) and so reads every "
        "millimetre sphere and every near miss as a touch; then the roots by the stable pair q / a, c / q",
        "seed 002, \"Ray vs sphere\""}},
      {"no-reprojection", {"after clamping one parameter, recompute the other for the clamped point and clamp it again",
                           "seed 003, \"Derivation of Algorithm\""}},
      {"push-divide-by-zero",
       {"when the centre lies on the segment (distance 0), push along the segment's normal instead of dividing by 0",
        "seed 004, \"Collision response\""}},
      {"ray-box-as-line", {"start the slab entry at t = 0, not -inf: a box behind the origin is missed, one around it entered at 0",
                           "seed 002, \"Ray vs box: the slab method\""}},
      {"mt-epsilon",
       {"decide \"parallel\" by the determinant's exact sign (or a tolerance relative to |e1| |d| |e2|), not |det| < 1e-6",
        "seed 002, \"Ray vs plane\" (n . d = 0 is the parallel case; the seeds have no triangle)"}},
      {"segment-mt-epsilon",
       {"decide \"parallel\" by the determinant's exact sign (or a tolerance relative to |e1| |b - a| |e2|), not "
        "|det| < 1e-6; then t in [0, 1] by the exact signs of the two ends' volumes",
        "seed 002, \"Ray vs plane\" (n . d = 0 is the parallel case; the seeds have no triangle)"}},
      {"capsule-as-cylinder",
       {"keep the cylinder's root only when its foot (m + t d) . u lies in [0, |u|^2] (between the end discs); "
        "beyond them the end balls decide",
        "seed 002, \"Capsules\" (every point within r of a segment: a cylinder with half a sphere on each end)"}},
      {"strict-edge-signs", {"count u = 0, v = 0 and u + v = 1 as hits (closed edges), each sign decided exactly",
                             "seed 000, \"Line vs line segment\" (a side value of 0 touches)"}},
      {"ray-triangle-as-line", {"keep the hit only for t >= 0 (a ray, not its line): a triangle behind the origin is missed",
                                "seed 001, \"Where Two Of Them Cross\" (t >= 0 for a ray)"}},
      {"clamped-barycentrics",
       {"find the nearest feature by region (vertex, edge, face) and project onto it; clamping barycentrics is not a projection",
        "seed 001, \"The Closest Point: Project, Then Clamp\" (a clamp projects onto one segment only)"}},
      {"triangle-strict-edges", {"read an orientation of 0 as the boundary, not as outside",
                                 "seed 000, \"Line vs line segment\" (a side value of 0 touches)"}},
      {"crossing-number-double-counts-vertex",
       {"count an edge when exactly one of its ends lies above p's height (half-open), so a vertex counts once",
        "no seed covers polygons; seed 000, \"Line vs line segment\" has the side values it decides with"}},
      {"chain-skips-shared-vertex", {"give each shared vertex to one of its two edges (closed at one end, open at the other)",
                                     "seed 001, \"Where Two Of Them Cross\" (u in the closed range [0, 1])"}},
      {"box-box-strict", {"compare the intervals with <= (lo1 <= hi2 and lo2 <= hi1): boxes touching at a face, edge or corner meet",
                          "seed 000, \"Line vs line segment\" (the interval test of the rectangles chapter, closed at its ends)"}},
      {"sphere-box-open-box", {"compare the squared distance from the centre to its clamped point with <= r^2: a ball touching the box meets it",
                               "seed 000, \"Projecting a point onto a segment\" (the centre clamped into the rectangle, then compared)"}},
      {"segment-box-slab-nan",
       {"for a zero direction component, test the segment's coordinate against that slab instead of multiplying by 1 / d "
        "(0 * inf is NaN, and NaN fails both t1 < t2 and t1 > t2)",
        "seed 002, \"Ray vs box: the slab method\""}},
      {"line-line-epsilon",
       {"decide \"parallel\" by the exact sign of d1 x d2 (its three 2D forms), not by a fixed epsilon on "
        "(d1.d1)(d2.d2) - (d1.d2)^2, which is the square of a length times a sine and so reads nearly parallel "
        "metre-scale lines as parallel",
        "seed 003, \"Derivation of Algorithm\""}},
      {"ray-segment-no-reprojection",
       {"after clamping t to an end of the segment, recompute s as that end's projection onto the ray and clamp it "
        "at 0",
        "seed 003, \"Derivation of Algorithm\""}},
      {"polyline-drops-t-junction", {"test against closed edges and report a shared vertex once, not by neither edge",
                                     "seed 000, \"Segment vs segment\" (touching ends meet)"}},
  };
  return all;
}

}  // namespace

void annotate_fault(SeededFault& f) {
  const auto it = notes().find(f.name);
  if (it == notes().end()) return;
  f.fix = it->second.fix;
  f.source = it->second.source;
}

}  // namespace plumb
