#!/usr/bin/env python3
"""Own measurement for Go CPU pprof files: parse `go tool pprof -traces` output, count samples
(one per 10 ms at the default 100 Hz) and the share with a function matching each regex on the stack."""
import re, subprocess, sys
pats = [re.compile(p) for p in sys.argv[1].split(",")]
for path in sys.argv[2:]:
    out = subprocess.run(["go", "tool", "pprof", "-traces", path], capture_output=True, text=True).stdout
    total = 0; hits = {p.pattern: 0 for p in pats}
    for block in out.split("-----------+-------------------------------------------------------")[1:]:
        lines = [l for l in block.strip("\n").split("\n") if l.strip()]
        if not lines: continue
        m = re.match(r"\s*([\d.]+)(ms|s)\s+(.*)", lines[0])
        if not m: continue
        n = round(float(m.group(1)) * (1000 if m.group(2) == "s" else 1) / 10)
        funcs = [m.group(3).strip()] + [l.strip() for l in lines[1:]]
        total += n
        for p in pats:
            if any(p.match(f) for f in funcs): hits[p.pattern] += n
    print(path, "samples=%d" % total, " ".join("%s=%.1f%%" % (k, 100.0 * v / total) for k, v in hits.items()))
