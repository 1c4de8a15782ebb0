#include "cli/fuzz_log.h"

#include <cstdlib>
#include <string>

namespace plumb::cli {

namespace {

long number_at(std::string_view s, std::size_t pos) {
  while (pos < s.size() && s[pos] == ' ') ++pos;
  return std::strtol(std::string(s.substr(pos, 24)).c_str(), nullptr, 10);
}

// The value after `key` on the line, or -1 when the key is absent.
long field(std::string_view line, std::string_view key) {
  const std::size_t at = line.find(key);
  return at == std::string_view::npos ? -1 : number_at(line, at + key.size());
}

// "a/b/c" after `key`, summed; -1 when the key is absent.
long sum_of_slashed(std::string_view line, std::string_view key) {
  const std::size_t at = line.find(key);
  if (at == std::string_view::npos) return -1;
  std::string_view rest = line.substr(at + key.size());
  rest = rest.substr(0, rest.find(' '));
  long total = 0;
  for (std::size_t pos = 0; pos < rest.size(); ++pos) {
    total += number_at(rest, pos);
    pos = rest.find('/', pos);
    if (pos == std::string_view::npos) break;
  }
  return total;
}

void read_line(std::string_view line, FuzzStatus& st) {
  if (line.size() < 2 || line[0] != '#' || line[1] < '0' || line[1] > '9') return;
  const long cov = field(line, " cov: ");
  if (cov < 0) return;  // "#0 READ units" and the like
  st.seen = true;
  st.executions = number_at(line, 1);
  st.coverage = cov;
  if (const long v = field(line, " ft: "); v >= 0) st.features = v;
  if (const long v = field(line, " corp: "); v >= 0) st.corpus = v;
  if (const long v = field(line, " exec/s: "); v >= 0) st.exec_per_second = v;
  else if (const long w = field(line, " exec/s "); w >= 0) st.exec_per_second = w;
  if (const long v = sum_of_slashed(line, " oom/timeout/crash: "); v >= 0) st.crashes = v;
}

}  // namespace

void read_fuzz_status(std::string_view text, FuzzStatus& status) {
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    read_line(text.substr(start, end - start), status);
    start = end + 1;
  }
}

}  // namespace plumb::cli
