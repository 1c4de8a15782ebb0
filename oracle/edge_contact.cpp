// Plumb oracle: first contact with an edge, filtered then dyadic (see
// edge_contact.h).
#include "oracle/edge_contact.h"

#include <stdexcept>

#include "oracle/dyadic_crossing.h"
#include "oracle/filtered_crossing.h"

namespace plumb::oracle {
namespace {

// 0 <= num / den (den > 0), and <= 1 when upper.
bool in_range(const dyadic::Fraction& f, bool upper) { return f.num.sign() >= 0 && (!upper || f.num <= f.den); }

}  // namespace

std::optional<std::optional<ExactCrossing>> contact_unless_parallel(Segment p, Kind kp, Segment edge) {
  if (kp == Kind::line) throw std::invalid_argument("plumb::oracle::contact_unless_parallel: kp must be ray or segment");
  const filtered::CrossingAnswer settled = filtered::PairFilter(p, edge).first_contact(kp, Kind::segment);
  if (settled && !*settled) return std::optional<ExactCrossing>();  // certainly no contact
  const std::optional<dyadic::FractionCrossing> c = dyadic::line_crossing_fractions(p, edge);
  if (!c) return std::nullopt;  // parallel or zero length
  // The filter certified the contact, or the exact ranges decide it.
  if (!settled && !(in_range(c->t, kp == Kind::segment) && in_range(c->u, true))) return std::optional<ExactCrossing>();
  return std::optional<ExactCrossing>(dyadic::to_exact(*c));
}

}  // namespace plumb::oracle
