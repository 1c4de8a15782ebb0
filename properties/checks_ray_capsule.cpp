// The ray-capsule properties: ray_capsule_entry against the oracle (whether
// it hits, judged with the margin of the ray's and the origin's distances to
// the segment against the radius; the entry t in ULPs with the condition of
// the surface it lies on) and the documented answer for non-finite input.
#include <cmath>
#include <optional>
#include <string>

#include "kernels/contracts.h"
#include "oracle/exact.h"
#include "oracle/ray_capsule.h"
#include "properties/checks.h"
#include "properties/checks3d.h"
#include "properties/min_hit.h"
#include "judge/condition.h"
#include "judge/format.h"
#include "judge/margin.h"
#include "subject/declarations.h"

namespace plumb::check {
namespace {

bool finite3(Vec3 p) { return std::isfinite(p.x) && std::isfinite(p.y) && std::isfinite(p.z); }

std::string entry_text(const std::optional<double>& t) { return fmt_case::optional_double(t); }

}  // namespace

void ray_capsule_oracle(const Subject& s, const RayCapsuleCase& c, Judge& j) {
  if (!s.ray_capsule_entry) return;
  const auto fast = s.ray_capsule_entry(c.ray, c.capsule);
  if (j.preconditions("ray_capsule_entry").nonnegative_radius && c.capsule.radius < 0) return j.returned();
  if (!ray_judged(j, "ray_capsule_entry", c.ray)) return;
  const oracle::RayCapsuleExact exact(c.ray, c.capsule);
  const bool hits = exact.hits();
  const std::optional<double> rounded = exact.entry_rounded();
  if (rounded && before_min_hit(j, "ray_capsule_entry", *rounded)) return j.returned();
  const Text e([&] { return rounded ? fmt_case::hex_and_decimal(*rounded) + " (rounded)" : std::string("none"); });
  j.decision("ray_capsule_entry", "whether it hits", fast ? "hit" : "none", hits ? "hit" : "none", entry_text(fast), e,
             [&] { return margin::ray_capsule(c.ray, c.capsule); });
  if (!fast || !hits) return;
  // A computed +inf is right when the exact entry rounds to +inf too.
  const bool both_overflow = std::isinf(*fast) && rounded.value_or(0.0) == *fast;
  const double ulps = both_overflow ? 0.0 : exact.entry_ulp_error(*fast);
  j.construction("ray_capsule_entry", "t (ULPs)", ulps, contract::kRayCapsuleUlps, entry_text(fast), e, [&] {
    const oracle::Rational t = std::isfinite(*rounded) ? oracle::exact(*rounded) : oracle::Rational(0);
    return condition::value(*fast, t,
                            condition::capsule_entry(c.ray, c.capsule, t, unit_roundoff(j.declared().domain.precision)));
  });
}

void non_finite_ray_capsule(const Subject& s, const RayCapsuleCase& c, Judge& j) {
  if (!s.ray_capsule_entry) return;
  if (finite3(c.ray.origin) && finite3(c.ray.direction) && finite3(c.capsule.a) && finite3(c.capsule.b)) return;
  non_finite_answer(j, [&] { return s.ray_capsule_entry(c.ray, c.capsule); },
                    [&](const std::optional<double>& got) {
                      j.invariant("ray_capsule_entry", "non-finite input answers none", !got, entry_text(got), "none");
                    });
}

}  // namespace plumb::check
