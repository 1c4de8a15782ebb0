#include "harness/isolation.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <deque>
#include <iterator>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>

namespace plumb {
namespace {

using Clock = std::chrono::steady_clock;

// A worker runs the blocks it is given one at a time: the runner writes each
// block as a line of JSON on the worker's stdin pipe, the worker answers with
// the block's result as a line of JSON, and exits when the pipe closes.
struct Worker {
  pid_t pid = -1;
  std::deque<Block> blocks;  // given, not yet answered: the first is running
  long given = 0;            // blocks given so far
  long limit = 1;            // blocks it may be given
  bool held = false;         // results count only once it exits cleanly (below)
  std::vector<Block> answered;
  std::vector<BlockResult> results;
  int in_fd = -1, out_fd = -1, err_fd = -1;
  std::string out, err;
  bool broken = false;      // a result did not parse: the worker is stopped
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

nlohmann::json block_to_json(const Block& b) {
  return {{"property", b.property}, {"first", b.first}, {"last", b.last}, {"disabled", b.disabled},
          {"crashes", b.crashes}, {"input", b.input}};
}

Block block_from_json(const nlohmann::json& j) {
  Block b;
  b.property = j.at("property").get<int>();
  b.first = j.at("first").get<long>();
  b.last = j.at("last").get<long>();
  b.disabled = j.at("disabled").get<std::set<std::string>>();
  b.crashes = j.at("crashes").get<std::map<std::string, int>>();
  b.input = j.at("input").get<std::string>();
  return b;
}

bool write_all(int fd, const std::string& text) {
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += std::size_t(n);
  }
  return true;
}

// The next line on a blocking descriptor, or nullopt at its end.
std::optional<std::string> read_line(int fd, std::string& buffer) {
  for (;;) {
    const std::size_t nl = buffer.find('\n');
    if (nl != std::string::npos) {
      std::string line = buffer.substr(0, nl);
      buffer.erase(0, nl + 1);
      return line;
    }
    char chunk[4096];
    const ssize_t n = read(fd, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return std::nullopt;
    buffer.append(chunk, std::size_t(n));
  }
}

// The child: run each block it is given, write its result as a line of JSON
// on out_fd; exit when in_fd closes.
[[noreturn]] void child(const Subject& s, const RunOptions& o, Breadcrumb* crumb, int in_fd, int out_fd,
                        int err_fd) {
  dup2(err_fd, STDOUT_FILENO);  // a library's own prints go to the captured log, not the report
  dup2(err_fd, STDERR_FILENO);
  default_crash_signals();
  int code = 0;
  try {
    std::string buffer;
    while (const std::optional<std::string> line = read_line(in_fd, buffer)) {
      const Block b = block_from_json(nlohmann::json::parse(*line));
      crumb->case_index = -1;
      crumb->in_subject = 0;
      const Subject wrapped = instrument(s, crumb, b.disabled);
      if (!write_all(out_fd, to_json(run_block(wrapped, b, o, crumb)).dump() + "\n")) break;
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

// `others`: the workers already running, whose pipes the new one must not
// hold (a worker's stdin must end when the runner closes it).
Worker spawn(const Subject& s, const RunOptions& o, const std::vector<Worker>& others) {
  int in[2], out[2], err[2];
  if (pipe(in) != 0 || pipe(out) != 0 || pipe(err) != 0)
    throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
  Worker w;
  w.crumb = shared_crumb();
  std::fflush(nullptr);
  w.pid = fork();
  if (w.pid < 0) throw std::runtime_error(std::string("fork: ") + std::strerror(errno));
  if (w.pid == 0) {
    close(in[1]);
    close(out[0]);
    close(err[0]);
    for (const Worker& other : others)
      for (int fd : {other.in_fd, other.out_fd, other.err_fd})
        if (fd >= 0) close(fd);
    child(s, o, w.crumb, in[0], out[1], err[1]);
  }
  close(in[0]);
  close(out[1]);
  close(err[1]);
  w.in_fd = in[1];
  w.out_fd = out[0];
  w.err_fd = err[0];
  fcntl(w.in_fd, F_SETFD, FD_CLOEXEC);
  fcntl(w.out_fd, F_SETFL, O_NONBLOCK);
  fcntl(w.err_fd, F_SETFL, O_NONBLOCK);
  w.since = Clock::now();
  return w;
}

// Writes without dying of SIGPIPE when the worker is gone (its exit is
// handled where it is reaped).
void write_quietly(int fd, const std::string& text) {
  sigset_t pipe_signal, old;
  sigemptyset(&pipe_signal);
  sigaddset(&pipe_signal, SIGPIPE);
  pthread_sigmask(SIG_BLOCK, &pipe_signal, &old);
  const bool ok = write_all(fd, text);
  if (!ok && errno == EPIPE) {
    const timespec zero{};
    sigtimedwait(&pipe_signal, nullptr, &zero);
  }
  pthread_sigmask(SIG_SETMASK, &old, nullptr);
}

void give(Worker& w, const Block& b) {
  w.blocks.push_back(b);
  ++w.given;
  // The worker waits for this line, past its last block: a death from here
  // on is placed in this block, never at the last block's case.
  w.crumb->case_index = -1;
  w.crumb->in_subject = 0;
  w.err.clear();  // a crash message quotes what the worker wrote in this block
  write_quietly(w.in_fd, block_to_json(b).dump() + "\n");
}

void close_input(Worker& w) {
  if (w.in_fd >= 0) close(w.in_fd), w.in_fd = -1;
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
  // A subject with a connection to keep (a program behind a pipe) runs
  // every block of a worker on one connection, so its program starts once per
  // worker, not once per block. Any other subject's worker runs up to
  // kBlocksPerWorker blocks (a fork per block cost about an eighth of a run's
  // CPU in page faults and cold starts), but its results are held until it
  // exits cleanly: a worker that crashes or hangs has every block it ran
  // given again, one fresh worker per block (`alone`), so nothing a block
  // does can touch another block's verdicts, and a crash is reported from the
  // block that causes it on its own.
  constexpr long kBlocksPerWorker = 16;
  const long blocks_per_worker = s.prefetch ? std::numeric_limits<long>::max() : kBlocksPerWorker;
  std::deque<Block> pending(blocks.begin(), blocks.end()), alone;
  std::vector<Worker> running;
  std::vector<BlockResult> results;
  const auto timeout = std::chrono::duration<double>(o.case_timeout_seconds);
  while (!pending.empty() || !alone.empty() || !running.empty()) {
    while ((!pending.empty() || !alone.empty()) && int(running.size()) < std::max(1, jobs)) {
      std::deque<Block>& from = alone.empty() ? pending : alone;
      running.push_back(spawn(s, o, running));
      Worker& w = running.back();
      w.limit = &from == &alone ? 1 : blocks_per_worker;
      w.held = !s.prefetch && w.limit > 1;
      give(w, from.front());
      from.pop_front();
    }
    std::vector<pollfd> fds;
    for (const Worker& w : running) {
      if (w.out_fd >= 0) fds.push_back({w.out_fd, POLLIN, 0});
      if (w.err_fd >= 0) fds.push_back({w.err_fd, POLLIN, 0});
    }
    if (!fds.empty()) poll(fds.data(), fds.size(), 100);
    for (std::size_t i = 0; i < running.size();) {
      Worker& w = running[i];
      if (w.out_fd >= 0 && !drain(w.out_fd, w.out)) close(w.out_fd), w.out_fd = -1;
      if (w.err_fd >= 0 && !drain(w.err_fd, w.err)) close(w.err_fd), w.err_fd = -1;
      // Each finished block: its result, then the next block or the end.
      for (std::size_t nl; !w.broken && (nl = w.out.find('\n')) != std::string::npos;) {
        if (w.blocks.empty()) {  // a line for no block: the worker is out of step
          w.broken = true;
          close_input(w);
          break;
        }
        try {
          (w.held ? w.results : results).push_back(block_result_from_json(nlohmann::json::parse(w.out.substr(0, nl))));
        } catch (const std::exception&) {
          w.broken = true;  // reported as the block's crash when the worker has exited
          close_input(w);
          break;
        }
        w.out.erase(0, nl + 1);  // results can be long: keep only what is not parsed yet
        w.answered.push_back(w.blocks.front());
        w.blocks.pop_front();
        if (w.blocks.empty() && !pending.empty() && w.given < w.limit) {
          give(w, pending.front());
          pending.pop_front();
        } else if (w.blocks.empty()) {
          close_input(w);
        }
      }
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
      close_input(w);
      const bool clean = !w.hung && !w.broken && w.blocks.empty() && WIFEXITED(status) && WEXITSTATUS(status) == 0;
      if (w.held && !clean) {
        // Every block of this worker again, each alone in a fresh worker.
        alone.insert(alone.end(), w.answered.begin(), w.answered.end());
        alone.insert(alone.end(), w.blocks.begin(), w.blocks.end());
        munmap(w.crumb, sizeof(Breadcrumb));
        running.erase(running.begin() + long(i));
        continue;
      }
      results.insert(results.end(), std::make_move_iterator(w.results.begin()),
                     std::make_move_iterator(w.results.end()));
      // The worker has exited. A block given and not answered crashed it (or
      // hung, or its result did not parse): a finding at the case it was on;
      // the cases before and after run again in new workers.
      if (!w.blocks.empty()) {
        const Block& block = w.blocks.front();
        const long crumb_case = w.crumb->case_index.load();
        const long at = crumb_case >= block.first && crumb_case < block.last ? crumb_case : block.first;
        const std::string member = w.crumb->in_subject ? std::string(w.crumb->member) : "(check)";
        const std::string kind = w.hung ? "hang"
                                 : WIFSIGNALED(status) ? signal_name(WTERMSIG(status))
                                                       : "exit " + std::to_string(WEXITSTATUS(status));
        std::string message = w.hung ? "no answer within " + std::to_string(int(o.case_timeout_seconds)) + " s"
                                     : tail(w.err);
        if (message.empty()) message = kind;
        results.push_back(crash_result(s, block.property, at, member, kind, message, o));
        if (at > block.first) {
          Block before = block;
          before.last = at;
          pending.push_back(before);
        }
        if (at + 1 < block.last) {
          Block after = block;
          after.first = at + 1;
          if (++after.crashes[member] >= o.crashes_per_block && member != "(check)") after.disabled.insert(member);
          pending.push_back(after);
        }
        w.blocks.pop_front();
        for (const Block& later : w.blocks) pending.push_back(later);
      }
      munmap(w.crumb, sizeof(Breadcrumb));
      running.erase(running.begin() + long(i));
    }
  }
  return results;
}

}  // namespace plumb
