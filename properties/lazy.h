// A value computed on first use and kept. The checks' condition scales feed
// only a construction's DeviationFn, which the Judge calls for a violation or
// a declared tolerance: on a passing strict check they would be rational
// arithmetic done for nothing.
#pragma once

#include <optional>
#include <type_traits>
#include <utility>

namespace plumb::check {

template <class F>
class Lazy {
 public:
  explicit Lazy(F f) : f_(std::move(f)) {}
  const std::invoke_result_t<F&>& operator()() {
    if (!value_) value_.emplace(f_());
    return *value_;
  }

 private:
  F f_;
  std::optional<std::invoke_result_t<F&>> value_;
};

}  // namespace plumb::check
