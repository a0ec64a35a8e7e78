"""Inputs made to meet the edges of the newest surfaces, one per case from its own generator:

- a motion document whose numbers sit on, just inside and just past the document's limits
  (values of magnitude 1e12, times up to 1e6 s, segment durations of 1e-6 s), with stiff
  springs, overlapping placements, long keyframe lists and paths of many cusps;
- a Lottie file with an extreme frame rate, extreme keyframe times, in and out points, and up
  to thousands of layers, unnamed or all of one name;
- a design-tokens file whose names collide (a group `motion` holding `fast` beside a top-level
  `"motion.fast"`) and whose durations are spelled in ways DTCG does not allow.

Each is valid JSON: they get past the parser to the checks behind it."""

import json
import random

# Numbers on both sides of the document's limits, and the edges of arithmetic.
VALUES = [1e12, -1e12, 1.0000000000001e12, 999999999999.9999, 1e13, 1e308, -1e308, 5e-324,
          -5e-324, 2.2250738585072014e-308, 0, -0.0, 1, 255, 1e9]
TIMES = [0, 1e-6, 9.99e-7, 5e-324, 1e-300, 0.3, 1, 1e6, 999999.7, 1000000.0000001, 1e7, 1e308,
         86400, 3.6e6]
FRAME_RATES = [1e-300, 5e-324, 1e-9, 0.001, 1, 24, 60, 1000, 1e9, 1e308, 0, -1, -60]
FRAMES = [0, 1, 60, 1e10, 2e10, 1e308, -1, -1e308, 5e-324, 1e300]


def motion_extreme(rng: random.Random) -> bytes:
    """A motion document of one choreography whose numbers sit at the document's limits."""
    edge = rng.choice([0.01, 0.05, 0.2])  # how often a number is one of the edges

    def value():
        return rng.choice(VALUES) if rng.random() < edge else rng.uniform(-100, 100)

    def time():
        return rng.choice(TIMES) if rng.random() < edge else rng.uniform(0, 2)

    keyframes = []
    for _ in range(rng.choice([1, 2, 5, 50, 2000, 20000])):
        kind = rng.choice(["linear", "linear", "cubic", "spring", "move"])
        frame = {"kind": kind, "to": value()}
        if kind in ("linear", "cubic"):
            frame["duration"] = time()
        if kind == "spring":
            frame["spring"] = rng.choice(["stiff", "soft", "still"])
            if rng.random() < 0.5:
                frame["duration"] = time()
        keyframes.append(frame)
    tracks = []
    # Many placements of a long track would ask for every keyframe of each: one or the other.
    for _ in range(rng.choice([1, 2, 10, 2000] if len(keyframes) <= 50 else [1, 2, 10])):
        tracks.append({"target": "box", "property": rng.choice(["x", "y", "opacity", "rotation"]),
                       "track": "main", "at": time()})
    if rng.random() < 0.3:
        tracks.append({"target": "box", "property": "color", "track": {
            "from": [value(), value(), value(), 1],
            "keyframes": [{"kind": "linear", "to": [value(), value(), value(), 1],
                           "duration": time()}]}})
    if rng.random() < 0.3:
        cusps = rng.choice([10, 1000, 50000])
        tracks.append({"target": "box", "property": "position", "track": {
            "path": "M0 0" + " c1,1 -1,1 3,-3" * cusps, "duration": time()}})
    document = {
        "popkit": 1,
        "springs": {"stiff": {"tension": rng.choice([1e9, 1e6, 300]), "friction": rng.choice(
                        [1, 0.001, 10])},
                    "soft": {"duration": rng.choice([0.5] * 8 + [1e-6, 1e6]), "bounce": 0.2},
                    "still": {"tension": 100, "friction": 0}},
        "tracks": {"main": {"from": value(), "keyframes": keyframes}},
        "choreographies": {"play": {"targets": {"box": {"x": 0, "y": 0, "width": 10,
                                                        "height": 10}},
                                    "tracks": tracks}},
    }
    return json.dumps(document).encode()


def lottie_extreme(rng: random.Random) -> bytes:
    """A Lottie file with an extreme frame rate, keyframe times and many layers."""
    edge = rng.choice([0.005, 0.02, 0.1])  # how often a number is one of the edges

    def frame():
        return rng.choice(FRAMES) if rng.random() < edge else rng.uniform(0, 120)

    def times():
        first, second = frame(), frame()
        return (first, second) if rng.random() < 0.1 else tuple(sorted((first, second)))

    named = rng.choice(["none", "same", "distinct"])
    layers = []
    for index in range(rng.choice([1, 2, 10, 1000, 8000])):
        (start, end), (first, second) = times(), times()
        position = rng.choice(VALUES) if rng.random() < edge else rng.uniform(0, 100)
        layer = {"ty": 4, "ind": index + 1, "ip": start, "op": end, "st": 0, "ks": {
            "o": {"a": 1, "k": [{"t": first, "s": [0], "o": {"x": [0.3], "y": [0]},
                                 "i": {"x": [0.7], "y": [1]}}, {"t": second, "s": [100]}]},
            "p": {"a": 0, "k": [position, 0, 0]}}, "shapes": [
                {"ty": "rc", "s": {"a": 0, "k": [20, 20]}, "p": {"a": 0, "k": [0, 0]},
                 "r": {"a": 0, "k": 0}}]}
        if named == "same":
            layer["nm"] = "card"
        elif named == "distinct":
            layer["nm"] = f"layer-{index + 2}"  # the names an importer would make up
        if index and rng.random() < 0.1:
            layer["parent"] = rng.randrange(1, index + 1)
        layers.append(layer)
    start, end = times()
    rate = rng.choice(FRAME_RATES) if rng.random() < 0.5 else 60
    document = {"v": "5.7.0", "fr": rate, "ip": start, "op": end, "w": 100, "h": 100,
                "layers": layers}
    return json.dumps(document).encode()


def tokens_colliding(rng: random.Random) -> bytes:
    """A design-tokens file whose names collide and whose durations are spelled badly."""
    durations = ["100ms", "0x10s", "1e999ms", "-0s", "1e308s", "5e-324ms", "NaNms", "0.1 s",
                 "١٠٠ms", "100", "100MS", "+100ms", ".5s", "5.s"]

    def duration():
        if rng.random() < 0.1:
            return {"$type": "duration", "$value": rng.choice(durations)}
        amount = rng.choice([1e308, -1, 5e-324, 1e12]) if rng.random() < 0.1 else 100
        return {"$type": "duration", "$value": {"value": amount, "unit": rng.choice(
            ["ms", "s"] * 10 + ["min"])}}

    document = {"motion": {"fast": duration(), "slow": duration()},
                "motion.fast": duration()}
    if rng.random() < 0.5:
        document["motion"]["ease"] = {"$type": "cubicBezier", "$value": [0.2, 0, 0, 1]}
        document["motion.ease"] = {"$type": "cubicBezier", "$value": [0.4, 0, 1, 1]}
    for index in range(rng.choice([0, 2, 500])):
        document[f"group{index}"] = {"a": duration(), "a.b": duration(), "a": duration()}
    return json.dumps(document).encode()


MAKERS = {"motion-extreme": motion_extreme, "lottie-extreme": lottie_extreme,
          "tokens-colliding": tokens_colliding}
