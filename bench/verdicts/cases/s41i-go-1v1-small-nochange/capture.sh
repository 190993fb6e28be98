#!/usr/bin/env bash
# Control: same binary, same work, only the data seed differs (before: 7, after: 4242).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
BIN=/tmp/s41i/go-nochange/inventory
echo "== $(date -u +%FT%TZ) host=$(hostname) nproc=$(nproc)"
echo "== $(go version)"
mkdir -p "$HERE/before" "$HERE/after" "$(dirname "$BIN")"
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
(cd "$HERE/workload" && go build -o "$BIN" .)
run() { # side idx seed
  echo "== $1 run-$2: seed $3"
  /usr/bin/time -f "   wall=%es user=%Us sys=%Ss" \
    flock "$LOCK" "$BIN" -seed "$3" -cpuprofile "$HERE/$1/run-$2.pprof"
}
run before 1 7
run after 1 4242
for f in "$HERE"/before/run-* "$HERE"/after/run-*; do
  echo "   $f $(stat -c %s "$f") bytes (pprof is already gzipped protobuf)"
done
echo "== measure"
python3 "$HERE/measure.py" "$HERE"
