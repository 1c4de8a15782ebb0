#include "harness/protocol_codec.h"

#include <array>
#include <cctype>
#include <cerrno>
#include <charconv>
#include <cstdlib>
#include <cstring>
#include <string>
#include <cmath>
#include <limits>

namespace plumb::protocol {
namespace {

bool equal_ignoring_case(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i]))) return false;
  return true;
}

// The tokens of a line, checked against the count the result shape needs.
// Answers have at most kInline tokens but a list of points; those are held
// without a heap allocation (decoding is done once per call of a check).
class Reader {
 public:
  Reader(std::string_view line, const char* shape) : shape_(shape) {
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    std::size_t i = 0;
    while (i < line.size()) {
      while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
      const std::size_t start = i;
      while (i < line.size() && line[i] != ' ' && line[i] != '\t') ++i;
      if (i == start) continue;
      const std::string_view t = line.substr(start, i - start);
      if (count_ < kInline) inline_[count_] = t;
      else more_.push_back(t);
      ++count_;
    }
  }

  bool none() const { return count_ == 1 && inline_[0] == "none"; }
  std::size_t size() const { return count_; }

  void expect(std::size_t count) const {
    if (count_ != count)
      throw ProtocolError(std::string("expected ") + shape_ + " (" + std::to_string(count) + " token" +
                          (count == 1 ? "" : "s") + "), got " + std::to_string(count_));
  }

  double number(std::size_t i) const {
    const auto x = parse_number(word(i));
    if (!x) throw ProtocolError("'" + std::string(word(i)) + "' is not a number (expected " + shape_ + ")");
    return *x;
  }

  std::string_view word(std::size_t i) const {
    if (i >= count_) throw std::out_of_range("token " + std::to_string(i));
    return i < kInline ? inline_[i] : more_[i - kInline];
  }

 private:
  static constexpr std::size_t kInline = 10;
  std::array<std::string_view, kInline> inline_{};
  std::vector<std::string_view> more_;
  std::size_t count_ = 0;
  const char* shape_;
};

Vec2 vec2(const Reader& r, std::size_t i) { return {r.number(i), r.number(i + 1)}; }
Vec3 vec3(const Reader& r, std::size_t i) { return {r.number(i), r.number(i + 1), r.number(i + 2)}; }

std::string numbers(std::initializer_list<double> xs) {
  std::string out;
  for (double x : xs) {
    if (!out.empty()) out += ' ';
    append_number(out, x);
  }
  return out;
}

}  // namespace

void append_number(std::string& out, double x) {
  if (std::isnan(x)) {
    out += "NaN";
  } else if (std::isinf(x)) {
    out += x > 0 ? "Infinity" : "-Infinity";
  } else {
    char buf[32];
    const auto r = std::to_chars(buf, buf + sizeof buf, x);  // shortest round trip; "-0" for -0.0
    out.append(buf, r.ptr);
  }
}

std::string format_number(double x) {
  std::string s;
  append_number(s, x);
  return s;
}

std::optional<double> parse_number(std::string_view t) {
  if (t.empty()) return std::nullopt;
  if (t == "NaN" || equal_ignoring_case(t, "nan")) return std::numeric_limits<double>::quiet_NaN();
  if (t == "Infinity" || equal_ignoring_case(t, "inf") || equal_ignoring_case(t, "infinity"))
    return std::numeric_limits<double>::infinity();
  if (t == "-Infinity" || equal_ignoring_case(t, "-inf") || equal_ignoring_case(t, "-infinity"))
    return -std::numeric_limits<double>::infinity();
  // from_chars would also read "nan(...)" and other spellings; only decimals here.
  for (char c : t)
    if (!(std::isdigit(static_cast<unsigned char>(c)) || c == '-' || c == '.' || c == 'e' || c == 'E' || c == '+'))
      return std::nullopt;
  if (t.front() == '+') return std::nullopt;  // no leading plus
  double x = 0;
#if defined(__cpp_lib_to_chars) && !defined(_LIBCPP_VERSION)
  // libstdc++'s from_chars: correctly rounded, several times faster than
  // strtod, and no copy of the token. It reports a decimal beyond the largest
  // double or one that rounds to zero without being zero as out of range
  // (subnormal results are fine): refused below, as with strtod.
  const auto r = std::from_chars(t.data(), t.data() + t.size(), x);
  if (r.ec != std::errc() || r.ptr != t.data() + t.size()) return std::nullopt;
#else
  // strtod, not from_chars: libc++ 14 (the OSS-Fuzz build) has no
  // floating-point from_chars. glibc's strtod is correctly rounded, and
  // Plumb never changes the C locale, so '.' is the decimal point. The token
  // is copied to a terminated buffer (on the stack when short).
  char small[64];
  std::string large;
  const char* text = small;
  if (t.size() < sizeof small) {
    std::memcpy(small, t.data(), t.size());
    small[t.size()] = '\0';
  } else {
    large.assign(t);
    text = large.c_str();
  }
  char* end = nullptr;
  errno = 0;
  x = std::strtod(text, &end);
  if (end != text + t.size()) return std::nullopt;
#endif
  // Out of range: a decimal beyond the largest double (inf) or one that
  // rounds to zero without being zero. Neither is a spelling a correct writer
  // produces, so refusing it is the safer reading. (strtod also sets ERANGE
  // for subnormal results, which are fine.)
  if (std::isinf(x)) return std::nullopt;
  if (x == 0 && t.find_first_of("123456789") < t.find_first_of("eE")) return std::nullopt;
  return x;
}

