// Plumb oracle, filtered path in 3D: the point measure the closest-pair
// checks take of a computed point at an exact parameter the first stage
// knows (properties/checks_line_ray3d.cpp, point_error), as a certified
// upper bound.
//
// Method: the shape is P(x) = a + x d, a given as doubles and d as exact
// values of the first stage (a direction, or the exact difference b - a).
// The exact point a_i + x d_i and the scale |a_i| + (|x| + m) |d_i| + m
// (m = 2^-1022) are formed in the first stage's arithmetic
// (filtered_fast.h) from x, whose sign must be certified (|x| is then x or
// -x exactly); scaled_error (filtered_measure3.h) bounds each coordinate's
// error in units of u times the scale, and the worse of the three is
// returned.
// Why obviously correct: the measure's own definition, each value with a
// certified bound, and scaled_error's promise (at least the exact measure).
#pragma once

#include <optional>

#include "kernels/types3d.h"
#include "oracle/filtered_measure3.h"

namespace plumb::oracle::filtered3 {

/// The exact values of a direction given as doubles, and of b - a (each
/// coordinate an exact difference, two words).
ApproxVec3 exact_vec(Vec3 d);
ApproxVec3 exact_direction(Vec3 a, Vec3 b);

/// An upper bound of max_i error of computed_i against a_i + x d_i in units
/// of u (|a_i| + (|x| + m) |d_i| + m), m = 2^-1022, within 2^-39 of the
/// exact measure (relative) or 2^-38 (filtered_measure3.h). Takes a's and
/// d's coordinates within 2^200, d exact (bound 0) and x known with a
/// certified sign; nullopt otherwise, when a measure is not certified or
/// computed is not finite. Never throws.
std::optional<double> point_at_exact_error(Vec3 a, const ApproxVec3& d, const Approx& x, Vec3 computed);

}  // namespace plumb::oracle::filtered3
