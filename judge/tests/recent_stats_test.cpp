// RecentStats: a lookup by name finds what was remembered under that name
// and nothing else, whatever address the name comes from.
#include "judge/recent_stats.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <map>
#include <string>

namespace plumb {
namespace {

struct Counter {
  int n = 0;
};

TEST(RecentStats, FindsWhatWasRememberedByContent) {
  std::map<std::string, Counter, std::less<>> map{{"orientation", {}}, {"segment_crossing", {}}};
  RecentStats<Counter> recent;
  const char* literal = "orientation";
  EXPECT_EQ(recent.find(literal), nullptr);
  auto it = map.find(std::string_view(literal));
  recent.remember(literal, it->first, &it->second);
  EXPECT_EQ(recent.find(literal), &it->second);
  // The same name from another address: found or not, never another member's.
  const std::string copy = "orientation";
  Counter* found = recent.find(copy);
  EXPECT_TRUE(found == nullptr || found == &it->second);
}

TEST(RecentStats, AnotherNameAtTheSameAddressIsAMiss) {
  std::map<std::string, Counter, std::less<>> map{{"orientation", {}}};
  RecentStats<Counter> recent;
  char buffer[32] = "orientation";
  auto it = map.find(std::string_view(buffer));
  recent.remember(buffer, it->first, &it->second);
  ASSERT_EQ(recent.find(buffer), &it->second);
  std::snprintf(buffer, sizeof buffer, "orientatioN");  // same address and length, other content
  EXPECT_EQ(recent.find(buffer), nullptr);
}

TEST(RecentStats, ACopyStartsEmpty) {
  std::map<std::string, Counter, std::less<>> map{{"ray_segment_hit", {}}};
  RecentStats<Counter> recent;
  const char* name = "ray_segment_hit";
  auto it = map.begin();
  recent.remember(name, it->first, &it->second);
  const RecentStats<Counter> copy(recent);
  EXPECT_EQ(copy.find(name), nullptr);
  RecentStats<Counter> assigned;
  assigned.remember(name, it->first, &it->second);
  assigned = RecentStats<Counter>{};
  EXPECT_EQ(assigned.find(name), nullptr);
}

}  // namespace
}  // namespace plumb
