"""What the tools accept, read from the tools themselves: `popkit help` for the commands,
`popkit <command> --help` for each command's flags, positional kinds and examples, and
`popkit-gallery --help` for the gallery's `render`. A new flag is fuzzed without editing the
fuzzer."""

import re
import shlex
import subprocess
from dataclasses import dataclass, field

# "  -o, --output FILE       The SVG file …" or "  --json                  Print …"
OPTION_LINE = re.compile(r"^  (?:-(\w), )?--([a-z][a-z0-9-]*)(?: (\S+))?(?:\s{2,}(.*))?$")
CONTINUATION = re.compile(r"^\s{10,}(\S.*)$")
NUMBER = re.compile(r"(?<![A-Za-z0-9])-?\d+(?:\.\d+)?(?:e[-+]?\d+)?(?:x\d+)?")
# What commands that read a FILE write (any other: any non-empty UTF-8 text), and the values
# of their flags that make the output strict JSON.
READER_OUTPUTS = {"import": "json"}
JSON_VALUES = {"to": {"lottie", "waapi", "tokens"}}
# Commands whose output is not an SVG though they take a FILE, and the flag values that change it.
COMMAND_OUTPUTS = {"record": "json"}
VALUE_OUTPUTS = {("popkit record", "format"): {"csv": "text", "chrome": "json"}}


@dataclass
class Option:
    """One flag: its name, its short letter, whether it takes a value, its help text."""

    name: str
    short: str | None
    value: str | None
    help: str = ""
    section: str = ""  # the help's heading above it, such as "DECAY AND BASIC:"
    repeatable: bool = False

    def fits(self, kind: str, command: "Command") -> bool:
        """Whether it goes with a positional kind: its heading names that kind or no kind, or
        the kind's usage line names the flag or its heading ("[spring model flags]")."""
        named = [k for k in self.kinds_named() if k in command.kinds]
        usage = command.usages.get(kind, "")
        heading = " ".join(self.section.split("(")[0].lower().rstrip(":").split())
        return not named or kind in named or self.flag in usage or f"[{heading} flags]" in usage

    def kinds_named(self) -> list[str]:
        return re.findall(r"[a-z]+", self.section.split("(")[0].lower())

    @property
    def flag(self) -> str:
        return "--" + self.name

    def companions(self) -> list[str]:
        """The flags its help says go with it ("With --friction.")."""
        return re.findall(r"[Ww]ith --([a-z-]+)", self.help)

    def required(self, kind: str, command: "Command") -> bool:
        """Whether its help says a line of this kind needs it: "Required." or "(required)" for
        the kinds it fits, "Required for decay" for that kind only."""
        only = re.search(r"Required for (\w+)", self.help)
        if only:
            return only.group(1) == kind
        return bool(re.search(r"\bRequired\b|\(required\)", self.help)) and self.fits(
            kind, command)

    def numbers(self) -> list[str]:
        """The numbers its help names: bounds, defaults, examples."""
        return sorted(set(NUMBER.findall(self.help)))


@dataclass
class Command:
    """A command: the words that run it, its flags, its positional kinds and its examples."""

    tool: str  # "popkit" or "popkit-gallery"
    words: list[str]
    options: list[Option] = field(default_factory=list)
    kinds: list[str] = field(default_factory=list)
    examples: list[list[str]] = field(default_factory=list)
    output: str = ""  # what a written file must look like: "svg", "png", "json", "text" or ""
    usages: dict[str, str] = field(default_factory=dict)  # kind → its usage line
    reads: bool = False  # whether its usage begins with a positional FILE, the input it reads
    needed: set[str] = field(default_factory=set)  # flags its usage gives outside [brackets]
    exclusive: list[set[str]] = field(default_factory=list)  # flags of one [--a X | --b Y]

    @property
    def name(self) -> str:
        return " ".join([self.tool] + self.words)

    def example_values(self) -> dict[str, list[str]]:
        """Each flag's values as its examples give them."""
        values: dict[str, list[str]] = {}
        for example in self.examples:
            for index, word in enumerate(example[:-1]):
                option = self.find(word)
                if option and option.value:
                    values.setdefault(option.name, []).append(example[index + 1])
        return values

    def output_kind(self, arguments: list[str]) -> str:
        """What its output must be for this line: strict JSON when a flag's value says so
        (`--to lottie`), else its `output`."""
        index = 0
        while index < len(arguments) and arguments[index] != "--":
            word = arguments[index]
            name, equals, inline = word.partition("=")
            option = self.find(name if equals and word.startswith("--") else word)
            value = ""
            if option and option.value:
                if equals and word.startswith("--"):
                    value = inline
                elif index + 1 < len(arguments):
                    value, index = arguments[index + 1], index + 1  # a value, not a flag
            if option and value in JSON_VALUES.get(option.name, ()):
                return "json"
            if option and value in VALUE_OUTPUTS.get((self.name, option.name), {}):
                return VALUE_OUTPUTS[(self.name, option.name)][value]
            index += 1
        return self.output

    def find(self, word: str) -> Option | None:
        for option in self.options:
            if word == option.flag or (option.short and word == "-" + option.short):
                return option
        return None


