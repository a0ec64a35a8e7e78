"""clifuzz: random and mutated command lines for every `popkit` command and for
`popkit-gallery render`, each run under a time and a resident-memory limit, in a temporary
folder of output paths of every kind (and, for commands that read a FILE, input files: valid
samples, a mutated document of the case's own, hostile paths). A run passes when it exits 0,
1 or 2, with exactly one line on standard error for 1 and 2, within its limits, leaves no file
half-written and every input as it was, and what it wrote is whole (strict JSON where JSON).

    python3 Scripts/clifuzz                       # seeds 1-4, 250 runs each (what CI runs)
    python3 Scripts/clifuzz --seeds 5-40 --runs 500 --jobs 2
    python3 Scripts/clifuzz --case 3:17           # replay one case, with its output

Exits 1 when any run failed, after printing each failing command line and a summary by cause.
"""

import argparse
import os
import random
import re
import resource
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import discover  # noqa: E402
import documents  # noqa: E402
import execute  # noqa: E402
from generate import Generator  # noqa: E402
from report import Report  # noqa: E402
from sandbox import Sandbox, strict_json  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BACKTRACE = "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none"


@dataclass
class Result:
    seed: int
    index: int
    command: discover.Command
    arguments: list[str]
    inputs: dict  # the input fixtures of its folder (see sandbox.input_fixtures)
    file_size_limit: int  # bytes any file the run writes may grow to (0: no limit)
    outcome: execute.Outcome
    failures: list[str] = field(default_factory=list)
    cause: str = ""

    @property
    def case(self) -> str:
        return f"{self.seed}:{self.index}"


