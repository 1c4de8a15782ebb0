// Plumb harness: running blocks of cases in forked worker processes.
//
// A subject is somebody else's code: it may abort on a failed assertion,
// raise SIGSEGV or SIGFPE (GMP does, inside CGAL's filtered kernel, on a
// non-finite double), throw, or never return. Each block runs in a child
// process (a worker) that records, in memory shared with the runner, the
// case it is on
// and the member it is inside (harness/block.h, Breadcrumb). When a child
// dies or stops making progress, the runner turns that into a finding -- the
// member, the case (described by drawing it again in the runner, without
// calling the subject), the signal or "hang", the last lines the child wrote
// -- and carries on: the cases before the crash run again in a new worker (a
// case's results are deterministic), the cases after it run in another, and
// a member that crashed crashes_per_block times is left out of the rest of
// its block. Up to `jobs` workers run at once, so this is also how a run uses
// every core. A worker runs several blocks (a subject with Subject::prefetch
// -- a program behind a pipe -- keeps its worker, and so its program, for
// block after block; any other subject's worker runs up to 16): the results
// of a worker that is not a program's count only when it exits cleanly, and
// when it crashes or hangs every block it was given runs again, each in a
// fresh worker of its own, where the crash is placed as above. POSIX (fork,
// pipes, shared memory).
#pragma once

#include <vector>

#include "harness/block.h"

namespace plumb {

/// Runs every block (and the segments crashes split them into) in workers,
/// up to `jobs` at a time. Returns the results in no particular order (the
/// runner sorts them by property and first case).
std::vector<BlockResult> run_isolated(const Subject& s, const std::vector<Block>& blocks, const RunOptions& o,
                                      int jobs);

}  // namespace plumb
