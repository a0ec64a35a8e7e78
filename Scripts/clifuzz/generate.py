"""Command lines: random ones from a command's own flags, and mutations of its help's examples,
with values from a hostile pool. Case SEED:INDEX is always the same command line."""

import math
import random
import re

import documents
import hostile
from discover import Command, Option
from sandbox import input_fixtures, input_paths, output_paths

# Finite numbers at the edges of arithmetic: zeros, subnormals, the smallest normal, tiny and
# huge magnitudes, the largest double. Valid to a parser, hard on the physics.
EXTREMES = [
    "0", "-0", "1", "-1", "0.5", "2", "3", "1e-6", "1e-12", "4.9e-324", "6e-309", "1e-310",
    "2.2250738585072014e-308", "1e-300", "1e308", "-1e308", "1.7976931348623157e308", "1e-3",
    "1000000", "10000000", "999999999", "2147483648", "9223372036854775807", "1e6", "1e9",
    "-1e9", "1e12", "0.999999999999", "1e-9",
]
# Texts that break naive parsers: non-finite and overflowing numbers, hexadecimal, other
# scripts' digits, empty words, separators, emoji, huge counts and long words.
MALFORMED = [
    "1e309", "-1e309", "1e400", "nan", "NaN", "-nan", "inf", "-inf", "Infinity", "0x10", "0x1p3",
    "0X1P-3", "1_000", "\u0661\u0662", "\uff11", "\u0663.\u0665", "\u00bd", "", " ", "\t", "--",
    "-", ",", "1,", ",1", "1,,2", "1,2", "1,2,3,4", "1,2,3,4,5", "0,500", "500,0", "1e9,1e9",
    "-1e9,1e9", "1\n2", "\n", "9223372036854775808", "99999999999999999999", "\U0001f642",
    "\u00e9", "x", "none", "json", "csv", "a" * 5000, "9" * 400, ",".join(["1"] * 2000),
]
HOSTILE = EXTREMES + MALFORMED

TEXTS = ["", "x", "<&>\"'", "\u00e9\U0001f642", "a" * 41, "a" * 100_000, "--", "\n", "-o"]
NUMBER = re.compile(r"-?\d+(?:\.\d+)?(?:e[-+]?\d+)?")
# Flags that are not the command's: unknown, malformed, inline values.
STRAY = ["--", "-", "--unknown", "-x", "--=", "---fps", "-oo", "--help=1", "--fps=", "-h"]
# The inputs an example's file names stand for: its own motion document, a Lottie file, tokens.
EXAMPLE_INPUTS = {"motion.json": "motion", "open.json": "lottie", "intro.json": "lottie",
                  "tokens.json": "tokens"}


def neighbours(text: str) -> list[str]:
    """A number, its negation and the doubles just beside it (bounds are where bugs live)."""
    try:
        value = float(text)
    except ValueError:
        return [text]
    out = [text, repr(-value)]
    if math.isfinite(value):
        out += [repr(math.nextafter(value, math.inf)), repr(math.nextafter(value, -math.inf))]
    return out


def listed_words(option: Option) -> list[str]:
    """The choices its help lists: "linear, easeIn, easeOut, …" (three or more words between
    commas) or a help that begins "csv or json"."""
    words = []
    for run in re.findall(r"(?:[A-Za-z][\w-]*, ){2,}(?:or )?[A-Za-z][\w-]*", option.help):
        words += [w.removeprefix("or ") for w in run.split(", ")]
    leading = re.match(r"([a-z][\w-]*) or ([a-z][\w-]*)\.", option.help)
    return words + (list(leading.groups()) if leading else [])


