// The CGAL faults docs/clients/cgal.md reports, each on its minimal input:
// CGAL's answer through the client's adapter (and so through CGAL itself),
// and the exact answer from Plumb's oracle. When CGAL fixes one, its test
// fails: update the document and turn the test around.
#include <gtest/gtest.h>

#include <limits>
#include <ostream>

#include "clients/cpp/cgal_kernels.h"
#include <plumb/oracle.h>
#include <plumb/harness.h>

namespace cgal_client {
// The kernel's name in test names and failure messages.
void PrintTo(Kernel k, std::ostream* os) { *os << kernel_name(k); }
}  // namespace cgal_client

namespace {

using cgal_client::Kernel;
using plumb::Segment;
using plumb::Segment3;
using plumb::Sphere;

class BothKernels : public ::testing::TestWithParam<Kernel> {};

INSTANTIATE_TEST_SUITE_P(Cgal, BothKernels, ::testing::Values(Kernel::simple_cartesian, Kernel::epick),
                         [](const auto& p) { return p.param == Kernel::epick ? "Epick" : "SimpleCartesian"; });

// do_intersect(Line_2, Segment_2) builds the segment's supporting line, which
// for a zero-length segment is the degenerate line 0 = 0; the two "lines" are
// then reported as coincident and the answer is true wherever the point is.
TEST_P(BothKernels, LineAgainstZeroLengthSegmentFarFromIt) {
  const plumb::Subject s = cgal_client::subject(GetParam());
  const Segment line{{0, 0}, {1, 1}}, point{{5, 0}, {5, 0}};
  EXPECT_TRUE(s.line_segment_intersect(line, point)) << "CGAL's answer changed: update docs/clients/cgal.md";
  EXPECT_FALSE(plumb::oracle::line_segment_intersect(line, point));
  // Not rounding: no perturbation of the input reaches the line.
  EXPECT_EQ(plumb::margin::line_segment(line, point, true), std::numeric_limits<double>::max());
  // A segment of length on the same side is answered right.
  EXPECT_FALSE(s.line_segment_intersect(line, Segment{{5, 0}, {6, 0}}));
}

// squared_distance(Segment_3, Segment_3) (Lumelsky's method): for nearly
// parallel segments the determinant |v1|^2 |v2|^2 - (v1.v2)^2 cancels to 0
// in double, the first parameter is taken as 0 and never re-projected, and
// the distance is measured from the wrong end: two 16.8 km segments 1 m
// apart read 1.00390625 instead of 1 (a 2 mm error in the distance).
TEST_P(BothKernels, NearlyParallelSegmentsSquaredDistance) {
  const plumb::Subject s = cgal_client::subject(GetParam());
  const Segment3 a{{0, 0, 0}, {0x1p24, 0, 0}}, b{{0, -0.0625, 1}, {0x1p24, 0, 1}};
  EXPECT_EQ(s.segment_segment_closest3(a, b).squared_distance, 1.00390625)
      << "CGAL's answer changed: update docs/clients/cgal.md";
  EXPECT_EQ(plumb::oracle::segment_segment_squared_distance3(a, b), 1);  // at the far ends, (2^24, 0, 0) and (2^24, 0, 1)
}

// do_intersect(Sphere_3, Sphere_3) decides through the radical plane of the
// two spheres; in plain double that squares the gap when one sphere is much
// smaller than the other, so Simple_cartesian<double> calls a point 1.5e-8
// off the unit sphere (2^27 u, far beyond rounding) on it. Epick is exact.
TEST(Cgal, SimpleCartesianSphereSphereThroughTheRadicalPlane) {
  const Sphere unit{{0, 0, 0}, 1}, point{{1 + 0x1p-26, 0, 0}, 0};
  EXPECT_TRUE(cgal_client::subject(Kernel::simple_cartesian).sphere_sphere_intersect(unit, point))
      << "CGAL's answer changed: update docs/clients/cgal.md";
  EXPECT_FALSE(cgal_client::subject(Kernel::epick).sphere_sphere_intersect(unit, point));
  // Exact: the point is 2^-26 from the surface, a margin of 2^27 u.
  EXPECT_NEAR(plumb::margin::sphere_sphere(unit, point), 0x1p-26, 0x1p-50);
  // With a small but not zero radius it is the same fault, at a smaller factor.
  const Sphere small{{1 + 0x1p-20 + 0x1p-33, 0, 0}, 0x1p-20};
  EXPECT_TRUE(cgal_client::subject(Kernel::simple_cartesian).sphere_sphere_intersect(unit, small));
  EXPECT_FALSE(cgal_client::subject(Kernel::epick).sphere_sphere_intersect(unit, small));
}

// do_intersect(Line_2, Segment_2) constructs where the line meets the
// segment's supporting line and asks collinear_has_on of that point, which
// orders it along x first: for a vertical segment the x-range is a single
// value, and the constructed x, one ULP off, falls outside it. Simple_cartesian
// misses the segment at its middle; Epick's exact evaluation does not.
TEST(Cgal, SimpleCartesianLineMissesAVerticalSegmentAtItsMiddle) {
  const Segment line{{0, 0}, {0.1, 0.05}}, vertical{{3, 1}, {3, 2}};  // y = x / 2 exactly: through (3, 1.5)
  EXPECT_FALSE(cgal_client::subject(Kernel::simple_cartesian).line_segment_intersect(line, vertical))
      << "CGAL's answer changed: update docs/clients/cgal.md";
  EXPECT_TRUE(cgal_client::subject(Kernel::epick).line_segment_intersect(line, vertical));
  EXPECT_TRUE(plumb::oracle::line_segment_intersect(line, vertical));
  // Far from rounding, even for the rounded line CGAL holds: nothing explains "miss".
  EXPECT_EQ(plumb::margin::line_segment(line, vertical, false), std::numeric_limits<double>::max());
}

// The adapters' guard: CGAL's kernels take finite coordinates only, and
// Epick's exact fallback raises SIGFPE inside GMP on NaN; guarded, the
// adapter throws instead (what the non-finite properties accept outside the contract).
TEST(Cgal, NonFiniteInputIsRefusedBeforeCgalSeesIt) {
  const plumb::Subject s = cgal_client::subject(Kernel::epick);
  const double nan = std::numeric_limits<double>::quiet_NaN();
  EXPECT_THROW(s.orientation({0, 0}, {1, 0}, {nan, 1}), std::domain_error);
  EXPECT_THROW(s.segments_intersect({{0, 0}, {1, 1}}, {{0, 1}, {std::numeric_limits<double>::infinity(), 0}}),
               std::domain_error);
}

}  // namespace
