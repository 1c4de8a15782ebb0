// The main of a user's bench program (plumb::bench; bench/user.h): the
// subject named by PLUMB_BENCH_SUBJECT_IS beside Plumb's kernels. A program
// that defines its own main (registering with plumb::bench::register_subject)
// replaces this one.
#include "bench/user.h"

int main(int argc, char** argv) { return plumb::bench::user_main(argc, argv); }
