// Plumb properties: the inputs a property is checked on.
//
// Each case carries the label of the generator class that made it ("collinear
// touching", "nearly parallel", ...): the runner counts labels so that a run
// shows the mix it tested, and a failure says which class found it.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include <stdexcept>

#include "kernels/types.h"
#include "judge/format.h"

namespace plumb {

/// A point against a segment read as a kind (closest points, distances).
struct PointCase {
  Segment s;
  Vec2 p;
  Kind kind = Kind::segment;
  std::string label;
};

/// Two segments (crossings; s1 is also read as a ray and as a line).
struct PairCase {
  Segment s1;
  Segment s2;
  std::string label;
};

/// A disc against a segment.
struct CircleCase {
  Circle circle;
  Segment s;
  std::string label;
};

/// A sight segment from -> to among walls.
struct SightCase {
  Vec2 from;
  Vec2 to;
  std::vector<Segment> walls;
  std::string label;
};

/// Calls f(double&) on every number of a case, in the order describe()
/// prints them (the domain fit, shrinking and --input replay walk cases so).
template <class F> void for_each_number(PointCase& c, F&& f) {
  for (double* v : {&c.s.a.x, &c.s.a.y, &c.s.b.x, &c.s.b.y, &c.p.x, &c.p.y}) f(*v);
}
template <class F> void for_each_number(PairCase& c, F&& f) {
  for (double* v : {&c.s1.a.x, &c.s1.a.y, &c.s1.b.x, &c.s1.b.y, &c.s2.a.x, &c.s2.a.y, &c.s2.b.x, &c.s2.b.y}) f(*v);
}
template <class F> void for_each_number(CircleCase& c, F&& f) {
  for (double* v : {&c.circle.centre.x, &c.circle.centre.y, &c.circle.radius, &c.s.a.x, &c.s.a.y, &c.s.b.x, &c.s.b.y})
    f(*v);
}
template <class F> void for_each_number(SightCase& c, F&& f) {
  for (double* v : {&c.from.x, &c.from.y, &c.to.x, &c.to.y}) f(*v);
  for (Segment& w : c.walls)
    for (double* v : {&w.a.x, &w.a.y, &w.b.x, &w.b.y}) f(*v);
}

/// Sets every number of c from the numbers of `text` (and the label to
/// "input"); `what` names the case for the error when the count is wrong.
template <class Case>
void fill_from_text(const std::string& text, Case& c, const char* what) {
  const std::vector<double> v = fmt_case::numbers_in(text);
  std::size_t n = 0;
  for_each_number(c, [&](double&) { ++n; });
  if (v.size() != n)
    throw std::invalid_argument(std::string("a ") + what + " has " + std::to_string(n) + " numbers, the input has " +
                                std::to_string(v.size()));
  std::size_t i = 0;
  for_each_number(c, [&](double& x) { x = v[i++]; });
  c.label = "input";
}

/// Reads a case back from describe()'s text (or any text with its numbers in
/// the same order; a PointCase also reads "kind = line|ray|segment"). Throws
/// std::invalid_argument when the count of numbers does not fit the case.
void read_case(const std::string& text, PointCase& c);
void read_case(const std::string& text, PairCase& c);
void read_case(const std::string& text, CircleCase& c);
void read_case(const std::string& text, SightCase& c);

/// The case as C++ with hex-float literals, ready to paste into a test.
std::string describe(const PointCase& c);
std::string describe(const PairCase& c);
std::string describe(const CircleCase& c);
std::string describe(const SightCase& c);

// RapidCheck prints counterexamples with these (hex floats, not 6 digits).
void showValue(const PointCase& c, std::ostream& os);
void showValue(const PairCase& c, std::ostream& os);
void showValue(const CircleCase& c, std::ostream& os);
void showValue(const SightCase& c, std::ostream& os);

}  // namespace plumb
