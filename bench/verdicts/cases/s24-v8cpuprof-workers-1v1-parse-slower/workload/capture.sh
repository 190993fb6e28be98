#!/bin/bash
# Capture for s24-v8cpuprof-workers-1v1-parse-slower. Order b1 a1. Keeps the busiest worker's profile.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s24-c6; rm -rf $B; mkdir -p $B
node --version
rm -f "$C"/before/run-* "$C"/after/run-*
for side in before after; do
  t0=$(date +%s.%N)
  out=$(node --cpu-prof --cpu-prof-dir=$B/$side "$W/$side/tradeagg.cjs" 30)
  t1=$(date +%s.%N)
  echo "$side run-1 wall $(echo "$t1 - $t0" | bc) s  $out  load $(cut -d' ' -f1-3 /proc/loadavg)"
  # per-thread profiles: name, samples, non-idle samples (the main thread is the one without processBatch)
  keep=$(python3 - "$B/$side" <<'PY'
import json, os, sys
d = sys.argv[1]; best = None
for f in sorted(os.listdir(d)):
    p = json.load(open(os.path.join(d, f)))
    names = {n['id']: n['callFrame']['functionName'] for n in p['nodes']}
    idle = sum(1 for s in p['samples'] if names[s] in ('(idle)', '(program)'))
    worker = any(v == 'processBatch' for v in names.values())
    busy = len(p['samples']) - idle
    print(f"  {f}: samples={len(p['samples'])} idle+program={idle} busy={busy} {'worker' if worker else 'main'}", file=sys.stderr)
    if worker and (best is None or busy > best[0]): best = (busy, f)
print(best[1])
PY
)
  echo "  kept $keep"
  cp "$B/$side/$keep" "$C/$side/run-1.cpuprofile.json"
done
cd "$C"
python3 workload/shares.py --md '^parseRecord\b' '^processBatch\b' '^updateBars\b' '^validate\b' '^\(garbage collector\)$' '^\(program\)$' -- before/run-1.* after/run-1.* | tee workload/shares.txt
