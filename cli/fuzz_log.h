// plumb fuzz: reading libFuzzer's status lines.
//
// libFuzzer reports progress on lines that start with '#' and the number of
// executions so far, then "key: value" pairs. Fork mode (-fork=N) prints
//   #3823: cov: 4096 ft: 4275 corp: 266 exec/s 121 oom/timeout/crash: 0/0/1 time: 20s job: 6 dft_time: 0
// and a single process prints
//   #65536  pulse  cov: 1234 ft: 2345 corp: 56/789b lim: 4 exec/s: 21845 rss: 40Mb
// The parser reads either; what it cannot read it leaves unchanged, so a new
// libFuzzer adding fields does not break the summary.
#pragma once

#include <string_view>

namespace plumb::cli {

struct FuzzStatus {
  bool seen = false;      // at least one status line was read
  long executions = 0;    // the number after '#'
  long coverage = 0;      // cov: edges covered
  long features = 0;      // ft:
  long corpus = 0;        // corp: inputs in the corpus
  long exec_per_second = 0;
  long crashes = 0;       // fork mode's oom/timeout/crash, all three summed
};

/// Updates `status` from every status line in `text` (later lines win).
void read_fuzz_status(std::string_view text, FuzzStatus& status);

}  // namespace plumb::cli
