#!/usr/bin/env bash
# Control: identical C program on both sides.  The before run reads corpus.txt,
# the after run reads corpus-shuffled.txt (same lines, shuffled order: same
# content and size).  One perf run per side, holding the shared lock per run.
set -euo pipefail
cd "$(dirname "$0")"
W=${W:-/tmp/s35a/c5/work}
PY=/root/.pyenv/versions/3.11.7/bin/python3
mkdir -p "$W/bin-before" "$W/bin-after" before after
cmp workload/before/wordfreq.c workload/after/wordfreq.c && echo "wordfreq.c identical on both sides"
gcc --version | head -1
perf --version
# same binary name on both sides so the comm is "wordfreq" in both profiles
gcc -O2 -fno-omit-frame-pointer -o "$W/bin-before/wordfreq" workload/before/wordfreq.c
gcc -O2 -fno-omit-frame-pointer -o "$W/bin-after/wordfreq" workload/after/wordfreq.c
cmp "$W/bin-before/wordfreq" "$W/bin-after/wordfreq" && echo "binaries byte-identical"
if [ ! -s "$W/corpus.txt" ] || [ ! -s "$W/corpus-shuffled.txt" ]; then
  "$PY" workload/before/gen_input.py "$W/corpus.txt" "$W/corpus-shuffled.txt"
fi
ls -l "$W"/corpus*.txt
echo "md5 of files:        $(md5sum < "$W/corpus.txt" | cut -c1-32)  $(md5sum < "$W/corpus-shuffled.txt" | cut -c1-32)"
echo "md5 of sorted lines: $(sort "$W/corpus.txt" | md5sum | cut -c1-32)  $(sort "$W/corpus-shuffled.txt" | md5sum | cut -c1-32)"
cat "$W/corpus.txt" > /dev/null; cat "$W/corpus-shuffled.txt" > /dev/null   # warm page cache for both
for run in 1; do
  for side in before after; do
    if [ "$side" = before ]; then input="$W/corpus.txt"; else input="$W/corpus-shuffled.txt"; fi
    echo "== $side run-$run  input=$(basename "$input")  $(date -u +%H:%M:%S)"
    # time is measured inside the lock (excludes waiting for other helpers)
    flock /tmp/flamediff-capture.lock /usr/bin/time -f "wall_s=%e user_s=%U sys_s=%S" \
      perf record -F 999 -g -o "$W/$side-$run.perf.data" -- "$W/bin-$side/wordfreq" "$input" 5 2>&1
    perf script -i "$W/$side-$run.perf.data" > "$side/run-$run.perf.txt" 2>/dev/null
    echo "samples=$(grep -cE '^\S.*cpu-clock|^\S.*cycles' "$side/run-$run.perf.txt" || true) size=$(stat -c %s "$side/run-$run.perf.txt")"
    if [ "$(stat -c %s "$side/run-$run.perf.txt")" -gt 5000000 ]; then gzip -f "$side/run-$run.perf.txt"; echo "gzipped"; fi
  done
done
