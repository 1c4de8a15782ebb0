// A small engine's own geometry: what a user's project looks like before it
// meets Plumb. Plain double kernels, written carefully -- except one: the
// segment test has lost its collinear case (a real bug, of the kind reported
// against real libraries), which the project's Plumb checks catch.
#pragma once

namespace engine {

struct Vec {
  double x, y;
};

/// The point of segment a-b nearest p, with its parameter t in [0, 1].
Vec closest_on_segment(Vec a, Vec b, Vec p, double* t);

/// Distance from p to segment a-b.
double distance_to_segment(Vec p, Vec a, Vec b);

/// Whether the closed segments a-b and c-d meet. (The bug: collinear
/// segments with a gap between them "meet".)
bool segments_touch(Vec a, Vec b, Vec c, Vec d);

/// Side of p relative to a -> b: +1 left, -1 right, 0 on the line.
int side(Vec a, Vec b, Vec p);

}  // namespace engine
