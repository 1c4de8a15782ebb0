// Plumb judge: findings, statistics and groups as JSON, and back.
//
// Worker processes send their blocks' results to the runner this way, the
// report's --json uses the same shapes, and `plumb merge` reads shards' reports
// back. Doubles that may be non-finite (margins, errors) are written as
// strings "inf"/"nan" where JSON has no number for them.
#pragma once

#include <nlohmann/json.hpp>

#include "judge/judge.h"

namespace plumb {

nlohmann::json to_json(const Finding& f);
Finding finding_from_json(const nlohmann::json& j);

nlohmann::json to_json(const KernelStats& k);
KernelStats kernel_stats_from_json(const nlohmann::json& j);

nlohmann::json to_json(const Judge::GroupSeen& g);
Judge::GroupSeen group_seen_from_json(const nlohmann::json& j);

/// A double that may be NaN or infinite: a JSON number, or "nan"/"inf"/"-inf".
nlohmann::json number(double x);
double number_from_json(const nlohmann::json& j);

/// Adds b's counts into a (sums; worst error and fraction: the larger).
void merge_stats(KernelStats& a, const KernelStats& b);

}  // namespace plumb
