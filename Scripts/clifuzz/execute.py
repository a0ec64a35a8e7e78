"""Runs one command line under a time limit and a resident-memory limit, and names a crash.

The memory limit is on what is resident (VmRSS in /proc/PID/status, polled), not on the
address space: a sanitizer build reserves terabytes of virtual memory it never touches."""

import os
import re
import resource
import signal
import subprocess
import time
from dataclasses import dataclass


@dataclass
class Outcome:
    """How a run ended."""

    status: int | None  # the exit status, or None when a signal ended it
    signal: int | None
    seconds: float
    peak_rss: int  # bytes, the most resident at once (VmHWM polled, or the kernel's ru_maxrss)
    killed: str  # "", "time", "memory" or "output": why the fuzzer killed it
    stdout: bytes
    stderr: bytes


def resident(pid: int) -> tuple[int, int]:
    """VmRSS and VmHWM of a process, in bytes; zeros once it is gone."""
    try:
        with open(f"/proc/{pid}/status") as status:
            text = status.read()
    except OSError:
        return 0, 0
    values = dict(re.findall(r"^(VmRSS|VmHWM):\s+(\d+) kB", text, re.M))
    return int(values.get("VmRSS", 0)) * 1024, int(values.get("VmHWM", 0)) * 1024


def run(argv: list[str], folder: str, capture: str, env: dict[str, str], time_limit: float,
        memory_limit: int, output_limit: int, file_size_limit: int = 0) -> Outcome:
    """Runs argv in folder, its output to files under capture (never pipes, which a long
    output would fill), standard input empty; kills it past the time limit, with more than
    memory_limit bytes resident, or with more than output_limit bytes of output.

    A `file_size_limit` (bytes, 0 for none) is the shell's `(trap '' XFSZ; ulimit -f …)`: no
    file the run writes, its standard output and error included, grows past it, and a write
    that would fails with EFBIG instead of killing the run."""
    stdout_path, stderr_path = capture + ".out", capture + ".err"

    def limit_file_size():
        resource.setrlimit(resource.RLIMIT_FSIZE, (file_size_limit, file_size_limit))
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)

    with open(stdout_path, "wb") as out, open(stderr_path, "wb") as err:
        start = time.monotonic()
        process = subprocess.Popen(
            argv, cwd=folder, stdin=subprocess.DEVNULL, stdout=out, stderr=err, env=env,
            start_new_session=True, preexec_fn=limit_file_size if file_size_limit else None)
    killed, peak, pause = "", 0, 0.001
    while True:
        pid, wait_status, usage = os.wait4(process.pid, os.WNOHANG)
        if pid:
            break
        rss, hwm = resident(process.pid)
        peak = max(peak, hwm)
        elapsed = time.monotonic() - start
        printed = os.path.getsize(stdout_path) + os.path.getsize(stderr_path)
        if not killed:
            killed = ("memory" if rss > memory_limit else "time" if elapsed > time_limit
                      else "output" if printed > output_limit else "")
            if killed:
                os.killpg(process.pid, signal.SIGKILL)
        time.sleep(pause)
        pause = min(pause * 1.5, 0.02)
    process.returncode = 0  # reaped above; tells Popen not to wait again
    seconds = time.monotonic() - start
    try:
        os.killpg(process.pid, signal.SIGKILL)  # any child it left behind
    except ProcessLookupError:
        pass
    # The child's ru_maxrss starts at the fuzzer's own size (it was forked from it): it is the
    # child's peak only when above that.
    if usage.ru_maxrss > resource.getrusage(resource.RUSAGE_SELF).ru_maxrss:
        peak = max(peak, usage.ru_maxrss * 1024)
    with open(stdout_path, "rb") as out, open(stderr_path, "rb") as err:
        stdout, stderr = out.read(), err.read()
    os.unlink(stdout_path)
    os.unlink(stderr_path)
    if os.WIFSIGNALED(wait_status):
        return Outcome(None, os.WTERMSIG(wait_status), seconds, peak, killed, stdout, stderr)
    return Outcome(os.WEXITSTATUS(wait_status), None, seconds, peak, killed, stdout, stderr)


def crash_site(stderr: str) -> str:
    """Where a crash happened, from the runtime's message and the backtrace.

    The site is the failed check's file and line as the runtime printed it (a debug build's
    `PopKit/Spring.swift:88: Precondition failed: …`) or else the first backtrace frame in the
    project's `Sources/` or `Tools/` (past the shared ParameterCheck.swift), with the failure's
    words (`Double value cannot be converted to Int …`, or a release build's `precondition
    failure`). Values after "got" are dropped, so that one check is one cause."""
    message = re.search(r"^(\S+\.swift):(\d+): ((?:Fatal error|Precondition failed|Assertion "
                        r"failed)[^\n]*)", stderr, re.M)
    runtime = re.search(r"\*\*\* Swift runtime failure: (.*?) \*\*\*", stderr)
    text = message.group(3) if message else runtime.group(1) if runtime else "no message"
    text = re.sub(r"got .*$", "got …", text)
    if message and not message.group(1).startswith("Swift/"):
        return f"{message.group(1)}:{message.group(2)}: {text}"
    frames = re.findall(r"(?:^|[\s/])(?:Sources|Tools)/([^\s:]+\.swift):(\d+)", stderr, re.M)
    frames = [f for f in frames if not f[0].endswith("ParameterCheck.swift")]
    return f"{frames[0][0]}:{frames[0][1]}: {text}" if frames else text
