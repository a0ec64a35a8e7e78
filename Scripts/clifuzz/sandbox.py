"""A temporary folder per run with output paths of every kind (files, links, chains, a loop,
a FIFO with a reader, folders), input files for the commands that read one, and the check that
a run left nothing half-written and every input as it was. Nothing here ever names a path
outside the folder."""

import json
import os
import stat
import threading
import time
import xml.etree.ElementTree as ElementTree

OLD = b"OLD CONTENTS\n"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
PNG_END = b"\x00\x00\x00\x00IEND\xaeB`\x82"


def fixtures(ext: str) -> dict[str, tuple[str, str]]:
    """Name → (kind, link text): what the folder holds before a run."""
    e = ext or "out"
    return {
        f"old.{e}": ("file", ""), f"target.{e}": ("file", ""), f"link.{e}": ("link", f"target.{e}"),
        f"chain.{e}": ("link", f"link.{e}"), f"dangling.{e}": ("link", f"made.{e}"),
        f"loop.{e}": ("link", f"loop.{e}"), f"fifo.{e}": ("fifo", ""),
        f"fifolink.{e}": ("link", f"fifo.{e}"), f"dir.{e}": ("dir", ""),
        f"dirlink.{e}": ("link", f"dir.{e}"),
    }


def input_fixtures(files: dict[str, bytes]) -> dict[str, tuple[str, bytes | str]]:
    """Name → (kind, contents or link text): the inputs a reading command's folder holds, from
    the samples, the case's mutated document and its hostile inputs (`files`: "motion",
    "lottie", "tokens", "mutated", and the names of `hostile.MAKERS` its line uses)."""
    found: dict[str, tuple[str, bytes | str]] = {
        f"in-{name}.json": ("file", data) for name, data in files.items()}
    found |= {"in-empty.json": ("file", b""), "in-link.json": ("link", "in-motion.json")}
    return found


def input_paths(ext: str) -> dict[str, list[str]]:
    """What a FILE positional is given, by kind: valid samples, the mutated document, and
    hostile paths (a FIFO, folders, a dangling link, a loop, a missing file, `-` with empty
    standard input, an empty name, a file that is not JSON)."""
    e = ext or "out"
    return {
        "motion": ["in-motion.json", "in-link.json"],
        "lottie": ["in-lottie.json"], "tokens": ["in-tokens.json"],
        "mutated": ["in-mutated.json"],
        "extreme": ["in-motion-extreme.json", "in-lottie-extreme.json",
                    "in-tokens-colliding.json"],
        "hostile": [f"fifo.{e}", f"fifolink.{e}", f"dir.{e}", f"dirlink.{e}", f"dangling.{e}",
                    f"loop.{e}", "in-missing.json", "-", "", f"old.{e}", "in-empty.json", ".",
                    "in-motion.json/", "nodir/in-motion.json"],
    }


def output_paths(ext: str) -> list[str]:
    """Every path an output flag is given: the fixtures, new paths, `-`, a missing folder."""
    e = ext or "out"
    return list(fixtures(ext)) + [f"new.{e}", f"nodir/x.{e}", "-", f"old.{e}/"]


def complete(data: bytes, ext: str) -> bool:
    """Whether bytes are a whole document of their kind."""
    if ext == "svg":
        if not (data.startswith(b"<?xml") and data.rstrip().endswith(b"</svg>")):
            return False
        if len(data) < 8_000_000:
            try:
                ElementTree.fromstring(data)
            except ElementTree.ParseError:
                return False
        return True
    if ext == "png":
        return data.startswith(PNG_SIGNATURE) and data.endswith(PNG_END)
    if ext in ("json", "text"):
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            return False
        return len(text) > 0 and (ext == "text" or strict_json(text))
    return len(data) > 0


def strict_json(text: str) -> bool:
    """Whether text is one JSON document, with no NaN or Infinity (not JSON)."""
    def refuse(token):
        raise ValueError(token)
    try:
        json.loads(text, parse_constant=refuse)
        return True
    except (ValueError, RecursionError):
        return False


