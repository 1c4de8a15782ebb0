// Fuzz target: the 2D crossing family (parallel, collinear, crossings,
// intersection tests, ray hits, segment distance), differential against the
// exact oracle, plus the exact symmetries and the documented answers for
// non-finite input. On any contract violation it prints the case (hex
// floats) with the fast and exact answers, then aborts, so libFuzzer saves
// the input and the replay driver fails.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "fuzz/fuzz_input.h"
#include "properties/cases.h"
#include "properties/checks.h"
#include "properties/judge.h"
#include "properties/seeded_faults.h"
#include "properties/subject.h"

namespace {

using plumb::PairCase;
using plumb::Segment;
using plumb::Vec2;

Vec2 grid(plumb::fuzz::Bytes& in) { return {double(in.small(4)), double(in.small(4))}; }
Vec2 plus(Vec2 a, Vec2 d, double k) { return {a.x + k * d.x, a.y + k * d.y}; }
Vec2 scaled(Vec2 p, int k) { return {std::ldexp(p.x, k), std::ldexp(p.y, k)}; }

PairCase decode(plumb::fuzz::Bytes& in) {
  const int choice = in.byte() % 9;
  const Vec2 a = grid(in), d = grid(in), c = grid(in);
  const int k1 = in.small(3), k2 = in.small(3), k3 = in.small(3), k4 = in.small(3);
  PairCase p;
  switch (choice) {
    case 0: p = {{{in.raw(), in.raw()}, {in.raw(), in.raw()}}, {{in.raw(), in.raw()}, {in.raw(), in.raw()}}, "general"}; break;
    case 1: p = {{a, a}, {c, plus(c, d, k1)}, "zero-length"}; break;
    case 2: p = {{a, plus(a, d, k1)}, {c, plus(c, d, k2)}, "parallel"}; break;
    case 3: p = {{plus(a, d, k1), plus(a, d, k2)}, {plus(a, d, k3), plus(a, d, k4)}, "collinear"}; break;
    case 4: p = {{a, plus(a, d, 4)}, {plus(a, d, k1 + 3), c}, "T-junction"}; break;
    case 5: p = {{a, plus(a, d, k1)}, {c, plus(c, d, k2)}, "nearly parallel"};
            p.s2.b.x = std::nextafter(p.s2.b.x, in.byte() & 1 ? INFINITY : -INFINITY); break;
    case 6: p = {{grid(in), grid(in)}, {grid(in), grid(in)}, "grid"}; break;
    case 7: {
      const int k = in.byte() % 2 ? 900 + in.byte() % 100 : -900 - in.byte() % 100;
      p = {{scaled(a, k), scaled(plus(a, d, k1), k)}, {scaled(plus(a, d, k3), k), scaled(c, k)}, "far binade"};
      break;
    }
    default: {
      p = {{a, plus(a, d, k1)}, {c, grid(in)}, "non-finite"};
      const double bad[] = {NAN, INFINITY, -INFINITY};
      double* slot[] = {&p.s1.a.x, &p.s1.a.y, &p.s1.b.x, &p.s1.b.y, &p.s2.a.x, &p.s2.a.y, &p.s2.b.x, &p.s2.b.y};
      *slot[in.byte() % 8] = bad[in.byte() % 3];
    }
  }
  return p;
}

bool finite(const PairCase& p) {
  for (double v : {p.s1.a.x, p.s1.a.y, p.s1.b.x, p.s1.b.y, p.s2.a.x, p.s2.a.y, p.s2.b.x, p.s2.b.y})
    if (!std::isfinite(v)) return false;
  return true;
}

// The kernels under test: Plumb's own, or the seeded fault named by the
// environment variable PLUMB_FUZZ_SUBJECT (to measure the target's power).
plumb::Subject subject_from_environment() {
  const char* name = std::getenv("PLUMB_FUZZ_SUBJECT");
  if (name == nullptr || std::string(name) == "plumb") return plumb::plumb_subject();
  for (const plumb::SeededFault& f : plumb::seeded_faults())
    if (f.name == name) return f.subject;
  std::fprintf(stderr, "plumb fuzz: unknown PLUMB_FUZZ_SUBJECT '%s'\n", name);
  std::exit(2);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const plumb::Subject subject = subject_from_environment();
  plumb::fuzz::Bytes in(data, size);
  const PairCase c = decode(in);
  plumb::Judge j;
  j.begin_case("fuzz: crossing", c.label, [&] { return plumb::describe(c); }, 0);
  if (finite(c)) {
    plumb::check::pair_oracle(subject, c, j);
    for (auto y : {plumb::check::Symmetry::scaling, plumb::check::Symmetry::swap_xy,
                   plumb::check::Symmetry::reverse_first, plumb::check::Symmetry::swap_segments})
      plumb::check::symmetry(subject, c, y, j);
  } else {
    plumb::check::non_finite_pair(subject, c, j);
  }
  if (j.case_failed()) {
    std::fprintf(stderr, "plumb fuzz: contract violation\n%s", j.case_message().c_str());
    std::fflush(stderr);
    std::abort();
  }
  return 0;
}