def run_help(binary: str, arguments: list[str]) -> str:
    done = subprocess.run(
        [binary] + arguments, capture_output=True, text=True, timeout=30,
        stdin=subprocess.DEVNULL)
    if done.returncode != 0:
        raise RuntimeError(f"{binary} {' '.join(arguments)} exited with {done.returncode}")
    return done.stdout


def parse_options(text: str) -> list[Option]:
    options: list[Option] = []
    current: Option | None = None
    heading = ""
    for line in text.splitlines():
        match = OPTION_LINE.match(line)
        if re.match(r"^[A-Z].*:$", line):
            heading = line
        if match:
            short, name, value, help_text = match.groups()
            current = Option(name, short, value, help_text or "", heading)
            if name != "help":
                options.append(current)
        elif current and (more := CONTINUATION.match(line)):
            current.help += " " + more.group(1)
            current.repeatable = current.repeatable or "Repeat" in current.help
        else:
            current = None
    return options


def section(text: str, title: str) -> list[str]:
    lines = text.splitlines()
    if title not in lines:
        return []
    body = lines[lines.index(title) + 1:]
    end = next((i for i, line in enumerate(body) if not line.startswith("  ")), len(body))
    return [line for line in body[:end] if line.strip()]


def popkit_commands(binary: str) -> list[Command]:
    overview = run_help(binary, ["help"])
    names = [line.split()[0] for line in section(overview, "COMMANDS:")
             if re.match(r"^  [a-z]+(\s|$)", line)]
    commands = []
    for name in names:
        text = run_help(binary, [name, "--help"])
        command = Command("popkit", [name], parse_options(text))
        for usage in section(text, "USAGE:"):
            for word in shlex.split(usage)[2:]:
                if word[:1] in "-<" or word.startswith("[") != word.endswith("]"):
                    break
                for kind in word.strip("[]").split("|"):
                    generic = kind in ("flags", "spring model flags")
                    if re.fullmatch(r"[a-z]+", kind) and not generic and kind not in command.kinds:
                        command.kinds.append(kind)
                        command.usages[kind] = usage
        command.examples = [shlex.split(line)[2:] for line in section(text, "EXAMPLES:")]
        usages = section(text, "USAGE:")
        command.reads = any(shlex.split(u)[2:3] in (["FILE"], ["[FILE]"]) for u in usages)
        if not command.kinds:
            for usage in usages:
                bare = re.sub(r"\[[^\]]*\]", "", usage)
                command.needed |= set(re.findall(r"(?<!\S)--([a-z][a-z0-9-]*)", bare))
                for group in re.findall(r"\[([^\]]*\|[^\]]*)\]", usage):
                    flags = set(re.findall(r"(?<!\S)--([a-z][a-z0-9-]*)", group))
                    command.exclusive += [flags] if len(flags) > 1 else []
        command.usages |= {"": usage for usage in usages if not command.kinds}
        if command.reads:
            command.output = READER_OUTPUTS.get(name, "text")
        else:
            command.output = COMMAND_OUTPUTS.get(name) or (
                "svg" if any(o.value == "FILE" for o in command.options) else "")
        commands.append(command)
    help_command = Command("popkit", ["help"], kinds=names)
    help_command.examples = [[], *[[name] for name in names]]
    return commands + [help_command]


def gallery_command(binary: str) -> Command:
    """`popkit-gallery render`: flags from its usage line, help text from its flag lines."""
    text = run_help(binary, ["--help"])
    usage = next(line for line in text.splitlines() if " render " in line)
    command = Command("popkit-gallery", ["render"], output="png")
    optional = set(re.findall(r"\[--([a-z-]+)", usage))
    for name, value in re.findall(r"--([a-z-]+) (\S+?)\]?(?=\s|$)", usage):
        described = re.search(rf"^\s+--{name} \S+\s{{2,}}(.*)$", text, re.M)
        if name == "time":
            described = re.search(r"at T seconds (\([^)]*\))", text)
        words = (described.group(1) if described else "") + (
            "" if name in optional else " Required.")  # outside [brackets] in the usage
        command.options.append(Option(name, None, value, words))
    scenes = re.search(r"\(default \w+\): ([a-z, ]+)\.", text)
    command.kinds = scenes.group(1).split(", ") if scenes else []
    script = re.search(r"such as (\S+?) ", text)
    for kind in command.kinds:
        command.examples.append([kind, "--time", "1", "--output", "out.png", "--size", "320x200"])
    if script:
        command.examples.append(
            ["menu", "--time", "1.5", "--output", "out.png", "--script", script.group(1)])
    return command
