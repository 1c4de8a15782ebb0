#include "harness/protocol_subject.h"

#include <unistd.h>

#include <algorithm>
#include <cstring>
#include <deque>
#include <functional>
#include <span>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

#include "harness/pipe_program.h"
#include "harness/protocol_codec.h"
#include "harness/protocol_handshake.h"

namespace plumb {
namespace {

using protocol::Handshake;

std::string shortened(const std::string& text) {
  return text.size() > 200 ? text.substr(0, 197) + "..." : text;
}

// A call's key: the member's name and its arguments' bytes (every argument
// is doubles, a Kind, or a list of walls or vertices). Cheaper than the call's text, which
// the real run then needs only for a call that was not prefetched; equal keys
// are equal calls (and a NaN spelled with another payload only misses).
template <class T>
void append_bytes(std::string& key, const T& x) {
  static_assert(std::is_trivially_copyable_v<T>);
  key.append(reinterpret_cast<const char*>(&x), sizeof x);
}
void append_bytes(std::string& key, std::span<const Segment> walls) {
  append_bytes(key, walls.size());
  key.append(reinterpret_cast<const char*>(walls.data()), walls.size_bytes());
}
void append_bytes(std::string& key, std::span<const Vec2> vertices) {
  append_bytes(key, vertices.size());
  key.append(reinterpret_cast<const char*>(vertices.data()), vertices.size_bytes());
}
// The key of a call, written into `key` (cleared first: one buffer per
// process serves every call, so asking for a key allocates nothing).
template <class... A>
void call_key(std::string& key, const char* name, const A&... args) {
  key.clear();
  key += name;
  key += '\0';
  (append_bytes(key, args), ...);
}

std::string& key_buffer() {
  static std::string key;
  return key;
}

// The calls a block's recording made: each distinct call once (its key and
// text), in the order first made, and `order`, every call in the order made
// (an index into `calls`). The real run makes the same calls in the same
// order wherever the library answers as Plumb does, so it finds each answer
// at the next place of `order` without hashing.
struct Recording {
  std::deque<std::pair<std::string, std::string>> calls;  // a deque: `index` views its keys
  std::unordered_map<std::string_view, std::size_t> index;
  std::vector<std::size_t> order;
  template <class... A>
  void note(const char* name, const A&... args) {
    std::string& key = key_buffer();
    call_key(key, name, args...);
    auto it = index.find(key);
    if (it == index.end()) {
      calls.emplace_back(key, line(name, std::string_view(key).substr(std::strlen(name) + 1), args...));
      it = index.emplace(calls.back().first, calls.size() - 1).first;
    }
    order.push_back(it->second);
  }

 private:
  // protocol::call_line, but a check asks several members about the same
  // shapes in turn: arguments whose bytes are the last call's reuse its text
  // (formatting the decimals is most of what a call costs here).
  template <class... A>
  std::string line(const char* name, std::string_view bytes, const A&... args) {
    if (bytes != last_bytes_) {
      last_bytes_.assign(bytes);
      last_text_.clear();
      (protocol::append_argument(last_text_, args), ...);
    }
    std::string text(name);
    text += last_text_;
    return text;
  }
  std::string last_bytes_, last_text_;
};

// Wraps one of Plumb's kernels so that every call is noted.
template <class R, class... A>
void record(std::function<R(A...)>& fn, const char* name, const std::shared_ptr<Recording>& log) {
  fn = [inner = std::move(fn), name, log](A... args) -> R {
    log->note(name, args...);
    return inner(args...);
  };
}

// The connection of one process to its copy of the program.
class Connection {
 public:
  Connection(ProtocolOptions options, Handshake first, std::shared_ptr<ProtocolStats> stats)
      : options_(std::move(options)), first_(std::move(first)), stats_(std::move(stats)) {}

  // The program already started by protocol_subject() (this process's).
  void adopt(std::unique_ptr<PipeProgram> program) {
    own();
    program_ = std::move(program);
  }

  const Handshake& handshake() const { return first_; }

  // The prefetched answer to a call, or nullptr.
  template <class... A>
  const std::string* prefetched(const char* name, const A&... args) {
    own();
    if (!log_) return nullptr;
    std::string& key = key_buffer();
    call_key(key, name, args...);
    std::size_t i = 0;
    if (next_ < log_->order.size() && log_->calls[log_->order[next_]].first == key) {
      i = log_->order[next_++];
    } else {
      const auto it = log_->index.find(key);
      if (it == log_->index.end()) return nullptr;
      i = it->second;
    }
    if (i >= answered_.size() || !answered_[i]) return nullptr;
    ++stats_->cached_answers;
    return &answers_[i];
  }

