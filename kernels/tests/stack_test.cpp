// The kernels' stack: no path may need more than 16 KiB.
//
// Why: engines call geometry kernels from job-system fibers with small fixed
// stacks (16-64 KiB). The exact stages keep big numbers on the stack
// (kernels/detail/exact_number.h: each sized by its degree); the capsule
// test's degree-6 exact path once needed about 64 KiB.
//
// How: every kernel runs on a thread whose stack (1 MiB, allocated here) is
// first painted with a pattern; afterwards the deepest byte no longer holding
// the pattern gives the thread's high-water mark. The inputs are the ones that
// reach the deepest stages: random doubles over the whole range (so that the
// filters overflow or underflow and the exact numbers are as long as their
// degree allows) and crafted cases whose coordinates span from 2^-1074 to
// 2^1020 in one input, which force each kernel's exact stage at its largest.
// The measurement is printed; the test fails above kLimit. A second test runs
// the same work on an ordinary thread with a small stack: a crash there is a
// failure too. Under AddressSanitizer frames carry red zones and the limit does not
// apply (the measurement is still printed).
#include <gtest/gtest.h>
#include <pthread.h>
#include <sys/mman.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <random>
#include <vector>

#include "plumb/plumb.h"

#if defined(__SANITIZE_ADDRESS__)
#define PLUMB_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define PLUMB_ASAN 1
#endif
#endif

