"""plumb_client: serves a table of kernels to Plumb over its line protocol
(docs/protocol.md, version 1). Standard library only; Python 3.8 or later.

    from plumb_client import serve, rounding
    serve(name="my-kernels", description="...",
          declarations={"domain": "gis-projected", "every": rounding(64, 64)},
          members={"segments_intersect": lambda s1, s2: ...})

Arguments arrive as dicts: points {"x", "y"} or {"x", "y", "z"}; segments
{"a", "b"}; circles and spheres {"centre", "radius"}; boxes {"min", "max"};
capsules {"a", "b", "radius"}; planes {"normal", "offset"}; 3D rays
{"origin", "direction"}; a kind is "line", "ray" or "segment"; walls are a list
of segments; polygons and chains a list of points. Return a bool, a number, a
word ("inside", "outside", "boundary"), None for "none", or a dict (or tuple)
with the fields named in docs/protocol.md ({"t", "u", "point"} for a
crossing ...). A raised exception is answered as "error" with its message.
stdout is the protocol's: from the moment this module is imported, print()
writes to stderr (so import it before a library that prints as it loads).
"""
import json
import math
import sys

_PROTOCOL_OUT, sys.stdout = sys.stdout, sys.stderr

P2 = lambda r: {"x": r.num(), "y": r.num()}
P3 = lambda r: {"x": r.num(), "y": r.num(), "z": r.num()}
READERS = {
    "p": P2, "P": P3, "k": lambda r: r.word(),
    "S": lambda r: {"a": P2(r), "b": P2(r)},
    "C": lambda r: {"centre": P2(r), "radius": r.num()},
    "B": lambda r: {"min": P2(r), "max": P2(r)},
    "W": lambda r: [READERS["S"](r) for _ in range(int(r.num()))],
    "V": lambda r: [P2(r) for _ in range(int(r.num()))],
    "T": lambda r: {"a": P3(r), "b": P3(r)},
    "s": lambda r: {"centre": P3(r), "radius": r.num()},
    "c": lambda r: {"a": P3(r), "b": P3(r), "radius": r.num()},
    "n": lambda r: {"normal": P3(r), "offset": r.num()},
    "r": lambda r: {"origin": P3(r), "direction": P3(r)},
    "b": lambda r: {"min": P3(r), "max": P3(r)},
    "t": lambda r: {"a": P3(r), "b": P3(r), "c": P3(r)},
}

# Each member's arguments, one letter each (the readers above).
SIGNATURES = dict(
    orientation="ppp", projection_t="Sp", closest_point="Spk", squared_distance_point_segment="pS",
    distance_point_segment="pS", distance_point_line="pS", distance_segment_segment="SS", line_crossing="SS",
    parallel="SS", collinear="SS", collinear_overlap="SS", segment_crossing="SS", ray_segment_hit="SS",
    segments_intersect="SS", line_segment_intersect="SS", circle_segment_intersect="CS", ray_box2="SB",
    ray_circle="SC", first_blocker="ppW", has_line_of_sight="ppW", first_blocker_as_lines="ppW",
    has_line_of_sight_as_lines="ppW", point_in_triangle="pppp", point_in_polygon="pV", ray_chain_hit="SV",
    polyline_segment_crossings="VS",
    closest_point3="TP", squared_distance_point_segment3="PT",
    segment_segment_closest3="TT", line_line_closest3="TT", ray_segment_distance3="rT",
    sphere_segment_intersect="sT", capsule_sphere_intersect="cs",
    capsule_capsule_intersect="cc", sphere_sphere_intersect="ss", segment_plane_crossing="Tn",
    ray_plane_hit="rn", ray_sphere_entry="rs", ray_capsule_entry="rc", ray_box_entry="rb", line_sphere="rs", box_box_intersect="bb", sphere_box_intersect="sb",
    segment_box_intersect="Tb", ray_triangle_hit="rt", segment_triangle_crossing="Tt",
    closest_point_triangle3="Pt", squared_distance_point_triangle3="Pt",
    circle_segment_contact="CS")

# An answer's fields are written in this order (docs/protocol.md, "Answers").
ORDER = ["wall", "contact", "s", "t", "t0", "t1", "u", "v", "point", "first", "second", "squared_distance",
         "closest", "depth", "push", "x", "y", "z"]


def num(x):
    """Shortest round-trip decimal (repr), with the protocol's NaN and infinities."""
    x = float(x)
    if math.isnan(x):
        return "NaN"
    if math.isinf(x):
        return "Infinity" if x > 0 else "-Infinity"
    return repr(x)


def put(v, out):
    if v is None:
        out.append("none")
    elif isinstance(v, bool):
        out.append("true" if v else "false")
    elif isinstance(v, str):
        out.append(v)
    elif isinstance(v, (list, tuple)):
        if not v:
            out.append("none")
        for x in v:
            put(x, out)
    elif isinstance(v, dict):
        for k in ORDER:
            if k in v:
                put(v[k], out)
    else:
        out.append(num(v))
    return out


class _Tokens:
    def __init__(self, tokens):
        self.tokens, self.i = tokens, 1

    def word(self):
        self.i += 1
        return self.tokens[self.i - 1]

    def num(self):
        return float(self.word())


def answer(members, line):
    tokens = line.split(" ")
    try:
        r = _Tokens(tokens)
        args = [READERS[letter](r) for letter in SIGNATURES[tokens[0]]]
        return " ".join(put(members[tokens[0]](*args), []))
    except Exception as e:  # the library's exception is an answer: "error"
        return "error " + " ".join(f"{type(e).__name__}: {e}".split())


def serve(name, members, description="", declarations=None):
    """Speaks the protocol on stdin/stdout until stdin closes."""
    for m in members:
        if m not in SIGNATURES:
            raise ValueError(f"'{m}' is not a Plumb member")
    out = _PROTOCOL_OUT
    hello = {"name": name, "description": description, "provides": list(members),
             "declarations": declarations or {}}
    out.write("plumb 1 " + json.dumps(hello) + "\n")
    out.flush()
    answers = []
    for line in iter(sys.stdin.readline, ""):
        line = line.rstrip("\n")
        if line != "end":
            answers.append(answer(members, line))
            continue
        answers.append("end\n")
        out.write("\n".join(answers))
        out.flush()
        answers = []


def rounding(allowance=64, conditioned=64):
    """A realistic contract: decisions within `allowance` u of a degeneracy,
    constructions within `conditioned` u times their condition scale."""
    return {"decision_allowance": allowance, "tolerance": {"conditioned": conditioned}}
