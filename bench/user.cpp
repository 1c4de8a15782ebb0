// Plumb benchmarks of a user's kernels (bench/user.h): the table of the
// Subject members Plumb can time, each with its input set from bench/inputs.h
// and bench/inputs3d.h (the generators of Plumb's own suites), Plumb's kernel
// and the naive formula of properties/naive/, and the decision compared.
#include "bench/user.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <stdexcept>
#include <utility>

#include "bench/harness.h"
#include "bench/inputs.h"
#include "bench/inputs3d.h"
#include "properties/naive/box_box.h"
#include "properties/naive/circle_contact.h"
#include "properties/naive/circle_segment.h"
#include "properties/naive/closest_point.h"
#include "properties/naive/closest_point3d.h"
#include "properties/naive/crossing.h"
#include "properties/naive/line_of_sight.h"
#include "properties/naive/orientation.h"
#include "properties/naive/plane3d.h"
#include "properties/naive/ray_box.h"
#include "properties/naive/ray_capsule.h"
#include "properties/naive/ray_sphere.h"
#include "properties/naive/point_triangle3.h"
#include "properties/naive/ray_triangle.h"
#include "properties/naive/segment_triangle.h"
#include "properties/naive/line_sphere.h"
#include "properties/naive/round_shapes3d.h"
#include "properties/naive/segment_box.h"
#include "properties/naive/segment_segment3d.h"
#include "properties/naive/line_line3d.h"
#include "properties/naive/ray_segment3d.h"
#include "properties/naive/sphere_box.h"
#include "plumb/plumb.h"

