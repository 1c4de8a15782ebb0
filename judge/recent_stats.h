// Plumb judge: a member's statistics found by name without the map search.
//
// Why: every check asks the Judge for the member's counters by its name
// (Judge::stats_for); a fuzz execution makes about a hundred such lookups,
// and std::map's string comparisons along the tree were about 4% of a
// crossing execution. The checks name their members with string literals,
// whose addresses do not change, so a direct-mapped table indexed by the
// name's address answers most lookups after one comparison of a short
// string. The comparison is by content (a name is any string_view: a
// temporary string may reuse an address), so a stale or colliding slot is a
// miss, never a wrong answer.
// The table holds pointers to the map's own keys and values, which never
// move while the map lives (std::map's nodes are stable); a copy of the
// owner starts with an empty table instead of pointers into the other's map.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace plumb {

template <class Stats>
class RecentStats {
 public:
  RecentStats() = default;
  RecentStats(const RecentStats&) {}
  RecentStats& operator=(const RecentStats&) {
    slots_ = {};
    return *this;
  }

  /// The statistics remembered for `name`, or nullptr.
  Stats* find(std::string_view name) const {
    const Slot& s = slots_[index(name)];
    return s.stats != nullptr && s.name == name ? s.stats : nullptr;
  }

  /// Remembers `stats` under `key` (a view of the map's own key, found as
  /// `name`: the slot is chosen by the address the callers pass).
  void remember(std::string_view name, std::string_view key, Stats* stats) { slots_[index(name)] = {key, stats}; }

 private:
  struct Slot {
    std::string_view name;
    Stats* stats = nullptr;
  };
  static std::size_t index(std::string_view name) {
    const auto address = reinterpret_cast<std::uintptr_t>(name.data());
    return ((address >> 3) ^ (address >> 9) ^ name.size()) % kSlots;
  }
  static constexpr std::size_t kSlots = 64;
  std::array<Slot, kSlots> slots_{};
};

}  // namespace plumb
