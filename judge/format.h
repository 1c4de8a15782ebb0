// Plumb judge: how cases and answers are printed.
//
// Every double is printed as a hex-float literal (0x1.8p+1): exact, and pastes
// straight into C++ as a regression test. A decimal rendering follows where a
// person reads it ("~1.5"), never instead of it.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "kernels/types.h"

namespace plumb::fmt_case {

/// A double as a hex-float literal: "0x1.8p+1", "-0x0p+0", "nan", "inf"
/// (while a DecimalScope is open: as a decimal when that is exact, "3",
/// "0.375", "-0", else still the hex float).
std::string hex(double x);

/// The shortest decimal that reads back as x, when it is x's exact value
/// (every double is a dyadic rational with a finite decimal expansion; the
/// short ones are the readable ones); nullopt otherwise.
std::optional<std::string> exact_decimal(double x);

/// While open, hex() (and so every describe()) prints decimals where exact:
/// the form a maintainer pastes into an issue tracker.
class DecimalScope {
 public:
  DecimalScope();
  ~DecimalScope();
  DecimalScope(const DecimalScope&) = delete;
  DecimalScope& operator=(const DecimalScope&) = delete;

 private:
  bool previous_;
};

/// Every number in a case's text, in order (decimals, hex floats, nan, inf;
/// a leading "[label]" is skipped). Throws std::invalid_argument on a word it
/// cannot read.
std::vector<double> numbers_in(const std::string& text);
/// hex(x) plus a short decimal reading: "0x1.8p+1 (~3)".
std::string hex_and_decimal(double x);
std::string vec(Vec2 p);          // "{0x1p+0, -0x1p+1}"
std::string segment(const Segment& s);  // "{{..}, {..}}"
std::string kind(Kind k);         // "line", "ray", "segment"
std::string crossing(const std::optional<Crossing>& c);
std::string closest(const ClosestPoint& c);
std::string walls(std::span<const Segment> ws);
std::string boolean(bool b);
std::string optional_double(const std::optional<double>& t);

}  // namespace plumb::fmt_case