class Generator:
    """Makes case SEED:INDEX for a list of commands."""

    def __init__(self, commands: list[Command], samples: dict[str, bytes] | None = None,
                 names: dict[str, list[str]] | None = None):
        self.commands = commands
        self.examples = {command.name: command.example_values() for command in commands}
        self.samples = samples or {}  # the valid inputs of reading commands, by kind
        self.names = names or {}  # flag → names its input document holds (--spring snappy)

    def inputs(self, seed: int, index: int, command: Command,
               arguments: list[str] | None = None) -> dict:
        """The input fixtures of case SEED:INDEX (none for a command that reads no FILE): the
        samples, a mutation of one of them, and the hostile inputs its line names (see
        `hostile`), each from a generator of the case's own."""
        if not command.reads or not self.samples:
            return {}
        rng = random.Random(f"clifuzz:{seed}:{index}:input")
        bases = ["motion"] * 10 + ["lottie", "tokens"] if "export" in command.words else [
            "lottie", "lottie", "tokens", "motion"]
        base = rng.choice([b for b in bases if b in self.samples] or list(self.samples))
        files = self.samples | {"mutated": documents.mutate(rng, self.samples[base])}
        for name, make in hostile.MAKERS.items():
            if any(f"in-{name}.json" in word for word in arguments or []):
                files[name] = make(random.Random(f"clifuzz:{seed}:{index}:{name}"))
        return input_fixtures(files)

    def case(self, seed: int, index: int) -> tuple[Command, list[str]]:
        rng = random.Random(f"clifuzz:{seed}:{index}")
        command = rng.choice(self.commands)
        # How often a value comes from the hostile pool: most lines are nearly valid, so that
        # they get past the parser to the physics and the writer.
        # (Kept on the case's own generator: cases are made on several threads at once.)
        rng.hostility = rng.choice([0.03, 0.08, 0.15, 0.3, 0.6])
        if command.examples and rng.random() < 0.5:
            arguments = self.mutate(rng, command, list(rng.choice(command.examples)))
        else:
            arguments = self.random_line(rng, command)
        arguments = self.place_outputs(rng, command, arguments)
        return command, self.place_inputs(rng, command, arguments)

    # MARK: - Lines

    def random_line(self, rng: random.Random, command: Command) -> list[str]:
        """A kind (or none: the first, the default), its required flags, then flags that go
        with the kind, each once (mostly)."""
        arguments = []
        kind = command.kinds[0] if command.kinds else ""
        if command.kinds and rng.random() < 0.6:
            kind = rng.choice(command.kinds)
            arguments.append(kind)
        for option in command.options:
            needed = option.required(kind, command) or option.name in command.needed
            if needed and rng.random() < 0.9:
                arguments += self.one(rng, command, option)
        avoid = self.other_choices_flags(command, arguments) if rng.random() < 0.8 else set()
        for _ in range(rng.choice([0, 1, 1, 2, 2, 3, 3, 4, 5, 6, 8])):
            used = self.used(command, arguments) | avoid
            if command.reads and all(o.name in used for o in command.options):
                break  # a reader's few flags are all given: no stray words past them
            if rng.random() < 0.03:
                used = set()  # now and then a flag twice
            arguments += self.flag(rng, command, kind if rng.random() < 0.85 else None, used)
        if rng.random() < 0.05:
            arguments.insert(rng.randrange(len(arguments) + 1), rng.choice(STRAY))
        if command.reads:  # its FILE: mostly one, first or anywhere; now and then none or two
            count = rng.choices([1, 0, 2], [0.91, 0.06, 0.03])[0]
            for _ in range(count):
                at = 0 if rng.random() < 0.7 else rng.choice(self.boundaries(command, arguments))
                arguments.insert(at, self.input_path(rng, command))
        return arguments

    def mutate(self, rng: random.Random, command: Command, arguments: list[str]) -> list[str]:
        for _ in range(rng.choice([1, 1, 1, 2, 2, 3])):
            choice = rng.random()
            flags = [i for i, word in enumerate(arguments) if command.find(word)]
            valued = [i for i in flags if i + 1 < len(arguments) and command.find(arguments[i]).value]
            if choice < 0.4 and valued:
                i = rng.choice(valued)
                arguments[i + 1] = self.value(rng, command, command.find(arguments[i]))
            elif choice < 0.6:
                at = rng.randrange(len(arguments) + 1)
                arguments[at:at] = self.flag(rng, command, None, self.used(command, arguments))
            elif choice < 0.65 and arguments:
                del arguments[rng.randrange(len(arguments))]
            elif choice < 0.7 and valued:
                i = rng.choice(valued)
                arguments += arguments[i:i + 2]  # the same flag again
            elif choice < 0.9 and command.kinds:
                if arguments and arguments[0] in command.kinds:
                    arguments[0] = rng.choice(command.kinds)
                else:
                    arguments.insert(0, rng.choice(command.kinds))
            elif valued:
                i = rng.choice(valued)  # --name=value
                arguments[i:i + 2] = [f"{arguments[i]}={arguments[i + 1]}"]
        return arguments

    @staticmethod
    def other_choices_flags(command: Command, arguments: list[str]) -> set[str]:
        """For a reader, the flags whose help names a choice of a needed flag other than the one
        the line gives (`--fps`, "Lottie's frame rate", on a line of `--to css`)."""
        if not command.reads:
            return set()
        avoid = set()
        for needed in (command.find("--" + name) for name in command.needed):
            choices = listed_words(needed) if needed else []
            given = {w for w in arguments if w in choices}
            for option in command.options:
                named = {c for c in choices if re.search(rf"\b{re.escape(c)}\b", option.help, re.I)}
                if option is not needed and len(named) == 1 and given and not named & given:
                    avoid.add(option.name)
        return avoid

    @staticmethod
    def used(command: Command, arguments: list[str]) -> set[str]:
        """The flags a line gives, and the other models of a heading that takes one of them
        ("SPRING MODEL (one of them …)"), bar the given ones' companions."""
        given = [command.find(word) for word in arguments if command.find(word)]
        names = {option.name for option in given}
        for option in given:
            for group in command.exclusive:  # [--choreography NAME | --track NAME | …]
                names |= group if option.name in group else set()
            if re.search(r"\bone\b", option.section.lower()):
                names |= {o.name for o in command.options if o.section == option.section
                          and o.name not in option.companions()}
        return names

    def flag(self, rng: random.Random, command: Command, kind: str | None = None,
             used: set[str] = frozenset()) -> list[str]:
        """A flag with its value (one that fits the kind, when given, and not among `used`
        unless repeatable), and sometimes the flags its help says go with it."""
        fitting = [o for o in command.options if (kind is None or o.fits(kind, command)) and (
            o.repeatable or o.name not in used)]
        if not fitting or rng.random() < 0.03:
            return [rng.choice(STRAY)]
        option = rng.choice(fitting)
        words = self.one(rng, command, option)
        if rng.random() < 0.7:
            for name in option.companions():
                companion = next((o for o in command.options if o.name == name), None)
                if companion and companion.name not in used:
                    words += self.one(rng, command, companion)
        return words

    def one(self, rng: random.Random, command: Command, option: Option) -> list[str]:
        name = "-" + option.short if option.short and rng.random() < 0.5 else option.flag
        return [name, self.value(rng, command, option)] if option.value else [name]

    # MARK: - Values

    def value(self, rng: random.Random, command: Command, option: Option) -> str:
        examples = self.examples[command.name].get(option.name, [])
        if option.value and option.value.startswith("FILE"):
            return rng.choice(output_paths(command.output) + HOSTILE[:3])
        choices = [w for u in command.usages.values() for w in re.findall(
            rf"{option.flag} ([a-z][\w-]*(?:\|[a-z][\w-]*)+)", u) for w in w.split("|")]
        choices = choices or listed_words(option)  # the usage's `--from lottie|tokens` first
        if command.reads and choices and rng.random() < 0.8:  # a choice its help lists
            return rng.choice(choices)
        known = self.names.get(option.name) if command.reads else None
        if known and rng.random() < 0.75:  # a name its input holds, often one that exists
            if rng.random() < 0.8:
                return rng.choice(known)
            others = [n for k, v in self.names.items() if k != option.name for n in v]
            return rng.choice(others + [n.upper() for n in known] + [n + " " for n in known])
        if rng.random() < rng.hostility:
            return rng.choice(EXTREMES if rng.random() < 0.6 else MALFORMED)
        # The help's own words: its examples, the choices it lists, the numbers it names
        # (bounds and defaults, and the doubles just beside them).
        if examples and rng.random() < 0.5:
            return self.compound(rng, command, option, examples)
        words = listed_words(option)
        if words and (not examples or set(examples) & set(words)) and rng.random() < 0.7:
            if "," in (option.value or ""):  # FROM,TO
                return f"{rng.choice(words)},{rng.choice(words)}"
            return rng.choice(words)
        numbers = option.numbers()
        if numbers and not examples and rng.random() < 0.6:
            value = rng.choice(numbers)
            return rng.choice(neighbours(value)) if rng.random() < 0.3 else value
        return self.compound(rng, command, option, examples if rng.random() < 0.5 else [])

    def compound(
        self, rng: random.Random, command: Command, option: Option, examples: list[str]
    ) -> str:
        """A structured value (a spec, a track, a size, a script, a vector) or an example with
        one number swapped for a hostile one."""
        if examples and rng.random() < 0.5:
            example = rng.choice(examples)
            numbers = list(NUMBER.finditer(example))
            if numbers and rng.random() < 0.5:
                match = rng.choice(numbers)
                return example[:match.start()] + self.number(rng) + example[match.end():]
            return example
        kind = option.value or ""
        if kind == "SPEC":  # "LABEL: MODEL FLAGS", flags of a model heading (or any)
            label = rng.choice(["", "a: ", "\U0001f642: ", ": ", "x" * 300 + ": "])
            models = [o for o in command.options if "model" in o.section.lower()]
            words: list[str] = []
            for _ in range(rng.choice([1, 1, 1, 2])):
                option = rng.choice(models or command.options)
                words += self.one(rng, command, option)
                for name in option.companions():
                    words += self.one(rng, command, command.find("--" + name) or option)
            return label + " ".join(words)
        if "KIND:VALUE" in option.help:  # segments KIND:VALUE[@SECONDS][/CURVE]; …
            kinds = re.findall(r"KIND ((?:\w+, )*\w+ or \w+)", option.help)
            kinds = re.split(r", | or ", kinds[0]) if kinds else ["linear"]
            segments = []
            for _ in range(rng.choice([1, 1, 2, 3, 5, 40])):
                segment = rng.choice(kinds + ["bogus"])
                segment += ":" + self.number(rng)
                if rng.random() < 0.7:
                    segment += "@" + self.number(rng)
                if rng.random() < 0.2:
                    segment += "/" + rng.choice(["easeOut", "1,2,3,4", "nan,0,1,1", ""])
                segments.append(segment)
            return ";".join(segments)
        if kind == "WxH":
            return f"{self.number(rng)}x{self.number(rng)}"
        if kind == "KEYS":
            keys = ["space", "enter", "left", "right", "escape", "q", "", "\U0001f642"]
            return ",".join(
                f"{rng.choice(keys)}@{self.number(rng)}" for _ in range(rng.choice([1, 2, 3, 50])))
        if kind in ("TEXT", "NAME"):
            return rng.choice(TEXTS)
        if "," in kind or kind == "V":
            return ",".join(self.number(rng) for _ in range(rng.choice([1, 2, 2, 3, 4, 5])))
        return self.number(rng)

    def number(self, rng: random.Random) -> str:
        if rng.random() < rng.hostility:
            return rng.choice(EXTREMES if rng.random() < 0.7 else [h for h in MALFORMED
                                                                  if len(h) < 40])
        return rng.choice(["0", "0.3", "1", "2", "100", "0.998", "12", "-5", "0.05", "1e-3"])

    # MARK: - Inputs and outputs

    def input_path(self, rng: random.Random, command: Command, kind: str = "") -> str:
        """A FILE positional: the valid sample of a kind (when given, mostly), the case's
        mutated document, another sample, or a hostile path."""
        paths = input_paths(command.output)
        if kind and rng.random() < 0.5:
            return rng.choice(paths[kind])
        if rng.random() < 0.05:
            return rng.choice(TEXTS + HOSTILE[:3])
        weights = {"motion": 4, "lottie": 1, "tokens": 1, "mutated": 4, "hostile": 2,
                   "extreme": 3}
        if "import" in command.words:
            weights |= {"motion": 1, "lottie": 3, "tokens": 2}
        chosen = rng.choices(list(weights), list(weights.values()))[0]
        return rng.choice(paths[chosen])

    @staticmethod
    def boundaries(command: Command, arguments: list[str]) -> list[str]:
        """The places a word can go between flags without taking a flag's value."""
        places = [0]
        for index, word in enumerate(arguments):
            option = command.find(word)
            if not (option and option.value and "=" not in word):
                places.append(index + 1)
        return places

    def place_inputs(
        self, rng: random.Random, command: Command, arguments: list[str]
    ) -> list[str]:
        """An example's input file (motion.json, intro.json, …) becomes one of the sandbox's
        inputs (mostly the sample of its kind, or the mutated document)."""
        if not command.reads:
            return arguments
        index = 0
        while index < len(arguments):
            word = arguments[index]
            option = command.find(word)
            if option and option.value and "=" not in word:
                index += 2  # its value is no input
                continue
            if word in EXAMPLE_INPUTS:
                arguments[index] = self.input_path(rng, command, EXAMPLE_INPUTS[word])
            index += 1
        given = [i for i, word in enumerate(arguments) if word.startswith("in-")]
        if given and rng.random() < 0.03:  # no FILE
            del arguments[given[0]]
        elif rng.random() < 0.04:  # a second FILE
            at = rng.choice(self.boundaries(command, arguments))
            arguments.insert(at, self.input_path(rng, command))
        return arguments

    def place_outputs(
        self, rng: random.Random, command: Command, arguments: list[str]
    ) -> list[str]:
        """An example's own file name becomes one of the sandbox's prepared paths."""
        paths = output_paths(command.output)
        for i, word in enumerate(arguments[:-1]):
            option = command.find(word)
            if option and option.value and option.value.startswith("FILE"):
                if arguments[i + 1] not in paths and rng.random() < 0.9:
                    arguments[i + 1] = rng.choice(paths)
        return arguments
