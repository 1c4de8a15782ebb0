// Plumb properties: how cases and answers are printed.
//
// Every double is printed as a hex-float literal (0x1.8p+1): exact, and pastes
// straight into C++ as a regression test. A decimal rendering follows where a
// person reads it ("~1.5"), never instead of it.
#pragma once

#include <optional>
#include <span>
#include <string>

#include "kernels/types.h"

namespace plumb::fmt_case {

/// A double as a hex-float literal: "0x1.8p+1", "-0x0p+0", "nan", "inf".
std::string hex(double x);
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
