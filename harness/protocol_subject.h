// Plumb harness: kernels in any language -- a subject that is a separate
// program speaking the line protocol (docs/protocol.md) on its stdin and
// stdout.
//
//   plumb::Subject s = plumb::protocol_subject({.command = "node my-kernels.js"});
//   plumb::run_suite(s, options);   // or plumb check --subject-command '...'
//
// protocol_subject() starts the program once, reads its handshake (name,
// members, declarations) and returns a Subject whose members call through the
// pipe. Each process that calls a member -- the runner's forked workers, the
// shrinker's children -- starts its own copy of the program lazily (keyed by
// getpid(); a pipe is never shared between processes).
//
// Batching: a member call is synchronous inside a check, so one call per
// round trip would make the pipe the bottleneck. The subject's prefetch
// (Subject::prefetch) runs the block's cases first against a recorder that
// notes every (member, arguments) line and answers with Plumb's own kernels
// (so the checks go down the paths a correct library sends them), sends the
// distinct lines in a few large messages, and keeps the answers; the block
// then runs for real answering from them. A call the recording did not
// foresee (the check took another path because the library answered
// differently) is asked on its own.
//
// Failures: the program exiting or being killed, writing a line that is not
// an answer, or writing nothing for timeout_seconds, becomes a SubjectError
// naming the member, the call and what happened (kind "program exited",
// "program killed by SIGSEGV", "malformed answer", "no answer"), with the
// last lines of the program's stderr; the runner turns it into a crash
// finding of that case and goes on, and the program is started again at the
// next call. An "error" answer (the client caught an exception) is kind
// "exception". A failure during a prefetch only leaves its calls to be asked
// one at a time, where the failure, if it happens again, is attributed.
#pragma once

#include <memory>
#include <stdexcept>
#include <string>

#include "subject/subject.h"

namespace plumb {

struct ProtocolOptions {
  /// Run as /bin/sh -c COMMAND (in the current directory).
  std::string command;
  /// A program that writes nothing for this long is killed and the call
  /// reported ("no answer"). Keep it below RunOptions::case_timeout_seconds,
  /// so the protocol, not the worker's hang detector, reports a hang.
  double timeout_seconds = 5.0;
  /// The handshake may take longer (a runtime starting, a library loading).
  double start_timeout_seconds = 30.0;
  /// Calls per message of a prefetch (each message ends with "end").
  std::size_t batch_calls = 2048;
};

/// What a connection did in this process (for the benchmark and the tests).
struct ProtocolStats {
  long starts = 0;          // programs started (the handshake included)
  long batched_calls = 0;   // distinct calls sent in prefetches
  long batch_messages = 0;  // messages of those prefetches
  long cached_answers = 0;  // member calls answered from a prefetch
  long single_calls = 0;    // member calls asked on their own
  long failures = 0;        // SubjectErrors thrown for the program
  long program_pid = 0;     // the last program started (its shell's pid, or the program's with `exec`)
};

/// The handshake of a program is unusable (no handshake line, another
/// protocol version, a member that does not exist, bad declarations), or the
/// program cannot be started: a one-line message saying which.
struct ProtocolSetupError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// The program's subject: its name, description, members and declarations
/// from its handshake. Throws ProtocolSetupError. `stats`, when given,
/// receives the counts of the connections made in this process.
Subject protocol_subject(const ProtocolOptions& options, std::shared_ptr<ProtocolStats> stats = nullptr);

}  // namespace plumb
