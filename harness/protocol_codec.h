// Plumb harness: the text of the line protocol (docs/protocol.md) -- how a
// number, a call and an answer are written on the pipe to a kernel program.
//
// A number is its shortest round-trip decimal ("0.1", "-0", "5e-324",
// "1.7976931348623157e+308"), or NaN, Infinity, -Infinity: every double
// crosses the pipe exactly, in both directions, and every language's standard
// number reader and writer speaks it (JavaScript's Number and String, Python's
// float and repr, C++'s from_chars and to_chars). A NaN's sign and payload do
// not cross (JavaScript cannot keep them either); no check depends on them.
//
// A call is one line: the member's name, then its arguments' numbers in the
// order of their fields ("orientation 0 0 1 0 0 1"). An answer is one line of
// the member's result shape ("true", "none", "0.5 0.25 1 2"), or "error" and a
// message. The per-member table is docs/protocol.md.
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "kernels/types.h"
#include "kernels/types3d.h"
#include "subject/subject.h"

namespace plumb::protocol {

/// The protocol version this Plumb speaks (the handshake's second word).
inline constexpr int kVersion = 1;

/// An answer that does not have the member's result shape, or a token that is
/// not a number: what() says which.
struct ProtocolError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// x as the protocol writes it: the shortest decimal that reads back as x
/// ("-0" for negative zero), "NaN", "Infinity" or "-Infinity".
std::string format_number(double x);
void append_number(std::string& out, double x);

/// One number token: any decimal (read with correct rounding, so any
/// spelling of a double reads back exactly), "NaN", "Infinity", "-Infinity"
/// (also "nan", "inf", "-inf" in any case, as Python prints them). nullopt
/// for anything else, including an empty token, a leading '+' and trailing
/// characters.
std::optional<double> parse_number(std::string_view token);

/// The arguments of a call, appended as " n1 n2 ..." (a Kind as " line",
/// " ray" or " segment"; a list of walls as its count, then each wall).
void append_argument(std::string& out, Vec2 p);
void append_argument(std::string& out, const Segment& s);
void append_argument(std::string& out, Kind k);
void append_argument(std::string& out, const Circle& c);
void append_argument(std::string& out, const Box2& b);
void append_argument(std::string& out, std::span<const Segment> walls);
/// A vertex list (a polygon, a chain): its count, then each vertex.
void append_argument(std::string& out, std::span<const Vec2> vertices);
void append_argument(std::string& out, Vec3 p);
void append_argument(std::string& out, const Segment3& s);
void append_argument(std::string& out, const Sphere& s);
void append_argument(std::string& out, const Capsule& c);
void append_argument(std::string& out, const Plane& p);
void append_argument(std::string& out, const Ray3& r);
void append_argument(std::string& out, const Box& b);
void append_argument(std::string& out, const Triangle3& t);

/// The call line of member `name` with these arguments (no newline).
template <class... A>
std::string call_line(std::string_view name, const A&... args) {
  std::string line(name);
  (append_argument(line, args), ...);
  return line;
}

/// The tokens of an answer line: split at runs of spaces and tabs (a
/// trailing '\r' is ignored).
std::vector<std::string_view> tokens(std::string_view line);

/// An answer line read as the member's result type. An orientation is the
/// sign of its number (NaN reads as 0, the documented answer for non-finite
/// input); a bool is "true" or "false"; an optional is "none" or its value;
/// a Blocker's wall is a whole number. Throws ProtocolError on any other line,
/// including one with too few or too many tokens.
void decode(std::string_view line, int& out);
void decode(std::string_view line, bool& out);
void decode(std::string_view line, double& out);
void decode(std::string_view line, std::optional<double>& out);
void decode(std::string_view line, ClosestPoint& out);
void decode(std::string_view line, std::optional<Crossing>& out);
void decode(std::string_view line, std::optional<Blocker>& out);
void decode(std::string_view line, ClosestPoint3& out);
void decode(std::string_view line, Vec3& out);
void decode(std::string_view line, SegmentPair3& out);
void decode(std::string_view line, std::optional<PlaneCrossing>& out);
void decode(std::string_view line, std::optional<CircleContact>& out);
void decode(std::string_view line, std::optional<TriangleHit>& out);
/// "none" or t0 t1.
void decode(std::string_view line, std::optional<LineSphereRoots>& out);
/// "inside", "outside" or "boundary".
void decode(std::string_view line, Location& out);
/// "none", or the points' coordinates x1 y1 x2 y2 ...
void decode(std::string_view line, std::vector<Vec2>& out);

/// An answer of a result type as a client writes it (the inverse of decode:
/// decode(encode(x)) == x, bit for bit; for the tests and for C++ clients).
std::string encode(int sign);
std::string encode(bool b);
std::string encode(double x);
std::string encode(const std::optional<double>& t);
std::string encode(const ClosestPoint& c);
std::string encode(const std::optional<Crossing>& c);
std::string encode(const std::optional<Blocker>& b);
std::string encode(const ClosestPoint3& c);
std::string encode(Vec3 p);
std::string encode(const SegmentPair3& p);
std::string encode(const std::optional<PlaneCrossing>& c);
std::string encode(const std::optional<CircleContact>& c);
std::string encode(const std::optional<TriangleHit>& h);
std::string encode(const std::optional<LineSphereRoots>& r);
std::string encode(Location l);
std::string encode(const std::vector<Vec2>& points);

}  // namespace plumb::protocol
