#include "subject/declarations_json.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <stdexcept>
#include <string>
#include <utility>

#include "subject/subject.h"

namespace plumb {
namespace {

using nlohmann::json;

[[noreturn]] void fail(const std::string& where, const std::string& what) {
  throw std::invalid_argument("declarations: " + where + ": " + what);
}

const json& object(const json& j, const std::string& where) {
  if (!j.is_object()) fail(where, "expected an object, got " + j.dump());
  return j;
}

// Every key of j must be one of `known`.
void only(const json& j, const std::string& where, std::initializer_list<const char*> known) {
  for (const auto& item : object(j, where).items()) {
    const std::string& key = item.key();  // a plain name: clang 14 cannot capture structured bindings
    if (std::none_of(known.begin(), known.end(), [&](const char* k) { return key == k; })) {
      std::string list;
      for (const char* k : known) list += (list.empty() ? "" : ", ") + std::string(k);
      fail(where, "unknown field '" + key + "' (known: " + list + ")");
    }
  }
}

void read(const json& j, const char* key, const std::string& where, double& out) {
  if (!j.contains(key)) return;
  if (!j[key].is_number()) fail(where + "." + key, "expected a number, got " + j[key].dump());
  out = j[key].get<double>();
}

void read(const json& j, const char* key, const std::string& where, bool& out) {
  if (!j.contains(key)) return;
  if (!j[key].is_boolean()) fail(where + "." + key, "expected true or false, got " + j[key].dump());
  out = j[key].get<bool>();
}

// An enum from its name among {name, value} pairs.
template <class E, std::size_t N>
void read(const json& j, const char* key, const std::string& where, E& out,
          const std::array<std::pair<const char*, E>, N>& names) {
  if (!j.contains(key)) return;
  for (const auto& [name, value] : names)
    if (j[key] == name) return void(out = value);
  std::string list;
  for (const auto& [name, value] : names) list += (list.empty() ? "" : " or ") + std::string(name);
  fail(where + "." + key, "expected " + list + ", got " + j[key].dump());
}

template <class E, std::size_t N>
void read(const json& j, const char* key, const std::string& where, std::optional<E>& out,
          const std::array<std::pair<const char*, E>, N>& names) {
  if (!j.contains(key)) return;
  E value{};
  read(j, key, where, value, names);
  out = value;
}

template <class E, std::size_t N>
const char* name_of(E value, const std::array<std::pair<const char*, E>, N>& names) {
  for (const auto& [name, v] : names)
    if (v == value) return name;
  return "?";
}

constexpr std::array<std::pair<const char*, Precision>, 2> kPrecision{
    {{"binary64", Precision::binary64}, {"binary32", Precision::binary32}}};
constexpr std::array<std::pair<const char*, BoxConvention>, 2> kBox{
    {{"closed", BoxConvention::closed}, {"open", BoxConvention::open}}};
constexpr std::array<std::pair<const char*, SphereConvention>, 2> kSphere{
    {{"ball", SphereConvention::ball}, {"surface", SphereConvention::surface}}};
constexpr std::array<std::pair<const char*, InsideStart>, 4> kInside{
    {{"hit_at_zero", InsideStart::hit_at_zero},
     {"no_hit", InsideStart::no_hit},
     {"exit", InsideStart::exit},
     {"entry", InsideStart::entry}}};
constexpr std::array<std::pair<const char*, EdgeOn>, 2> kEdgeOn{{{"counts", EdgeOn::counts}, {"ignored", EdgeOn::ignored}}};
constexpr std::array<std::pair<const char*, InPlane>, 2> kInPlane{
    {{"crosses_at_start", InPlane::crosses_at_start}, {"no_crossing", InPlane::no_crossing}}};
constexpr std::array<std::pair<const char*, ZeroLength>, 2> kZeroLength{
    {{"point", ZeroLength::point}, {"outside_contract", ZeroLength::outside_contract}}};
constexpr std::array<std::pair<const char*, ParallelCrossing>, 2> kParallelCrossing{
    {{"none", ParallelCrossing::none}, {"common_point", ParallelCrossing::common_point}}};
constexpr std::array<std::pair<const char*, TriangleFaces>, 2> kTriangleFaces{
    {{"both", TriangleFaces::both}, {"front_only", TriangleFaces::front_only}}};
constexpr std::array<std::pair<const char*, TriangleInPlane>, 2> kTriangleInPlane{
    {{"no_hit", TriangleInPlane::no_hit}, {"first_contact", TriangleInPlane::first_contact}}};
constexpr std::array<std::pair<const char*, BoundaryConvention>, 4> kBoundary{{{"on", BoundaryConvention::on},
                                                                            {"inside", BoundaryConvention::inside},
                                                                            {"outside", BoundaryConvention::outside},
                                                                            {"half_open", BoundaryConvention::half_open}}};
constexpr std::array<std::pair<const char*, NonFiniteAnswer>, 3> kNonFinite{
    {{"documented", NonFiniteAnswer::documented},
     {"error", NonFiniteAnswer::error},
     {"assertion", NonFiniteAnswer::assertion}}};

Domain domain_from_json(const json& j) {
  if (j.is_string()) {
    try {
      return Domain::preset(j.get<std::string>());
    } catch (const std::invalid_argument& e) {
      fail("domain", e.what());
    }
  }
  only(j, "domain", {"preset", "name", "max_magnitude", "min_magnitude", "precision", "non_finite"});
  Domain d;
  if (j.contains("preset")) {
    if (!j["preset"].is_string()) fail("domain.preset", "expected a preset's name, got " + j["preset"].dump());
    d = domain_from_json(j["preset"]);
  }
  if (j.contains("name")) {
    if (!j["name"].is_string()) fail("domain.name", "expected a string, got " + j["name"].dump());
    d.name = j["name"].get<std::string>();
  }
  read(j, "max_magnitude", "domain", d.max_magnitude);
  read(j, "min_magnitude", "domain", d.min_magnitude);
  read(j, "precision", "domain", d.precision, kPrecision);
  read(j, "non_finite", "domain", d.non_finite);
  if (!(d.max_magnitude > 0) || !(d.min_magnitude >= 0) || d.min_magnitude > d.max_magnitude)
    fail("domain", "needs 0 <= min_magnitude <= max_magnitude and max_magnitude > 0");
  return d;
}

MemberContract contract_from_json(const json& j, const std::string& where, MemberContract c,
                                  bool member = false) {
  if (member)
    only(j, where,
         {"decision_allowance", "decision_absolute", "tolerance", "constructions", "parameters", "points",
          "conventions", "preconditions"});
  else
    only(j, where, {"decision_allowance", "decision_absolute", "tolerance", "constructions", "parameters", "points"});
  read(j, "decision_allowance", where, c.decision_allowance);
  read(j, "decision_absolute", where, c.decision_absolute);
  if (!(c.decision_absolute >= 0) || !std::isfinite(c.decision_absolute))
    fail(where + ".decision_absolute", "expected a finite number >= 0");
  if (j.contains("tolerance")) {
    const json& t = j["tolerance"];
    const std::string at = where + ".tolerance";
    only(t, at, {"ulps", "relative", "absolute", "conditioned"});
    read(t, "ulps", at, c.tolerance.ulps);
    read(t, "relative", at, c.tolerance.relative);
    read(t, "absolute", at, c.tolerance.absolute);
    read(t, "conditioned", at, c.tolerance.conditioned);
  }
  read(j, "constructions", where, c.constructions);
  read(j, "parameters", where, c.parameters);
  read(j, "points", where, c.points);
  return c;
}

// The conventions an object sets: the subject's (with non_finite), or one
// member's over them.
ConventionDeclaration conventions_from_json(const json& j, const std::string& where, NonFiniteAnswer* non_finite) {
  if (non_finite)
    only(j, where,
         {"box", "sphere", "inside_start", "edge_on", "in_plane", "zero_length", "zero_direction", "non_finite",
          "parallel_crossing", "triangle_faces", "boundary", "min_hit_t", "ray_in_plane", "triangle_in_plane"});
  else
    only(j, where,
         {"box", "sphere", "inside_start", "edge_on", "in_plane", "zero_length", "zero_direction", "parallel_crossing",
          "triangle_faces", "boundary", "min_hit_t", "ray_in_plane", "triangle_in_plane"});
  ConventionDeclaration c;
  read(j, "box", where, c.box, kBox);
  read(j, "sphere", where, c.sphere, kSphere);
  read(j, "inside_start", where, c.inside_start, kInside);
  read(j, "edge_on", where, c.edge_on, kEdgeOn);
  read(j, "in_plane", where, c.in_plane, kInPlane);
  read(j, "ray_in_plane", where, c.ray_in_plane, kInPlane);
  read(j, "zero_length", where, c.zero_length, kZeroLength);
  read(j, "zero_direction", where, c.zero_direction, kZeroLength);
  if (non_finite) read(j, "non_finite", where, *non_finite, kNonFinite);
  read(j, "parallel_crossing", where, c.parallel_crossing, kParallelCrossing);
  read(j, "triangle_faces", where, c.triangle_faces, kTriangleFaces);
  read(j, "triangle_in_plane", where, c.triangle_in_plane, kTriangleInPlane);
  read(j, "boundary", where, c.boundary, kBoundary);
  if (j.contains("min_hit_t")) {
    double t = 0;
    read(j, "min_hit_t", where, t);
    if (!(t >= 0) || !std::isfinite(t)) fail(where + ".min_hit_t", "expected a finite number >= 0");
    c.min_hit_t = t;
  }
  return c;
}

constexpr const char* kPreconditionNames[] = {"nonzero_normal", "ordered_box", "nonnegative_radius",
                                               "unit_direction"};

// The preconditions an object sets, field by field (a member's over the
// subject's, or the subject's over none).
PreconditionDeclaration preconditions_from_json(const json& p, const std::string& where) {
  only(p, where, {"nonzero_normal", "ordered_box", "nonnegative_radius", "unit_direction"});
  PreconditionDeclaration d;
  std::optional<bool>* fields[] = {&d.nonzero_normal, &d.ordered_box, &d.nonnegative_radius, &d.unit_direction};
  for (int i = 0; i < 4; ++i) {
    if (!p.contains(kPreconditionNames[i])) continue;
    bool v = false;
    read(p, kPreconditionNames[i], where, v);
    *fields[i] = v;
  }
  return d;
}

json preconditions_to_json(const Preconditions& p) {
  return {{"nonzero_normal", p.nonzero_normal},
          {"ordered_box", p.ordered_box},
          {"nonnegative_radius", p.nonnegative_radius},
          {"unit_direction", p.unit_direction}};
}

json conventions_to_json(const Conventions& c) {
  return {{"box", name_of(c.box, kBox)},
          {"sphere", name_of(c.sphere, kSphere)},
          {"inside_start", name_of(c.inside_start, kInside)},
          {"edge_on", name_of(c.edge_on, kEdgeOn)},
          {"in_plane", name_of(c.in_plane, kInPlane)},
          {"ray_in_plane", name_of(c.ray_in_plane, kInPlane)},
          {"zero_length", name_of(c.zero_length, kZeroLength)},
          {"zero_direction", name_of(c.zero_direction, kZeroLength)},
          {"non_finite", name_of(c.non_finite, kNonFinite)},
          {"parallel_crossing", name_of(c.parallel_crossing, kParallelCrossing)},
          {"triangle_faces", name_of(c.triangle_faces, kTriangleFaces)},
          {"triangle_in_plane", name_of(c.triangle_in_plane, kTriangleInPlane)},
          {"boundary", name_of(c.boundary, kBoundary)},
          {"min_hit_t", c.min_hit_t}};
}

json contract_to_json(const MemberContract& c) {
  return {{"decision_allowance", c.decision_allowance},
          {"decision_absolute", c.decision_absolute},
          {"tolerance",
           {{"ulps", c.tolerance.ulps},
            {"relative", c.tolerance.relative},
            {"absolute", c.tolerance.absolute},
            {"conditioned", c.tolerance.conditioned}}},
          {"constructions", c.constructions},
          {"parameters", c.parameters},
          {"points", c.points}};
}

}  // namespace

Declarations declarations_from_json(const json& j) {
  only(j, "the object", {"domain", "every", "members", "conventions", "preconditions", "closest_point_line",
                         "closest_point_ray", "closest_point_segment"});
  Declarations d;
  if (j.contains("domain")) d.domain = domain_from_json(j["domain"]);
  if (j.contains("every")) d.every = contract_from_json(j["every"], "every", d.every);
  if (j.contains("members")) {
    for (const auto& [name, c] : object(j["members"], "members").items()) {
      const auto& known = member_names();
      if (std::find(known.begin(), known.end(), name) == known.end())
        fail("members", "'" + name + "' is not a member (docs/protocol.md lists them)");
      MemberDeclaration m = contract_from_json(c, "members." + name, d.every, true);
      if (c.contains("conventions"))
        m.conventions = conventions_from_json(c["conventions"], "members." + name + ".conventions", nullptr);
      if (c.contains("preconditions"))
        m.preconditions = preconditions_from_json(c["preconditions"], "members." + name + ".preconditions");
      d.members[name] = m;
    }
  }
  if (j.contains("conventions")) {
    NonFiniteAnswer non_finite = NonFiniteAnswer::documented;
    d.conventions = conventions_from_json(j["conventions"], "conventions", &non_finite).over({});
    d.conventions.non_finite = non_finite;
  }
  if (j.contains("preconditions")) d.preconditions = preconditions_from_json(j["preconditions"], "preconditions").over({});
  read(j, "closest_point_line", "the object", d.closest_point_line);
  read(j, "closest_point_ray", "the object", d.closest_point_ray);
  read(j, "closest_point_segment", "the object", d.closest_point_segment);
  return d;
}

json declarations_to_json(const Declarations& d) {
  json j;
  j["domain"] = {{"name", d.domain.name},
                 {"max_magnitude", d.domain.max_magnitude},
                 {"min_magnitude", d.domain.min_magnitude},
                 {"precision", name_of(d.domain.precision, kPrecision)},
                 {"non_finite", d.domain.non_finite}};
  j["every"] = contract_to_json(d.every);
  j["members"] = json::object();
  for (const auto& [name, c] : d.members) {
    j["members"][name] = contract_to_json(c.over(d.every));
    // A member's preconditions and conventions are written whole (its own
    // over the subject's).
    if (!c.preconditions.empty()) j["members"][name]["preconditions"] = preconditions_to_json(d.preconditions_for(name));
    if (c.conventions.empty()) continue;
    json own = conventions_to_json(d.conventions_for(name));
    own.erase("non_finite");  // the subject's policy, not a member's
    j["members"][name]["conventions"] = std::move(own);
  }
  j["conventions"] = conventions_to_json(d.conventions);
  j["preconditions"] = preconditions_to_json(d.preconditions);
  j["closest_point_line"] = d.closest_point_line;
  j["closest_point_ray"] = d.closest_point_ray;
  j["closest_point_segment"] = d.closest_point_segment;
  return j;
}

}  // namespace plumb
