"""shapely (Debian's python3-shapely, which wraps GEOS) checked by Plumb over its
line protocol:

    plumb check --subject-command '/usr/bin/python3 clients/python/libs/shapely_client.py'

The same members, calls and declarations as the GEOS C API client
(clients/cpp/geos_client.cpp, docs/clients/geos.md), so the two reports
can be compared; docs/clients/shapely.md says where they differ.

    segments_intersect        LineString.intersects(LineString)
    segment_crossing          LineString.intersection(LineString): a Point is the
                              crossing (its point only: no t or u); empty is none;
                              a LineString or MultiPoint (collinear overlap) gives
                              its first point
    distance_point_segment    Point.distance(LineString)
    distance_segment_segment  LineString.distance(LineString)
    closest_point (segments)  shapely.ops.nearest_points(LineString, Point)[0] for the
                              point, LineString.project(Point, normalized=True) for t
    point_in_polygon          Polygon(vertices).contains(Point): True is written `inside`
                              (the interior only: a boundary point is not contained)
    polyline_segment_crossings  LineString(polyline).intersection(segment): every
                              point of the answer (a Point, the ends of a LineString
                              part, the parts of a Multi* or collection); a polyline
                              of one repeated point is passed as that Point

A zero-length segment (and a polyline whose vertices are all one point) is
passed as a Point, as the GEOS client passes it: GEOS calls a LineString of
two equal points invalid.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from plumb_client import serve, rounding  # noqa: E402

import shapely  # noqa: E402
import shapely.geos  # noqa: E402
from shapely.geometry import LineString, Point, Polygon  # noqa: E402
from shapely.ops import nearest_points  # noqa: E402


def point(p):
    return Point(p["x"], p["y"])


def segment(s):
    a, b = s["a"], s["b"]
    if a["x"] == b["x"] and a["y"] == b["y"]:
        return point(a)
    return LineString([(a["x"], a["y"]), (b["x"], b["y"])])


def along(s, x, y):
    """The adapter's own estimate of where (x, y) lies along s, clamped: only
    for segment_crossing's t and u, which are declared unjudged."""
    a, b = s["a"], s["b"]
    dx, dy = b["x"] - a["x"], b["y"] - a["y"]
    dd = dx * dx + dy * dy
    if not dd > 0:
        return 0.0
    return min(1.0, max(0.0, ((x - a["x"]) * dx + (y - a["y"]) * dy) / dd))


def segment_crossing(s1, s2):
    g = segment(s1).intersection(segment(s2))
    if g.is_empty:
        return None
    if g.geom_type == "Point":
        x, y = g.x, g.y
    else:  # a LineString, MultiPoint or collection: touching or overlapping parallel segments
        x, y = next(_points(g))
    return {"t": along(s1, x, y), "u": along(s2, x, y), "point": {"x": x, "y": y}}


def _points(g):
    if hasattr(g, "geoms"):
        for part in g.geoms:
            yield from _points(part)
    else:
        yield from g.coords


def point_in_polygon(p, vs):
    return "inside" if Polygon([(v["x"], v["y"]) for v in vs]).contains(point(p)) else "outside"


def polyline_segment_crossings(vs, s):
    if len(vs) < 2:
        return []
    coords = [(v["x"], v["y"]) for v in vs]
    # A polyline of one repeated point is passed as that Point, as a
    # zero-length segment is (GEOS calls such a LineString invalid).
    line = Point(coords[0]) if all(c == coords[0] for c in coords) else LineString(coords)
    g = line.intersection(segment(s))
    out = []
    for part in (g.geoms if hasattr(g, "geoms") else [g]):
        if part.is_empty:
            continue
        cs = list(part.coords)
        for x, y in ([cs[0], cs[-1]] if part.geom_type == "LineString" else cs):
            if (x, y) not in out:
                out.append((x, y))
    return [{"x": x, "y": y} for x, y in out]


def closest_point(s, p, kind):
    g, q = segment(s), point(p)
    near = nearest_points(g, q)[0]
    t = 0.0 if g.geom_type == "Point" else g.project(q, normalized=True)
    return {"t": t, "point": {"x": near.x, "y": near.y}}


exact = rounding(0, 64)
serve(
    name="shapely",
    description=f"shapely {shapely.__version__} (GEOS {shapely.geos.geos_version_string}) (clients/python/libs/shapely_client.py)",
    declarations={
        # As the GEOS client (docs/clients/geos.md): GIS coordinates, NaN and
        # infinity outside the contract, robust predicates exact, distances and
        # constructions within 64 u (times their conditioning).
        "domain": "gis-projected",
        "every": rounding(64, 64),
        "members": {
            "segments_intersect": exact,
            "segment_crossing": dict(exact, parameters=False),
            # contains (shapely/geometry/base.py:768-770, GEOSContains) is the
            # DE-9IM test ("no points of other lie in the exterior of self and
            # at least one point of the interior of other lies in the interior
            # of self", shapely's manual): a point on the boundary is not
            # contained, an open region. GEOS locates the point with its
            # robust orientation (CGAlgorithmsDD), as for segments_intersect:
            # exact.
            "point_in_polygon": dict(exact, conventions={"boundary": "outside"}),
        },
        # Two touching or overlapping parallel segments (a zero-length one
        # lying on the other included): intersection() answers their common
        # Point or overlap, whose first point the adapter takes, as
        # GEOSSegmentIntersection answers a common point for the GEOS client.
        "conventions": {"parallel_crossing": "common_point"},
        "closest_point_line": False,
        "closest_point_ray": False,
    },
    members={
        "segments_intersect": lambda s1, s2: segment(s1).intersects(segment(s2)),
        "segment_crossing": segment_crossing,
        "distance_point_segment": lambda p, s: point(p).distance(segment(s)),
        "distance_segment_segment": lambda s1, s2: segment(s1).distance(segment(s2)),
        "closest_point": closest_point,
        "point_in_polygon": point_in_polygon,
        "polyline_segment_crossings": polyline_segment_crossings,
    },
)
