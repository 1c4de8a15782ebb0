#include "cli/child_process.h"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <fstream>
#include <stdexcept>
#include <thread>

extern char** environ;

namespace plumb::cli {

namespace {

std::vector<std::string> environment_with(const std::map<std::string, std::string>& extra) {
  std::vector<std::string> out;
  for (char** e = environ; *e != nullptr; ++e) {
    const std::string entry = *e;
    const std::string key = entry.substr(0, entry.find('='));
    if (extra.count(key) == 0) out.push_back(entry);
  }
  for (const auto& [k, v] : extra) out.push_back(k + "=" + v);
  return out;
}

std::vector<char*> pointers(std::vector<std::string>& strings) {
  std::vector<char*> out;
  for (std::string& s : strings) out.push_back(s.data());
  out.push_back(nullptr);
  return out;
}

int status_code(int status) {
  if (WIFEXITED(status)) return WEXITSTATUS(status);
  if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
  return -1;
}

}  // namespace

ChildProcess::ChildProcess(const std::vector<std::string>& argv, const std::map<std::string, std::string>& env,
                           const std::string& log) {
  std::vector<std::string> args = argv, envs = environment_with(env);
  std::vector<char*> arg_ptrs = pointers(args), env_ptrs = pointers(envs);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 1, log.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
  posix_spawn_file_actions_adddup2(&actions, 1, 2);
  posix_spawnattr_t attr;
  posix_spawnattr_init(&attr);
  posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP);
  posix_spawnattr_setpgroup(&attr, 0);
  const int rc = posix_spawnp(&pid_, args[0].c_str(), &actions, &attr, arg_ptrs.data(), env_ptrs.data());
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attr);
  if (rc != 0) throw std::runtime_error("cannot start '" + args[0] + "': " + std::strerror(rc));
}

ChildProcess::~ChildProcess() {
  while (!poll()) {
    stop();
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
}

bool ChildProcess::poll() {
  if (done_) return true;
  int status = 0;
  const pid_t r = waitpid(pid_, &status, WNOHANG);
  if (r == pid_) {
    done_ = true;
    code_ = status_code(status);
  }
  return done_;
}

int ChildProcess::wait() {
  while (!done_) {
    int status = 0;
    const pid_t r = waitpid(pid_, &status, 0);
    if (r == pid_) {
      done_ = true;
      code_ = status_code(status);
    } else if (r < 0 && errno != EINTR) {
      done_ = true;
    }
  }
  return code_;
}

void ChildProcess::stop() {
  if (done_) return;
  // SIGTERM, not SIGINT: libFuzzer's fork mode runs its jobs through
  // system(), which ignores SIGINT in the parent; SIGTERM reaches both and
  // libFuzzer stops gracefully on it. Whatever still runs 10 s later is killed.
  const auto now = std::chrono::steady_clock::now();
  if (!stopping_) {
    stopping_ = true;
    stop_sent_ = now;
    kill(-pid_, SIGTERM);
  } else if (now - stop_sent_ > std::chrono::seconds(10)) {
    kill(-pid_, SIGKILL);
  }
}

std::string LogTail::read_lines() {
  std::ifstream in(path_, std::ios::binary);
  if (!in) return {};
  in.seekg(0, std::ios::end);
  const long end = long(in.tellg());
  if (end <= offset_) return {};
  in.seekg(offset_);
  std::string out(std::size_t(end - offset_), '\0');
  in.read(out.data(), std::streamsize(out.size()));
  out.resize(out.rfind('\n') + 1);  // npos + 1 == 0: no complete line yet
  offset_ += long(out.size());
  return out;
}

}  // namespace plumb::cli
