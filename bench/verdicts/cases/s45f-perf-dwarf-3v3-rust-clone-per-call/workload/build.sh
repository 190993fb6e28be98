#!/bin/bash
# Builds indexer_before / indexer_after from indexer.rs (std only).
# The only difference is filter_stopwords (called once per document): before it
# borrows the stop-word Vec<String> argument, after it clones it on every call.
set -euo pipefail
W="$(cd "$(dirname "$0")" && pwd)"
python3 - "$W" <<'PY'
import sys, pathlib
w = pathlib.Path(sys.argv[1])
src = (w / "indexer.rs").read_text()
before = ""
after = """    let stop: Vec<String> = stop.clone();"""
for side, body in (("before", before), ("after", after)):
    (w / f"indexer_{side}.rs").write_text(src.replace("//@@STOP@@\n", body + "\n" if body else ""))
PY
for side in before after; do
  rustc --crate-name indexer -C opt-level=2 -g -C force-frame-pointers=yes -o "$W/indexer_$side" "$W/indexer_$side.rs"
done
