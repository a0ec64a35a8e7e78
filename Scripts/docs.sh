#!/usr/bin/env bash
# Builds PopKit's DocC documentation into .build/PopKit.doccarchive; broken symbol links fail.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --target PopKit -Xswiftc -emit-symbol-graph \
  -Xswiftc -emit-symbol-graph-dir -Xswiftc .build/symbol-graphs
docc convert Sources/PopKit/PopKit.docc --additional-symbol-graph-dir .build/symbol-graphs \
  --output-dir .build/PopKit.doccarchive --warnings-as-errors
echo "documentation: .build/PopKit.doccarchive"
