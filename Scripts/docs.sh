#!/usr/bin/env bash
# Builds PopKit's DocC documentation into .build/PopKit.doccarchive, PopKitTesting's into
# .build/PopKitTesting.doccarchive, PopKitInterchange's into .build/PopKitInterchange.doccarchive,
# and PopKitGTK's into
# .build/PopKitGTK.doccarchive where GTK 4 is installed; broken symbol links fail. The articles'
# `@Snippet`s come from Snippets/ (which `swift build` compiles): Scripts/snippet-symbols.py
# writes their symbol graph beside PopKit's, since DocC reads only one symbol-graph folder.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --target PopKit -Xswiftc -emit-symbol-graph \
  -Xswiftc -emit-symbol-graph-dir -Xswiftc .build/symbol-graphs
# PopKit's own graphs only, in a folder of their own: PopKit re-exports PopKitCore, whose public
# symbols PopKit's graph already holds (the core's separate graphs would make DocC document a
# second module the catalog's links miss), and the shared folder keeps other modules' graphs
# from earlier runs.
rm -rf .build/symbol-graphs-popkit && mkdir -p .build/symbol-graphs-popkit
cp .build/symbol-graphs/PopKit.symbols.json .build/symbol-graphs/PopKit@*.symbols.json \
  .build/symbol-graphs-popkit/
python3 Scripts/snippet-symbols.py .build/symbol-graphs-popkit
docc convert Sources/PopKit/PopKit.docc --additional-symbol-graph-dir .build/symbol-graphs-popkit \
  --output-dir .build/PopKit.doccarchive --warnings-as-errors
echo "documentation: .build/PopKit.doccarchive"

# PopKitTesting's documentation: its own symbol graph (the folder above holds PopKit's too, which
# its catalog does not document) and the snippets again, under its module's name.
swift build --target PopKitTesting -Xswiftc -emit-symbol-graph \
  -Xswiftc -emit-symbol-graph-dir -Xswiftc .build/symbol-graphs
rm -rf .build/symbol-graphs-testing && mkdir -p .build/symbol-graphs-testing
cp .build/symbol-graphs/PopKitTesting*.symbols.json .build/symbol-graphs-testing/
python3 Scripts/snippet-symbols.py .build/symbol-graphs-testing --module PopKitTesting
docc convert Sources/PopKitTesting/PopKitTesting.docc \
  --additional-symbol-graph-dir .build/symbol-graphs-testing \
  --output-dir .build/PopKitTesting.doccarchive --warnings-as-errors
echo "documentation: .build/PopKitTesting.doccarchive"

# PopKitGTK's documentation needs GTK 4's headers (the GTK trait); it is built when they are
# installed, in a scratch path of its own so that no other build is thrown away.
if pkg-config --exists gtk4 2>/dev/null; then
  swift build --traits GTK --scratch-path .build/gtk-docs --target PopKitGTK \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir \
    -Xswiftc .build/gtk-docs/symbol-graphs 2>&1 | sed '/^warning: prohibited flag(s): /d'
  rm -rf .build/gtk-docs/symbol-graphs-gtk && mkdir -p .build/gtk-docs/symbol-graphs-gtk
  cp .build/gtk-docs/symbol-graphs/PopKitGTK*.symbols.json .build/gtk-docs/symbol-graphs-gtk/
  docc convert Sources/PopKitGTK/PopKitGTK.docc \
    --additional-symbol-graph-dir .build/gtk-docs/symbol-graphs-gtk \
    --output-dir .build/PopKitGTK.doccarchive --warnings-as-errors
  echo "documentation: .build/PopKitGTK.doccarchive"
else
  echo "PopKitGTK's documentation skipped: GTK 4 is not installed (apt-get install libgtk-4-dev)"
fi

# PopKitInterchange's documentation: its own symbol graph, as PopKitTesting's above.
swift build --target PopKitInterchange -Xswiftc -emit-symbol-graph \
  -Xswiftc -emit-symbol-graph-dir -Xswiftc .build/symbol-graphs
rm -rf .build/symbol-graphs-interchange && mkdir -p .build/symbol-graphs-interchange
cp .build/symbol-graphs/PopKitInterchange*.symbols.json .build/symbol-graphs-interchange/
docc convert Sources/PopKitInterchange/PopKitInterchange.docc \
  --additional-symbol-graph-dir .build/symbol-graphs-interchange \
  --output-dir .build/PopKitInterchange.doccarchive --warnings-as-errors
echo "documentation: .build/PopKitInterchange.doccarchive"
