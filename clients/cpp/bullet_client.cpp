// Bullet 3.24 checked by Plumb: the adapters and declarations of
// bullet_subject.h through plumb::check_main, so this program takes every
// option of `plumb check` (docs/clients/bullet.md). Built twice: bullet_client
// (double, the -float64 libraries) and bullet_float_client (float).
#include <plumb/harness.h>
#include "clients/cpp/bullet_subject.h"

int main(int argc, char** argv) { return plumb::check_main(argc, argv, bullet_client::subject()); }
