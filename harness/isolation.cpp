#include "harness/isolation.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <deque>
#include <stdexcept>
#include <string>

namespace plumb {
namespace {

using Clock = std::chrono::steady_clock;

struct Worker {
  pid_t pid = -1;
  Block block;
  int out_fd = -1, err_fd = -1;
  int exit_fd = -1;  // a pidfd: readable once the worker has exited (-1 where the kernel has none)
  std::string out, err;
  Breadcrumb* crumb = nullptr;
  long seen_progress = -1;
  Clock::time_point since;
  bool hung = false;
};

// A crash must end the worker by its signal, whatever the parent inherited:
// a CI runner may ignore or block SIGFPE, and a sanitizer runtime installs
// handlers that turn SIGFPE or SIGSEGV into a report and exit code 1. The
// worker restores the default action, so the parent reads the signal itself.
void default_crash_signals() {
  sigset_t set;
  sigemptyset(&set);
  for (int sig : {SIGFPE, SIGSEGV, SIGBUS, SIGILL, SIGABRT}) {
    signal(sig, SIG_DFL);
    sigaddset(&set, sig);
  }
  sigprocmask(SIG_UNBLOCK, &set, nullptr);
}

// The child: run the block, write its result as JSON on out_fd, exit.
[[noreturn]] void child(const Subject& s, const Block& b, const RunOptions& o, Breadcrumb* crumb, int out_fd,
                        int err_fd) {
  dup2(err_fd, STDOUT_FILENO);  // a library's own prints go to the captured log, not the report
  dup2(err_fd, STDERR_FILENO);
  default_crash_signals();
  int code = 0;
  try {
    const Subject wrapped = instrument(s, crumb, b.disabled);
    const std::string text = to_json(run_block(wrapped, b, o, crumb)).dump();
    std::size_t done = 0;
    while (done < text.size()) {
      const ssize_t n = write(out_fd, text.data() + done, text.size() - done);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) break;
      done += std::size_t(n);
    }
  } catch (const std::exception& e) {
    dprintf(STDERR_FILENO, "plumb worker: %s\n", e.what());
    code = 3;
  }
  std::fflush(nullptr);
  _exit(code);
}

Breadcrumb* shared_crumb() {
  void* p = mmap(nullptr, sizeof(Breadcrumb), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) throw std::runtime_error(std::string("mmap: ") + std::strerror(errno));
  return new (p) Breadcrumb();
}

// A descriptor poll() reports readable when the process has exited (Linux
// 5.3's pidfd), or -1. Without it the parent learns of a worker's exit only
// by polling waitpid: a worker that has written its result and closed its
// pipes is not yet reapable for a moment, and the parent, waiting on the
// other workers' pipes, found it on its next wake-up -- on average 9 ms per
// block later, a tenth of plumb check's wall time on two cores.
int open_exit_fd(pid_t pid) {
#ifdef SYS_pidfd_open
  const long fd = syscall(SYS_pidfd_open, pid, 0);
  return fd >= 0 ? int(fd) : -1;
#else
  (void)pid;
  return -1;
#endif
}

Worker spawn(const Subject& s, const Block& b, const RunOptions& o) {
  int out[2], err[2];
  if (pipe(out) != 0 || pipe(err) != 0) throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
  Worker w;
  w.block = b;
  w.crumb = shared_crumb();
  std::fflush(nullptr);
  w.pid = fork();
  if (w.pid < 0) throw std::runtime_error(std::string("fork: ") + std::strerror(errno));
  if (w.pid == 0) {
    close(out[0]);
    close(err[0]);
    child(s, b, o, w.crumb, out[1], err[1]);
  }
  close(out[1]);
  close(err[1]);
  w.out_fd = out[0];
  w.err_fd = err[0];
  fcntl(w.out_fd, F_SETFL, O_NONBLOCK);
  fcntl(w.err_fd, F_SETFL, O_NONBLOCK);
  w.exit_fd = open_exit_fd(w.pid);
  w.since = Clock::now();
  return w;
}

// Reads what is there; returns false at end of file.
bool drain(int fd, std::string& into) {
  char buf[65536];
  for (;;) {
    const ssize_t n = read(fd, buf, sizeof buf);
    if (n > 0) {
      into.append(buf, std::size_t(n));
      continue;
    }
    if (n == 0) return false;
    if (errno == EINTR) continue;
    return true;  // EAGAIN: nothing more for now
  }
}

std::string signal_name(int sig) {
  const char* abbrev = sigabbrev_np(sig);
  return abbrev ? std::string("SIG") + abbrev : "signal " + std::to_string(sig);
}

// The last few lines a worker wrote (an assertion's message, say).
std::string tail(const std::string& log) {
  std::string t = log.size() > 600 ? log.substr(log.size() - 600) : log;
  while (!t.empty() && (t.back() == '\n' || t.back() == ' ')) t.pop_back();
  std::replace(t.begin(), t.end(), '\n', ' ');
  return t;
}

}  // namespace

