// Plumb report: text made safe inside HTML and SVG (element text and
// double-quoted attributes): < > & " become entities, nothing else changes.
#pragma once

#include <string>

namespace plumb {

inline std::string html_escaped(const std::string& s) {
  std::string out;
  out.reserve(s.size());
  for (char c : s) {
    switch (c) {
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '&': out += "&amp;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

}  // namespace plumb
