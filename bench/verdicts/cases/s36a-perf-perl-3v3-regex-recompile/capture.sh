#!/usr/bin/env bash
# Capture for s36a-perf-perl-3v3-regex-recompile. Run from this directory.
# System perl (/usr/bin/perl 5.36, Debian, no frame pointers, .symtab stripped).
# Interleaved order: b1 a1 b2 a2 b3 a3; each perf run serialised with flock.
set -euo pipefail
cd "$(dirname "$0")"
TMP=${TMP:-/tmp/s36a-perl}
mkdir -p "$TMP" before after
perf --version
/usr/bin/perl -e 'printf "perl %vd\n", $^V'
NLINES=1000000
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i"
    flock /tmp/flamediff-capture.lock \
      perf record -F 999 -g -o "$TMP/$side-$i.data" -- /usr/bin/perl "workload/$side/logfilter.pl" "$NLINES" "$i"
    perf script -i "$TMP/$side-$i.data" > "$side/run-$i.perf.txt" 2>/dev/null
    echo "$side/run-$i.perf.txt: $(grep -c 'cpu-clock' "$side/run-$i.perf.txt") samples"
  done
done