std::vector<BlockResult> run_isolated(const Subject& s, const std::vector<Block>& blocks, const RunOptions& o,
                                      int jobs) {
  std::deque<Block> pending(blocks.begin(), blocks.end());
  std::vector<Worker> running;
  std::vector<BlockResult> results;
  const auto timeout = std::chrono::duration<double>(o.case_timeout_seconds);
  while (!pending.empty() || !running.empty()) {
    while (!pending.empty() && int(running.size()) < std::max(1, jobs)) {
      running.push_back(spawn(s, pending.front(), o));
      pending.pop_front();
    }
    std::vector<pollfd> fds;
    int wait_ms = 100;  // the hang check's tick
    for (const Worker& w : running) {
      if (w.out_fd >= 0) fds.push_back({w.out_fd, POLLIN, 0});
      if (w.err_fd >= 0) fds.push_back({w.err_fd, POLLIN, 0});
      const bool exiting = w.out_fd < 0 && w.err_fd < 0;
      if (exiting && w.exit_fd >= 0) fds.push_back({w.exit_fd, POLLIN, 0});
      if (exiting && w.exit_fd < 0) wait_ms = 1;  // no pidfd: look again soon
    }
    if (!fds.empty()) poll(fds.data(), fds.size(), wait_ms);
    for (std::size_t i = 0; i < running.size();) {
      Worker& w = running[i];
      if (w.out_fd >= 0 && !drain(w.out_fd, w.out)) close(w.out_fd), w.out_fd = -1;
      if (w.err_fd >= 0 && !drain(w.err_fd, w.err)) close(w.err_fd), w.err_fd = -1;
      // A hang: no new case and no new call for the timeout.
      if (w.crumb->progress != w.seen_progress) {
        w.seen_progress = w.crumb->progress;
        w.since = Clock::now();
      } else if (!w.hung && Clock::now() - w.since > timeout) {
        kill(w.pid, SIGKILL);
        w.hung = true;
      }
      int status = 0;
      if (w.out_fd >= 0 || w.err_fd >= 0 || waitpid(w.pid, &status, w.hung ? 0 : WNOHANG) == 0) {
        if (w.hung && (w.out_fd >= 0 || w.err_fd >= 0)) {
          if (w.out_fd >= 0) close(w.out_fd), w.out_fd = -1;
          if (w.err_fd >= 0) close(w.err_fd), w.err_fd = -1;
        }
        ++i;
        continue;
      }
      const bool clean = WIFEXITED(status) && WEXITSTATUS(status) == 0 && !w.hung;
      bool parsed = false;
      if (clean) {
        try {
          results.push_back(block_result_from_json(nlohmann::json::parse(w.out)));
          parsed = true;
        } catch (const std::exception&) {
        }
      }
      if (!parsed) {
        const long crumb_case = w.crumb->case_index.load();
        const long at = crumb_case >= w.block.first ? crumb_case : w.block.first;
        const std::string member = w.crumb->in_subject ? std::string(w.crumb->member) : "(check)";
        const std::string kind = w.hung ? "hang"
                                 : WIFSIGNALED(status) ? signal_name(WTERMSIG(status))
                                                       : "exit " + std::to_string(WEXITSTATUS(status));
        std::string message = w.hung ? "no answer within " + std::to_string(int(o.case_timeout_seconds)) + " s"
                                     : tail(w.err);
        if (message.empty()) message = kind;
        results.push_back(crash_result(s, w.block.property, at, member, kind, message, o));
        if (at > w.block.first) {
          Block before = w.block;
          before.last = at;
          pending.push_back(before);
        }
        if (at + 1 < w.block.last) {
          Block after = w.block;
          after.first = at + 1;
          if (++after.crashes[member] >= o.crashes_per_block && member != "(check)") after.disabled.insert(member);
          pending.push_back(after);
        }
      }
      munmap(w.crumb, sizeof(Breadcrumb));
      if (w.exit_fd >= 0) close(w.exit_fd);
      running.erase(running.begin() + long(i));
    }
  }
  return results;
}

}  // namespace plumb
