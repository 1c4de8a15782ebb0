// Plumb benchmarks: the inputs, by input class, generated once per process.
//
// Why classes: a filtered kernel costs what its filter costs on some inputs
// and what its exact fallback costs on others, and the naive formula is wrong
// on some inputs and right on others. One average over a mix hides both, so
// every benchmark is reported per class:
//   uniform             coordinates uniform in [-1, 1): the filter almost
//                       never fails and the naive formula is almost never wrong;
//   random_exponents    +-[1, 2) 2^e, e in [-50, 50]: wide dynamic range;
//   nearly_degenerate   constructed on the degenerate set (collinear, touching,
//                       tangent, on an end's perpendicular), rounded, then
//                       moved a few ULPs: where the filter fails and the naive
//                       formula guesses;
//   exactly_degenerate  exactly on that set, with small integer coordinates:
//                       collinear overlaps, T-junctions, exact touching.
// Each set is drawn from std::mt19937_64 with a fixed seed per kernel family
// and class, outside any timed loop, the first time it is asked for.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "kernels/types.h"

namespace plumb::bench {

enum class InputClass { uniform, random_exponents, nearly_degenerate, exactly_degenerate };

inline constexpr std::array<InputClass, 4> kInputClasses = {
    InputClass::uniform, InputClass::random_exponents, InputClass::nearly_degenerate,
    InputClass::exactly_degenerate};

/// "uniform", "random_exponents", "nearly_degenerate", "exactly_degenerate".
std::string name(InputClass c);

/// Items per class for the 2D kernels and the naive formulas.
inline constexpr std::size_t kItems = 100'000;
/// Items per class for the 3D kernels (inputs3d.h): their exact paths cost
/// microseconds a call, and a pass over the inputs should stay near 0.1 s.
inline constexpr std::size_t kItems3d = 20'000;
/// Items per class for the exact oracle (a prefix of the same inputs): its
/// rationals cost microseconds a call, and the per-call cost is what is asked.
inline constexpr std::size_t kOracleItems = 2'000;
/// The batch sizes of the hot-loop forms (walls per sight, points per
/// segment, boxes per ray).
inline constexpr std::array<std::size_t, 3> kBatchSizes = {16, 256, 4096};
/// Work items per batch set (batches x batch size), whatever the batch size.
inline constexpr std::size_t kBatchItems = 65'536;

/// A seed for one kernel family and class: inputs stay the same when other
/// families are added or reordered.
std::uint64_t seed_for(const char* family, InputClass c);

struct Triple {
  Vec2 a, b, c;
};

struct SegmentPair {
  Segment first, second;
};

struct PointAndSegment {
  Vec2 p;
  Segment s;
};

struct CircleAndSegment {
  Circle circle;
  Segment s;
};

/// The hot-loop form: queries (a sight, a segment, a ray), each against its
/// own `batch` items (walls, points, boxes) stored contiguously: the items of
/// query i are items[i * batch, (i + 1) * batch).
template <class Query, class Item>
struct Batches {
  std::size_t batch = 0;
  std::vector<Query> queries;
  std::vector<Item> items;
};

/// Orientation triples (a, b, c); degenerate means collinear.
const std::vector<Triple>& triples(InputClass c);
/// Segment pairs; degenerate means touching, T-junctions, collinear overlap.
const std::vector<SegmentPair>& segment_pairs(InputClass c);
/// A point and a segment; degenerate means on the segment's line or on the
/// perpendicular through an end (where the closest point changes part).
const std::vector<PointAndSegment>& points_and_segments(InputClass c);
/// A circle and a segment; degenerate means touching (distance == radius).
const std::vector<CircleAndSegment>& circles_and_segments(InputClass c);
/// Sights, each with `batch` walls drawn as segment_pairs' second segments.
const Batches<Segment, Segment>& sight_batches(InputClass c, std::size_t batch);
/// Segments, each with `batch` points drawn as points_and_segments' points.
const Batches<Segment, Vec2>& point_batches(InputClass c, std::size_t batch);

}  // namespace plumb::bench
