#include "properties/field_cases3d.h"

namespace plumb::field {

std::vector<Pair3Expectation> pair3_cases() {
  return {
      {"parallel segments reported at distance 0 (offset 2.9888)",
       {{0, -2.5, 0}, {0, 2.5, 0}},
       {{2.9888, -5.1938, 0}, {2.9888, 4.8062, 0}},
       2.9888},
      {"antiparallel segments reported at distance 0 (offset 2)",
       {{1, -2, 0}, {1, 2, 0}},
       {{-1, 2, 0}, {-1, -2, 0}},
       2.0},
  };
}

std::vector<RayExpectation> ray_cases() {
  const Sphere far_sphere{{1e9, 1e9, 1e9}, 1.0};
  const Box far_box{{1e9, 1e9, 1e9}, {1e9 + 1, 1e9 + 1, 1e9 + 1}};
  return {
      {"slab test returning NaN (flat box, zero direction component on its face)",
       {{-5000, -5000, 5000}, {0.70710677, 0.70710677, 0}},
       far_sphere,
       {{5.693442e-39, -5000, 5000}, {5.693442e-39, -5000, 5000}},
       std::nullopt,
       false,
       "misses the box; no NaN"},
      {"ray-sphere entry lost to cancellation",
       {{-1e7, 0.095, 0}, {1, 0, 0}},
       {{0, 0, 0}, 0.1},
       far_box,
       9999999.968775,
       false,
       "hits, entering at t ~ 9999999.968775 (to 1e-6)"},
  };
}

}  // namespace plumb::field
