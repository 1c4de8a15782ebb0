// Plumb report: the parts a picture (picture.h) is drawn from -- the view,
// the shapes' lines, the answer notes. Internal to report/.
#pragma once

#include <algorithm>
#include <string>

#include "properties/scene.h"

namespace plumb::picture {

/// World to pixel: centred on `centre`, `span` world units across the
/// smaller side. Differences first, so nearby doubles subtract exactly.
struct View {
  Vec2 centre;
  double span = 1;
  int width = 0, height = 0;
  double x(double wx) const { return width / 2.0 + (wx - centre.x) / span * std::min(width, height); }
  double y(double wy) const { return height / 2.0 - (wy - centre.y) / span * std::min(width, height); }
  double len(double w) const { return w / span * std::min(width, height); }
};

/// The view of the whole scene (every shape and mark, non-finite coordinates
/// left out), or the zoomed one: on the marks, or when there are none on
/// where the first two shapes come closest (picture_view.cpp). A view on a
/// single point spans a sixteenth of the whole view.
View view_of(const Scene& s, int width, int height, bool zoom);

/// One of the scene's lines as SVG (picture_lines.cpp): a segment between its
/// ends (class "segment"); a line across the whole view (class
/// "line-extended"); a ray from its origin to the view's edge (class "ray")
/// with an arrowhead pointing along it (class "ray-arrow"). A line or ray
/// with two equal points (no direction) is drawn as its point (class
/// "no-direction"). Nothing when the drawn part misses the view.
std::string line_svg(const Scene::Line& l, const View& v, const std::string& colour);

/// The scene's notes as badges in a band of `band_height(s)` pixels above the
/// drawing (picture_notes.cpp): "subject answered NaN", "exact answer: none",
/// each with class "answer-note answer-KIND" and data-side "subject" or
/// "exact".
std::string notes_svg(const Scene& s, int width);
int band_height(const Scene& s);

}  // namespace plumb::picture
