#!/bin/bash
# Builds the before/after nestparse binaries and captures 3 interleaved perf
# runs per side (b1 a1 b2 a2 b3 a3), each under the shared capture lock.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
W=$CASE/workload
DOCS=${DOCS:-900}
mkdir -p "$W/build/before" "$W/build/after" "$CASE/before" "$CASE/after"
# Note: gcc 12 emits no frame (no push %rbp) in leaf functions even with
# -fno-omit-frame-pointer (-mno-omit-leaf-frame-pointer does not change it),
# and frame-pointer unwinding then skips the leaf's caller. digest_leaf is
# therefore a non-leaf in both variants (it calls intern_digest), see the
# check below.
CFLAGS="-O2 -g -fno-omit-frame-pointer"
gcc $CFLAGS                 -o "$W/build/before/nestparse" "$W/nestparse.c"
gcc $CFLAGS -DSLOW_DIGEST=1 -o "$W/build/after/nestparse"  "$W/nestparse.c"
echo "gcc: $(gcc --version | head -1)"
echo "perf: $(perf --version); perf_event_max_stack=$(cat /proc/sys/kernel/perf_event_max_stack)"
echo "check: parse_node calls itself (not inlined/tail-called):"
objdump -d --no-show-raw-insn "$W/build/before/nestparse" | awk '/<parse_node>:/,/^$/' | grep -c 'call.*<parse_node>'
echo "check: every noinline function sets up a frame (push %rbp in its first 4 insns):"
for side in before after; do
  for f in digest_leaf parse_string parse_node intern_digest skip_ws scan_ident parse_number; do
    n=$(objdump -d --no-show-raw-insn "$W/build/$side/nestparse" | awk "/<$f>:/,/^\$/" | sed -n 2,5p | grep -c 'push.*%rbp' || true)
    echo "  $side $f: $n"
  done
done
echo "(wall times below include waiting for the shared capture lock)"
for i in 1 2 3; do
  for side in before after; do
    data=$(mktemp /tmp/s27d-deep-XXXXXX.data)
    echo "== $side run-$i"
    /usr/bin/time -f "wall %e s, user %U s" \
      flock /tmp/flamediff-capture.lock \
      perf record -F 999 -g -o "$data" "$W/build/$side/nestparse" "$DOCS" 2>&1
    perf script -i "$data" > "$CASE/$side/run-$i.perf.txt" 2>/dev/null
    rm -f "$data"
    # perf script text of 127-frame stacks is ~30 MB a run: keep it gzipped
    gzip -9f "$CASE/$side/run-$i.perf.txt"
    ls -l "$CASE/$side/run-$i.perf.txt.gz"
  done
done
echo "== shares (workload/share.py)"
python3 "$W/share.py" '^digest_leaf\b,^intern_digest\b,^parse_string\b,^parse_node\b,^main\b' \
  "$CASE"/before/run-*.perf.txt.gz "$CASE"/after/run-*.perf.txt.gz | tee "$W/shares.tsv"
