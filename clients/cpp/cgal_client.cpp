// CGAL 5.5 checked by Plumb: a maintainer's client for two kernels.
//
//   plumb_cgal_client --kernel simple-cartesian   Simple_cartesian<double> (the default)
//   plumb_cgal_client --kernel epick              Exact_predicates_inexact_constructions_kernel
//
// plus every option of `plumb check` (plumb::check_main). --unguarded calls
// CGAL even on non-finite input (outside its contract): Epick's exact
// fallback then raises SIGFPE inside GMP, which the runner isolates and
// reports as a crash. The adapters and declarations are in cgal_kernels.cpp;
// docs/clients/cgal.md explains them and lists the faults found.
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

#include <plumb/harness.h>
#include "clients/cpp/cgal_kernels.h"

int main(int argc, char** argv) {
  // --kernel NAME and --unguarded are this client's own; the rest is check_main's.
  cgal_client::Kernel kernel = cgal_client::Kernel::simple_cartesian;
  cgal_client::Guard guard = cgal_client::Guard::finite_input;
  std::vector<char*> rest;
  for (int i = 0; i < argc; ++i) {
    const std::string arg = argv[i];
    if ((arg == "--kernel" && i + 1 < argc) || arg.rfind("--kernel=", 0) == 0) {
      const std::string name = arg == "--kernel" ? argv[++i] : arg.substr(std::strlen("--kernel="));
      try {
        kernel = cgal_client::kernel_named(name);
      } catch (const std::exception& e) {
        std::cerr << argv[0] << ": error: " << e.what() << "\n";
        return 2;
      }
      continue;
    }
    if (arg == "--unguarded") {
      guard = cgal_client::Guard::none;
      continue;
    }
    if (arg == "--help" || arg == "-h")
      std::cout << "CGAL client options (before the check options below):\n"
                   "  --kernel NAME   simple-cartesian (default) or epick\n"
                   "  --unguarded     call CGAL on non-finite input too (outside its contract)\n\n";
    rest.push_back(argv[i]);
  }
  // Replay lines must name the kernel: they are commands of this program.
  std::string program = std::string(argv[0]) + " --kernel " + cgal_client::kernel_name(kernel);
  if (guard == cgal_client::Guard::none) program += " --unguarded";
  rest[0] = program.data();
  return plumb::check_main(int(rest.size()), rest.data(), cgal_client::subject(kernel, guard));
}