  // The answer line to a call line, asked now.
  std::string ask(const char* member, const std::string& line) {
    own();
    ++stats_->single_calls;
    PipeProgram& p = running(member);
    p.send(line + "\nend\n");
    const std::optional<std::string> answer = p.next_line(options_.timeout_seconds);
    if (!answer) fail(member, line);
    if (*answer == "end") malformed(member, "the program answered '" + shortened(line) + "' with no line");
    const std::optional<std::string> end = p.next_line(options_.timeout_seconds);
    if (!end) fail(member, line);
    if (*end != "end")
      malformed(member, "the program answered '" + shortened(line) + "' with more than one line: '" +
                            shortened(*answer) + "', then '" + shortened(*end) + "'");
    return *answer;
  }

  // Subject::prefetch: record the block's calls, send them, keep the answers.
  void prefetch(const std::function<void(const Subject&)>& run, const std::function<void()>& alive) {
    own();
    forget();
    if (program_) program_->rewind_stderr();  // a block's failures quote its own stderr
    alive_ = alive;
    auto log = std::make_shared<Recording>();
    Subject recorder = plumb_subject();
    for_each_member(recorder, [&](const char* name, auto& fn) {
      if (std::find(first_.provides.begin(), first_.provides.end(), name) == first_.provides.end()) fn = nullptr;
      else record(fn, name, log);
    });
    run(recorder);
    if (log->calls.empty()) return;
    log_ = log;
    answers_.assign(log->calls.size(), std::string());
    answered_.assign(log->calls.size(), false);
    try {
      (void)running("(prefetch)");
    } catch (const SubjectError&) {
      return;  // the real run asks again, and reports it with the member and case
    }
    exchange(log->calls, alive);
  }

 private:
  // In a forked process: drop the parent's pipes (its program is not ours).
  void own() {
    if (owner_ == getpid()) return;
    program_.reset();
    forget();
    owner_ = getpid();
  }

  // Drops the answers of the last prefetch.
  void forget() {
    log_.reset();
    answers_.clear();
    answered_.clear();
    next_ = 0;
  }

  PipeProgram& running(const char* member) {
    if (program_) return *program_;
    ++stats_->starts;
    auto p = std::make_unique<PipeProgram>(options_.command);
    stats_->program_pid = p->pid();
    const std::optional<std::string> line = p->next_line(options_.start_timeout_seconds, alive_);
    std::string problem;
    if (!line) {
      problem = "the program " + p->what_happened() + " before its handshake";
    } else {
      try {
        const Handshake h = protocol::read_handshake(*line);
        if (h.provides != first_.provides) problem = "the program's handshake names other members than it did at first";
      } catch (const std::invalid_argument& e) {
        problem = e.what();
      }
    }
    if (!problem.empty()) {
      const std::string tail = p->stderr_tail();
      ++stats_->failures;
      throw SubjectError(member, problem + (tail.empty() ? "" : "; its stderr: " + tail), "program failed to start");
    }
    p->mark_stderr();
    program_ = std::move(p);
    return *program_;
  }

  // The program stopped answering: a finding for this call; a fresh program
  // for the next one.
  [[noreturn]] void fail(const char* member, const std::string& line) {
    std::string what = "the program " + program_->what_happened() + " while answering '" + shortened(line) + "'";
    const std::string tail = program_->stderr_tail();
    if (!tail.empty()) what += "; its stderr: " + tail;
    const std::string kind = program_->stop_kind();
    program_.reset();
    ++stats_->failures;
    throw SubjectError(member, what, kind);
  }

  // Out of step with the protocol: its later lines cannot be trusted either.
  [[noreturn]] void malformed(const char* member, const std::string& what) {
    program_.reset();
    ++stats_->failures;
    throw SubjectError(member, what, "malformed answer");
  }

