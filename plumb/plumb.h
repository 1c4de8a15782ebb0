// Plumb's kernels, in one include: the 2D line/ray/segment family
// (docs/semantics-2d.md), the 3D family and the 2D circle contact
// (docs/semantics-3d.md). kernels/contracts.h states the error bounds of the
// constructions.
#pragma once

#include "kernels/circle_contact.h"
#include "kernels/circle_segment.h"
#include "kernels/closest_point.h"
#include "kernels/closest_point3d.h"
#include "kernels/contracts.h"
#include "kernels/crossing.h"
#include "kernels/distance.h"
#include "kernels/first_contact.h"
#include "kernels/line_of_sight.h"
#include "kernels/orientation.h"
#include "kernels/plane3d.h"
#include "kernels/polyline_crossings.h"
#include "kernels/point_in_polygon.h"
#include "kernels/point_in_triangle.h"
#include "kernels/point_triangle3.h"
#include "kernels/projection.h"
#include "kernels/range.h"
#include "kernels/box_box.h"
#include "kernels/sphere_box.h"
#include "kernels/ray_box.h"
#include "kernels/ray_chain.h"
#include "kernels/ray_sphere.h"
#include "kernels/ray_triangle.h"
#include "kernels/round_shapes3d.h"
#include "kernels/segment_triangle.h"
#include "kernels/segment_segment3d.h"
#include "kernels/types.h"
#include "kernels/types3d.h"
