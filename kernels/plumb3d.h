// Plumb kernels: the 3D family and the 2D circle contact, in one include.
// See docs/semantics-3d.md for what each function answers and contracts.h for
// the error bounds of constructions.
#pragma once

#include "kernels/circle_contact.h"
#include "kernels/closest_point3d.h"
#include "kernels/contracts.h"
#include "kernels/plane3d.h"
#include "kernels/ray_box.h"
#include "kernels/ray_sphere.h"
#include "kernels/round_shapes3d.h"
#include "kernels/segment_segment3d.h"
#include "kernels/types3d.h"
