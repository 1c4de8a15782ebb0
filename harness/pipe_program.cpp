#include "harness/pipe_program.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <stdexcept>
#include <thread>

namespace plumb {
namespace {

using Clock = std::chrono::steady_clock;

constexpr std::size_t kLongestLine = std::size_t(64) << 20;
constexpr std::size_t kStderrKept = 4096;

// The child side: pipes on 0, 1, 2, nothing else open, own process group.
[[noreturn]] void exec_child(const std::string& command, int in, int out, int err) {
  setpgid(0, 0);
  // If the process that started us dies, so do we (the shell at least: a
  // program it forks in turn sees its stdin close instead).
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  dup2(in, STDIN_FILENO);
  dup2(out, STDOUT_FILENO);
  dup2(err, STDERR_FILENO);
  close_range(3, ~0U, 0);
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, nullptr);
  signal(SIGPIPE, SIG_DFL);
  execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
  _exit(127);
}

// write() without dying of SIGPIPE when the program has gone: the signal is
// blocked around the call and a pending one discarded (the caller sees EPIPE).
ssize_t write_quietly(int fd, const char* data, std::size_t size) {
  sigset_t pipe_signal, old;
  sigemptyset(&pipe_signal);
  sigaddset(&pipe_signal, SIGPIPE);
  pthread_sigmask(SIG_BLOCK, &pipe_signal, &old);
  const ssize_t n = write(fd, data, size);
  const int error = errno;
  if (n < 0 && error == EPIPE) {
    const timespec zero{};
    sigtimedwait(&pipe_signal, nullptr, &zero);
  }
  pthread_sigmask(SIG_SETMASK, &old, nullptr);
  errno = error;
  return n;
}

std::string signal_name(int sig) {
  const char* abbrev = sigabbrev_np(sig);
  return abbrev ? std::string("SIG") + abbrev : "signal " + std::to_string(sig);
}

// The program runs under /bin/sh, which (dash) waits for it rather than
// becoming it: a program killed by signal n shows as the shell exiting with
// status 128 + n, the shells' convention. That status is read as the signal.
int shell_signal(int status) {
  if (!WIFEXITED(status)) return 0;
  const int code = WEXITSTATUS(status);
  return code > 128 && code - 128 < NSIG ? code - 128 : 0;
}

}  // namespace

PipeProgram::PipeProgram(const std::string& command) : owner_(getpid()) {
  int in[2], out[2], err[2];
  if (pipe2(in, O_CLOEXEC) != 0) throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
  if (pipe2(out, O_CLOEXEC) != 0 || pipe2(err, O_CLOEXEC) != 0) {
    close(in[0]), close(in[1]);
    throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
  }
  std::fflush(nullptr);
  pid_ = fork();
  if (pid_ < 0) {
    for (int fd : {in[0], in[1], out[0], out[1], err[0], err[1]}) close(fd);
    throw std::runtime_error(std::string("fork: ") + std::strerror(errno));
  }
  if (pid_ == 0) exec_child(command, in[0], out[1], err[1]);
  setpgid(pid_, pid_);  // also here: whichever runs first, the group exists before a kill
  close(in[0]);
  close(out[1]);
  close(err[1]);
  in_ = in[1], out_ = out[0], err_ = err[0];
  for (int fd : {in_, out_, err_}) fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
}

PipeProgram::~PipeProgram() {
  if (owner_ != getpid()) {  // a forked copy: the program is not ours
    close_fds();
    return;
  }
  if (in_ >= 0) close(in_), in_ = -1;  // end of input: a well-behaved program exits now
  reap(200);
  close_fds();
}

void PipeProgram::close_fds() {
  for (int* fd : {&in_, &out_, &err_})
    if (*fd >= 0) close(*fd), *fd = -1;
}

void PipeProgram::send(const std::string& text) {
  if (in_ < 0) return;  // the program closed its stdin: nothing more will be read
  pending_ += text;
  pump(0);
}

void PipeProgram::pump(int timeout_ms) {
  pollfd fds[3];
  nfds_t n = 0;
  if (out_ >= 0) fds[n++] = {out_, POLLIN, 0};
  if (err_ >= 0) fds[n++] = {err_, POLLIN, 0};
  if (in_ >= 0 && !pending_.empty()) fds[n++] = {in_, POLLOUT, 0};
  if (n == 0) return;
  if (poll(fds, n, timeout_ms) <= 0) return;
  char buf[65536];
  for (nfds_t i = 0; i < n; ++i) {
    if (fds[i].revents == 0) continue;
    const int fd = fds[i].fd;
    if (fd == in_) {
      const ssize_t w = write_quietly(in_, pending_.data(), pending_.size());
      if (w > 0) {
        pending_.erase(0, std::size_t(w));
        progressed_ = true;
      } else if (w < 0 && errno != EAGAIN && errno != EINTR) {
        pending_.clear();  // EPIPE: the program stopped reading
        close(in_), in_ = -1;
      }
      continue;
    }
    for (;;) {
      const ssize_t r = read(fd, buf, sizeof buf);
      if (r > 0) {
        if (fd == out_) {
          read_.append(buf, std::size_t(r));
          progressed_ = true;
        } else {
          err_text_.append(buf, std::size_t(r));
          if (err_text_.size() > 2 * kStderrKept) err_text_.erase(0, err_text_.size() - kStderrKept);
        }
        continue;
      }
      if (r < 0 && errno == EINTR) continue;
      if (r == 0) {  // end of file
        if (fd == out_) close(out_), out_ = -1;
        else close(err_), err_ = -1;
      }
      break;
    }
  }
}

