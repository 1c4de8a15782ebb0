#include "properties/format.h"

#include <cmath>
#include <fmt/format.h>

namespace plumb::fmt_case {

std::string hex(double x) {
  if (std::isnan(x)) return "nan";  // the sign of a NaN means nothing here
  return fmt::format("{:a}", x);
}

std::string hex_and_decimal(double x) {
  if (!std::isfinite(x)) return hex(x);
  return fmt::format("{:a} (~{:.17g})", x, x);
}

std::string vec(Vec2 p) { return fmt::format("{{{}, {}}}", hex(p.x), hex(p.y)); }

std::string segment(const Segment& s) { return fmt::format("{{{}, {}}}", vec(s.a), vec(s.b)); }

std::string kind(Kind k) {
  switch (k) {
    case Kind::line: return "line";
    case Kind::ray: return "ray";
    case Kind::segment: return "segment";
  }
  return "?";
}

std::string crossing(const std::optional<Crossing>& c) {
  if (!c) return "none";
  return fmt::format("t = {}, u = {}, point = {}", hex_and_decimal(c->t), hex_and_decimal(c->u),
                     vec(c->point));
}

std::string closest(const ClosestPoint& c) {
  return fmt::format("t = {}, point = {}", hex_and_decimal(c.t), vec(c.point));
}

std::string walls(std::span<const Segment> ws) {
  std::string out = "{";
  for (std::size_t i = 0; i < ws.size(); ++i) out += (i ? ", " : "") + segment(ws[i]);
  return out + "}";
}

std::string boolean(bool b) { return b ? "true" : "false"; }

std::string optional_double(const std::optional<double>& t) {
  return t ? hex_and_decimal(*t) : std::string("none");
}

}  // namespace plumb::fmt_case