class Fuzzer:
    def __init__(self, options):
        self.options = options
        self.binaries = {"popkit": options.popkit, "popkit-gallery": options.gallery}
        commands = discover.popkit_commands(options.popkit)
        if options.gallery:
            commands.append(discover.gallery_command(options.gallery))
        reads = any(command.reads for command in commands)
        samples = documents.sample_files(options.popkit) if reads else {}
        self.generator = Generator(commands, samples, documents.NAMES)
        self.workdir = tempfile.mkdtemp(prefix="clifuzz-")
        env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
        self.env = env | {"SWIFT_BACKTRACE": "enable=no", "NO_COLOR": "1", "TERM": "dumb"}

    def argv(self, command: discover.Command, arguments: list[str]) -> list[str]:
        return [self.binaries[command.tool]] + command.words + arguments

    @staticmethod
    def file_size_limit(seed: int, index: int) -> int:
        """The size limit of case SEED:INDEX's files (its standard output among them), as
        `ulimit -f` sets: none for most cases, a few KiB for about one in eight."""
        rng = random.Random(f"clifuzz:{seed}:{index}:file-size")
        return rng.choice([1024, 4096, 65536]) if rng.random() < 0.125 else 0

    def attempt(self, command, arguments, inputs, backtrace=False, file_size_limit=0):
        """Runs a command line in a fresh folder holding `inputs`, its files limited to
        `file_size_limit` bytes when given; returns its outcome and what it broke."""
        folder = tempfile.mkdtemp(dir=self.workdir)
        try:
            box = Sandbox(os.path.join(folder, "run"), command.output,
                          command.output_kind(arguments), inputs)
            env = self.env | ({"SWIFT_BACKTRACE": BACKTRACE} if backtrace else {})
            outcome = execute.run(
                self.argv(command, arguments), box.folder, os.path.join(folder, "capture"), env,
                self.options.time_limit, self.options.memory_limit * 2**20,
                self.options.output_limit * 2**20, file_size_limit)
            box.release_reader()
            # Help (-h or --help anywhere) writes nothing.
            helps = "-h" in arguments or "--help" in arguments
            outputs = [] if helps else outputs_of(command, arguments)
            if command.reads and not helps and not outputs:
                outputs = ["-"]  # it writes to standard output
            failures = self.judge(command, arguments, outcome, file_size_limit)
            if not outcome.killed:
                failures += box.problems(outputs, outcome.status if outcome.status is not None
                                         else -1, outcome.stdout)
            if outcome.status == 0 and not helps and not failures:
                failures += self.written_numbers(command, arguments, box, outputs, outcome)
            return outcome, failures
        finally:
            shutil.rmtree(folder, ignore_errors=True)

    def written_numbers(self, command, arguments, box, outputs, outcome) -> list[str]:
        """What an export or import wrote where a number belongs: never `inf` or `nan` (nor
        `null` in Lottie and WAAPI, whose numbers are all numbers), and an imported document
        loads again (`popkit export - --to tokens --spring-type proposed` reads and validates
        all of it)."""
        if command.words[:1] not in (["export"], ["import"]):
            return []
        written = []
        for path in outputs:
            final = box.final_file(path)
            if final == "-":
                written.append(outcome.stdout)
            elif final == "fifo":
                written.append(bytes(box.received))
            elif final:
                with open(os.path.join(box.folder, final), "rb") as file:
                    written.append(file.read())
        found = []
        formats = [w.partition("=")[2] for w in arguments if w.startswith("--to=")]
        formats += [arguments[i + 1] for i, w in enumerate(arguments[:-1]) if w == "--to"]
        for data in written:
            text = data.decode("utf-8", "replace")
            bad = re.search(r"(?<![\w.-])-?(inf|nan|NaN)(?![\w-])", text)
            if command.words == ["export"] and formats and formats[-1] in ("lottie", "waapi"):
                bad = bad or re.search(r"\bnull\b", text)
            if bad:
                found.append(f"wrote {bad.group(0)!r} where a number belongs")
            if command.words == ["import"] and data:
                again = subprocess.run(
                    [self.binaries["popkit"], "export", "-", "--to", "tokens", "--spring-type",
                     "proposed"], input=data,
                    capture_output=True, timeout=30, env=self.env)
                if again.returncode != 0:
                    reason = again.stderr.decode("utf-8", "replace").strip()[:300]
                    found.append(f"the imported document does not load again: {reason}")
        return found

    def judge(self, command, arguments, outcome, file_size_limit=0) -> list[str]:
        if outcome.killed == "time":
            return [f"still running after the time limit ({self.options.time_limit} s); killed"]
        if outcome.killed == "memory":
            return [f"resident memory over {self.options.memory_limit} MiB; killed"]
        if outcome.killed == "output":
            return [f"more than {self.options.output_limit} MiB of output; killed"]
        if outcome.signal is not None:
            return [f"killed by {signal.Signals(outcome.signal).name}"]
        if outcome.status not in (0, 1, 2):
            return [f"exit status {outcome.status}"]
        found = []
        error = outcome.stderr.decode("utf-8", "replace")
        # A message longer than the size limit (one quoting a 100,000-character name) is cut
        # by it: its lines cannot be counted.
        message_cut = file_size_limit and len(outcome.stderr) >= file_size_limit
        if outcome.status in (1, 2) and not message_cut:
            if error.count("\n") != 1 or not error.endswith("\n"):
                found.append(f"exit {outcome.status} with {error.count(chr(10))} lines on "
                             f"standard error: {error[:300]!r}")
            elif not error.startswith(command.tool):
                found.append(f"its message does not name the tool: {error!r}")
            # Under a size limit, what reached standard output before the write failed stays
            # there (nothing can take it back); the message must say that the write failed.
            cut = file_size_limit and re.search(r"standard output|too large", error, re.I)
            if outcome.stdout and not cut:
                found.append(f"exit {outcome.status} with {len(outcome.stdout)} bytes on "
                             f"standard output")
        if (file_size_limit and outcome.status == 0
                and len(outcome.stdout) >= file_size_limit):
            found.append(f"exit 0 though standard output reached the {file_size_limit}-byte "
                         f"file size limit (cut short)")
        if "-h" in arguments or "--help" in arguments:
            return found  # help, whatever else the line says
        formats = [arguments[i + 1] for i, word in enumerate(arguments[:-1]) if word == "--format"]
        formats += [word.partition("=")[2] for word in arguments if word.startswith("--format=")]
        wants_json = "--json" in arguments or "json" in formats
        printed = outcome.stdout.decode("utf-8", "replace")
        if outcome.status == 0 and wants_json and not strict_json(printed):
            found.append("exit 0 but its standard output is not JSON")
        return found

    def cause(self, command, arguments, inputs, outcome, failures, file_size_limit=0) -> str:
        """One name for each distinct bug: where a crash happened, which limit, what broke."""
        kind = next((a for a in arguments if a in command.kinds), "")
        if outcome.killed:
            return f"{outcome.killed} limit: {command.name} {kind}".strip()
        if outcome.signal is not None:
            traced, _ = self.attempt(command, arguments, inputs, True, file_size_limit)
            site = execute.crash_site(traced.stderr.decode("utf-8", "replace"))
            return f"{signal.Signals(outcome.signal).name} at {site}"
        first = failures[0].split(":")[0]
        return f"{command.name}: {''.join(c if not c.isdigit() else '#' for c in first)}"

    def run_case(self, seed: int, index: int, backtrace=False) -> Result:
        command, arguments = self.generator.case(seed, index)
        inputs = self.generator.inputs(seed, index, command, arguments)
        limit = self.file_size_limit(seed, index)
        outcome, failures = self.attempt(command, arguments, inputs, backtrace, limit)
        result = Result(seed, index, command, arguments, inputs, limit, outcome, failures)
        if failures:
            result.cause = self.cause(command, arguments, inputs, outcome, failures, limit)
        return result

    def shrink(self, result: Result) -> list[str]:
        """The shortest command line found (removing words, greedily) with the same cause."""
        best = list(result.arguments)
        deadline = time.monotonic() + self.options.shrink_seconds
        i = 0
        while i < len(best) and time.monotonic() < deadline:
            option = result.command.find(best[i])
            width = 2 if option and option.value and i + 1 < len(best) else 1
            trial = best[:i] + best[i + width:]
            outcome, failures = self.attempt(result.command, trial, result.inputs,
                                             file_size_limit=result.file_size_limit)
            if failures and self.cause(result.command, trial, result.inputs, outcome, failures,
                                       result.file_size_limit) == result.cause:
                best = trial
            else:
                i += 1
        return best

    def show(self, command, arguments) -> str:
        argv = self.argv(command, arguments)
        argv[0] = os.path.relpath(argv[0], ROOT) if argv[0].startswith(ROOT) else argv[0]
        return shlex.join(argv)


