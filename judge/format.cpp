#include "judge/format.h"

#include <cctype>
#include <cmath>
#include <cstdlib>
#include <stdexcept>
#include <fmt/format.h>

#include "oracle/exact.h"

namespace plumb::fmt_case {
namespace {

thread_local bool decimals = false;

}  // namespace

DecimalScope::DecimalScope() : previous_(decimals) { decimals = true; }
DecimalScope::~DecimalScope() { decimals = previous_; }

std::optional<std::string> exact_decimal(double x) {
  if (!std::isfinite(x)) return std::nullopt;
  const std::string text = fmt::format("{}", x);  // shortest round trip
  // Its value as a rational: digits * 10^exponent.
  std::string digits;
  long exponent = 0;
  bool after_point = false;
  std::size_t i = 0;
  const bool negative = !text.empty() && text[0] == '-';
  if (negative) ++i;
  for (; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '.') after_point = true;
    else if (c == 'e' || c == 'E') { exponent += std::stol(text.substr(i + 1)); break; }
    else digits += c, exponent -= after_point ? 1 : 0;
  }
  digits.erase(0, std::min(digits.find_first_not_of('0'), digits.size() - 1));  // no leading 0: read as octal
  const boost::multiprecision::mpz_int whole{digits};
  const boost::multiprecision::mpz_int ten_power = boost::multiprecision::pow(boost::multiprecision::mpz_int{10},
                                                                              unsigned(std::labs(exponent)));
  oracle::Rational value = exponent >= 0 ? oracle::Rational{whole * ten_power} : oracle::Rational{whole, ten_power};
  if (negative) value = -value;
  if (value != oracle::exact(x)) return std::nullopt;
  return text;
}

std::string hex(double x) {
  if (std::isnan(x)) return "nan";  // the sign of a NaN means nothing here
  if (decimals)
    if (const auto d = exact_decimal(x)) return *d;
  return fmt::format("{:a}", x);
}

std::vector<double> numbers_in(const std::string& text) {
  std::vector<double> out;
  std::size_t i = 0;
  if (!text.empty() && text[0] == '[') {
    i = text.find(']');
    if (i == std::string::npos) throw std::invalid_argument("an unclosed '[' in '" + text + "'");
    ++i;
  }
  while (i < text.size()) {
    const char c = text[i];
    const bool starts = std::isdigit(static_cast<unsigned char>(c)) || c == '-' || c == '+' || c == '.' ||
                        text.compare(i, 3, "nan") == 0 || text.compare(i, 3, "inf") == 0;
    if (!starts) {  // a name, "=", a brace or a comma between numbers
      ++i;
      if (std::isalpha(static_cast<unsigned char>(c)))  // skip the whole word (s1, kind, line...)
        while (i < text.size() && (std::isalnum(static_cast<unsigned char>(text[i])) || text[i] == '_')) ++i;
      continue;
    }
    const char* begin = text.c_str() + i;
    char* end = nullptr;
    const double v = std::strtod(begin, &end);
    if (end == begin) throw std::invalid_argument("cannot read a number at '" + text.substr(i, 20) + "'");
    out.push_back(v);
    i += std::size_t(end - begin);
  }
  return out;
}

std::string hex_and_decimal(double x) {
  if (!std::isfinite(x)) return hex(x);
  return fmt::format("{:a} (~{:.17g})", x, x);
}

std::string vec(Vec2 p) { return fmt::format("{{{}, {}}}", hex(p.x), hex(p.y)); }

std::string segment(const Segment& s) { return fmt::format("{{{}, {}}}", vec(s.a), vec(s.b)); }

std::string kind(Kind k) {
  switch (k) {
    case Kind::line: return "line";
    case Kind::ray: return "ray";
    case Kind::segment: return "segment";
  }
  return "?";
}

std::string crossing(const std::optional<Crossing>& c) {
  if (!c) return "none";
  return fmt::format("t = {}, u = {}, point = {}", hex_and_decimal(c->t), hex_and_decimal(c->u),
                     vec(c->point));
}

std::string closest(const ClosestPoint& c) {
  return fmt::format("t = {}, point = {}", hex_and_decimal(c.t), vec(c.point));
}

std::string walls(std::span<const Segment> ws) {
  std::string out = "{";
  for (std::size_t i = 0; i < ws.size(); ++i) out += (i ? ", " : "") + segment(ws[i]);
  return out + "}";
}

std::string boolean(bool b) { return b ? "true" : "false"; }

std::string optional_double(const std::optional<double>& t) {
  return t ? hex_and_decimal(*t) : std::string("none");
}

}  // namespace plumb::fmt_case