  // Sends the calls in messages of batch_calls, all queued at once (the pipe
  // is written as the program reads), and keeps every message answered in
  // full and in step. At the first failure the program is dropped: what was
  // not answered is asked one call at a time in the real run.
  void exchange(const std::deque<std::pair<std::string, std::string>>& calls, const std::function<void()>& alive) {
    const std::size_t n = std::max<std::size_t>(1, options_.batch_calls);
    std::string message;
    for (std::size_t first = 0; first < calls.size(); first += n) {
      message.clear();
      for (std::size_t i = first; i < std::min(calls.size(), first + n); ++i) {
        message += calls[i].second;
        message += '\n';
      }
      message += "end\n";
      program_->send(message);
      ++stats_->batch_messages;
    }
    std::vector<std::string> answers;
    for (std::size_t first = 0; first < calls.size(); first += n) {
      const std::size_t last = std::min(calls.size(), first + n);
      answers.clear();
      for (;;) {
        std::optional<std::string> line = program_->next_line(options_.timeout_seconds, alive);
        if (!line) return void(program_.reset());
        if (*line == "end") break;
        answers.push_back(std::move(*line));
        if (answers.size() > last - first) return void(program_.reset());  // more answers than calls
      }
      if (answers.size() != last - first) return void(program_.reset());
      for (std::size_t i = first; i < last; ++i) {
        answers_[i] = std::move(answers[i - first]);
        answered_[i] = true;
      }
      stats_->batched_calls += long(last - first);
    }
  }

  ProtocolOptions options_;
  Handshake first_;
  std::shared_ptr<ProtocolStats> stats_;
  pid_t owner_ = -1;
  std::unique_ptr<PipeProgram> program_;
  std::shared_ptr<const Recording> log_;  // the last prefetch's calls
  std::vector<std::string> answers_;      // their answers, by index in log_->calls
  std::vector<bool> answered_;
  std::size_t next_ = 0;                  // the next place in log_->order
  std::function<void()> alive_;
};

bool is_error(const std::string& answer) { return answer == "error" || answer.starts_with("error "); }

// A member that calls through the connection and reads its result shape.
template <class R, class... A>
void call_through(std::function<R(A...)>& fn, const char* name, const std::shared_ptr<Connection>& c) {
  fn = [name, c](A... args) -> R {
    const std::string* cached = c->prefetched(name, args...);
    std::string asked, line;
    if (cached == nullptr) {
      line = protocol::call_line(name, args...);
      asked = c->ask(name, line);
    }
    const std::string& answer = cached != nullptr ? *cached : asked;
    // The call's text, for a message (formatted again only when needed).
    auto text = [&] { return line.empty() ? protocol::call_line(name, args...) : line; };
    if (is_error(answer))
      throw SubjectError(name, "the program reported an error on '" + shortened(text()) + "': " +
                                   (answer.size() > 6 ? answer.substr(6) : std::string("(no message)")));
    R r{};
    try {
      protocol::decode(answer, r);
    } catch (const protocol::ProtocolError& e) {
      throw SubjectError(name,
                         "malformed answer to '" + shortened(text()) + "': '" + shortened(answer) + "' (" + e.what() + ")",
                         "malformed answer");
    }
    return r;
  };
}

}  // namespace

Subject protocol_subject(const ProtocolOptions& options, std::shared_ptr<ProtocolStats> stats) {
  if (!stats) stats = std::make_shared<ProtocolStats>();
  if (options.command.empty()) throw ProtocolSetupError("no command to run");
  std::unique_ptr<PipeProgram> program;
  try {
    program = std::make_unique<PipeProgram>(options.command);
  } catch (const std::runtime_error& e) {
    throw ProtocolSetupError("cannot start '" + options.command + "': " + e.what());
  }
  ++stats->starts;
  stats->program_pid = program->pid();
  const std::optional<std::string> line = program->next_line(options.start_timeout_seconds);
  if (!line) {
    const std::string tail = program->stderr_tail();
    throw ProtocolSetupError("'" + options.command + "' " + program->what_happened() + " before its handshake" +
                             (tail.empty() ? "" : "; its stderr: " + tail));
  }
  Handshake h;
  try {
    h = protocol::read_handshake(*line);
  } catch (const std::invalid_argument& e) {
    throw ProtocolSetupError("'" + options.command + "': " + e.what());
  }
  auto connection = std::make_shared<Connection>(options, h, stats);
  connection->adopt(std::move(program));
  Subject s;
  s.name = h.name;
  s.description = h.description;
  s.declared = h.declared;
  for_each_member(s, [&](const char* name, auto& fn) {
    if (std::find(h.provides.begin(), h.provides.end(), name) != h.provides.end()) call_through(fn, name, connection);
  });
  s.prefetch = [connection](const std::function<void(const Subject&)>& run, const std::function<void()>& alive) {
    connection->prefetch(run, alive);
  };
  return s;
}

}  // namespace plumb
