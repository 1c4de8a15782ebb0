// The ray-capsule properties: ray_capsule_entry against the oracle (whether
// it hits, judged with the margin of the ray's and the origin's distances to
// the segment against the radius; the entry t in ULPs with the condition of
// the surface it lies on) and the documented answer for non-finite input.
// The oracle's first stage (oracle/filtered_ray_capsule3.h) answers what it
// certifies; its measure is recorded only as properties/settled3.h allows.
#include <cmath>
#include <optional>
#include <string>

#include "kernels/contracts.h"
#include "oracle/error.h"
#include "oracle/exact.h"
#include "oracle/filtered_ray_capsule3.h"
#include "oracle/ray_capsule.h"
#include "properties/checks.h"
#include "properties/checks3d.h"
#include "properties/min_hit.h"
#include "properties/settled3.h"
#include "judge/condition.h"
#include "judge/format.h"
#include "judge/margin.h"
#include "subject/declarations.h"

namespace plumb::check {
namespace {

bool finite3(Vec3 p) { return std::isfinite(p.x) && std::isfinite(p.y) && std::isfinite(p.z); }

std::string entry_text(const std::optional<double>& t) { return fmt_case::optional_double(t); }

// The entry's error in ULPs: exact at the origin (t* = 0); the first
// stage's certified bound where it may be recorded (properties/settled3.h;
// taken one double up, because the exact oracle's own measure may be one
// upward rounding above the exact one, ulp_error_enclosed); else the exact
// oracle's.
template <class Exact>
double entry_error(const Judge& j, double computed, const std::optional<oracle::filtered3::RayCapsuleEntry3>& first,
                   const Exact& exact) {
  if (first && first->kind == 1) return oracle::ulp_error(computed, oracle::Rational(0));
  if (first && first->kind == 2) {
    const std::optional<double> bound = oracle::filtered3::entry_ulp_error(computed, *first);
    if (bound && below_worst(j, "ray_capsule_entry", std::nextafter(*bound, INFINITY), contract::kRayCapsuleUlps))
      return *bound;
  }
  return exact().entry_ulp_error(computed);
}

}  // namespace

void ray_capsule_oracle(const Subject& s, const RayCapsuleCase& c, Judge& j) {
  if (!s.ray_capsule_entry) return;
  const auto fast = s.ray_capsule_entry(c.ray, c.capsule);
  if (j.preconditions("ray_capsule_entry").nonnegative_radius && c.capsule.radius < 0) return j.returned();
  if (!ray_judged(j, "ray_capsule_entry", c.ray)) return;
  // The first stage (oracle/filtered_ray_capsule3.h) where it certifies the
  // kind and the rounded entry; the exact oracle, built only when asked,
  // for the rest.
  const std::optional<oracle::filtered3::RayCapsuleEntry3> first =
      measure::filtered::enabled() ? oracle::filtered3::ray_capsule_entry(c.ray, c.capsule) : std::nullopt;
  std::optional<oracle::RayCapsuleExact> exact_store;
  const auto exact = [&]() -> const oracle::RayCapsuleExact& {
    if (!exact_store) exact_store.emplace(c.ray, c.capsule);
    return *exact_store;
  };
  const bool hits = first ? first->kind != 0 : exact().hits();
  const std::optional<double> rounded =
      first ? (first->kind == 0 ? std::nullopt : std::optional<double>(first->rounded)) : exact().entry_rounded();
  if (rounded && before_min_hit(j, "ray_capsule_entry", *rounded)) return j.returned();
  const Text e([&] { return rounded ? fmt_case::hex_and_decimal(*rounded) + " (rounded)" : std::string("none"); });
  j.decision("ray_capsule_entry", "whether it hits", fast ? "hit" : "none", hits ? "hit" : "none", entry_text(fast), e,
             [&] { return margin::ray_capsule(c.ray, c.capsule); });
  if (!fast || !hits) return;
  // A computed +inf is right when the exact entry rounds to +inf too.
  const bool both_overflow = std::isinf(*fast) && rounded.value_or(0.0) == *fast;
  const double ulps = both_overflow ? 0.0 : entry_error(j, *fast, first, exact);
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
