#include "properties/pair3_answer.h"

#include <fmt/format.h>

#include "judge/condition.h"
#include "judge/format.h"
#include "judge/measure.h"
#include "kernels/contracts.h"
#include "oracle/error.h"
#include "properties/cases3d.h"

namespace plumb::check {

using fmt_case::hex_and_decimal;
using measure::text;

std::string text3(const oracle::RVec3& p) {
  return fmt::format("{{{}, {}, {}}}", fmt_case::hex(oracle::round_to_double(p.x)),
                     fmt_case::hex(oracle::round_to_double(p.y)), fmt_case::hex(oracle::round_to_double(p.z)));
}

std::string pair3_text(const SegmentPair3& fast) {
  return fmt::format("s = {}, t = {}, points {} and {}, squared distance {}", hex_and_decimal(fast.s),
                     hex_and_decimal(fast.t), fmt_case::vec3(fast.first), fmt_case::vec3(fast.second),
                     hex_and_decimal(fast.squared_distance));
}

std::string pair3_text(const oracle::ExactSegmentPair3& exact) {
  return fmt::format("s = {}, t = {}, points {} and {}, squared distance {}", text(exact.s), text(exact.t),
                     text3(exact.first), text3(exact.second), text(exact.squared_distance));
}

void judge_pair3_squared_distance(Judge& j, const char* k, const SegmentPair3& fast,
                                  const oracle::ExactSegmentPair3& exact, double scale, const Text& f,
                                  const Text& e) {
  const double u = unit_roundoff(j.declared().domain.precision);
  j.construction(k, "squared distance (ULPs)",
                 measure::squared_distance_error(fast.squared_distance, exact.squared_distance,
                                                 contract::kSquaredDistance3Ulps),
                 contract::kSquaredDistance3Ulps, f, e, [&] {
                   return condition::value(fast.squared_distance, exact.squared_distance,
                                           condition::squared_distance(exact.squared_distance, scale, 3, u));
                 });
}

void judge_pair3_squared_distance(Judge& j, const char* k, const SegmentPair3& fast, const ExactPair3& exact,
                                  double scale, const Text& f, const Text& e) {
  if (!exact.fractions()) return judge_pair3_squared_distance(j, k, fast, exact.rational(), scale, f, e);
  const double u = unit_roundoff(j.declared().domain.precision);
  j.construction(k, "squared distance (ULPs)",
                 measure::squared_distance_error(fast.squared_distance, exact.fractions()->squared_distance,
                                                 contract::kSquaredDistance3Ulps),
                 contract::kSquaredDistance3Ulps, f, e, [&] {
                   const oracle::Rational& d2 = exact.rational().squared_distance;
                   return condition::value(fast.squared_distance, d2, condition::squared_distance(d2, scale, 3, u));
                 });
}

}  // namespace plumb::check
