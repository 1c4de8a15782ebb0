// Plumb kernels: everything in the 2D line/ray/segment family, in one include.
// See docs/semantics-2d.md for what each function answers and contracts.h for
// the error bounds of constructions.
#pragma once

#include "kernels/circle_segment.h"
#include "kernels/closest_point.h"
#include "kernels/contracts.h"
#include "kernels/crossing.h"
#include "kernels/distance.h"
#include "kernels/first_contact.h"
#include "kernels/line_of_sight.h"
#include "kernels/orientation.h"
#include "kernels/projection.h"
#include "kernels/range.h"
#include "kernels/types.h"
