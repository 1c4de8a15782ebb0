// Plumb subject: a subject's declarations (subject/declarations.h) as
// JSON -- how a kernel program declares itself in the protocol's handshake
// (docs/protocol.md), field for field with the C++ names.
//
//   {"domain": "game-metres"                       a preset by name, or
//              | {"preset": "game-metres",         a preset (default full-double)
//                 "name": "...", "max_magnitude": 1048576, "min_magnitude": 2.3e-10,
//                 "precision": "binary64" | "binary32", "non_finite": false},
//    "every":   Contract,                          every member's contract
//    "members": {"closest_point": Contract, ...},  a member's, over "every"
//    "conventions": {"box": "closed" | "open", "sphere": "ball" | "surface",
//                    "inside_start": "hit_at_zero" | "no_hit",
//                    "edge_on": "counts" | "ignored",
//                    "in_plane": "crosses_at_start" | "no_crossing",
//                    "zero_length": "point" | "outside_contract",
//                    "zero_direction": "point" | "outside_contract",
//                    "non_finite": "documented" | "error" | "assertion",
//                    "parallel_crossing": "none" | "common_point",
//                    "triangle_in_plane": "no_hit" | "first_contact", ...},
//    "closest_point_line": true, "closest_point_ray": true, "closest_point_segment": true}
//
//   Contract = {"decision_allowance": 64,
//               "tolerance": {"ulps": 0, "relative": 0, "absolute": 0, "conditioned": 64},
//               "constructions": true, "parameters": true, "points": true}
//
// Every field is optional; a missing one keeps Plumb's strict default, and a
// member's contract starts from "every" (as the C++ clients write it).
#pragma once

#include <nlohmann/json.hpp>

#include "subject/declarations.h"

namespace plumb {

/// Declarations from their JSON. Throws std::invalid_argument naming the field
/// on an unknown field (a typo must not silently keep the strict default), a
/// value of the wrong type, an unknown preset, convention value or member.
Declarations declarations_from_json(const nlohmann::json& j);

/// The JSON of declarations, every field written (declarations_from_json
/// reads it back to equal declarations).
nlohmann::json declarations_to_json(const Declarations& d);

}  // namespace plumb