void append_argument(std::string& out, Vec2 p) {
  out += ' ';
  append_number(out, p.x);
  out += ' ';
  append_number(out, p.y);
}
void append_argument(std::string& out, const Segment& s) {
  append_argument(out, s.a);
  append_argument(out, s.b);
}
void append_argument(std::string& out, Kind k) {
  out += k == Kind::line ? " line" : k == Kind::ray ? " ray" : " segment";
}
void append_argument(std::string& out, const Circle& c) {
  append_argument(out, c.centre);
  out += ' ';
  append_number(out, c.radius);
}
void append_argument(std::string& out, const Box2& b) {
  append_argument(out, b.min);
  append_argument(out, b.max);
}
void append_argument(std::string& out, std::span<const Segment> walls) {
  out += ' ';
  out += std::to_string(walls.size());
  for (const Segment& w : walls) append_argument(out, w);
}
void append_argument(std::string& out, std::span<const Vec2> vertices) {
  out += ' ';
  out += std::to_string(vertices.size());
  for (const Vec2& v : vertices) append_argument(out, v);
}
void append_argument(std::string& out, Vec3 p) {
  for (double x : {p.x, p.y, p.z}) {
    out += ' ';
    append_number(out, x);
  }
}
void append_argument(std::string& out, const Segment3& s) {
  append_argument(out, s.a);
  append_argument(out, s.b);
}
void append_argument(std::string& out, const Sphere& s) {
  append_argument(out, s.centre);
  out += ' ';
  append_number(out, s.radius);
}
void append_argument(std::string& out, const Capsule& c) {
  append_argument(out, c.a);
  append_argument(out, c.b);
  out += ' ';
  append_number(out, c.radius);
}
void append_argument(std::string& out, const Plane& p) {
  append_argument(out, p.normal);
  out += ' ';
  append_number(out, p.offset);
}
void append_argument(std::string& out, const Ray3& r) {
  append_argument(out, r.origin);
  append_argument(out, r.direction);
}
void append_argument(std::string& out, const Box& b) {
  append_argument(out, b.min);
  append_argument(out, b.max);
}
void append_argument(std::string& out, const Triangle3& t) {
  append_argument(out, t.a);
  append_argument(out, t.b);
  append_argument(out, t.c);
}

std::vector<std::string_view> tokens(std::string_view line) {
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
    const std::size_t start = i;
    while (i < line.size() && line[i] != ' ' && line[i] != '\t') ++i;
    if (i > start) out.push_back(line.substr(start, i - start));
  }
  return out;
}

void decode(std::string_view line, int& out) {
  const Reader r(line, "a number whose sign is the orientation");
  r.expect(1);
  const double x = r.number(0);
  out = x > 0 ? 1 : x < 0 ? -1 : 0;
}

void decode(std::string_view line, bool& out) {
  const Reader r(line, "true or false");
  r.expect(1);
  if (r.word(0) != "true" && r.word(0) != "false")
    throw ProtocolError("'" + std::string(r.word(0)) + "' is not true or false");
  out = r.word(0) == "true";
}

void decode(std::string_view line, double& out) {
  const Reader r(line, "a number");
  r.expect(1);
  out = r.number(0);
}

void decode(std::string_view line, std::optional<double>& out) {
  const Reader r(line, "none or a number");
  if (r.none()) return void(out = std::nullopt);
  r.expect(1);
  out = r.number(0);
}

void decode(std::string_view line, ClosestPoint& out) {
  const Reader r(line, "t x y");
  r.expect(3);
  out = {r.number(0), vec2(r, 1)};
}

void decode(std::string_view line, std::optional<Crossing>& out) {
  const Reader r(line, "none or t u x y");
  if (r.none()) return void(out = std::nullopt);
  r.expect(4);
  out = Crossing{r.number(0), r.number(1), vec2(r, 2)};
}

void decode(std::string_view line, std::optional<Blocker>& out) {
  const Reader r(line, "none or wall t u x y");
  if (r.none()) return void(out = std::nullopt);
  r.expect(5);
  const double wall = r.number(0);
  if (!(wall >= 0 && wall <= 0x1p53 && wall == std::floor(wall)))
    throw ProtocolError("the wall '" + std::string(r.word(0)) + "' is not a whole number from 0");
  out = Blocker{std::size_t(wall), Crossing{r.number(1), r.number(2), vec2(r, 3)}};
}

