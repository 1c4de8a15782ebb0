// Plumb oracle: projection parameter (see projection.h).
#include "oracle/projection.h"

#include "oracle/rvec.h"

namespace plumb::oracle {

std::optional<Rational> projection_t(const RSegment& s, const RVec2& p) {
  if (is_point(s)) return std::nullopt;
  const RVec2 d = direction(s);
  return Rational(dot(p - s.a, d) / dot(d, d));
}

std::optional<Rational> projection_t(Segment s, Vec2 p) { return projection_t(exact(s), exact(p)); }

}  // namespace plumb::oracle
