"""The input files of commands that read one (`popkit export FILE`, `popkit import FILE`): a
valid motion document written here by hand, a Lottie file and a tokens file that `popkit export`
makes from it at start-up, and per case a mutated one of them (bytes deleted, inserted and
replaced; numbers at the edges of arithmetic; deep nesting; long lists), so that the loader,
the exporters and the importers meet hostile documents. A case's mutation comes from its own
seeded generator: case SEED:INDEX always reads the same bytes."""

import json
import random
import re
import subprocess

# Two choreographies; springs of every model; named and inline curves; keyframe tracks of
# every kind (a spring with and without a duration); a path track; properties of every unit,
# colour and position among them, and one of the user's own (which Lottie cannot carry: the
# "close" choreography is an error there, "open" is not).
MOTION = {
    "popkit": 1,
    "size": [360, 640],
    "springs": {
        "snappy": {"bounciness": 8, "speed": 12},
        "sheet": {"duration": 0.5, "bounce": 0.2},
        "raw": {"tension": 300, "friction": 10, "mass": 1},
        "ca": {"stiffness": 170, "damping": 26, "mass": 2},
        "ios": {"response": 0.4, "dampingRatio": 0.8},
        "wobble": {"tension": 100, "friction": 0},
    },
    "curves": {"standard": [0.2, 0, 0, 1], "out": "easeOut", "overshoot": [0.3, -0.5, 0.7, 1.5]},
    "tracks": {
        "fade": {"from": 0, "keyframes": [
            {"kind": "linear", "to": 1, "duration": 0.3, "curve": "standard"},
            {"kind": "spring", "to": 0.5, "spring": "snappy", "duration": 0.8,
             "startVelocity": 2},
            {"kind": "cubic", "to": 0.2, "duration": 0.4, "startVelocity": 0, "endVelocity": 0},
            {"kind": "move", "to": 1},
        ]},
        "drop": {"from": 0, "keyframes": [
            {"kind": "spring", "to": 120, "spring": "ios"},
            {"kind": "linear", "to": 80, "duration": 0.25, "curve": [0.4, 0, 0.2, 1]},
            {"kind": "spring", "to": 0, "spring": {"stiffness": 300, "damping": 12}},
        ]},
        "slide": {"from": [0, 0], "keyframes": [
            {"kind": "linear", "to": [40, -20], "duration": 0.3, "curve": "out"},
            {"kind": "spring", "to": [0, 10], "spring": "sheet", "duration": 0.6},
            {"kind": "cubic", "to": [10, 10], "duration": 0.2, "startVelocity": [5, 0],
             "endVelocity": [0, 0]},
        ]},
        "tint": {"from": "#3366FF", "keyframes": [
            {"kind": "linear", "to": "#FF6633", "duration": 0.5, "curve": "easeInEaseOut"},
            {"kind": "spring", "to": [0.2, 0.8, 0.4, 1], "spring": "raw"},
        ]},
        "fly": {"path": "M0 0 C 80 -200 240 -200 320 0 L 320 40 Q 160 120 0 40 Z",
                "duration": 1.2, "curve": "easeInEaseOut"},
    },
    "choreographies": {
        "open": {
            "targets": {
                "card": {"x": 20, "y": 400, "width": 320, "height": 200, "color": "#3366FF"},
                "badge": {"x": 300, "y": 20, "width": 40, "height": 40, "color": "#FFCC00"},
            },
            "tracks": [
                {"target": "card", "property": "y", "track": "fade", "at": 0.1},
                {"target": "card", "property": "opacity", "track": {"from": 0, "keyframes": [
                    {"kind": "linear", "to": 1, "duration": 0.2}]}},
                {"target": "card", "property": "color", "track": "tint", "at": 0.05},
                {"target": "badge", "property": "position", "track": "fly"},
                {"target": "badge", "property": "scale", "track": {"from": 1, "keyframes": [
                    {"kind": "spring", "to": 1.4, "spring": "wobble", "duration": 0.5},
                    {"kind": "spring", "to": 1, "spring": "ca"}]}, "at": 0.3},
                {"target": "badge", "property": "rotation", "track": {"from": 0, "keyframes": [
                    {"kind": "cubic", "to": 90, "duration": 0.4}]}},
                {"target": "card", "property": "cornerRadius", "track": {"from": 0, "keyframes": [
                    {"kind": "linear", "to": 24, "duration": 0.3, "curve": "overshoot"}]}},
            ],
            "labels": {"half": 0.5, "end": 1.5},
        },
        "close": {
            "targets": {"sheet": {"x": 0, "y": 320, "width": 360, "height": 320}},
            "tracks": [
                {"target": "sheet", "property": "y", "track": "drop"},
                {"target": "sheet", "property": "position", "track": "slide", "at": 0.2},
                {"target": "sheet", "property": "width", "track": {"from": 360, "keyframes": [
                    {"kind": "spring", "to": 300, "spring": "sheet"}]}},
                {"target": "sheet", "property": "glow", "track": "fade"},
            ],
        },
    },
}

