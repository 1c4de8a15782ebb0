// Plumb harness: a program at the other end of pipes -- the process side of
// the line protocol (harness/protocol_subject.h), kept apart from what the
// lines mean.
//
// The program runs as `/bin/sh -c COMMAND` in its own process group, with
// stdin, stdout and stderr on pipes and no other descriptor of ours (a worker's
// result pipe must close when the worker exits, whatever the program does).
// Writing and reading are interleaved through poll(), so a batch of any size
// cannot deadlock with a program that answers while it reads. What the program
// writes on stderr is kept (its last few kilobytes) for the findings. POSIX.
#pragma once

#include <sys/types.h>

#include <functional>
#include <optional>
#include <string>

namespace plumb {

class PipeProgram {
 public:
  /// Starts `/bin/sh -c command`. Throws std::runtime_error when the pipes or
  /// the process cannot be made (a command that does not exist starts, and
  /// then exits with status 127: that shows at the first read).
  explicit PipeProgram(const std::string& command);
  PipeProgram(const PipeProgram&) = delete;
  PipeProgram& operator=(const PipeProgram&) = delete;
  /// Closes stdin, gives the program a moment to exit on its own, then kills
  /// its process group and reaps it. In a forked process that did not start
  /// the program, only closes this process's copies of the pipes.
  ~PipeProgram();

  /// Queues text for the program's stdin; it is written while reading.
  void send(const std::string& text);

  /// Why next_line gave no line.
  enum class Stop { none, exited, timeout, too_long };

  /// The next line the program writes (without its '\n'), writing what is
  /// queued meanwhile. Gives up when the program closes stdout (exited), when
  /// it writes nothing for `quiet_seconds` (timeout; it is then killed), or
  /// when a line grows past 64 MiB (too_long; killed). `tick`, if given, is
  /// called at least every 100 ms while waiting (a hang detector's heartbeat).
  std::optional<std::string> next_line(double quiet_seconds, const std::function<void()>& tick = {});
  Stop stopped() const { return stop_; }

  /// Kills the process group now and reaps the program.
  void kill();
  /// After a stop: "exited with status 3", "was killed by SIGSEGV", "wrote
  /// nothing for 5 s (killed)", ...; waits up to a second for the exit status.
  /// The shell's exit status 128 + n (its program was killed by signal n)
  /// reads as that signal.
  std::string what_happened();
  /// How the program ended, as a finding's kind: "program exited",
  /// "program killed by SIGSEGV", "no answer" (timeout), "malformed answer".
  std::string stop_kind();
  /// The end of what the program wrote on stderr, whitespace runs as one
  /// space (its last 1000 characters, "..." before them when cut), or "".
  std::string stderr_tail() const;
  /// Keeps what the program has written on stderr so far (its start-up
  /// output), to go back to with rewind_stderr(): a program kept for many
  /// blocks then quotes, when it fails, what a freshly started one would --
  /// its start-up output and the current block's -- whichever blocks it
  /// answered before.
  void mark_stderr() { err_start_ = err_text_; }
  void rewind_stderr() { err_text_ = err_start_; }
  pid_t pid() const { return pid_; }

 private:
  void pump(int timeout_ms);
  void reap(int wait_ms);
  void close_fds();

  pid_t pid_ = -1;
  pid_t owner_ = -1;  // the process that started it
  int in_ = -1, out_ = -1, err_ = -1;
  std::string pending_, read_, err_text_, err_start_;
  std::size_t read_pos_ = 0;
  Stop stop_ = Stop::none;
  bool reaped_ = false;
  int status_ = 0;
  bool progressed_ = false;  // pump() read or wrote something
  double quiet_ = 0;         // the time limit that ran out
};

}  // namespace plumb
