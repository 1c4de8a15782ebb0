// Box2D 2.4 (libbox2d-dev, float) as a Plumb subject: adapters around the
// library's own ray casts, contact and distance functions, with the
// declarations a Box2D maintainer makes (docs/clients/box2d.md says what each
// is and which line of Box2D justifies it).
//
//   ray_segment_hit         b2EdgeShape::RayCast (two-sided edge, identity transform)
//   ray_circle              b2CircleShape::RayCast
//   ray_box2                b2AABB::RayCast
//   circle_segment_contact  b2CollideEdgeAndCircle (decision only: touching or not)
//   distance_point_segment  b2Distance (GJK) between a point and an edge proxy
//   distance_segment_segment b2Distance between two edge proxies
//
// Every ray is cast with maxFraction = FLT_MAX, so it reads as a ray; t is
// Box2D's fraction along p2 - p1, which is Plumb's t along b - a.
#pragma once

#include <plumb/subject.h>

namespace box2d_client {

/// The adapters and Box2D's declarations.
plumb::Subject subject();

}  // namespace box2d_client
