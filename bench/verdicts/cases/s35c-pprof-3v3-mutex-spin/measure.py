#!/usr/bin/env python3
"""Per-run shares from the pprof CPU profiles, via `go tool pprof -traces`.

A sample "is in" a category if any frame of its stack matches. Each pprof CPU sample is
10 ms (100 Hz), so samples = value / 10ms.
"""
import glob
import os
import re
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
GO = "/usr/local/go/bin/go"

CATS = [
    ("spin path total (spinLock.Lock or runtime.gosched_m)",
     re.compile(r"^(main\.\(\*spinLock\)\.Lock|runtime\.gosched_m)$")),
    ("main.(*spinLock).Lock (CAS loop, under Record)", re.compile(r"^main\.\(\*spinLock\)\.Lock$")),
    ("runtime.gosched_m (Gosched on g0, root runtime.mcall)", re.compile(r"^runtime\.gosched_m$")),
    ("sync.Mutex Lock/Unlock (old lock)",
     re.compile(r"^(sync|internal/sync)\.\(\*Mutex\)\.(Lock|Unlock|lockSlow|unlockSlow)$")),
    ("main.(*Stats).Record (incl. lock)", re.compile(r"^main\.\(\*Stats\)\.Record$")),
    ("main.decode", re.compile(r"^main\.decode$")),
    ("math/rand.(*Rand).Read", re.compile(r"^math/rand\.\(\*Rand\)\.Read$")),
    ("runtime.asyncPreempt (leaf)", None),
]


def dur_ms(s):
    m = re.match(r"([\d.]+)(ms|s|us|ns|m|h)$", s)
    v, u = float(m.group(1)), m.group(2)
    return v * {"ns": 1e-6, "us": 1e-3, "ms": 1, "s": 1000, "m": 60000, "h": 3600000}[u]


def traces(path):
    out = subprocess.run([GO, "tool", "pprof", "-traces", path], capture_output=True, text=True, check=True).stdout
    for block in out.split("-----------+-------------------------------------------------------")[1:]:
        lines = [l for l in block.split("\n") if l.strip()]
        if not lines:
            continue
        first = lines[0].split()
        value = dur_ms(first[0])
        frames = [" ".join(first[1:])] + [l.strip() for l in lines[1:]]
        frames = [re.sub(r" \(inline\)$", "", f) for f in frames]
        yield round(value / 10), frames  # leaf first


hdr = ["side", "run", "total samples"] + [c for c, _ in CATS]
print("| " + " | ".join(hdr) + " |")
print("|" + "---|" * len(hdr))
for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.pb.gz"))):
        tot = 0
        cnt = [0] * len(CATS)
        for n, frames in traces(path):
            tot += n
            for i, (_, rx) in enumerate(CATS):
                if rx is None:
                    hit = frames[0] == "runtime.asyncPreempt"
                else:
                    hit = any(rx.match(f) for f in frames)
                if hit:
                    cnt[i] += n
        cells = [f"{c} ({100 * c / tot:.1f}%)" for c in cnt]
        print(f"| {side} | {os.path.basename(path).split('.')[0]} | {tot} | " + " | ".join(cells) + " |")
