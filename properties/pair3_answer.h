// What every closest-pair property (3D segments, lines, a ray and a segment)
// says the same way: the text of a subject's pair and of the exact one, and
// the judgement of the squared distance, which holds whatever the shapes are
// (the parameters and points are judged by each property, on its shapes).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <utility>

#include "judge/judge.h"
#include "kernels/types3d.h"
#include "oracle/closest_point3d.h"
#include "oracle/dyadic3d.h"

namespace plumb::check {

/// The exact closest pair of a question: its unreduced fractions when the
/// dyadic stage gave them (the measures take those without a gcd), and the
/// canonical rational pair, made once when a text, a condition or a path
/// without fractions asks for it.
class ExactPair3 {
 public:
  ExactPair3(std::optional<oracle::dyadic::FractionPair3> fractions,
             std::function<oracle::ExactSegmentPair3()> rational)
      : fractions_(std::move(fractions)), make_(std::move(rational)) {}
  const std::optional<oracle::dyadic::FractionPair3>& fractions() const { return fractions_; }
  /// The exact squared distance as a rational (one gcd when only the
  /// fractions are known).
  oracle::Rational squared_distance() const {
    return fractions_ && !rational_ ? oracle::dyadic::to_rational(fractions_->squared_distance)
                                    : rational().squared_distance;
  }
  const oracle::ExactSegmentPair3& rational() const {
    if (!rational_) rational_ = fractions_ ? oracle::dyadic::to_exact(*fractions_) : make_();
    return *rational_;
  }

 private:
  std::optional<oracle::dyadic::FractionPair3> fractions_;
  std::function<oracle::ExactSegmentPair3()> make_;
  mutable std::optional<oracle::ExactSegmentPair3> rational_;
};

/// A rational point as its nearest doubles, in hexadecimal.
std::string text3(const oracle::RVec3& p);

/// "s = .., t = .., points .. and .., squared distance .." of a pair.
std::string pair3_text(const SegmentPair3& fast);
std::string pair3_text(const oracle::ExactSegmentPair3& exact);

/// The squared distance of member `k`'s pair in ULPs of the exact one, within
/// contract::kSquaredDistance3Ulps, or, for a subject with a declared
/// tolerance, within the conditioning of |d|^2 at `scale` (the largest
/// coordinate of the shapes) in the declared precision.
void judge_pair3_squared_distance(Judge& j, const char* k, const SegmentPair3& fast,
                                  const oracle::ExactSegmentPair3& exact, double scale, const Text& f,
                                  const Text& e);
void judge_pair3_squared_distance(Judge& j, const char* k, const SegmentPair3& fast, const ExactPair3& exact,
                                  double scale, const Text& f, const Text& e);

}  // namespace plumb::check
