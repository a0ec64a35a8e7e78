"""What a campaign prints: each failure as it is found (its exact command line and how to
replay it), then the runs, seeds, duration, worst time and worst resident memory per command,
and the failures grouped by cause with the shortest command line of each."""

import time

from sandbox import fixtures


class Report:
    def __init__(self, fuzzer, options, seeds):
        self.fuzzer, self.options, self.seeds = fuzzer, options, seeds
        self.start = time.monotonic()
        self.runs = 0
        self.worst: dict[str, dict[str, tuple]] = {}
        self.causes: dict[str, list] = {}
        self.statuses: dict[str, int] = {}
        self.size_limited = 0

    def elapsed(self) -> float:
        return time.monotonic() - self.start

    def add(self, result):
        self.runs += 1
        self.size_limited += bool(result.file_size_limit)
        outcome, name = result.outcome, result.command.name
        worst = self.worst.setdefault(name, {"time": (0, ""), "rss": (0, ""), "runs": (0, "")})
        line = self.fuzzer.show(result.command, result.arguments)
        full = line
        worst["runs"] = (worst["runs"][0] + 1, "")
        ending = outcome.killed or (f"exit {outcome.status}" if outcome.signal is None else "signal")
        self.statuses[ending] = self.statuses.get(ending, 0) + 1
        line = line if len(line) < 400 else line[:400] + " …"
        if not outcome.killed:
            if outcome.seconds > worst["time"][0]:
                worst["time"] = (outcome.seconds, line)
            if outcome.peak_rss > worst["rss"][0]:
                worst["rss"] = (outcome.peak_rss, line)
        if not result.failures:
            return
        print(f"FAIL {result.case}: {'; '.join(result.failures)}")
        print(f"  cause: {result.cause}")
        print(f"  {full}")
        named = [f"{n} {'-> ' + t if k == 'link' else 'is a ' + k}"
                 for n, (k, t) in fixtures(result.command.output).items()
                 if any(n in a for a in result.arguments)]
        if named:
            print(f"  in a folder where {', '.join(named)}")
        mutated = result.inputs.get("in-mutated.json")
        if mutated and any("in-mutated.json" in a for a in result.arguments):
            print(f"  in-mutated.json is the case's mutated document ({len(mutated[1])} bytes; "
                  f"--case writes it out)")
        print(f"  replay: python3 Scripts/clifuzz --case {result.case}", flush=True)
        self.causes.setdefault(result.cause, []).append(result)

    def finish(self, planned: int) -> int:
        failures = sum(len(results) for results in self.causes.values())
        print(f"\n== clifuzz: {self.runs} runs ({planned} planned: seeds "
              f"{self.options.seeds} × {self.options.runs}), {failures} failed in "
              f"{len(self.causes)} causes, {self.elapsed():.0f} s, limits "
              f"{self.options.time_limit} s and {self.options.memory_limit} MiB resident per run")
        print("   endings: " + ", ".join(f"{k}: {v}" for k, v in sorted(self.statuses.items()))
              + f"; {self.size_limited} runs under a file size limit")
        if self.runs < planned:
            print(f"   stopped at the budget of {self.options.budget:.0f} s")
        for name, worst in sorted(self.worst.items()):
            (seconds, slow), (rss, big) = worst["time"], worst["rss"]
            print(f"   {name}: {worst['runs'][0]} runs, worst time {seconds:.2f} s, worst RSS "
                  f"{rss / 2**20:.1f} MiB")
            print(f"      slowest: {slow}\n      largest: {big}")
        all_times = [w["time"] for w in self.worst.values()]
        all_rss = [w["rss"] for w in self.worst.values()]
        if all_times:
            print(f"   worst time {max(all_times)[0]:.2f} s, worst RSS "
                  f"{max(all_rss)[0] / 2**20:.1f} MiB (runs within their limits)")
        for cause, results in sorted(self.causes.items(), key=lambda item: -len(item[1])):
            first = min(results, key=lambda r: len(" ".join(r.arguments)))
            shortest = first.arguments
            if self.options.shrink_seconds > 0 and not first.outcome.killed:
                shortest = self.fuzzer.shrink(first)
            cases = ", ".join(r.case for r in results[:8]) + (" …" if len(results) > 8 else "")
            print(f"\n[{len(results)}×] {cause}\n   {self.fuzzer.show(first.command, shortest)}"
                  f"\n   cases: {cases}")
            if len(results) > 1 and first.outcome.killed:
                for other in results[1:4]:
                    print(f"   {self.fuzzer.show(other.command, other.arguments)}")
        return 1 if failures else 0
