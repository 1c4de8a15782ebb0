// The documented answers for non-finite input of the 3D closest point, the
// plane kernels and the circle contact (their doc comments in kernels/ state
// them; the segment pairs, rays and 2D kernels have theirs in checks3d.cpp and
// checks_invariants.cpp). Each check applies only to a case that has a
// non-finite value where the rule speaks of one, and says nothing otherwise.
#include <cmath>
#include <fmt/format.h>

#include "kernels/contracts.h"
#include "oracle/closest_point.h"
#include "properties/checks.h"
#include "properties/checks3d.h"
#include "judge/format.h"
#include "judge/measure.h"

namespace plumb::check {
namespace {

using fmt_case::hex_and_decimal;

bool finite(double v) { return std::isfinite(v); }
bool finite(Vec2 p) { return finite(p.x) && finite(p.y); }
bool finite(Vec3 p) { return finite(p.x) && finite(p.y) && finite(p.z); }
bool finite(const Segment3& s) { return finite(s.a) && finite(s.b); }
bool finite(const Segment& s) { return finite(s.a) && finite(s.b); }
bool finite(const Plane& p) { return finite(p.normal) && finite(p.offset); }

std::string crossing3_text(const std::optional<PlaneCrossing>& c) {
  return c ? fmt::format("t = {}, point = {}", hex_and_decimal(c->t), fmt_case::vec3(c->point)) : "none";
}

}  // namespace

// Each member is called through non_finite_answer (checks.h): a subject whose
// domain leaves non-finite input out only has to return.
void non_finite_point3(const Subject& s, const Point3Case& c, Judge& j) {
  if (finite(c.s) && finite(c.p)) return;
  if (s.closest_point3)
    non_finite_answer(j, [&] { return s.closest_point3(c.s, c.p); }, [&](const ClosestPoint3& got) {
      // t only where it is judged: a point-only member's t is a placeholder.
      const bool t_ok = std::isnan(got.t) || !j.declared().contract("closest_point3").parameters;
      const bool ok = t_ok && std::isnan(got.point.x) && std::isnan(got.point.y) && std::isnan(got.point.z);
      j.invariant("closest_point3", "non-finite input answers NaN in every field", ok,
                  ok ? "" : fmt::format("t = {}, point = {}", hex_and_decimal(got.t), fmt_case::vec3(got.point)), "nan");
    });
  if (s.squared_distance_point_segment3)
    non_finite_answer(j, [&] { return s.squared_distance_point_segment3(c.p, c.s); }, [&](double got) {
      j.invariant("squared_distance_point_segment3", "non-finite input answers NaN", std::isnan(got),
                  hex_and_decimal(got), "nan");
    });
}

void non_finite_plane(const Subject& s, const PlaneCase& c, Judge& j) {
  const bool plane_finite = finite(c.plane);
  if (s.segment_plane_crossing && !(plane_finite && finite(c.s)))
    non_finite_answer(j, [&] { return s.segment_plane_crossing(c.s, c.plane); },
                      [&](const std::optional<PlaneCrossing>& got) {
                        j.invariant("segment_plane_crossing", "non-finite input answers none", !got,
                                    crossing3_text(got), "none");
                      });
  if (s.ray_plane_hit && !(plane_finite && finite(c.ray.origin) && finite(c.ray.direction)))
    non_finite_answer(j, [&] { return s.ray_plane_hit(c.ray, c.plane); }, [&](const std::optional<double>& got) {
      j.invariant("ray_plane_hit", "non-finite input answers none", !got, fmt_case::optional_double(got), "none");
    });
}

void non_finite_contact(const Subject& s, const CircleCase& c, Judge& j) {
  if (!s.circle_segment_contact) return;
  const double r = c.circle.radius;
  const bool input_finite = finite(c.circle.centre) && finite(c.s);
  if (input_finite && !std::isinf(r)) return;  // finite and NaN/negative radii: contact_oracle
  if (!j.declared().domain.non_finite) {  // outside the contract: returning is all it owes
    non_finite_answer(j, [&] { return s.circle_segment_contact(c.circle, c.s); }, [](const auto&) {});
    return;
  }
  const auto got = s.circle_segment_contact(c.circle, c.s);
  const std::string text = got ? fmt::format("closest {}, depth {}, push {}", fmt_case::vec(got->closest),
                                             hex_and_decimal(got->depth), fmt_case::vec(got->push))
                               : "none";
  if (!input_finite || !(r > 0)) {
    j.invariant("circle_segment_contact",
                input_finite ? "a radius of -inf answers none" : "a non-finite centre or segment answers none", !got,
                text, "none");
    return;
  }
  // +inf radius, finite centre and segment: touching, infinitely deep.
  j.invariant("circle_segment_contact", "a radius of +inf touches", got.has_value(), text, "a contact");
  if (!got) return;
  const bool depth_ok = got->depth == INFINITY;
  auto infinite_or_zero = [](double v) { return v == 0.0 || std::isinf(v); };
  const bool push_ok = infinite_or_zero(got->push.x) && infinite_or_zero(got->push.y) &&
                       (std::isinf(got->push.x) || std::isinf(got->push.y));
  j.invariant("circle_segment_contact", "a radius of +inf gives depth +inf", depth_ok, text, "depth inf");
  j.invariant("circle_segment_contact", "a radius of +inf gives a push of +-inf or 0 per component, never NaN",
              push_ok, text, "push components +-inf or 0, at least one infinite");
  const oracle::ExactClosest exact = oracle::closest_point(c.s, c.circle.centre, Kind::segment);
  const double error = measure::point_error(got->closest, c.s, exact.t, exact.point);
  j.construction("circle_segment_contact", "closest point (u x scale)", error, contract::kPointScale, text,
                 error <= contract::kPointScale ? "" : measure::text(exact.point));
}

}  // namespace plumb::check
