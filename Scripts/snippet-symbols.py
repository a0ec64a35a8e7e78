#!/usr/bin/env python3
"""Writes the symbol graph of the package's snippets (Snippets/**/*.swift) for DocC.

`@Snippet(path: "PopKit/Snippets/Group/Name")` in an article shows a snippet's visible code:
every line except those between `// snippet.hide` and `// snippet.show`, with the leading
comment lines (the snippet's explanation) and the common indentation taken off. A slice,
`// snippet.NAME` ... `// snippet.end`, is shown with `@Snippet(path: …, slice: "NAME")`.

Usage: Scripts/snippet-symbols.py OUTPUT_FOLDER [--module PopKit]
Writes OUTPUT_FOLDER/PopKit-snippets.symbols.json. `import snippets` from Python gives the
parsed snippets to other scripts (Scripts/readme-snippets).
"""

import json
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SNIPPETS = ROOT / "Snippets"
MARKER = re.compile(r"^\s*//\s*snippet\.(\S+)")


class Snippet:
    """One snippet file: its explanation, its visible lines and its slices."""

    def __init__(self, path):
        self.path = path
        self.name = path.stem
        self.group = path.parent.relative_to(SNIPPETS).parts
        lines = path.read_text(encoding="utf-8").split("\n")
        while lines and not lines[0].strip():
            lines.pop(0)
        self.explanation = []
        while lines and lines[0].lstrip().startswith("//") and not MARKER.match(lines[0]):
            self.explanation.append(lines.pop(0).lstrip()[2:].strip())
        visible, self.slices, open_slice = True, {}, None
        shown = []
        for line in lines:
            marker = MARKER.match(line)
            if marker:
                word = marker.group(1).lower()
                if word in ("hide", "show"):
                    visible = word == "show"
                elif word == "end":
                    if open_slice:
                        self.slices[open_slice[0]] = (open_slice[1], len(shown))
                    open_slice = None
                elif visible:
                    if open_slice:
                        self.slices[open_slice[0]] = (open_slice[1], len(shown))
                    open_slice = (marker.group(1), len(shown))
                continue
            if visible and (shown or line.strip()):
                shown.append(line)
        if open_slice:
            self.slices[open_slice[0]] = (open_slice[1], len(shown))
        while shown and not shown[-1].strip():
            shown.pop()
        indent = min((len(l) - len(l.lstrip(" ")) for l in shown if l.strip()), default=0)
        self.lines = [l[indent:] for l in shown]
        for name, (start, end) in self.slices.items():
            while start < end and not self.lines[start].strip():
                start += 1
            while end > start and not self.lines[end - 1].strip():
                end -= 1
            self.slices[name] = (start, end)

    def text(self, slice_name=None):
        """The visible code (or one slice of it) as one string, without a final newline."""
        start, end = self.slices[slice_name] if slice_name else (0, len(self.lines))
        lines = self.lines[start:end]
        indent = min((len(l) - len(l.lstrip(" ")) for l in lines if l.strip()), default=0)
        return "\n".join(l[indent:] for l in lines)

    def symbol(self, module):
        return {
            "identifier": {"precise": f"$snippet__{module}.{self.name}", "interfaceLanguage": "swift"},
            "names": {"title": self.name},
            "pathComponents": ["Snippets", *self.group, self.name],
            "docComment": {"lines": [{"text": line} for line in self.explanation]},
            "accessLevel": "public",
            "kind": {"identifier": "snippet", "displayName": "Snippet"},
            "snippet": {
                "language": "swift",
                "lines": self.lines,
                "slices": {name: list(bounds) for name, bounds in self.slices.items()},
            },
        }


def snippets():
    """Every snippet of the package, in path order."""
    return [Snippet(path) for path in sorted(SNIPPETS.rglob("*.swift"))]


def main():
    arguments = sys.argv[1:]
    module = "PopKit"
    if "--module" in arguments:
        index = arguments.index("--module")
        module = arguments[index + 1]
        del arguments[index : index + 2]
    if len(arguments) != 1:
        sys.exit("usage: Scripts/snippet-symbols.py OUTPUT_FOLDER [--module NAME]")
    all_snippets = snippets()
    names = [snippet.name for snippet in all_snippets]
    duplicates = sorted({name for name in names if names.count(name) > 1})
    if duplicates:
        sys.exit(f"snippet-symbols: two snippets named {', '.join(duplicates)} (SwiftPM needs unique names)")
    graph = {
        "metadata": {"formatVersion": {"major": 0, "minor": 1, "patch": 0}, "generator": "PopKit Scripts/snippet-symbols.py"},
        "module": {"name": module, "platform": {}, "isVirtual": True},
        "symbols": [snippet.symbol(module) for snippet in all_snippets],
        "relationships": [],
    }
    output = pathlib.Path(arguments[0])
    output.mkdir(parents=True, exist_ok=True)
    (output / f"{module}-snippets.symbols.json").write_text(json.dumps(graph, indent=1) + "\n")
    print(f"snippets: {len(all_snippets)} in {output / f'{module}-snippets.symbols.json'}")


if __name__ == "__main__":
    main()
