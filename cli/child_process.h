// plumb: running the fuzzing engine and the benchmark programs as child
// processes, with their output going to a log file that plumb reads as it grows
// (for the progress line) rather than through a pipe it would have to drain.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <map>
#include <utility>
#include <string>
#include <vector>

namespace plumb::cli {

class ChildProcess {
 public:
  /// Starts argv[0] (searched on PATH if it has no slash) with argv, the
  /// current environment plus `env`, and stdout and stderr appended to `log`.
  /// The child gets its own process group, so that stop() reaches the
  /// processes it starts in turn (libFuzzer's fork mode). Throws
  /// std::runtime_error if the program cannot be started.
  ChildProcess(const std::vector<std::string>& argv, const std::map<std::string, std::string>& env,
               const std::string& log);
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;
  ~ChildProcess();

  /// True once the child has exited; then exit_code() is its status (128 + N
  /// if killed by signal N).
  bool poll();
  /// Blocks until the child exits; returns exit_code().
  int wait();
  int exit_code() const { return code_; }
  /// Asks the whole process group to stop: SIGTERM the first time, SIGKILL
  /// when called again more than 10 s later. Call it repeatedly while polling.
  void stop();

 private:
  pid_t pid_ = -1;
  bool done_ = false;
  int code_ = -1;
  bool stopping_ = false;
  std::chrono::steady_clock::time_point stop_sent_;
};

/// Reads the complete lines appended to a file since the last call (a line
/// still being written is left for the next call).
class LogTail {
 public:
  explicit LogTail(std::string path) : path_(std::move(path)) {}
  std::string read_lines();

 private:
  std::string path_;
  long offset_ = 0;
};

}  // namespace plumb::cli
