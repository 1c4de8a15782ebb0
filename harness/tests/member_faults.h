// What the member fault tests (line_ray3d_, segment_triangle_, line_sphere_
// and ray_capsule_faults_test.cpp) share: one property run at 2000 cases,
// strictly or as a game engine declares itself (game-metres, 64 u
// allowances), and what they ask of the report -- a faulty subject is
// caught, a seeded fault is caught both ways, Plumb's kernel shows no group.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <initializer_list>
#include <iostream>
#include <string>

#include "harness/runner.h"
#include "properties/seeded_faults.h"
#include "subject/declarations.h"

namespace plumb::member_faults {

inline constexpr std::uint64_t kSeed = 20261130;  // the suite's default seed

// `property` alone, 2000 cases, the first group shrunk; `declared`: under
// game-metres with the 64 u rounding contract, else strictly.
inline Report run(Subject s, const std::string& property, bool declared, std::uint64_t seed = kSeed) {
  if (declared) {
    s.declared.domain = Domain::preset("game-metres");
    s.declared.every = rounding_contract();
  }
  RunOptions o;
  o.seed = seed;
  o.cases = 2000;
  o.only = property;
  o.shrink_groups = 1;
  return run_suite(s, o);
}

// `s` shows at least one fault group on `property`; the first is printed.
inline void expect_caught(const Subject& s, const std::string& property, bool declared, std::uint64_t seed = kSeed) {
  const Report r = run(s, property, declared, seed);
  ASSERT_FALSE(r.groups.empty()) << s.name << " escaped '" << property << "'" << (declared ? " under game-metres" : "");
  std::cout << s.name << (declared ? " (game-metres, 64 u)" : " (strict)") << ": " << r.groups.size()
            << " groups; first " << r.groups.front().key << " (" << r.groups.front().count << ")\n  "
            << r.groups.front().first.input << "\n";
}

// The seeded fault `name` is caught on `property`, strictly and under game-metres.
inline void expect_seeded_fault_caught(const std::string& name, const std::string& property,
                                       std::uint64_t seed = kSeed) {
  for (const SeededFault& f : seeded_faults())
    if (f.name == name) {
      for (bool declared : {false, true}) expect_caught(f.subject, property, declared, seed);
      return;
    }
  FAIL() << "no seeded fault " << name;
}

// Plumb's kernels show no group on any of `properties`, strictly or declared.
inline void expect_no_group(std::initializer_list<const char*> properties, std::uint64_t seed = kSeed) {
  for (const char* property : properties)
    for (bool declared : {false, true}) {
      const Report r = run(plumb_subject(), property, declared, seed);
      for (const Group& g : r.groups)
        ADD_FAILURE() << property << ": " << g.key << ": " << g.first.what << "\n  " << g.first.input;
    }
}

}  // namespace plumb::member_faults
