#!/bin/bash
# before: HashMap<u64,u32> price table; after: BTreeMap<u64,u32> (cargo feature "btree"). 60 batches x 100k lookups.
set -euo pipefail
D=$(cd "$(dirname "$0")" && pwd)
S=/tmp/s41h/rust; mkdir -p "$S" "$D/before" "$D/after"
perf --version; rustc --version; cargo --version
cd "$D/workload"
cargo build --release --offline --target-dir "$S/before"
cargo build --release --offline --features btree --target-dir "$S/after"
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i"
    flock /tmp/flamediff-capture.lock perf record -F 1999 --call-graph dwarf -o "$S/perf-$side-$i.data" \
      -- "$S/$side/release/pricebook" 60
    perf script -i "$S/perf-$side-$i.data" > "$D/$side/run-$i.perf.txt" 2> "$S/script-$side-$i.err"
    rm -f "$S/perf-$side-$i.data"
    gzip -f "$D/$side/run-$i.perf.txt"
  done
done
ls -l "$D/before" "$D/after"
