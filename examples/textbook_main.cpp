// A user's own kernels checked by Plumb: the careful textbook kernels of
// textbook_kernels.h, with their declarations, through plumb::check_main --
// the whole `plumb check` command line in one call. `--bug NAME` puts one
// logic bug back (missing-clamp, missing-collinear-case) to see it caught.
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

#include <plumb/harness.h>
#include "examples/textbook_kernels.h"

int main(int argc, char** argv) {
  // --bug NAME is this example's own option; the rest is plumb::check_main's.
  textbook::Bug bug = textbook::Bug::none;
  std::vector<char*> rest;
  for (int i = 0; i < argc; ++i) {
    if (std::strcmp(argv[i], "--bug") == 0 && i + 1 < argc) {
      try {
        bug = textbook::bug_named(argv[++i]);
      } catch (const std::exception& e) {
        std::cerr << argv[0] << ": error: " << e.what() << "\n";
        return 2;
      }
      continue;
    }
    rest.push_back(argv[i]);
  }
  return plumb::check_main(int(rest.size()), rest.data(), textbook::subject(bug));
}