MOTION_TEXT = json.dumps(MOTION, indent=1).encode() + b"\n"

# What the selection flags can name in it.
NAMES = {
    "choreography": sorted(MOTION["choreographies"]),
    "track": sorted(MOTION["tracks"]),
    "spring": sorted(MOTION["springs"]),
}

# Finite numbers a document's fields meet badly: zeros, subnormals, huge durations.
NUMBERS = [0, -0.0, 1e308, -1e308, 1.7976931348623157e308, 1e-320, 5e-324, -1e-320, 1e-300,
           1e300, 1e9, -1e9, 86400, 3.6e6, 2**53, 2**63, -(2**63), 1e-9, -1, 0.5, 1, 2, 1000]
# Texts a document's names and values meet badly.
WORDS = ["", "crad", "card", "open", "fade", "snappy", "#GGGGGG", "#3366FF", "#FFF", "M0 0",
         "M0 0 L 1e308 1e308", "M0 0 C nan 0 0 0 0 0", "easeOut", "bogus", "\u00e9\U0001f642",
         "x" * 1000, "linear", "spring", "cubic", "move", "position", "color", "--glow", "\x00"]


def sample_files(popkit: str) -> dict[str, bytes]:
    """The valid inputs: the motion document, and the Lottie and tokens files `popkit export`
    makes from it (so they are what the importer is meant to read)."""
    files = {"motion": MOTION_TEXT}
    for name, arguments in (("lottie", ["--to", "lottie", "--choreography", "open", "--fps", "30"]),
                            ("tokens", ["--to", "tokens", "--spring-type", "proposed"])):
        done = subprocess.run([popkit, "export", "-"] + arguments, input=MOTION_TEXT,
                              capture_output=True, timeout=30)
        if done.returncode != 0:
            raise RuntimeError(f"popkit export {' '.join(arguments)} of the fuzzer's document "
                               f"failed: {done.stderr.decode(errors='replace')}")
        files[name] = done.stdout
    return files


def mutate(rng: random.Random, text: bytes) -> bytes:
    """A document with one to a few hostile changes: to its structure (when it parses) or to
    its bytes."""
    try:
        value = json.loads(text)
    except ValueError:
        value = None
    if value is not None and rng.random() < 0.8:
        for _ in range(rng.choice([1, 1, 1, 1, 2, 3, 6])):
            try:
                value = structural(rng, value)
            except RecursionError:  # Python's own limit, in a value nested deeply
                break
        text = deepen(dumps(rng, value))
        if rng.random() < 0.15:
            text = byte_mutation(rng, text)
        return text
    for _ in range(rng.choice([1, 1, 2, 3, 8])):
        text = byte_mutation(rng, text)
    return text


def dumps(rng: random.Random, value) -> bytes:
    try:
        return json.dumps(value, indent=rng.choice([None, 1])).encode()
    except (ValueError, RecursionError):
        return b"{}"


def deepen(text: bytes) -> bytes:
    """Each deep-nesting mark (a string "\\u0001DEEP N [\\u0001") as a value N deep."""
    def nested(match):
        depth, opening = int(match.group(1)), match.group(2)
        if opening == b"[":
            return b"[" * depth + b"1" + b"]" * depth
        return b'{"a":' * depth + b"1" + b"}" * depth
    return re.sub(rb'"\\u0001DEEP (\d+) ([\[{])\\u0001"', nested, text)


