// GLM 0.9.9 (libglm-dev, header-only) as a Plumb subject: adapters around
// the geometry functions of its gtx extensions in double precision
// (glm::dvec3), with the declarations GLM's headers and sources support
// (docs/clients/glm.md gives the line of GLM behind each).
//
//   ray_triangle_hit   glm::intersectRayTriangle (default), or
//                      glm::intersectLineTriangle (Triangle::line), hits at t < 0 dropped
//   ray_plane_hit      glm::intersectRayPlane (the plane's point built from its offset)
//   ray_sphere_entry   glm::intersectRaySphere, the overload answering a distance
//   line_sphere        glm::intersectLineSphere (point1 = origin + 2^k direction; its points
//                      projected back onto the line as t)
//   closest_point3     glm::closestPointOnLine (a segment: it clamps to the ends)
#pragma once

#include <plumb/subject.h>

#include <string>

namespace glm_client {

/// Which GLM function answers ray_triangle_hit.
enum class Triangle { ray, line };

/// "ray" or "line"; Triangle of such a name (std::invalid_argument otherwise).
std::string triangle_name(Triangle t);
Triangle triangle_named(const std::string& name);

/// The adapters and GLM's declarations.
plumb::Subject subject(Triangle triangle = Triangle::ray);

}  // namespace glm_client
