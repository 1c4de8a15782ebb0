// Plumb properties: seeded faults, to measure the suite's power.
//
// Each is Plumb's own subject with one named, real-world bug put back. A suite
// that passes them is not testing anything; harness/tests/seeded_faults_test.cpp
// asserts that every one is caught, and `plumb check --subject seeded-faults`
// shows which property caught each and after how many cases.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "subject/subject.h"

namespace plumb {

struct SeededFault {
  std::string name;     // short id, usable as --subject NAME
  std::string bug;      // what was put back, in one line
  Subject subject;      // Plumb's kernels with that bug
  std::string fuzz_target;  // the fuzz target of its family (fuzz/NAME_fuzz.cpp) that must find it
  /// The fix, in one line, as a report prints it under a group this fault
  /// diagnoses (harness/diagnosis.h).
  std::string fix;
  /// Where the seeds (the documents Plumb grew from) explain the bug or the
  /// step it leaves out: a seed file and the title of its section.
  std::string source;
  /// Set when the bug is an absolute threshold on a quantity (an epsilon):
  /// the same bug with the threshold given (`subject` has the classic one),
  /// so that a subject with any epsilon can be matched
  /// (harness/diagnosis.h); empty for the others.
  std::function<Subject(double)> at_threshold;
};

/// The seeded faults: six of the 2D family,
///   no-clamp            closest point (and distances) without the clamp
///   wall-as-line        a wall read as a line: only t tested
///   ray-as-line         a ray tested as a line: t >= 0 dropped
///   absolute-epsilon    |cross| < 1e-12 for "parallel"
///   zero-length-nan     the zero-length projection left as 0/0
///   no-collinear-case   segment intersection without the collinear case
/// and six of the 3D family and the circle contact:
///   slab-no-zero-direction  a slab test without the zero-direction case
///   ray-sphere-behind       ray-sphere without "outside and pointing away"
///   no-reprojection         segment-segment closest points without re-projecting s
///   push-divide-by-zero     circle push-out dividing by a zero distance
///   ray-box-as-line         ray-box entry starting at -inf
///   line-sphere-disc-epsilon  line-sphere with |b^2 - ac| < 1e-6 read as a touch (one double root)
/// and four of the triangles:
///   mt-epsilon              Möller-Trumbore with an absolute epsilon on the determinant
///   strict-edge-signs       an edge test with strict signs
///   ray-triangle-as-line    a ray-triangle test as a line: t >= 0 dropped
///   clamped-barycentrics    closest point by the projection's barycentrics clamped and renormalized
/// and of the box pairs:
///   box-box-strict          box-box overlap with strict <: touching boxes miss
///   sphere-box-open-box     ball-box with the box read as open (d^2 < r^2): touching balls miss
///   segment-box-slab-nan    segment-box slab test through 1 / d: 0 * inf = NaN drops a segment in a min face
/// and of the segment against a triangle:
///   segment-mt-epsilon      Möller-Trumbore on b - a with an absolute epsilon on the determinant
/// and of the ray against a capsule:
///   capsule-as-cylinder     the side read as the infinite cylinder: its root kept beyond the end discs
std::vector<SeededFault> seeded_faults();

/// The polygon and chain faults (seeded_faults_polygon.cpp), part of seeded_faults():
///   triangle-strict-edges                point in triangle with strict signs
///   crossing-number-double-counts-vertex a vertex on the ray counted for both edges
///   chain-skips-shared-vertex            a chain cast skipping a shared vertex
///   polyline-drops-t-junction            a T-junction at a shared vertex dropped
std::vector<SeededFault> polygon_seeded_faults();

/// Fills f.fix and f.source from f.name, for the faults
/// listed above (seeded_fault_notes.cpp); other names are left as they are.
void annotate_fault(SeededFault& f);

}  // namespace plumb
