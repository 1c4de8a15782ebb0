#include "subject/declarations.h"

#include <cmath>
#include <stdexcept>

namespace plumb {

double unit_roundoff(Precision p) { return p == Precision::binary32 ? 0x1p-24 : 0x1p-53; }

const char* precision_name(Precision p) { return p == Precision::binary32 ? "binary32" : "binary64"; }

Domain Domain::full_double() { return Domain{}; }

Domain Domain::all_finite() {
  Domain d;
  d.name = "all-finite";
  d.non_finite = false;
  return d;
}

Domain Domain::game_metres() {
  Domain d;
  d.name = "game-metres";
  d.max_magnitude = 0x1p20;
  d.min_magnitude = 0x1p-32;
  d.non_finite = false;
  return d;
}

Domain Domain::game_metres_float() {
  Domain d = game_metres();
  d.name = "game-metres-float";
  d.precision = Precision::binary32;
  return d;
}

Domain Domain::gis_projected() {
  Domain d;
  d.name = "gis-projected";
  d.max_magnitude = 0x1p25;
  d.min_magnitude = 0x1p-30;
  d.non_finite = false;
  return d;
}

std::vector<std::string> Domain::preset_names() {
  return {"full-double", "all-finite", "game-metres", "game-metres-float", "gis-projected"};
}

Domain Domain::preset(std::string_view name) {
  if (name == "full-double") return full_double();
  if (name == "all-finite") return all_finite();
  if (name == "game-metres") return game_metres();
  if (name == "game-metres-float") return game_metres_float();
  if (name == "gis-projected") return gis_projected();
  std::string known;
  for (const std::string& n : preset_names()) known += (known.empty() ? "" : ", ") + n;
  throw std::invalid_argument("unknown domain '" + std::string(name) + "' (known: " + known + ")");
}

MemberContract MemberDeclaration::over(const MemberContract& every) const {
  MemberContract c = every;
  if (decision_allowance) c.decision_allowance = *decision_allowance;
  if (decision_absolute) c.decision_absolute = *decision_absolute;
  if (tolerance) c.tolerance = *tolerance;
  if (constructions) c.constructions = *constructions;
  if (parameters) c.parameters = *parameters;
  if (points) c.points = *points;
  return c;
}

Conventions ConventionDeclaration::over(const Conventions& subject) const {
  Conventions c = subject;
  if (box) c.box = *box;
  if (sphere) c.sphere = *sphere;
  if (inside_start) c.inside_start = *inside_start;
  if (edge_on) c.edge_on = *edge_on;
  if (in_plane) c.in_plane = *in_plane;
  if (ray_in_plane) c.ray_in_plane = *ray_in_plane;
  if (zero_length) c.zero_length = *zero_length;
  if (zero_direction) c.zero_direction = *zero_direction;
  if (parallel_crossing) c.parallel_crossing = *parallel_crossing;
  if (triangle_faces) c.triangle_faces = *triangle_faces;
  if (triangle_in_plane) c.triangle_in_plane = *triangle_in_plane;
  if (boundary) c.boundary = *boundary;
  if (min_hit_t) c.min_hit_t = *min_hit_t;
  return c;
}

bool ConventionDeclaration::empty() const {
  return !box && !sphere && !inside_start && !edge_on && !in_plane && !ray_in_plane && !zero_length && !zero_direction &&
         !parallel_crossing && !triangle_faces && !triangle_in_plane && !boundary &&
         !min_hit_t;
}

Preconditions PreconditionDeclaration::over(const Preconditions& subject) const {
  Preconditions p = subject;
  if (nonzero_normal) p.nonzero_normal = *nonzero_normal;
  if (ordered_box) p.ordered_box = *ordered_box;
  if (nonnegative_radius) p.nonnegative_radius = *nonnegative_radius;
  if (unit_direction) p.unit_direction = *unit_direction;
  return p;
}

bool PreconditionDeclaration::empty() const {
  return !nonzero_normal && !ordered_box && !nonnegative_radius && !unit_direction;
}

Preconditions Declarations::preconditions_for(std::string_view member) const {
  const auto it = members.find(member);
  return it == members.end() ? preconditions : it->second.preconditions.over(preconditions);
}

bool Declarations::any_unit_direction() const {
  if (preconditions.unit_direction) return true;
  for (const auto& [name, m] : members)
    if (m.preconditions.unit_direction.value_or(false)) return true;
  return false;
}

Conventions Declarations::conventions_for(std::string_view member) const {
  const auto it = members.find(member);
  return it == members.end() ? conventions : it->second.conventions.over(conventions);
}

MemberContract Declarations::contract(std::string_view member) const {
  const auto it = members.find(member);
  return it == members.end() ? every : it->second.over(every);
}

bool Declarations::strict() const {
  auto strict_contract = [](const MemberContract& c) {
    return c.decision_allowance == 0 && c.decision_absolute == 0 && c.tolerance.strict() && c.constructions && c.parameters && c.points;
  };
  if (!strict_contract(every)) return false;
  for (const auto& [name, c] : members)
    if (!strict_contract(c.over(every))) return false;
  return true;
}

MemberContract rounding_contract(double allowance, double conditioned) {
  MemberContract c;
  c.decision_allowance = allowance;
  c.tolerance.conditioned = conditioned;
  return c;
}

}  // namespace plumb
