// Bullet 3.24 (libbullet-dev) as a Plumb subject: adapters around Bullet's
// geometry helpers, with the declarations a Bullet maintainer makes
// (docs/clients/bullet.md says what each is and which line of Bullet
// justifies it). Compiled twice: against the -float64 libraries with
// BT_USE_DOUBLE_PRECISION (btScalar = double) and against the default float
// libraries (btScalar = float).
//
//   closest_point3                   bt_closest_point_on_segment (Gimpact/btGeometryOperations.h)
//   squared_distance_point_segment3  SegmentSqrDistance (libBulletCollision; exported, declared in no header)
//   segment_segment_closest3         bt_segment_collision (points only)
//   ray_box_entry                    btRayAabb2 (LinearMath/btAabbUtil2.h), called as btDbvt::rayTest calls it
//   segment_plane_crossing           bt_line_plane_collision with t in [0, 1]
//   ray_plane_hit                    bt_line_plane_collision with t in [0, inf)
#pragma once

#include <plumb/subject.h>

namespace bullet_client {

/// The adapters and Bullet's declarations for this build's btScalar.
plumb::Subject subject();

}  // namespace bullet_client
