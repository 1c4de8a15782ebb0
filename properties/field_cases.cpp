#include "properties/field_cases.h"

#include <fmt/format.h>

namespace plumb::field {
namespace {

Segment flip(const Segment& s) { return {s.b, s.a}; }

// All four orderings of the two segments' ends.
void add_orderings(std::vector<PairExpectation>& out, PairExpectation base) {
  const Segment s1 = base.s1, s2 = base.s2;
  const std::string name = base.name;
  const char* tags[] = {"", " (first reversed)", " (second reversed)", " (both reversed)"};
  for (int i = 0; i < 4; ++i) {
    base.s1 = (i & 1) ? flip(s1) : s1;
    base.s2 = (i & 2) ? flip(s2) : s2;
    base.name = name + tags[i];
    out.push_back(base);
  }
}

}  // namespace

std::vector<PairExpectation> pair_cases() {
  std::vector<PairExpectation> out;
  add_orderings(out, {"T-junction flipping with endpoint order",
                      {{585, 95}, {581, 98}},
                      {{585, 105}, {585, 45}},
                      true, false, Vec2{585, 95}, std::nullopt, std::nullopt, true,
                      "meet at (585, 95), an end of the first, whatever the order"});
  out.push_back({"touching at an end",
                 {{2, 0}, {2, 1}},
                 {{1, 0}, {2, 0}},
                 true, false, Vec2{2, 0}, 0.0, 1.0, true, "meet at (2, 0)"});
  out.push_back({"touching mid-segment",
                 {{2, -1}, {2, 1}},
                 {{1, 0}, {2, 0}},
                 true, false, Vec2{2, 0}, 0.5, 1.0, true, "meet at (2, 0)"});
  out.push_back({"collinear with a gap",
                 {{0, 0}, {50, 50}},
                 {{51, 51}, {100, 100}},
                 false, true, std::nullopt, std::nullopt, std::nullopt, false, "do not meet"});
  out.push_back({"nearly collinear crossing (double denominator rounds to 0)",
                 {{-1.0409649109311740, 0.6687021305668015}, {-2.1133878461538460, 1.5656628846153842}},
                 {{-1.0693122547230032, 0.69241148443054934}, {-1.3756426966159574, 0.9486223273022460}},
                 true, false, Vec2{-1.1294472529733837, 0.7427076237649547}, 0.0825069467801317,
                 0.1963076143486724, false, "cross; NaN or parallel is wrong"});
  out.push_back({"short segments sharing a vertex (absolute 1e-12 calls them parallel)",
                 {{11.198253, 55.211805}, {11.198252, 55.211803}},
                 {{11.198253, 55.211805}, {11.19825, 55.2118}},
                 true, false, Vec2{11.198253, 55.211805}, 0.0, 0.0, true,
                 "not parallel; meet only at the shared vertex"});
  return out;
}

std::vector<PointExpectation> point_cases() {
  std::vector<PointExpectation> out;
  for (double y : {-1e100, -1e200, -8.988465674311469e307}) {
    out.push_back({fmt::format("distance with overflowing squares, y = {:.16g}", y),
                   {{0, y}, {3, -0.0}},
                   {0, 0},
                   3.0,
                   "3, correctly rounded; 0, inf or NaN is wrong"});
  }
  return out;
}

}  // namespace plumb::field
