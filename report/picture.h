// Plumb report: a scene (properties/scene.h) drawn as SVG.
//
// Rendering centres the view on the scene (or on the marks, for the zoomed
// view) before scaling, in double arithmetic on differences, so two answers
// an ULP apart at 1e6 still land on different pixels when zoomed.
#pragma once

#include <string>

#include "properties/scene.h"

namespace plumb {

/// The scene as an SVG element: the drawing `width` x `height`, below a band
/// with a badge per note (an answer with no place: NaN, +inf, -inf, none, a
/// decision). Whole (class "picture whole") or, with `zoom`, centred on the
/// marks and a little wider than their spread (one mark: a sixteenth of the
/// whole view; no mark: where the first two shapes come closest) (class
/// "picture zoom"). Lines are drawn across the view, rays from their origin
/// with an arrowhead, segments between their ends; the exact answer as a
/// green ring, the subject's as a red cross. Non-finite coordinates are not
/// drawn. Class names: picture_parts.h and docs/reports.md, "Pictures".
std::string svg(const Scene& scene, int width, int height, bool zoom);

}  // namespace plumb