namespace plumb::bench {
namespace {

/// Registers one benchmark and records its name.
template <class Body>
void add(UserBenchRegistration& out, const std::string& name, Body body) {
  benchmark::RegisterBenchmark(name.c_str(), body);
  out.benchmarks.push_back(name);
}

/// The plumb, naive and user rows of one kernel on every input class. Each
/// implementation is a Fn (the Subject member's std::function type) applied
/// to one input by `call`, so all three pay the same call. `decision` maps a
/// result to what must agree with Plumb's (NoDecision: nothing to compare).
template <class Fn, class Input, class Call, class Decision>
void beside(UserBenchRegistration& out, const std::string& kernel, const Fn& user, Source<Input> source, Fn plumb,
            Fn naive, Call call, Decision decision) {
  auto bind = [call](Fn f) { return [f = std::move(f), call](const Input& in) { return call(f, in); }; };
  const auto p = bind(std::move(plumb)), n = bind(std::move(naive)), u = bind(user);
  const std::size_t per_call = source.items_per_call();
  for (const InputClass c : kInputClasses) {
    add(out, benchmark_name(kernel, "plumb", c, source.batch), [=](benchmark::State& state) {
      const auto in = source.inputs(c);
      time_calls(state, in, p, per_call);
      count_exact_fallbacks(state, in, p, per_call);
    });
    add(out, benchmark_name(kernel, "naive", c, source.batch), [=](benchmark::State& state) {
      const auto in = source.inputs(c);
      time_calls(state, in, n, per_call);
      if constexpr (!std::is_same_v<Decision, NoDecision>) count_naive_wrong(state, in, n, p, decision);
    });
    add(out, benchmark_name(kernel, out.implementation, c, source.batch), [=](benchmark::State& state) {
      const auto in = source.inputs(c);
      time_calls(state, in, u, per_call);
      if constexpr (!std::is_same_v<Decision, NoDecision>) {
        std::size_t wrong = 0;
        for (const Input& x : in) wrong += !(decision(u(x)) == decision(p(x)));
        state.counters["wrong"] = static_cast<double>(wrong) / static_cast<double>(in.size());
      }
    });
  }
  if (out.kernels.empty() || out.kernels.back() != kernel) out.kernels.push_back(kernel);  // batch forms: once
}

// The decisions compared (those of Plumb's own suites).
int sign(int s) { return (s > 0) - (s < 0); }  // a subject's orientation may answer any value of the sign
bool same(bool b) { return b; }
template <class T>
bool has(const std::optional<T>& x) {
  return x.has_value();
}
template <class C>
int part(const C& c) {  // which part of the segment is nearest: end a, interior, end b
  return c.t == 0.0 ? -1 : c.t == 1.0 ? 1 : 0;
}
int ray_region(const SegmentPair3& p) {  // the ray's origin or beyond; the segment's ends or inside
  return 3 * (p.s == 0.0 ? 0 : 1) + part(p);
}
int region(const SegmentPair3& p) {  // the parts of both segments
  auto at = [](double t) { return t == 0.0 ? 0 : t == 1.0 ? 2 : 1; };
  return 3 * at(p.s) + at(p.t);
}

// Calls of a member on one input of its set.
auto on_triple = [](const auto& f, const Triple& t) { return f(t.a, t.b, t.c); };
auto on_pair = [](const auto& f, const SegmentPair& q) { return f(q.first, q.second); };
auto segment_point = [](const auto& f, const PointAndSegment& q) { return f(q.s, q.p, Kind::segment); };
auto point_segment = [](const auto& f, const PointAndSegment& q) { return f(q.p, q.s); };
auto circle_segment = [](const auto& f, const CircleAndSegment& q) { return f(q.circle, q.s); };

using PointBatch = BatchView<Segment, Vec2>;
using Sight = BatchView<Segment, Segment>;
using RayBatch = BatchView<Ray3, Box>;

// The nearest of a ray's boxes by `entry` (the ray_box_batch hot loop).
template <class Entry>
std::size_t nearest_box(const Entry& entry, const RayBatch& b) {
  std::size_t best = b.items.size();
  double best_t = INFINITY;
  for (std::size_t i = 0; i < b.items.size(); ++i) {
    const std::optional<double> t = entry(b.query, b.items[i]);
    if (t && *t < best_t) best = i, best_t = *t;
  }
  return best;
}

using S = Subject;
template <auto Member>
using Fn = std::remove_cvref_t<decltype(std::declval<S>().*Member)>;

// One table row: registers the kernels of `member` when the subject has it.
using Row = void (*)(UserBenchRegistration&, const Subject&);

struct Entry {
  const char* member;
  Row row;
};

const std::vector<Entry>& table() {
  static const std::vector<Entry> rows = {
      {"orientation",
       [](UserBenchRegistration& r, const S& s) {
         using F = Fn<&S::orientation>;
         beside(r, "orientation", s.orientation, each(triples), F([](Vec2 a, Vec2 b, Vec2 c) { return plumb::orientation(a, b, c); }),
                F([](Vec2 a, Vec2 b, Vec2 c) { return naive::orientation(a, b, c); }), on_triple, sign);
       }},
      {"segments_intersect",
       [](UserBenchRegistration& r, const S& s) {
         beside(r, "segments_intersect", s.segments_intersect, each(segment_pairs),
                Fn<&S::segments_intersect>(plumb::segments_intersect),
                Fn<&S::segments_intersect>(naive::segments_intersect), on_pair, same);
       }},
      {"segment_crossing",
       [](UserBenchRegistration& r, const S& s) {
         beside(r, "segment_crossing", s.segment_crossing, each(segment_pairs),
                Fn<&S::segment_crossing>(plumb::segment_crossing), Fn<&S::segment_crossing>(naive::segment_crossing),
                on_pair, has<Crossing>);
       }},
      {"closest_point",
       [](UserBenchRegistration& r, const S& s) {
         using F = Fn<&S::closest_point>;
         const F naive = [](const Segment& seg, Vec2 p, Kind) { return naive::closest_point(seg, p); };
         beside(r, "closest_point", s.closest_point, each(points_and_segments),
                F([](const Segment& seg, Vec2 p, Kind k) { return plumb::closest_point(seg, p, k); }), naive,
                segment_point, part<ClosestPoint>);
         // The hot loop: closest points of N points to one segment.
         auto batch = [](const F& f, const PointBatch& b) {
           for (const Vec2 p : b.items) benchmark::DoNotOptimize(f(b.query, p, Kind::segment));
         };
         for (const std::size_t n : kBatchSizes)
           beside(r, "closest_point_batch", s.closest_point, batches_of(point_batches, n),
                  F([](const Segment& seg, Vec2 p, Kind k) { return plumb::closest_point(seg, p, k); }), naive,
                  batch, NoDecision{});
       }},
      {"squared_distance_point_segment",
       [](UserBenchRegistration& r, const S& s) {
         using F = Fn<&S::squared_distance_point_segment>;
         beside(r, "squared_distance_point_segment", s.squared_distance_point_segment, each(points_and_segments),
                F(plumb::squared_distance_point_segment), F(naive::squared_distance_point_segment), point_segment,
                NoDecision{});
       }},
      {"distance_point_segment",
       [](UserBenchRegistration& r, const S& s) {
         using F = Fn<&S::distance_point_segment>;
         const F naive = [](Vec2 p, const Segment& seg) {
           return std::sqrt(naive::squared_distance_point_segment(p, seg));
         };
         beside(r, "distance_point_segment", s.distance_point_segment, each(points_and_segments),
                F(plumb::distance_point_segment), naive, point_segment, NoDecision{});
       }},
      {"circle_segment_intersect",
       [](UserBenchRegistration& r, const S& s) {
         using F = Fn<&S::circle_segment_intersect>;
         beside(r, "circle_segment_intersect", s.circle_segment_intersect, each(circles_and_segments),
                F(plumb::circle_segment_intersect), F(naive::circle_segment_intersect), circle_segment, same);
       }},
      {"circle_segment_contact",
       [](UserBenchRegistration& r, const S& s) {
         using F = Fn<&S::circle_segment_contact>;
         beside(r, "circle_segment_contact", s.circle_segment_contact, each(circles_and_segments),
                F(plumb::circle_segment_contact), F(naive::circle_segment_contact), circle_segment,
                has<CircleContact>);
       }},
      {"first_blocker",
       [](UserBenchRegistration& r, const S& s) {
         using F = Fn<&S::first_blocker>;
         auto sight = [](const F& f, const Sight& b) { return f(b.query.a, b.query.b, b.items); };
         for (const std::size_t n : kBatchSizes)
           beside(r, "first_blocker", s.first_blocker, batches_of(sight_batches, n), F(plumb::first_blocker),
                  F(naive::first_blocker), sight, has<Blocker>);
       }},
      {"closest_point3",
       [](UserBenchRegistration& r, const S& s) {
         using F = Fn<&S::closest_point3>;
         beside(r, "closest_point3", s.closest_point3, each(points_and_segments3), F(plumb::closest_point3),
                F(naive::closest_point3), [](const F& f, const PointAndSegment3& q) { return f(q.s, q.p); },
                part<ClosestPoint3>);
       }},
      {"squared_distance_point_segment3",
       [](UserBenchRegistration& r, const S& s) {
         using F = Fn<&S::squared_distance_point_segment3>;
         beside(r, "squared_distance_point_segment3", s.squared_distance_point_segment3, each(points_and_segments3),
                F(plumb::squared_distance_point_segment3), F(naive::squared_distance_point_segment3),
                [](const F& f, const PointAndSegment3& q) { return f(q.p, q.s); }, NoDecision{});
       }},
      {"segment_segment_closest3",
       [](UserBenchRegistration& r, const S& s) {
         using F = Fn<&S::segment_segment_closest3>;
         beside(r, "segment_segment_closest3", s.segment_segment_closest3, each(segment_pairs3),
                F(plumb::segment_segment_closest3), F(naive::segment_segment_closest3),
                [](const F& f, const Segment3Pair& q) { return f(q.first, q.second); }, region);
       }},
      {"line_line_closest3",
       [](UserBenchRegistration& r, const S& s) {
         using F = Fn<&S::line_line_closest3>;
         beside(r, "line_line_closest3", s.line_line_closest3, each(segment_pairs3),
                F(plumb::line_line_closest3), F(naive::line_line_closest3),
                [](const F& f, const Segment3Pair& q) { return f(q.first, q.second); }, NoDecision{});
       }},
      {"ray_segment_distance3",
       [](UserBenchRegistration& r, const S& s) {
         using F = Fn<&S::ray_segment_distance3>;
         beside(r, "ray_segment_distance3", s.ray_segment_distance3, each(segment_pairs3),
                F(plumb::ray_segment_distance3), F(naive::ray_segment_distance3),
                [](const F& f, const Segment3Pair& q) {
                  return f(Ray3{q.first.a, {q.first.b.x - q.first.a.x, q.first.b.y - q.first.a.y,
                                            q.first.b.z - q.first.a.z}},
                           q.second);
                },
                ray_region);
       }},
      {"sphere_segment_intersect",
       [](UserBenchRegistration& r, const S& s) {
         using F = Fn<&S::sphere_segment_intersect>;
         beside(r, "sphere_segment_intersect", s.sphere_segment_intersect, each(spheres_and_segments),
                F(plumb::sphere_segment_intersect), F(naive::sphere_segment_intersect),
                [](const F& f, const SphereAndSegment& q) { return f(q.sphere, q.s); }, same);
       }},
      {"capsule_capsule_intersect",
       [](UserBenchRegistration& r, const S& s) {
         using F = Fn<&S::capsule_capsule_intersect>;
         beside(r, "capsule_capsule_intersect", s.capsule_capsule_intersect, each(capsule_pairs),
                F(plumb::capsule_capsule_intersect), F(naive::capsule_capsule_intersect),
                [](const F& f, const CapsulePair& q) { return f(q.first, q.second); }, same);
       }},
      {"segment_plane_crossing",
       [](UserBenchRegistration& r, const S& s) {
         using F = Fn<&S::segment_plane_crossing>;
         beside(r, "segment_plane_crossing", s.segment_plane_crossing, each(segments_and_planes),
                F(plumb::segment_plane_crossing), F(naive::segment_plane_crossing),
                [](const F& f, const SegmentAndPlane& q) { return f(q.s, q.plane); }, has<PlaneCrossing>);
       }},
      {"ray_plane_hit",
       [](UserBenchRegistration& r, const S& s) {
         using F = Fn<&S::ray_plane_hit>;
         beside(r, "ray_plane_hit", s.ray_plane_hit, each(rays_and_planes), F(plumb::ray_plane_hit),
                F(naive::ray_plane_hit), [](const F& f, const RayAndPlane& q) { return f(q.ray, q.plane); },
                has<double>);
       }},
      {"ray_sphere_entry",
       [](UserBenchRegistration& r, const S& s) {
         using F = Fn<&S::ray_sphere_entry>;
         beside(r, "ray_sphere_entry", s.ray_sphere_entry, each(rays_and_spheres), F(plumb::ray_sphere_entry),
                F(naive::ray_sphere_entry), [](const F& f, const RayAndSphere& q) { return f(q.ray, q.sphere); },
                has<double>);
       }},
      {"line_sphere",
       [](UserBenchRegistration& r, const S& s) {
         // The ray-sphere inputs, each ray read as its whole line.
         using F = Fn<&S::line_sphere>;
         beside(r, "line_sphere", s.line_sphere, each(rays_and_spheres), F(plumb::line_sphere),
                F(naive::line_sphere), [](const F& f, const RayAndSphere& q) { return f(q.ray, q.sphere); },
                has<LineSphereRoots>);
       }},
      {"ray_capsule_entry",
       [](UserBenchRegistration& r, const S& s) {
         using F = Fn<&S::ray_capsule_entry>;
         beside(r, "ray_capsule_entry", s.ray_capsule_entry, each(rays_and_capsules), F(plumb::ray_capsule_entry),
                F(naive::ray_capsule_entry), [](const F& f, const RayAndCapsule& q) { return f(q.ray, q.capsule); },
                has<double>);
       }},
      {"ray_triangle_hit",
       [](UserBenchRegistration& r, const S& s) {
         using F = Fn<&S::ray_triangle_hit>;
         beside(r, "ray_triangle_hit", s.ray_triangle_hit, each(rays_and_triangles), F(plumb::ray_triangle_hit),
                F(naive::ray_triangle_hit), [](const F& f, const RayAndTriangle& q) { return f(q.ray, q.triangle); },
                has<TriangleHit>);
       }},
      {"segment_triangle_crossing",
       [](UserBenchRegistration& r, const S& s) {
         // The ray-triangle inputs, each ray read as the segment from its
         // origin to origin + direction (bench/segment_triangle_bench.cpp).
         using F = Fn<&S::segment_triangle_crossing>;
         beside(r, "segment_triangle_crossing", s.segment_triangle_crossing, each(rays_and_triangles),
                F(plumb::segment_triangle_crossing), F(naive::segment_triangle_crossing),
                [](const F& f, const RayAndTriangle& q) {
                  const Vec3 o = q.ray.origin, d = q.ray.direction;
                  return f(Segment3{o, {o.x + d.x, o.y + d.y, o.z + d.z}}, q.triangle);
                },
                has<TriangleHit>);
       }},
      {"closest_point_triangle3",
       [](UserBenchRegistration& r, const S& s) {
         using F = Fn<&S::closest_point_triangle3>;
         beside(r, "closest_point_triangle3", s.closest_point_triangle3, each(points_and_triangles),
                F([](Vec3 p, const Triangle3& t) { return plumb::closest_point_triangle3(p, t).point; }),
                F(naive::closest_point_triangle3),
                [](const F& f, const PointAndTriangle& q) { return f(q.p, q.triangle); }, NoDecision{});
       }},
      {"squared_distance_point_triangle3",
       [](UserBenchRegistration& r, const S& s) {
         using F = Fn<&S::squared_distance_point_triangle3>;
         beside(r, "squared_distance_point_triangle3", s.squared_distance_point_triangle3, each(points_and_triangles),
                F(plumb::squared_distance_point_triangle3), F(naive::squared_distance_point_triangle3),
                [](const F& f, const PointAndTriangle& q) { return f(q.p, q.triangle); }, NoDecision{});
       }},
      {"box_box_intersect",
       [](UserBenchRegistration& r, const S& s) {
         using F = Fn<&S::box_box_intersect>;
         beside(r, "box_box_intersect", s.box_box_intersect, each(box_pairs), F(plumb::box_box_intersect),
                F(naive::box_box_intersect), [](const F& f, const BoxPair& q) { return f(q.a, q.b); }, same);
       }},
      {"sphere_box_intersect",
       [](UserBenchRegistration& r, const S& s) {
         using F = Fn<&S::sphere_box_intersect>;
         beside(r, "sphere_box_intersect", s.sphere_box_intersect, each(spheres_and_boxes),
                F(plumb::sphere_box_intersect), F(naive::sphere_box_intersect),
                [](const F& f, const SphereAndBox& q) { return f(q.sphere, q.box); }, same);
       }},
      {"segment_box_intersect",
       [](UserBenchRegistration& r, const S& s) {
         using F = Fn<&S::segment_box_intersect>;
         beside(r, "segment_box_intersect", s.segment_box_intersect, each(segments_and_boxes),
                F(plumb::segment_box_intersect), F(naive::segment_box_intersect),
                [](const F& f, const SegmentAndBox& q) { return f(q.s, q.box); }, same);
       }},
      {"ray_box_entry",
       [](UserBenchRegistration& r, const S& s) {
         using F = Fn<&S::ray_box_entry>;
         beside(r, "ray_box_entry", s.ray_box_entry, each(rays_and_boxes), F(plumb::ray_box_entry),
                F(naive::ray_box_entry), [](const F& f, const RayAndBox& q) { return f(q.ray, q.box); }, has<double>);
         // The hot loop: the nearest of N boxes along one ray.
         for (const std::size_t n : kBatchSizes)
           beside(r, "ray_box_batch", s.ray_box_entry, batches_of(ray_box_batches, n), F(plumb::ray_box_entry),
                  F(naive::ray_box_entry), nearest_box<F>, NoDecision{});
       }},
  };
  return rows;
}

BenchSubjectFactory& installed_factory() {
  static BenchSubjectFactory factory = nullptr;
  return factory;
}

void print_help(const char* program) {
  std::printf(
      "%s: your kernels beside Plumb's and the naive formulas, in Google Benchmark\n"
      "\n"
      "Every member of your subject that Plumb benchmarks is timed on Plumb's input\n"
      "classes (uniform, random_exponents, nearly_degenerate, exactly_degenerate;\n"
      "the batch forms add /N, N items per call), as three rows per kernel and class:\n"
      "  kernel/plumb/class   Plumb's kernel (exact_fraction: calls that took the exact fallback)\n"
      "  kernel/naive/class   the naive double formula (naive_wrong: decisions that differ from Plumb's)\n"
      "  kernel/NAME/class    your kernel, NAME the subject's name (wrong: decisions that differ\n"
      "                       from Plumb's exact ones)\n"
      "time_per_item is CPU time per item. Timings are Google Benchmark's own.\n"
      "\n"
      "With repetitions, a table and a comparison against a stored run (Mann-Whitney U test;\n"
      "exit status 1 on a significant regression beyond the threshold):\n"
      "  plumb bench --suite %s --save before.json\n"
      "  plumb bench --suite %s --baseline before.json\n"
      "  plumb bench --from after.json --baseline before.json\n"
      "(docs/use-plumb.md, \"Benchmarking a kernel change\")\n"
      "\n"
      "Google Benchmark's flags (default here: --benchmark_min_time=0.1):\n",
      program, program, program);
  benchmark::PrintDefaultHelp();
}

}  // namespace

const std::vector<std::string>& benchmarked_members() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> v;
    for (const Entry& e : table()) v.emplace_back(e.member);
    return v;
  }();
  return names;
}

