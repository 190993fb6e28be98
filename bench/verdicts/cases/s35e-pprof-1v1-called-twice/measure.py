#!/usr/bin/env python3
"""Read this case's Go CPU profiles via `go tool pprof -traces` and print per
run: total samples (10 ms each at the default 100 Hz) and the samples whose
stack contains main.enrich (and its callees main.encode / main.fingerprint),
split by enrich's caller (main.export vs the new main.validate), plus the
other top-level phases for reference."""
import glob, os, re, subprocess

CASE = os.path.dirname(os.path.abspath(__file__))
GO = "/usr/local/go/bin/go"

def traces(path):
    out = subprocess.run([GO, "tool", "pprof", "-traces", path],
                         capture_output=True, text=True, check=True).stdout
    for blk in out.split("-----------+-------------------------------------------------------")[1:]:
        lines = [l for l in blk.split("\n") if l.strip()]
        if not lines:
            continue
        m = re.match(r"\s*([\d.]+)(ns|us|ms|s)\s+(.*)", lines[0])
        if not m:
            continue
        val, unit = float(m.group(1)), m.group(2)
        ms = val * {"ns": 1e-6, "us": 1e-3, "ms": 1, "s": 1000}[unit]
        frames = [m.group(3)] + [l.strip() for l in lines[1:]]
        frames = [re.sub(r" \(inline\)$", "", f) for f in frames]
        yield round(ms / 10), frames   # samples (10 ms per sample)

def caller_of(frames, fn):
    i = frames.index(fn)
    return frames[i + 1] if i + 1 < len(frames) else "-"

cols = ["main.enrich", "  via main.export", "  via main.validate", "main.encode", "main.fingerprint",
        "main.validate", "main.export", "main.generate", "main.totals", "runtime.gcBgMarkWorker"]
print(f"{'run':13} {'samples':>7} " + " ".join(f"{c.strip():>20}" for c in cols))
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(CASE, side, "run-*.pb.gz"))):
        tot = 0; cnt = {c: 0 for c in cols}
        for n, fr in traces(p):
            tot += n
            for c in cols:
                if c.startswith("  via "):
                    if "main.enrich" in fr and caller_of(fr, "main.enrich") == c[6:]:
                        cnt[c] += n
                elif c in fr:
                    cnt[c] += n
        name = f"{side}/{os.path.basename(p).split('.')[0]}"
        print(f"{name:13} {tot:>7} " + " ".join(f"{cnt[c]:>11} ({100*cnt[c]/tot:5.1f}%)" for c in cols))
