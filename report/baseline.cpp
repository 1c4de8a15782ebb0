#include "report/baseline.h"

#include <fstream>
#include <sstream>
#include <stdexcept>

#include <nlohmann/json.hpp>

namespace plumb {

void write_baseline(const std::string& path, const Report& r) {
  nlohmann::json j{{"plumb_baseline", 1}, {"subject", r.subject}, {"groups", nlohmann::json::array()}};
  // A group's related keys (the same cause seen in other members) are
  // recorded too: a later run may fold the cause under any of them.
  for (const Group& g : r.groups) {
    j["groups"].push_back({{"key", g.key}, {"count", g.count}, {"example", g.first.input}});
    for (const auto& [key, n] : g.related)
      j["groups"].push_back({{"key", key}, {"count", n}, {"example", g.first.input}});
  }
  std::ofstream out(path);
  out << j.dump(2) << "\n";
  if (!out) throw std::runtime_error("cannot write the baseline to '" + path + "'");
}

std::set<std::string> read_baseline(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read the baseline '" + path + "'");
  std::stringstream text;
  text << in.rdbuf();
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(text.str());
  } catch (const std::exception& e) {
    throw std::runtime_error("'" + path + "' is not JSON: " + e.what());
  }
  if (!j.is_object() || !j.contains("plumb_baseline") || !j.contains("groups") || !j["groups"].is_array())
    throw std::runtime_error("'" + path + "' is not a Plumb baseline (written by --write-baseline)");
  std::set<std::string> keys;
  for (const auto& g : j["groups"]) keys.insert(g.at("key").get<std::string>());
  return keys;
}

void apply_baseline(Report& r, const std::set<std::string>& known) {
  for (Group& g : r.groups) {
    g.known = known.count(g.key) > 0;
    for (const auto& [key, n] : g.related) g.known = g.known || known.count(key) > 0;
  }
}

}  // namespace plumb