namespace plumb {
namespace {

constexpr std::size_t kLimit = 16 * 1024;

volatile double sink = 0.0;
void keep(double x) { sink = sink + (x == x ? 1.0 : 0.0); }
void keep(bool b) { sink = sink + (b ? 1.0 : 0.0); }
void keep(int i) { sink = sink + double(i); }
template <class T>
void keep(const std::optional<T>& o) {
  keep(o.has_value());
}

// A double anywhere in the finite range, often extreme.
double wide(std::mt19937_64& rng) {
  switch (rng() % 6) {
    case 0: return std::ldexp(std::uniform_real_distribution<double>(-1, 1)(rng), int(rng() % 2098) - 1074);
    case 1: return std::ldexp(1.0 + double(rng() % 1024) * 0x1p-10, 1000 + int(rng() % 23)) * (rng() % 2 ? 1 : -1);
    case 2: return std::ldexp(double(rng() % 7) + 1, -1074 + int(rng() % 8)) * (rng() % 2 ? 1 : -1);
    case 3: return double(int(rng() % 5) - 2);
    case 4: return std::uniform_real_distribution<double>(-1, 1)(rng);
    default: return 0.0;
  }
}

Vec2 wide2(std::mt19937_64& r) { return {wide(r), wide(r)}; }
Vec3 wide3(std::mt19937_64& r) { return {wide(r), wide(r), wide(r)}; }

// The highest address of a measuring frame: each kernel call runs below it,
// so the kernels' own stack is this minus the deepest address touched.
std::uintptr_t call_site = 0;

template <class F>
[[gnu::noinline]] void measured(const F& f) {
  volatile char here = 0;
  const auto address = reinterpret_cast<std::uintptr_t>(&here);
  if (address > call_site) call_site = address;
  f();
}

// Every kernel on inputs that reach its deepest stages, each call measured.
void run_all_kernels() {
  std::mt19937_64 rng(20261130);
  for (int i = 0; i < 3000; ++i) {
    const Segment s1{wide2(rng), wide2(rng)}, s2{wide2(rng), wide2(rng)};
    const Vec2 p = wide2(rng);
    measured([&] { keep(orientation(s1.a, s1.b, p)); });
    measured([&] { keep(segments_intersect(s1, s2)); });
    measured([&] { keep(segment_crossing(s1, s2)); });
    measured([&] { keep(line_crossing(s1, s2)); });
    measured([&] { keep(closest_point(s1, p, Kind::line).t); });
    measured([&] { keep(distance_point_segment(p, s1)); });
    measured([&] { keep(squared_distance_point_segment(p, s1)); });
    measured([&] { keep(distance_segment_segment(s1, s2)); });
    measured([&] { keep(circle_segment_intersect({p, std::fabs(wide(rng))}, s1)); });
    measured([&] { keep(circle_segment_contact({p, std::fabs(wide(rng))}, s1)); });
    const Segment walls[] = {s2, {s2.b, s1.a}};
    measured([&] { keep(first_blocker(s1.a, s1.b, walls)); });
    const Segment3 t1{wide3(rng), wide3(rng)}, t2{wide3(rng), wide3(rng)};
    const Vec3 q = wide3(rng);
    measured([&] { keep(closest_point3(t1, q).t); });
    measured([&] { keep(squared_distance_point_segment3(q, t1)); });
    measured([&] { keep(segment_segment_closest3(t1, t2).squared_distance); });
    measured([&] { keep(sphere_segment_intersect({q, std::fabs(wide(rng))}, t1)); });
    measured([&] { keep(capsule_sphere_intersect({t1.a, t1.b, std::fabs(wide(rng))}, {q, std::fabs(wide(rng))})); });
    measured([&] { keep(capsule_capsule_intersect({t1.a, t1.b, std::fabs(wide(rng))}, {t2.a, t2.b, std::fabs(wide(rng))})); });
    measured([&] { keep(ray_sphere_entry({q, t1.a}, {t2.a, std::fabs(wide(rng))})); });
    measured([&] { keep(ray_box_entry({q, t1.a}, {t2.a, t2.b})); });
    measured([&] { keep(segment_plane_crossing(t1, {q, wide(rng)})); });
    measured([&] { keep(ray_plane_hit({t1.a, t1.b}, {q, wide(rng)})); });
  }
  // Crafted: two skew segments crossing near the origin whose coordinates
  // span the whole range, with radii at the bottom of it: no end is within
  // reach, the lines are not parallel, the closest pair is interior, and the
  // degree-6 comparison (r . n)^2 <= R^2 |n|^2 is decided by BigNumber with
  // every limb its degree allows.
  const double H = 0x1p+1020, T = 0x1p-1074;
  const Segment3 u1{{-H, -T, 3 * T}, {H, T, -5 * T}}, u2{{7 * T, -H, T}, {-T, H, 2 * T}};
  measured([&] { keep(capsule_capsule_intersect({u1.a, u1.b, T}, {u2.a, u2.b, T})); });
  measured([&] { keep(capsule_capsule_intersect({u1.a, u1.b, 0x1p-1000}, {u2.a, u2.b, 3 * T})); });
  measured([&] { keep(segment_segment_closest3(u1, u2).squared_distance); });
  measured([&] { keep(sphere_segment_intersect({{T, 2 * T, -T}, 5 * T}, u1)); });
  measured([&] { keep(ray_sphere_entry({{-H, T, T}, {1, T, -T}}, {{H, -T, 2 * T}, 0x1p+1000})); });
  measured([&] { keep(circle_segment_intersect({{T, -H}, 0x1p+1019}, {{-H, T}, {H, -T}})); });
  measured([&] { keep(orientation({-H, T}, {H, -T}, {T, 3 * T})); });
  // Crafted: segments that meet (a few ULPs apart) in the middle of both, with
  // full-width coordinates inside the triple product's expansion range: the
  // height reaches that stage (detail/triple_product.h) at its longest.
  const Segment3 v1{{0.1, 0.7, -0.3}, {0.9, -0.2, 0.55}};
  const Vec3 m{0.5, 0.25, 0.125}, w{0.31, -0.47, 0.29};
  for (int k = 0; k < 8; ++k) {
    const Vec3 mid{v1.a.x + (v1.b.x - v1.a.x) * (0.2 + 0.1 * k), v1.a.y + (v1.b.y - v1.a.y) * (0.2 + 0.1 * k),
                   v1.a.z + (v1.b.z - v1.a.z) * (0.2 + 0.1 * k)};
    const Segment3 v2{{mid.x - w.x * m.x, mid.y - w.y, std::nextafter(mid.z - w.z, 1.0)}, {mid.x + w.x * m.x, mid.y + w.y, mid.z + w.z}};
    measured([&] { keep(segment_segment_closest3(v1, v2).squared_distance); });
  }
}

void* thread_main(void*) {
  run_all_kernels();
  return nullptr;
}

struct StackUse {
  std::size_t thread = 0;   // everything the thread touched
  std::size_t kernels = 0;  // below the measuring frames: the kernels' own
};

// Runs the work on a thread with `size` bytes of stack; returns the bytes
// used, or zeros when the thread could not be created.
StackUse run_on_painted_stack(std::size_t size) {
  void* stack = mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (stack == MAP_FAILED) return {};
  std::memset(stack, 0xA5, size);
  call_site = 0;
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstack(&attr, stack, size);
  pthread_t thread;
  const bool started = pthread_create(&thread, &attr, thread_main, nullptr) == 0;
  if (started) pthread_join(thread, nullptr);
  pthread_attr_destroy(&attr);
  std::size_t untouched = 0;  // the stack grows down: count painted bytes from the bottom
  const auto* bytes = static_cast<const unsigned char*>(stack);
  while (untouched < size && bytes[untouched] == 0xA5) ++untouched;
  const auto deepest = reinterpret_cast<std::uintptr_t>(bytes + untouched);
  munmap(stack, size);
  if (!started) return {};
  return {size - untouched, call_site > deepest ? call_site - deepest : 0};
}

TEST(Stack, EveryKernelPathFitsIn16KiB) {
  const StackUse used = run_on_painted_stack(std::size_t{1} << 20);
  ASSERT_GT(used.thread, 0u) << "could not start the measuring thread";
  std::printf("kernels' stack high-water mark: %zu bytes below the caller (limit %zu); the whole thread, with "
              "its start-up and this test's frames: %zu bytes\n",
              used.kernels, kLimit, used.thread);
  RecordProperty("kernel_stack_bytes", static_cast<int>(used.kernels));
#ifndef PLUMB_ASAN
  EXPECT_LE(used.kernels, kLimit);
#endif
}

// The same work on an ordinary thread with a small stack: 16 KiB for the
// kernels plus 8 KiB for this test's own frames and glibc's thread start-up
// (thread-local storage and the descriptor share the allocation).
TEST(Stack, EveryKernelPathRunsOnASmallThread) {
#ifdef PLUMB_ASAN
  GTEST_SKIP() << "AddressSanitizer's red zones make every frame larger";
#else
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  ASSERT_EQ(pthread_attr_setstacksize(&attr, kLimit + 8 * 1024), 0);
  pthread_t thread;
  ASSERT_EQ(pthread_create(&thread, &attr, thread_main, nullptr), 0);
  pthread_join(thread, nullptr);  // a stack overflow ends the process: the test fails
  pthread_attr_destroy(&attr);
#endif
}

}  // namespace
}  // namespace plumb