UserBenchRegistration register_subject(const Subject& subject, std::string implementation) {
  if (implementation.empty()) implementation = subject.name.empty() ? "user" : subject.name;
  if (implementation == "plumb" || implementation == "naive" || implementation == "oracle")
    throw std::invalid_argument("the implementation name '" + implementation +
                                "' is one of Plumb's rows (plumb, naive, oracle): give the subject another name");
  for (const char ch : implementation)
    if (ch == '/' || std::isspace(static_cast<unsigned char>(ch)))
      throw std::invalid_argument("the implementation name '" + implementation +
                                  "' names benchmarks kernel/NAME/class: no '/' or spaces in it");
  UserBenchRegistration out;
  out.implementation = implementation;
  const std::vector<std::string>& benched = benchmarked_members();
  for (const std::string& m : provided_members(subject))
    if (std::find(benched.begin(), benched.end(), m) == benched.end()) out.not_benchmarked.push_back(m);
  for (const Entry& e : table()) {
    bool provided = false;
    for_each_member(subject, [&](const char* n, const auto& fn) { provided |= (e.member == std::string(n)) && bool(fn); });
    if (provided) e.row(out, subject);
  }
  if (out.kernels.empty()) {
    std::string list;
    for (const std::string& m : benched) list += (list.empty() ? "" : ", ") + m;
    throw std::invalid_argument("the subject '" + implementation +
                                "' provides no member Plumb benchmarks; fill one of: " + list);
  }
  return out;
}

