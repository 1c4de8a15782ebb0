// Plumb report: a scene (properties/scene.h) drawn as SVG.
//
// Rendering centres the view on the scene (or on the marks, for the zoomed
// view) before scaling, in double arithmetic on differences, so two answers
// an ULP apart at 1e6 still land on different pixels when zoomed.
#pragma once

#include <string>

#include "properties/scene.h"

namespace plumb {

/// The scene as an SVG element of the given size. With `zoom`, the view is
/// centred on the marks and spans a little more than their spread (or, with
/// one mark, a small window around it).
std::string svg(const Scene& scene, int width, int height, bool zoom);

}  // namespace plumb