void decode(std::string_view line, ClosestPoint3& out) {
  const Reader r(line, "t x y z");
  r.expect(4);
  out = {r.number(0), vec3(r, 1)};
}

void decode(std::string_view line, Vec3& out) {
  const Reader r(line, "x y z");
  r.expect(3);
  out = vec3(r, 0);
}

void decode(std::string_view line, SegmentPair3& out) {
  const Reader r(line, "s t x1 y1 z1 x2 y2 z2 squared_distance");
  r.expect(9);
  out = {r.number(0), r.number(1), vec3(r, 2), vec3(r, 5), r.number(8)};
}

void decode(std::string_view line, std::optional<PlaneCrossing>& out) {
  const Reader r(line, "none or t x y z");
  if (r.none()) return void(out = std::nullopt);
  r.expect(4);
  out = PlaneCrossing{r.number(0), vec3(r, 1)};
}

void decode(std::string_view line, std::optional<CircleContact>& out) {
  const Reader r(line, "none or closest_x closest_y depth push_x push_y");
  if (r.none()) return void(out = std::nullopt);
  r.expect(5);
  out = CircleContact{vec2(r, 0), r.number(2), vec2(r, 3)};
}

void decode(std::string_view line, std::optional<TriangleHit>& out) {
  const Reader r(line, "none or t u v");
  if (r.none()) return void(out = std::nullopt);
  r.expect(3);
  out = TriangleHit{r.number(0), r.number(1), r.number(2)};
}

void decode(std::string_view line, std::optional<LineSphereRoots>& out) {
  const Reader r(line, "none or t0 t1");
  if (r.none()) return void(out = std::nullopt);
  r.expect(2);
  out = LineSphereRoots{r.number(0), r.number(1)};
}

void decode(std::string_view line, Location& out) {
  const Reader r(line, "inside, outside or boundary");
  r.expect(1);
  const std::string_view w = r.word(0);
  if (w == "inside") out = Location::inside;
  else if (w == "outside") out = Location::outside;
  else if (w == "boundary") out = Location::boundary;
  else throw ProtocolError("'" + std::string(w) + "' is not inside, outside or boundary");
}

void decode(std::string_view line, std::vector<Vec2>& out) {
  const Reader r(line, "none or points x1 y1 x2 y2 ...");
  out.clear();
  if (r.none()) return;
  const std::size_t n = r.size();
  if (n == 0 || n % 2 != 0)
    throw ProtocolError("expected none or points x1 y1 x2 y2 ... (an even count of numbers), got " +
                        std::to_string(n) + " tokens");
  for (std::size_t i = 0; i < n; i += 2) out.push_back(vec2(r, i));
}

std::string encode(int sign) { return std::to_string(sign > 0 ? 1 : sign < 0 ? -1 : 0); }
std::string encode(bool b) { return b ? "true" : "false"; }
std::string encode(double x) { return format_number(x); }
std::string encode(const std::optional<double>& t) { return t ? format_number(*t) : "none"; }
std::string encode(const ClosestPoint& c) { return numbers({c.t, c.point.x, c.point.y}); }
std::string encode(const std::optional<Crossing>& c) {
  return c ? numbers({c->t, c->u, c->point.x, c->point.y}) : "none";
}
std::string encode(const std::optional<Blocker>& b) {
  return b ? std::to_string(b->wall) + " " + encode(std::optional<Crossing>(b->contact)) : "none";
}
std::string encode(const ClosestPoint3& c) { return numbers({c.t, c.point.x, c.point.y, c.point.z}); }
std::string encode(Vec3 p) { return numbers({p.x, p.y, p.z}); }
std::string encode(const SegmentPair3& p) {
  return numbers({p.s, p.t, p.first.x, p.first.y, p.first.z, p.second.x, p.second.y, p.second.z, p.squared_distance});
}
std::string encode(const std::optional<PlaneCrossing>& c) {
  return c ? numbers({c->t, c->point.x, c->point.y, c->point.z}) : "none";
}
std::string encode(const std::optional<TriangleHit>& h) { return h ? numbers({h->t, h->u, h->v}) : "none"; }
std::string encode(const std::optional<LineSphereRoots>& r) { return r ? numbers({r->t0, r->t1}) : "none"; }
std::string encode(const std::optional<CircleContact>& c) {
  return c ? numbers({c->closest.x, c->closest.y, c->depth, c->push.x, c->push.y}) : "none";
}

std::string encode(const std::vector<Vec2>& points) {
  if (points.empty()) return "none";
  std::string out;
  for (const Vec2& p : points) {
    if (!out.empty()) out += ' ';
    out += numbers({p.x, p.y});
  }
  return out;
}

std::string encode(Location l) {
  return l == Location::inside ? "inside" : l == Location::outside ? "outside" : "boundary";
}

}  // namespace plumb::protocol
