// Plumb oracle: exact parameters of points along a line (see parameter.h).
#include "oracle/parameter.h"

#include "oracle/rvec.h"

namespace plumb::oracle {

bool in_range(const Rational& t, Kind kind) {
  switch (kind) {
    case Kind::line:
      return true;
    case Kind::ray:
      return t >= 0;
    case Kind::segment:
      return t >= 0 && t <= 1;
  }
  return false;
}

std::optional<Rational> parameter_of(const RSegment& s, const RVec2& x) {
  if (is_point(s)) {
    if (x == s.a) return Rational(0);
    return std::nullopt;
  }
  const RVec2 d = direction(s);
  const Rational t = dot(x - s.a, d) / dot(d, d);
  if (point_at(s, t) == x) return t;  // substitution check
  return std::nullopt;
}

bool on_shape(const RSegment& s, Kind kind, const RVec2& x) {
  if (is_point(s)) return x == s.a;
  const std::optional<Rational> t = parameter_of(s, x);
  return t.has_value() && in_range(*t, kind);
}

}  // namespace plumb::oracle
