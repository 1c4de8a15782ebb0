// Plumb harness: one piece of work in a forked child process.
//
// Work that calls a subject may crash or hang with it. Run in a child, such
// work can only fail: the caller gets the text the work returned, or nothing.
// POSIX (fork, a pipe, alarm).
#pragma once

#include <functional>
#include <optional>
#include <string>

namespace plumb {

/// Runs `work` in a forked child and returns the text it returned. Empty
/// when the child could not be started, died (a signal, an exit before
/// answering, an exception escaping `work`) or ran longer than
/// `timeout_seconds` (it is then killed by SIGALRM; 0: no time limit). Output buffers are
/// flushed before the fork so nothing is written twice.
std::optional<std::string> run_in_child(const std::function<std::string()>& work, unsigned timeout_seconds);

}  // namespace plumb