void set_bench_subject(BenchSubjectFactory factory) { installed_factory() = factory; }

int user_main(int argc, char** argv) {
  bool min_time_given = std::getenv("BENCHMARK_MIN_TIME") != nullptr;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--help") == 0 || std::strcmp(argv[i], "-h") == 0) {
      print_help(argv[0]);
      return 0;
    }
    min_time_given |= std::strncmp(argv[i], "--benchmark_min_time", 20) == 0;
  }
  if (installed_factory() == nullptr) {
    std::fprintf(stderr,
                 "%s: no subject to benchmark: one source file of this program says "
                 "PLUMB_BENCH_SUBJECT_IS(your_subject_factory) (#include \"bench/user.h\")\n",
                 argv[0]);
    return 2;
  }
  try {
    const UserBenchRegistration r = register_subject(installed_factory()());
    for (const std::string& m : r.not_benchmarked)
      std::fprintf(stderr, "%s: member %s has no benchmark in Plumb: not timed\n", argv[0], m.c_str());
  } catch (const std::exception& e) {
    std::fprintf(stderr, "%s: %s\n", argv[0], e.what());
    return 2;
  }
  std::vector<char*> args(argv, argv + argc);
  static char default_min_time[] = "--benchmark_min_time=0.1";  // as Plumb's suites (bench/main.cpp)
  if (!min_time_given) args.insert(args.begin() + 1, default_min_time);
  int count = static_cast<int>(args.size());
  benchmark::Initialize(&count, args.data());
  if (benchmark::ReportUnrecognizedArguments(count, args.data())) return 2;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}

}  // namespace plumb::bench
