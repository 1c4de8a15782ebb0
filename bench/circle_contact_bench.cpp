// Benchmarks: the disc-segment contact of a physics step, closest point,
// depth and push (kernels/circle_contact.h).
#include "bench/harness.h"
#include "bench/inputs.h"
#include "properties/naive/circle_contact.h"
#include "kernels/circle_contact.h"
#include "oracle/circle_contact.h"

namespace plumb::bench {
namespace {

std::optional<CircleContact> plumb_contact(const CircleAndSegment& q) { return circle_segment_contact(q.circle, q.s); }
std::optional<CircleContact> naive_contact(const CircleAndSegment& q) {
  return naive::circle_segment_contact(q.circle, q.s);
}
bool oracle_contact(const CircleAndSegment& q) { return oracle::circle_segment_contact(q.circle, q.s).has_value(); }
bool touching(const std::optional<CircleContact>& c) { return c.has_value(); }

const bool registered = [] {
  register_kernel("circle_segment_contact", each(circles_and_segments), plumb_contact, naive_contact, oracle_contact,
                  touching);
  return true;
}();

}  // namespace
}  // namespace plumb::bench
