#!/usr/bin/env bash
# Rerunnable capture for s37e-gopprof-3v3-renamed-plus-regression.
# Each side's main.go is copied into the same module directory and built with
# -trimpath, so file paths in the profiles are identical on both sides (as if
# the same file had been edited). The program itself writes the CPU profile
# with runtime/pprof (default 100 Hz). Runs interleaved b1 a1 b2 a2 b3 a3.
set -euo pipefail
CASE="$(cd "$(dirname "$0")" && pwd)"
WORK=/tmp/s37e-go
ROUNDS=${ROUNDS:-200}
mkdir -p "$WORK/src" "$WORK/bin"
go version
for side in before after; do
  cp "$CASE/workload/go.mod" "$WORK/src/go.mod"
  cp "$CASE/workload/$side/main.go" "$WORK/src/main.go"
  ( cd "$WORK/src" && go build -trimpath -o "$WORK/bin/logjob-$side" . )
done
rm -f "$CASE"/before/run-* "$CASE"/after/run-*
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i: $(date -u +%H:%M:%S)"
    /usr/bin/time -f "wall %es user %Us" \
      flock /tmp/flamediff-capture.lock "$WORK/bin/logjob-$side" "$CASE/$side/run-$i.pb.gz" "$ROUNDS"
  done
done
ls -l "$CASE"/before "$CASE"/after
python3 "$CASE/measure.py"
