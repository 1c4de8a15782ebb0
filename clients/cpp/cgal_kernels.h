// CGAL 5.5's kernels as Plumb subjects: the adapters of clients/cpp/
// cgal_kernels.cpp (the only translation unit that includes CGAL, so the
// client program and its regression test compile it once).
#pragma once

#include <string>
#include <vector>

#include <plumb/subject.h>

namespace cgal_client {

enum class Kernel {
  simple_cartesian,  // CGAL::Simple_cartesian<double>: plain double predicates and constructions
  epick,             // CGAL::Exact_predicates_inexact_constructions_kernel: exact predicates, double constructions
};

/// "simple-cartesian" or "epick".
std::string kernel_name(Kernel k);
/// The kernel with this name; throws std::invalid_argument (listing the names) otherwise.
Kernel kernel_named(const std::string& name);
std::vector<std::string> kernel_names();

/// Whether the adapters check CGAL's precondition of finite coordinates
/// before calling it (throwing std::domain_error, which the non-finite
/// properties accept for input outside the contract). Unguarded, Epick's
/// filters hand NaN and infinities to GMP, which raises SIGFPE: the runner
/// isolates it and reports a crash.
enum class Guard { finite_input, none };

/// The kernel's adapters with CGAL's declarations (docs/clients/cgal.md).
plumb::Subject subject(Kernel k, Guard guard = Guard::finite_input);

}  // namespace cgal_client
