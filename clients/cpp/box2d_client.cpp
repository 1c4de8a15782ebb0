// Box2D 2.4 checked by Plumb: the adapters and declarations of
// box2d_subject.h through plumb::check_main, so this program takes every
// option of `plumb check` (docs/clients/box2d.md).
#include <plumb/harness.h>
#include "clients/cpp/box2d_subject.h"

int main(int argc, char** argv) { return plumb::check_main(argc, argv, box2d_client::subject()); }
