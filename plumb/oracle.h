// Plumb's exact oracle, in one include: the exact answer to every kernel
// question over GMP rationals (Boost.Multiprecision), by a method independent
// of Plumb's kernels, and the error measures (ULPs, scaled) that round towards
// larger errors. For tests that pin a library's fault against the exact answer.
//
//   #include <plumb/oracle.h>
//   auto exact = plumb::oracle::closest_point3(p, seg);   // see docs/oracle.md
//
// CMake: target_link_libraries(my_test PRIVATE plumb::oracle).
#pragma once

#include "oracle/circle_contact.h"
#include "oracle/closest_point.h"
#include "oracle/closest_point3d.h"
#include "oracle/conventions.h"
#include "oracle/crossing.h"
#include "oracle/enclosure3d.h"
#include "oracle/error.h"
#include "oracle/exact.h"
#include "oracle/exact3d.h"
#include "oracle/filtered_closest_point.h"
#include "oracle/filtered_crossing.h"
#include "oracle/filtered_enclosure.h"
#include "oracle/filtered_line_of_sight.h"
#include "oracle/filtered_quotient.h"
#include "oracle/first_contact.h"
#include "oracle/line_of_sight.h"
#include "oracle/mpfr_value.h"
#include "oracle/parameter.h"
#include "oracle/plane3d.h"
#include "oracle/projection.h"
#include "oracle/ray3d.h"
#include "oracle/round_shapes3d.h"
#include "oracle/rvec.h"
