// `engine_check`: the whole `plumb check` command line for the engine's kernels.
#include "checks/engine_subject.h"
#include <plumb/harness.h>

int main(int argc, char** argv) { return plumb::check_main(argc, argv, engine_subject()); }
