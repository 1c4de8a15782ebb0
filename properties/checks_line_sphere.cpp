// The line-sphere properties: line_sphere against the oracle (whether the
// line meets the closed ball, judged with the tangent margin as
// ray_sphere_entry's; both roots in ULPs against Plumb's contract, with the
// condition of a root of the same quadratic) and the documented answer for
// non-finite input.
#include <array>
#include <cmath>
#include <fmt/format.h>

#include "kernels/contracts.h"
#include "oracle/exact.h"
#include "oracle/line_sphere.h"
#include "properties/checks.h"
#include "properties/checks3d.h"
#include "properties/lazy.h"
#include "judge/condition.h"
#include "judge/format.h"
#include "judge/margin.h"

namespace plumb::check {
namespace {

bool finite3(Vec3 p) { return std::isfinite(p.x) && std::isfinite(p.y) && std::isfinite(p.z); }
double unit(const Judge& j) { return unit_roundoff(j.declared().domain.precision); }

std::string roots_text(const std::optional<LineSphereRoots>& r) {
  if (!r) return "none";
  return fmt::format("t0 = {}, t1 = {}", fmt_case::hex_and_decimal(r->t0), fmt_case::hex_and_decimal(r->t1));
}

}  // namespace

void line_sphere_oracle(const Subject& s, const LineSphereCase& c, Judge& j) {
  if (!s.line_sphere) return;
  const auto fast = s.line_sphere(c.line, c.sphere);
  // A negative radius is outside the contract of a member that declares
  // nonnegative_radius; a ray precondition (a unit direction) or convention
  // (a zero direction outside the contract) as ray_sphere_entry's: only
  // called (it must return).
  if ((j.preconditions("line_sphere").nonnegative_radius && c.sphere.radius < 0) ||
      !ray_judged(j, "line_sphere", c.line))
    return j.returned();
  const bool finite_radius = std::isfinite(c.sphere.radius);
  // +inf: all of space, met by every line; -inf: no ball (the oracle takes
  // finite radii only).
  const bool meets = finite_radius ? oracle::line_sphere_meets(c.line, c.sphere)
                                   : c.sphere.radius > 0 && !(c.line.direction == Vec3{});
  // The roots as the oracle rounds them (texts and the condition only; the
  // error is measured against the exact root). An infinite radius has
  // {-inf, +inf} and nothing to round.
  Lazy rounded([&]() -> std::optional<LineSphereRoots> {
    if (meets && finite_radius)
      return LineSphereRoots{oracle::line_sphere_root_rounded(c.line, c.sphere, 0),
                             oracle::line_sphere_root_rounded(c.line, c.sphere, 1)};
    if (meets) return LineSphereRoots{-INFINITY, INFINITY};
    return std::nullopt;
  });
  const Text f([&] { return roots_text(fast); }),
      e([&] { return rounded() ? roots_text(rounded()) + " (rounded)" : std::string("none"); });
  j.decision("line_sphere", "whether it meets", fast ? "meets" : "none", meets ? "meets" : "none", f, e,
             [&] { return margin::line_sphere(c.line, c.sphere); });
  if (!fast || !meets) return;
  const double got[2] = {fast->t0, fast->t1};
  const auto want = [&](int i) { return i == 0 ? rounded()->t0 : rounded()->t1; };
  const std::array<double, 2> errors = finite_radius ? oracle::line_sphere_root_ulp_errors(got[0], got[1], c.line, c.sphere)
                                                     : std::array<double, 2>{INFINITY, INFINITY};
  const char* quantity[2] = {"t0 (ULPs)", "t1 (ULPs)"};
  for (int i = 0; i < 2; ++i) {
    // A computed infinity is right where the exact root rounds to it (an
    // infinite radius, or a root beyond DBL_MAX).
    const bool both_infinite = std::isinf(got[i]) && got[i] == want(i);
    const double ulps = both_infinite ? 0.0 : errors[static_cast<std::size_t>(i)];
    j.construction("line_sphere", quantity[i], ulps, contract::kRaySphereUlps, f, e, [&] {
      const oracle::Rational t = std::isfinite(want(i)) ? oracle::exact(want(i)) : oracle::Rational(0);
      return condition::value(got[i], t,
                              condition::sphere_entry(c.line.origin, c.line.direction, c.sphere.centre,
                                                      c.sphere.radius, t, unit(j)));
    });
  }
}

void non_finite_line_sphere(const Subject& s, const LineSphereCase& c, Judge& j) {
  if (!s.line_sphere) return;
  if (finite3(c.line.origin) && finite3(c.line.direction) && finite3(c.sphere.centre)) return;
  non_finite_answer(j, [&] { return s.line_sphere(c.line, c.sphere); },
                    [&](const std::optional<LineSphereRoots>& got) {
                      j.invariant("line_sphere", "non-finite input answers none", !got, roots_text(got), "none");
                    });
}

}  // namespace plumb::check
