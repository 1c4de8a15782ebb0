"""Echoes numbers back through plumb_client.py, as clients/js/test/echo.js does."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from plumb_client import serve  # noqa: E402

print("echo.py: a library printing as it loads (to stderr: stdout is the protocol's)")


def distance_point_line(p, s):
    if p["y"] == 2:
        print("echo.py: a library printing as it answers")
    return p["x"]


def no_orientation(a, b, c):
    raise ValueError("no orientation here")


serve(name="echo-python", members={
    "distance_point_line": distance_point_line,
    "ray_plane_hit": lambda ray, plane: ray["origin"]["x"],
    "closest_point": lambda s, p, kind: {"t": {"line": 0, "ray": 1}.get(kind, 2), "point": {"x": s["a"]["x"], "y": p["y"]}},
    "orientation": no_orientation,
})