std::optional<std::string> PipeProgram::next_line(double quiet_seconds, const std::function<void()>& tick) {
  auto since = Clock::now();
  for (;;) {
    const std::size_t nl = read_.find('\n', read_pos_);
    if (nl != std::string::npos) {
      std::string line = read_.substr(read_pos_, nl - read_pos_);
      read_pos_ = nl + 1;
      if (read_pos_ > (1u << 20)) read_.erase(0, read_pos_), read_pos_ = 0;
      return line;
    }
    if (read_.size() - read_pos_ > kLongestLine) {
      stop_ = Stop::too_long;
      kill();
      return std::nullopt;
    }
    if (out_ < 0) {
      stop_ = Stop::exited;
      return std::nullopt;
    }
    const double waited = std::chrono::duration<double>(Clock::now() - since).count();
    if (waited > quiet_seconds) {
      stop_ = Stop::timeout;
      quiet_ = quiet_seconds;
      kill();
      return std::nullopt;
    }
    progressed_ = false;
    pump(int(std::clamp((quiet_seconds - waited) * 1000, 1.0, 100.0)));
    if (progressed_) since = Clock::now();
    if (tick) tick();
  }
}

void PipeProgram::reap(int wait_ms) {
  if (pid_ <= 0 || reaped_) return;
  const auto until = Clock::now() + std::chrono::milliseconds(wait_ms);
  for (;;) {
    const pid_t r = waitpid(pid_, &status_, WNOHANG);
    if (r == pid_ || (r < 0 && errno != EINTR)) {
      reaped_ = true;
      break;
    }
    if (Clock::now() >= until) {
      ::kill(-pid_, SIGKILL);
      while (waitpid(pid_, &status_, 0) < 0 && errno == EINTR) {
      }
      reaped_ = true;
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  ::kill(-pid_, SIGKILL);  // whatever the shell left behind in its group
}

void PipeProgram::kill() {
  if (pid_ > 0 && !reaped_) ::kill(-pid_, SIGKILL);
  reap(1000);
  close_fds();
}

std::string PipeProgram::what_happened() {
  switch (stop_) {
    case Stop::timeout:
      return "wrote nothing for " + std::to_string(int(quiet_ + 0.5)) + " s (killed)";
    case Stop::too_long:
      return "wrote a line longer than 64 MiB (killed)";
    case Stop::exited:
    case Stop::none:
      break;
  }
  // Its last words: what it wrote on stderr before the end.
  for (int i = 0; i < 5 && err_ >= 0; ++i) pump(100);
  reap(1000);
  if (const int sig = shell_signal(status_)) {
    return "was killed by " + signal_name(sig) + " (the shell's exit status " + std::to_string(WEXITSTATUS(status_)) +
           ")";
  }
  if (WIFEXITED(status_)) return "exited with status " + std::to_string(WEXITSTATUS(status_));
  if (WIFSIGNALED(status_)) return "was killed by " + signal_name(WTERMSIG(status_));
  return "stopped";
}

std::string PipeProgram::stop_kind() {
  switch (stop_) {
    case Stop::timeout: return "no answer";
    case Stop::too_long: return "malformed answer";
    case Stop::exited:
    case Stop::none: break;
  }
  reap(1000);
  if (const int sig = shell_signal(status_)) return "program killed by " + signal_name(sig);
  if (WIFSIGNALED(status_)) return "program killed by " + signal_name(WTERMSIG(status_));
  return "program exited";
}

std::string PipeProgram::stderr_tail() const {
  // Whitespace runs (a stack trace's indentation, line ends) as one space.
  std::string t;
  for (char c : err_text_) {
    const bool space = c == '\n' || c == '\r' || c == ' ' || c == '\t';
    if (!space) t += c;
    else if (!t.empty() && t.back() != ' ') t += ' ';
  }
  while (!t.empty() && t.back() == ' ') t.pop_back();
  constexpr std::size_t kQuoted = 1000;
  return t.size() > kQuoted ? "..." + t.substr(t.size() - kQuoted) : t;
}

}  // namespace plumb
