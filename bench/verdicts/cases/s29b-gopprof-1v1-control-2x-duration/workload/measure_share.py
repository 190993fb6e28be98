#!/usr/bin/env python3
"""Per Go CPU profile (.pb.gz): parse `go tool pprof -traces` and report total samples (10 ms each) and, for each
REGEX (';'-separated), the samples whose stack has a frame matching it (frame names without ' (inline)')."""
import re, subprocess, sys
regs = [re.compile(r) for r in sys.argv[1].split(';')]
files = sys.argv[2:]
def ms(v):
    m = re.match(r'([\d.]+)(ns|us|ms|s)$', v); x = float(m.group(1))
    return x * {'ns': 1e-6, 'us': 1e-3, 'ms': 1, 's': 1000}[m.group(2)]
rows = []
for f in files:
    out = subprocess.run(['go', 'tool', 'pprof', '-traces', f], capture_output=True, text=True, check=True).stdout
    blocks = out.split('-----------+-------------------------------------------------------')[1:]
    tot = 0; hits = [0] * len(regs)
    for b in blocks:
        lines = [l for l in b.split('\n') if l.strip()]
        if not lines: continue
        first = lines[0].split()
        n = round(ms(first[0]) / 10)
        frames = [' '.join(first[1:])] + [l.strip() for l in lines[1:]]
        frames = [re.sub(r' \(inline\)$', '', x) for x in frames]
        tot += n
        for k, r in enumerate(regs):
            if any(r.search(x) for x in frames): hits[k] += n
    rows.append((f, tot, hits))
print("| function regex | " + " | ".join(f"{f} ({t} samples)" for f, t, _ in rows) + " |")
print("|---|" + "---|" * len(rows))
for k, r in enumerate(regs):
    print(f"| `{r.pattern}` | " + " | ".join(f"{h[k]} ({100*h[k]/t:.1f}%)" for _, t, h in rows) + " |")
