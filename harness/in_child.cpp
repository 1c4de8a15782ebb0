#include "harness/in_child.h"

#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>

namespace plumb {

std::optional<std::string> run_in_child(const std::function<std::string()>& work, unsigned timeout_seconds) {
  int fd[2];
  if (pipe(fd) != 0) return std::nullopt;
  std::fflush(nullptr);
  const pid_t pid = fork();
  if (pid < 0) {
    close(fd[0]), close(fd[1]);
    return std::nullopt;
  }
  if (pid == 0) {
    close(fd[0]);
    alarm(timeout_seconds);
    int code = 0;
    try {
      const std::string text = work();
      for (std::size_t done = 0; done < text.size();) {
        const ssize_t n = write(fd[1], text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        done += std::size_t(n);
      }
    } catch (...) {
      code = 1;
    }
    _exit(code);
  }
  close(fd[1]);
  std::string text;
  char buf[4096];
  for (ssize_t n; (n = read(fd[0], buf, sizeof buf)) != 0;) {
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) break;
    text.append(buf, std::size_t(n));
  }
  close(fd[0]);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (!(WIFEXITED(status) && WEXITSTATUS(status) == 0)) return std::nullopt;
  return text;
}

}  // namespace plumb
