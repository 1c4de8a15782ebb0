#include "harness/protocol_handshake.h"

#include <algorithm>
#include <charconv>

#include <nlohmann/json.hpp>

#include "subject/declarations_json.h"
#include "harness/protocol_codec.h"
#include "subject/subject.h"

namespace plumb::protocol {
namespace {

[[noreturn]] void fail(const std::string& what) { throw std::invalid_argument("handshake: " + what); }

std::string shortened(std::string_view text) {
  return text.size() > 120 ? std::string(text.substr(0, 117)) + "..." : std::string(text);
}

std::string string_field(const nlohmann::json& j, const char* key, bool required) {
  if (!j.contains(key)) {
    if (required) fail(std::string("no \"") + key + "\"");
    return "";
  }
  if (!j[key].is_string() || (required && j[key].get<std::string>().empty()))
    fail(std::string("\"") + key + "\" must be a non-empty string, got " + j[key].dump());
  return j[key].get<std::string>();
}

std::vector<std::string> provided(const nlohmann::json& j) {
  if (!j.contains("provides") || !j["provides"].is_array())
    fail("\"provides\" must list the members the program answers, e.g. [\"orientation\"]");
  std::vector<std::string> names;
  const auto& known = member_names();
  for (const auto& m : j["provides"]) {
    if (!m.is_string()) fail("\"provides\" holds " + m.dump() + ", not a member's name");
    const std::string name = m.get<std::string>();
    if (std::find(known.begin(), known.end(), name) == known.end())
      fail("'" + name + "' is not a member (docs/protocol.md lists them)");
    if (std::find(names.begin(), names.end(), name) != names.end()) fail("'" + name + "' is provided twice");
    names.push_back(name);
  }
  return names;
}

}  // namespace

Handshake read_handshake(std::string_view line) {
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  if (!line.starts_with("plumb "))
    fail("the program's first line must be \"plumb " + std::to_string(kVersion) + " {...}\", not '" + shortened(line) + "'");
  std::string_view rest = line.substr(6);
  int version = 0;
  const auto r = std::from_chars(rest.data(), rest.data() + rest.size(), version);
  if (r.ec != std::errc() || r.ptr == rest.data()) fail("no protocol version after \"plumb\" in '" + shortened(line) + "'");
  if (version != kVersion)
    fail("the program speaks protocol version " + std::to_string(version) + "; this Plumb speaks version " +
         std::to_string(kVersion));
  rest.remove_prefix(std::size_t(r.ptr - rest.data()));
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(rest);
  } catch (const nlohmann::json::exception& e) {
    fail(std::string("the JSON after the version does not parse: ") + e.what());
  }
  if (!j.is_object()) fail("expected a JSON object after the version");
  for (const auto& [key, value] : j.items())
    if (key != "name" && key != "description" && key != "provides" && key != "declarations")
      fail("unknown field '" + key + "' (known: name, description, provides, declarations)");
  Handshake h;
  h.name = string_field(j, "name", true);
  h.description = string_field(j, "description", false);
  h.provides = provided(j);
  try {
    if (j.contains("declarations")) h.declared = declarations_from_json(j["declarations"]);
  } catch (const std::invalid_argument& e) {
    fail(e.what());
  }
  return h;
}

}  // namespace plumb::protocol