class Sandbox:
    """The folder of one run, its fixtures, its inputs, and a reader on its FIFO.

    `ext` names the output fixtures; `kind` is what a written output must be (`ext` unless
    given); `inputs` are the input fixtures (see `input_fixtures`), checked unchanged after."""

    def __init__(self, folder: str, ext: str, kind: str | None = None,
                 inputs: dict[str, tuple[str, bytes | str]] | None = None):
        self.folder, self.ext = folder, ext
        self.kind = ext if kind is None else kind
        self.fixtures = fixtures(ext)
        self.inputs = inputs or {}
        os.makedirs(folder)
        for name, (kind, contents) in self.inputs.items():
            path = os.path.join(folder, name)
            if kind == "link":
                os.symlink(contents, path)
            else:
                with open(path, "wb") as file:
                    file.write(contents)
        for name, (kind, target) in self.fixtures.items():
            path = os.path.join(folder, name)
            if kind == "file":
                with open(path, "wb") as file:
                    file.write(OLD)
            elif kind == "link":
                os.symlink(target, path)
            elif kind == "fifo":
                os.mkfifo(path)
            else:
                os.mkdir(path)
        # The reader's end is opened here, at once (non-blocking), so that a run that opens the
        # FIFO never waits; its thread reads whatever comes until the run is over.
        self.fifo = os.path.join(folder, f"fifo.{ext or 'out'}")
        self.received = bytearray()
        self.reading = os.open(self.fifo, os.O_RDONLY | os.O_NONBLOCK)
        self.running = threading.Event()
        self.running.set()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self):
        while True:
            running = self.running.is_set()
            try:
                chunk = os.read(self.reading, 65536)
            except BlockingIOError:
                chunk = b""  # a writer is there, with nothing written yet
            if chunk:
                self.received += chunk
            elif not running:
                break  # the run is over and everything it wrote has been read
            else:
                time.sleep(0.002)

    def release_reader(self):
        """Ends the reader, once the run is over, after it read everything that was written."""
        self.running.clear()
        self.reader.join()
        os.close(self.reading)

    def problems(self, outputs: list[str], status: int, stdout: bytes) -> list[str]:
        """What the run broke: leftovers, replaced fixtures, half-written or missing output.

        `outputs` are the values given to output flags; `status` the exit status."""
        found = []
        for root, folders, files in os.walk(self.folder):
            for name in files + folders:
                if name.endswith(".tmp"):
                    path = os.path.relpath(os.path.join(root, name), self.folder)
                    found.append(f"temporary file left: {path}")
        for name, (kind, target) in self.fixtures.items():
            path = os.path.join(self.folder, name)
            mode = os.lstat(path).st_mode if os.path.lexists(path) else 0
            expected = {"file": stat.S_ISREG, "link": stat.S_ISLNK, "fifo": stat.S_ISFIFO,
                        "dir": stat.S_ISDIR}[kind]
            if not expected(mode):
                found.append(f"{name} was a {kind}, is no longer")
            elif kind == "link" and os.readlink(path) != target:
                found.append(f"{name} now links to {os.readlink(path)}")
            elif kind == "dir" and os.listdir(path):
                found.append(f"{name}/ now holds {os.listdir(path)}")
        for name, (kind, contents) in self.inputs.items():
            path = os.path.join(self.folder, name)
            if kind == "link":
                if not os.path.islink(path) or os.readlink(path) != contents:
                    found.append(f"input {name} was a link to {contents}, is no longer")
            elif os.path.islink(path) or not os.path.isfile(path):
                found.append(f"input {name} was a file, is no longer")
            else:
                with open(path, "rb") as file:
                    data = file.read()
                if data != contents:
                    found.append(f"input {name} changed ({len(contents)} bytes, now {len(data)})")
        finals = [self.final_file(path) for path in outputs]
        written = set(finals) if status == 0 else set()
        for name in sorted(os.listdir(self.folder)):
            path = os.path.join(self.folder, name)
            if name in self.inputs or (name in self.fixtures and self.fixtures[name][0] != "file"):
                continue
            if os.path.islink(path) or not os.path.isfile(path):
                found.append(f"unexpected {name} in the folder")
                continue
            with open(path, "rb") as file:
                data = file.read()
            if name in written:
                if not complete(data, self.kind):
                    found.append(f"{name} is not a whole {self.kind or 'file'} ({len(data)} bytes)")
            elif name in self.fixtures:
                if data != OLD:
                    found.append(f"{name} changed ({len(data)} bytes) though nothing was to go there")
            else:
                found.append(f"unexpected file {name!r} ({len(data)} bytes)")
        for path, final in zip(outputs, finals):
            if status != 0:
                continue
            if final == "":
                found.append(f"exit 0 though {path!r} cannot be written")
            elif final not in ("-", "fifo") and not os.path.isfile(os.path.join(self.folder, final)):
                found.append(f"exit 0 but {final!r} was not written")
        to_fifo = status == 0 and "fifo" in finals
        if to_fifo and not complete(bytes(self.received), self.kind):
            found.append(f"the FIFO's reader got {len(self.received)} bytes, not a whole document")
        if not to_fifo and self.received:
            found.append(f"the FIFO's reader got {len(self.received)} bytes it should not have")
        if status == 0 and "-" in finals and not complete(stdout, self.kind):
            found.append(f"- printed {len(stdout)} bytes, not a whole document")
        return found

    def final_file(self, path: str) -> str:
        """The name in the folder a path's bytes land in: a link's final target, `fifo`, `-`,
        or "" where nothing can be written."""
        if path == "-":
            return "-"
        seen = 0
        name = path
        while name in self.fixtures and seen < 10:
            kind, target = self.fixtures[name]
            if kind == "fifo":
                return "fifo"
            if kind != "link":
                return name if kind == "file" else ""
            name, seen = target, seen + 1
        if seen >= 10 or "/" in name or name.strip(".") == "":
            return ""
        return name
