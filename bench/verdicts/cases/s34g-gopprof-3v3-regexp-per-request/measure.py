#!/usr/bin/env python3
"""Independent share measurement for s34g-gopprof-3v3-regexp-per-request (no flamediff).

Reads each profile with `go tool pprof -traces` (plain text, one block per distinct stack) and
sums sample values (10 ms = 1 sample at 100 Hz) per category:
  compile  = stacks with regexp.MustCompile (the culprit)
  handler  = stacks with main.handleOrder (inclusive)
  match    = stacks with regexp.(*Regexp).MatchString
  gcbg     = stacks with runtime.gcBgMarkWorker (background GC, not under the handler)
  malloc   = stacks with runtime.mallocgc (anywhere)"""
import glob, os, re, subprocess
case = os.path.dirname(os.path.abspath(__file__))
GO = "/usr/local/go/bin/go"
def ms(v):
    m = re.match(r"([\d.]+)(ns|us|µs|ms|s|min|hrs)$", v)
    x, u = float(m.group(1)), m.group(2)
    return x * {"ns": 1e-6, "us": 1e-3, "µs": 1e-3, "ms": 1, "s": 1000, "min": 60000, "hrs": 3.6e6}[u]
cats = {"compile": "regexp.MustCompile", "handler": "main.handleOrder", "match": "regexp.(*Regexp).MatchString",
        "gcbg": "runtime.gcBgMarkWorker", "malloc": "runtime.mallocgc"}
print("%-7s %-6s %7s " % ("side", "run", "samples") + " ".join("%15s" % k for k in cats))
for side in ("before", "after"):
    for f in sorted(glob.glob(os.path.join(case, side, "run-*.pb.gz"))):
        out = subprocess.run([GO, "tool", "pprof", "-traces", f], capture_output=True, text=True, check=True).stdout
        blocks = out.split("-----------+-------------------------------------------------------")[1:]
        tot = 0.0; c = dict.fromkeys(cats, 0.0)
        for b in blocks:
            lines = [l for l in b.strip("\n").split("\n") if l.strip()]
            if not lines: continue
            first = lines[0].split()
            v = ms(first[0]); frames = [" ".join(first[1:])] + [l.strip() for l in lines[1:]]
            frames = [re.sub(r" \(inline\)$", "", x) for x in frames]
            tot += v
            for k, name in cats.items():
                if name in frames: c[k] += v
        n = round(tot / 10)
        print("%-7s %-6s %7d " % (side, os.path.basename(f).split(".")[0], n) +
              " ".join("%8.1f%% %5d" % (100 * c[k] / tot, round(c[k] / 10)) for k in cats))
