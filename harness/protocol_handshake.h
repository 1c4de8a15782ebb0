// Plumb harness: the first line a kernel program writes (docs/protocol.md,
// "Handshake"): "plumb 1 {json}" -- the protocol version, then who the program
// is, which members it answers and what it declares.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "subject/declarations.h"

namespace plumb::protocol {

struct Handshake {
  std::string name;
  std::string description;
  /// The members the program answers, by their Subject names, in its order.
  std::vector<std::string> provides;
  Declarations declared;
};

/// Reads a handshake line. Throws std::invalid_argument with a one-line
/// message on anything else: not starting with "plumb", another version, JSON
/// that does not parse, a missing name or member list, a member that does not
/// exist or is named twice, an unknown field, bad declarations
/// (subject/declarations_json.h).
Handshake read_handshake(std::string_view line);

}  // namespace plumb::protocol
