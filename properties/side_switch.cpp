#include "properties/side_switch.h"

#include <cmath>

#include "judge/format.h"

namespace plumb::check {
namespace {

// How far an answer is from a reading: 0 when both are none, nullopt
// (infinitely far) when one is none or the answer is not finite.
std::optional<oracle::Rational> apart(std::optional<double> fast, const std::optional<oracle::Rational>& reading) {
  if (!fast && !reading) return oracle::Rational(0);
  if (!fast || !reading || !std::isfinite(*fast)) return std::nullopt;
  oracle::Rational d = oracle::exact(*fast) - *reading;
  if (d < 0) d = -d;
  return d;
}

}  // namespace

std::optional<oracle::Rational> side_reading(Judge& j, std::string_view member, std::optional<double> fast,
                                             const std::optional<oracle::Rational>& exact,
                                             const std::function<std::optional<oracle::Rational>()>& other,
                                             const std::function<double()>& side_margin, int degree,
                                             std::span<const double> side_numbers) {
  const MemberContract& c = j.declared().contract(member);
  if (c.decision_allowance <= 0 && c.decision_absolute <= 0) return exact;
  const auto to_exact = apart(fast, exact);
  if (to_exact && *to_exact == 0) return exact;
  const auto alternative = other();
  const auto to_other = apart(fast, alternative);
  if (!to_other || (to_exact && !(*to_other < *to_exact))) return exact;
  const double m = side_margin();
  // The tolerance is read at the case's scale, as Judge::decision reads it.
  if (!j.rounding_explains(member, m, degree, side_numbers) && !j.tolerance_explains(member, m)) return exact;
  // Counted (rounding-level or within the tolerance: the judge applies the
  // same rules).
  j.decision(member, "which side of the boundary the origin is on", "the other side", "its side",
             fast ? fmt_case::hex_and_decimal(*fast) : "none", "the reading on the origin's side", [m] { return m; });
  return alternative;
}

}  // namespace plumb::check