def outputs_of(command: discover.Command, arguments: list[str]) -> list[str]:
    """The values given to output flags (`-o PATH`, `--output PATH`, `--output=PATH`)."""
    found = []
    i = 0
    while i < len(arguments) and arguments[i] != "--":
        word = arguments[i]
        name, equals, inline = word.partition("=")
        option = command.find(name if word.startswith("--") else word)
        if option and option.value and not (equals and word.startswith("--")):
            if option.value.startswith("FILE") and i + 1 < len(arguments):
                found.append(arguments[i + 1])
            i += 1  # the next word is this flag's value (`--title -o`), not a flag
        elif option and option.value and option.value.startswith("FILE"):
            found.append(inline)
        i += 1
    return found


def seed_list(text: str) -> list[int]:
    seeds = []
    for part in text.split(","):
        low, _, high = part.partition("-")
        seeds += range(int(low), int(high or low) + 1)
    return seeds


def main() -> int:
    parser = argparse.ArgumentParser(prog="clifuzz", description=__doc__.split("\n\n")[0])
    parser.add_argument("--popkit", default=os.path.join(ROOT, ".build/release/popkit"))
    parser.add_argument("--gallery", default=next(
        (path for path in (os.path.join(ROOT, f".build/gtk/{c}/popkit-gallery")
                           for c in ("release", "debug")) if os.access(path, os.X_OK)), ""),
        help="popkit-gallery to fuzz too (default: the GTK build's release, else debug, when "
             "built); '' for none")
    parser.add_argument("--seeds", default="1-4", help="such as 1-4 or 5,9,12-20 (default 1-4)")
    parser.add_argument("--runs", type=int, default=250, help="runs per seed (default 250)")
    parser.add_argument("--case", help="replay one case SEED:INDEX and print its output")
    parser.add_argument("--time-limit", type=float, default=5, help="seconds per run (5)")
    parser.add_argument("--memory-limit", type=int, default=512, help="MiB resident (512)")
    parser.add_argument("--output-limit", type=int, default=256,
                        help="MiB of standard output and error per run (256)")
    parser.add_argument("--budget", type=float, default=0, help="stop starting runs after "
                        "this many seconds (default: none)")
    parser.add_argument("--jobs", type=int, default=1, help="runs at once (default 1)")
    parser.add_argument("--shrink-seconds", type=float, default=20,
                        help="time to shorten each cause's first command line (20; 0: none)")
    options = parser.parse_args()
    if options.gallery and not os.access(options.gallery, os.X_OK):
        options.gallery = ""
    if not os.access(options.popkit, os.X_OK):
        parser.error(f"no popkit executable at {options.popkit}; build it first "
                     "(swift build -c release)")
    # Runs start in their own folders: the tools' paths must not depend on this one.
    options.popkit = os.path.abspath(options.popkit)
    options.gallery = os.path.abspath(options.gallery) if options.gallery else ""
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))  # a crash leaves no core file
    fuzzer = Fuzzer(options)
    try:
        if options.case:
            return replay(fuzzer, *map(int, options.case.split(":")))
        return campaign(fuzzer, options)
    finally:
        shutil.rmtree(fuzzer.workdir, ignore_errors=True)


