// The public kernel headers compile without a warning under the project's
// warning flags, with -Werror (kernels/tests/CMakeLists.txt): a header-only
// library's warnings land in its users' builds. Built by both the gcc
// (default) and the clang (clang-sanitize) presets; nothing to run.
#include "plumb/plumb.h"