def byte_mutation(rng: random.Random, text: bytes) -> bytes:
    at = rng.randrange(len(text) + 1)
    choice = rng.random()
    if choice < 0.3 and text:  # delete a run
        return text[:at] + text[at + rng.choice([1, 1, 2, 8, 64]):]
    if choice < 0.6:  # insert
        piece = rng.choice([b"{", b"}", b"[", b"]", b",", b":", b'"', b"\\", b"0", b"-",
                            b"1e308", b"1e-320", b"1e999", b"NaN", b"Infinity", b"null",
                            b"true", b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x00", b"\n",
                            b'\\u0000', b'\\ud800', b" " * 10000])
        return text[:at] + piece + text[at:]
    if choice < 0.7:  # a value nested deeply, balanced or not
        depth = rng.choice([1000, 10000, 200000])
        opening, closing = rng.choice([(b"[", b"]"), (b'{"a":', b"}")])
        end = depth if rng.random() < 0.8 else depth // 2
        return text[:at] + opening * depth + b"0" + closing * end + text[at:]
    if choice < 0.9 and text:  # replace a byte
        return text[:at] + bytes([rng.randrange(256)]) + text[at + 1:]
    return text[:at]  # truncate


def structural(rng: random.Random, value):
    """One change at a random place of a parsed document."""
    places = list(walk(value, ()))
    path, old = rng.choice(places)
    choice = rng.random()
    if choice < 0.5:  # a number at an edge, mostly in place of a number (a valid document)
        numbers = [p for p in places if type(p[1]) in (int, float)]
        if numbers and rng.random() < 0.8:
            path, old = rng.choice(numbers)
        new = rng.choice(NUMBERS) if rng.random() < 0.8 else rng.choice([1e308, 1e-320])
        if isinstance(old, (int, float)) and not isinstance(old, bool) and rng.random() < 0.3:
            new = old * rng.choice([-1, 1e6, 1e300, 1e-300, 0])
    elif choice < 0.6:
        new = rng.choice(WORDS + [None, True, [], {}, [1], [1, 2, 3, 4, 5]])
    elif choice < 0.67:  # deep nesting
        if rng.random() < 0.6:  # written as bytes after the dump (see `deepen`)
            return replace(value, path, f"\x01DEEP {rng.choice([1000, 10000, 200000])} "
                                        f"{rng.choice('[{')}\x01")
        new = old
        for _ in range(rng.choice([20, 100, 200])):
            new = [new] if rng.random() < 0.5 else {"a": new}
    elif choice < 0.75 and isinstance(old, list) and 0 < len(old) < 50:  # a long list
        new = old * rng.choice([2, 100, 2000])
    elif choice < 0.85 and isinstance(old, dict) and old:  # a key renamed or removed
        new = dict(old)
        key = rng.choice(sorted(new))
        moved = new.pop(key)
        if rng.random() < 0.6:
            new[rng.choice(WORDS + [key.upper(), key + " "])] = moved
    elif choice < 0.93:  # another part of the document here
        new = rng.choice(places)[1]
    else:
        return value if not path else remove(value, path)
    return replace(value, path, new)


def walk(value, path):
    """Each place of a value and its path (down to 60 deep: deeper places are not changed)."""
    yield path, value
    if len(path) >= 60:
        return
    if isinstance(value, dict):
        for key, item in value.items():
            yield from walk(item, path + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from walk(item, path + (index,))


def replace(value, path, new):
    if not path:
        return new
    copy = dict(value) if isinstance(value, dict) else list(value)
    copy[path[0]] = replace(value[path[0]], path[1:], new)
    return copy


def remove(value, path):
    if len(path) == 1:
        copy = dict(value) if isinstance(value, dict) else list(value)
        del copy[path[0]]
        return copy
    copy = dict(value) if isinstance(value, dict) else list(value)
    copy[path[0]] = remove(value[path[0]], path[1:])
    return copy