def replay(fuzzer: Fuzzer, seed: int, index: int) -> int:
    result = fuzzer.run_case(seed, index, backtrace=True)
    print(fuzzer.show(result.command, result.arguments))
    if result.file_size_limit:
        print(f"under (trap '' XFSZ; ulimit -f {result.file_size_limit // 1024})")
    outcome = result.outcome
    print(f"status {outcome.status} signal {outcome.signal} {outcome.seconds:.3f} s "
          f"{outcome.peak_rss / 2**20:.1f} MiB {outcome.killed}")
    print("stdout:", outcome.stdout[:2000])
    print("stderr:", outcome.stderr.decode("utf-8", "replace")[:4000])
    for failure in result.failures:
        print("FAIL:", failure)
    if "in-mutated.json" in result.inputs:  # kept, to be run by hand
        saved = os.path.join(tempfile.gettempdir(), f"clifuzz-{seed}-{index}-in-mutated.json")
        with open(saved, "wb") as file:
            file.write(result.inputs["in-mutated.json"][1])
        print(f"its in-mutated.json ({len(result.inputs['in-mutated.json'][1])} bytes): {saved}")
    return 1 if result.failures else 0


def campaign(fuzzer: Fuzzer, options) -> int:
    seeds = seed_list(options.seeds)
    cases = [(seed, index) for seed in seeds for index in range(options.runs)]
    report = Report(fuzzer, options, seeds)
    with ThreadPoolExecutor(max_workers=options.jobs) as pool:
        pending = []
        for seed, index in cases:
            if options.budget and report.elapsed() > options.budget:
                break
            pending.append(pool.submit(fuzzer.run_case, seed, index))
            if len(pending) >= options.jobs * 2:
                report.add(pending.pop(0).result())
        for future in pending:
            report.add(future.result())
    return report.finish(len(cases))


if __name__ == "__main__":
    sys.exit(main())
