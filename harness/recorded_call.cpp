#include "harness/recorded_call.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <span>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>

namespace plumb {
namespace {

// --- Answers as numbers with units. ------------------------------------------

void put(Answer& a, double x, Unit u) {
  a.numbers.push_back(x);
  a.units.push_back(u);
}
void flatten(Answer& a, Vec2 v, Unit) { put(a, v.x, Unit::length), put(a, v.y, Unit::length); }
void flatten(Answer& a, Vec3 v, Unit) {
  put(a, v.x, Unit::length), put(a, v.y, Unit::length), put(a, v.z, Unit::length);
}
void flatten(Answer& a, bool b, Unit) { put(a, b ? 1 : 0, Unit::count); }
void flatten(Answer& a, int i, Unit) { put(a, i > 0 ? 1 : i < 0 ? -1 : 0, Unit::count); }  // a sign
void flatten(Answer& a, Location l, Unit) { put(a, double(int(l)), Unit::count); }
void flatten(Answer& a, double x, Unit u) { put(a, x, u); }
void flatten(Answer& a, const ClosestPoint& c, Unit) { put(a, c.t, Unit::ratio), flatten(a, c.point, Unit::length); }
void flatten(Answer& a, const ClosestPoint3& c, Unit) { put(a, c.t, Unit::ratio), flatten(a, c.point, Unit::length); }
void flatten(Answer& a, const Crossing& c, Unit) {
  put(a, c.t, Unit::ratio), put(a, c.u, Unit::ratio), flatten(a, c.point, Unit::length);
}
void flatten(Answer& a, const Blocker& b, Unit u) { put(a, double(b.wall), Unit::count), flatten(a, b.contact, u); }
void flatten(Answer& a, const SegmentPair3& p, Unit) {
  put(a, p.s, Unit::ratio), put(a, p.t, Unit::ratio);
  flatten(a, p.first, Unit::length), flatten(a, p.second, Unit::length);
  put(a, p.squared_distance, Unit::area);
}
void flatten(Answer& a, const PlaneCrossing& c, Unit) { put(a, c.t, Unit::ratio), flatten(a, c.point, Unit::length); }
void flatten(Answer& a, const TriangleHit& h, Unit) {
  put(a, h.t, Unit::ratio), put(a, h.u, Unit::ratio), put(a, h.v, Unit::ratio);
}
void flatten(Answer& a, const LineSphereRoots& r, Unit) { put(a, r.t0, Unit::ratio), put(a, r.t1, Unit::ratio); }
void flatten(Answer& a, const CircleContact& c, Unit) {
  flatten(a, c.closest, Unit::length), put(a, c.depth, Unit::length), flatten(a, c.push, Unit::length);
}
template <class T>
void flatten(Answer& a, const std::optional<T>& o, Unit u) {
  put(a, o ? 1 : 0, Unit::count);
  if (o) flatten(a, *o, u);
}
template <class T>
void flatten(Answer& a, const std::vector<T>& v, Unit u) {
  put(a, double(v.size()), Unit::count);
  for (const T& x : v) flatten(a, x, u);
}

// What a bare double answer measures, by the member's name.
Unit double_unit(std::string_view member) {
  if (member.find("squared") != std::string_view::npos) return Unit::area;
  if (member.find("distance") != std::string_view::npos) return Unit::length;
  return Unit::ratio;  // a parameter t
}

// --- Arguments: stored, measured, scaled. --------------------------------------

template <class T> struct Stored { using type = T; };
template <class T> struct Stored<std::span<const T>> { using type = std::vector<T>; };
template <class T> using stored_t = typename Stored<std::decay_t<T>>::type;

template <class T> stored_t<T> store(const T& x) { return x; }
template <class T> std::vector<T> store(std::span<const T> x) { return {x.begin(), x.end()}; }

// Calls f(double) on every number of an argument.
template <class F> void numbers(Vec2 v, F&& f) { f(v.x), f(v.y); }
template <class F> void numbers(Vec3 v, F&& f) { f(v.x), f(v.y), f(v.z); }
template <class F> void numbers(const Segment& s, F&& f) { numbers(s.a, f), numbers(s.b, f); }
template <class F> void numbers(const Segment3& s, F&& f) { numbers(s.a, f), numbers(s.b, f); }
template <class F> void numbers(const Ray3& r, F&& f) { numbers(r.origin, f), numbers(r.direction, f); }
template <class F> void numbers(const Plane& p, F&& f) { numbers(p.normal, f), f(p.offset); }
template <class F> void numbers(const Sphere& s, F&& f) { numbers(s.centre, f), f(s.radius); }
template <class F> void numbers(const Circle& c, F&& f) { numbers(c.centre, f), f(c.radius); }
template <class F> void numbers(const Capsule& c, F&& f) { numbers(c.a, f), numbers(c.b, f), f(c.radius); }
template <class F> void numbers(const Box& b, F&& f) { numbers(b.min, f), numbers(b.max, f); }
template <class F> void numbers(const Box2& b, F&& f) { numbers(b.min, f), numbers(b.max, f); }
template <class F> void numbers(const Triangle3& t, F&& f) { numbers(t.a, f), numbers(t.b, f), numbers(t.c, f); }
template <class F> void numbers(Kind, F&&) {}
template <class T, class F> void numbers(const std::vector<T>& v, F&& f) {
  for (const T& x : v) numbers(x, f);
}

// The first point of an argument, if it has one.
std::optional<Vec3> first_point(Vec2 v) { return Vec3{v.x, v.y, 0}; }
std::optional<Vec3> first_point(Vec3 v) { return v; }
std::optional<Vec3> first_point(const Segment& s) { return first_point(s.a); }
std::optional<Vec3> first_point(const Segment3& s) { return s.a; }
std::optional<Vec3> first_point(const Ray3& r) { return r.origin; }
std::optional<Vec3> first_point(const Plane&) { return std::nullopt; }
std::optional<Vec3> first_point(const Sphere& s) { return s.centre; }
std::optional<Vec3> first_point(const Circle& c) { return first_point(c.centre); }
std::optional<Vec3> first_point(const Capsule& c) { return c.a; }
std::optional<Vec3> first_point(const Box& b) { return b.min; }
std::optional<Vec3> first_point(const Box2& b) { return first_point(b.min); }
std::optional<Vec3> first_point(const Triangle3& t) { return t.a; }
std::optional<Vec3> first_point(Kind) { return std::nullopt; }
template <class T> std::optional<Vec3> first_point(const std::vector<T>& v) {
  return v.empty() ? std::nullopt : first_point(v.front());
}

// Positions to o + lambda (p - o), lengths times lambda, directions kept.
struct Scaler {
  Vec3 o;
  double lambda = 1.0;
  double along(double p, double origin) const { return origin + lambda * (p - origin); }
  Vec2 operator()(Vec2 p) const { return {along(p.x, o.x), along(p.y, o.y)}; }
  Vec3 operator()(Vec3 p) const { return {along(p.x, o.x), along(p.y, o.y), along(p.z, o.z)}; }
  Segment operator()(const Segment& s) const { return {(*this)(s.a), (*this)(s.b)}; }
  Segment3 operator()(const Segment3& s) const { return {(*this)(s.a), (*this)(s.b)}; }
  Ray3 operator()(const Ray3& r) const { return {(*this)(r.origin), r.direction}; }
  // n . x = offset, with x -> o + lambda (x - o): n . o + lambda (offset - n . o).
  Plane operator()(const Plane& p) const {
    const double no = p.normal.x * o.x + p.normal.y * o.y + p.normal.z * o.z;
    return {p.normal, no + lambda * (p.offset - no)};
  }
  Sphere operator()(const Sphere& s) const { return {(*this)(s.centre), lambda * s.radius}; }
  Circle operator()(const Circle& c) const { return {(*this)(c.centre), lambda * c.radius}; }
  Capsule operator()(const Capsule& c) const { return {(*this)(c.a), (*this)(c.b), lambda * c.radius}; }
  Box operator()(const Box& b) const { return {(*this)(b.min), (*this)(b.max)}; }
  Box2 operator()(const Box2& b) const { return {(*this)(b.min), (*this)(b.max)}; }
  Triangle3 operator()(const Triangle3& t) const { return {(*this)(t.a), (*this)(t.b), (*this)(t.c)}; }
  Kind operator()(Kind k) const { return k; }
  template <class T> std::vector<T> operator()(const std::vector<T>& v) const {
    std::vector<T> out;
    for (const T& x : v) out.push_back((*this)(x));
    return out;
  }
};

template <class Tuple> Tuple scaled(const Tuple& args, double lambda) {
  if (lambda == 1.0) return args;
  std::optional<Vec3> o;
  std::apply([&](const auto&... a) { ((o = o ? o : first_point(a)), ...); }, args);
  const Scaler s{o.value_or(Vec3{}), lambda};
  return std::apply([&](const auto&... a) { return Tuple{s(a)...}; }, args);
}

// The deciding quantity of a parallel test, where the arguments have one.
template <class Tuple> double quantity_of(const Tuple&) { return NAN; }
template <class Tuple> const char* quantity_name(const Tuple*) { return ""; }
double quantity_of(const std::tuple<Segment, Segment>& a) {
  const Segment& s1 = std::get<0>(a);
  const Segment& s2 = std::get<1>(a);
  return std::fabs((s1.b.x - s1.a.x) * (s2.b.y - s2.a.y) - (s1.b.y - s1.a.y) * (s2.b.x - s2.a.x));
}
const char* quantity_name(const std::tuple<Segment, Segment>*) { return "|d1 x d2|, the cross product of the directions"; }
double quantity_of(const std::tuple<Ray3, Triangle3>& a) {
  const Vec3 d = std::get<0>(a).direction;
  const Triangle3& t = std::get<1>(a);
  const Vec3 e1{t.b.x - t.a.x, t.b.y - t.a.y, t.b.z - t.a.z}, e2{t.c.x - t.a.x, t.c.y - t.a.y, t.c.z - t.a.z};
  const Vec3 p{d.y * e2.z - d.z * e2.y, d.z * e2.x - d.x * e2.z, d.x * e2.y - d.y * e2.x};
  return std::fabs(e1.x * p.x + e1.y * p.y + e1.z * p.z);
}
const char* quantity_name(const std::tuple<Ray3, Triangle3>*) { return "|e1 . (d x e2)|, the determinant"; }

template <class R, class... A>
Answer answer_of(const std::function<R(A...)>& fn, const std::tuple<stored_t<A>...>& args, Unit unit) {
  Answer a;
  if (!fn) {
    a.threw = true;
    return a;
  }
  try {
    flatten(a, std::apply(fn, args), unit);
  } catch (...) {
    a = Answer{};
    a.threw = true;
  }
  return a;
}

template <class R, class... A>
void record(std::function<R(A...)>& fn, const char* name, std::vector<RecordedCall>& calls, std::size_t limit) {
  if (!fn) return;
  using Fn = std::function<R(A...)>;
  using Args = std::tuple<stored_t<A>...>;
  fn = [inner = std::move(fn), name, &calls, limit](A... in) -> R {
    if (calls.size() >= limit) return inner(in...);
    Args args{store(in)...};
    RecordedCall c;
    c.member = name;
    const Unit unit = double_unit(name);
    std::apply([&](const auto&... a) {
      (numbers(a, [&](double x) { if (std::isfinite(x)) c.scale = std::max(c.scale, std::fabs(x)); }), ...);
    }, args);
    c.replay = [args, name, unit](const Subject& other, double lambda) {
      Answer a;
      a.threw = true;
      for_each_member(other, [&](const char* n, const auto& f) {
        if constexpr (std::is_same_v<std::decay_t<decltype(f)>, Fn>)
          if (std::string_view(n) == name) a = answer_of(f, scaled(args, lambda), unit);
      });
      return a;
    };
    c.quantity = [args](double lambda) { return quantity_of(scaled(args, lambda)); };
    c.quantity_name = quantity_name(static_cast<const Args*>(nullptr));
    try {
      R r = inner(in...);
      flatten(c.answer, r, unit);
      calls.push_back(std::move(c));
      return r;
    } catch (...) {
      c.answer.threw = true;
      calls.push_back(std::move(c));
      throw;
    }
  };
}

}  // namespace

Subject recording(const Subject& s, const std::set<std::string>& members, std::vector<RecordedCall>& calls,
                  std::size_t limit) {
  Subject r = s;
  for_each_member(r, [&](const char* name, auto& fn) {
    if (members.count(name)) record(fn, name, calls, limit);
  });
  return r;
}

bool same_answer(const Answer& a, const Answer& b, double scale, double relative) {
  if (a.threw || b.threw) return a.threw && b.threw;
  if (a.numbers.size() != b.numbers.size()) return false;
  for (std::size_t i = 0; i < a.numbers.size(); ++i) {
    const double x = a.numbers[i], y = b.numbers[i];
    if (a.units[i] != b.units[i]) return false;
    if (std::isnan(x) || std::isnan(y)) {
      if (std::isnan(x) != std::isnan(y)) return false;
      continue;
    }
    if (x == y) continue;
    if (a.units[i] == Unit::count || std::isinf(x) || std::isinf(y)) return false;
    const double unit = a.units[i] == Unit::ratio ? 1.0 : a.units[i] == Unit::length ? scale : scale * scale;
    if (!(std::fabs(x - y) <= relative * (std::max(std::fabs(x), std::fabs(y)) + unit))) return false;
  }
  return true;
}

}  // namespace plumb
