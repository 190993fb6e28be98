#!/usr/bin/env python3
"""Read this case's py-spy raw files (--threads) and print per run:
total samples, samples per thread, and samples whose stack contains
score_series (the changed job handler, run only by worker-1) or a frame
from statistics.py (the new callees fmean/pstdev).
Raw lines: 'thread (TID): NAME;frame;frame;... COUNT' (the ': NAME' part is
sometimes missing; the name is then taken from another line with the same TID,
and counted as 'unnamed' if there is none)."""
import collections, glob, gzip, os, re

CASE = os.path.dirname(os.path.abspath(__file__))
LINE = re.compile(r"^thread \((\d+)\)(?:: ([^;]*))?(.*) (\d+)$")

def parse(path):
    op = gzip.open if path.endswith(".gz") else open
    rows = []
    with op(path, "rt") as f:
        for line in f:
            line = line.rstrip("\n")
            m = LINE.match(line)
            if not m:
                raise ValueError(f"unparsed line in {path}: {line[:80]}")
            tid, name, rest, n = m.group(1), m.group(2), m.group(3), int(m.group(4))
            frames = [x for x in rest.split(";") if x]
            rows.append((tid, name, frames, n))
    names = {tid: name for tid, name, _, _ in rows if name}
    return [(tid, names.get(tid, "unnamed"), name is None, frames, n) for tid, name, frames, n in rows]

def fname(frame):
    return frame.split(" (", 1)[0]

THREADS = ["MainThread", "worker-0", "worker-1", "worker-2", "worker-3"]


def main():
  print(f"{'run':13} {'total':>6} " + " ".join(f"{t:>10}" for t in THREADS)
      + f" {'score_series':>15} {'statistics.py':>15} {'worker-1 share of score_series':>31} {'no-name lines':>13}")
  for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(CASE, side, "run-*.raw.txt*"))):
        rows = parse(p)
        tot = sum(r[4] for r in rows)
        per = collections.Counter()
        score = stats = score_w1 = w1 = nameless = 0
        for tid, name, missing, frames, n in rows:
            per[name] += n
            nameless += n if missing else 0
            names = [fname(f) for f in frames]
            if "score_series" in names:
                score += n
                if name == "worker-1":
                    score_w1 += n
            if any("(statistics.py:" in f for f in frames):
                stats += n
        w1 = per["worker-1"]
        name = f"{side}/{os.path.basename(p).split('.')[0]}"
        pct = lambda a, b: f"{a:>6} ({100*a/b:5.1f}%)" if b else f"{a:>6}"
        print(f"{name:13} {tot:>6} " + " ".join(f"{per[t]:>10}" for t in THREADS)
              + f" {pct(score, tot):>15} {pct(stats, tot):>15} {('%d/%d of worker-1 (%.1f%%)' % (score_w1, w1, 100*score_w1/w1)):>31} {nameless:>13}")
        other = {k: v for k, v in per.items() if k not in THREADS}
        if other:
            print(f"{'':13} other threads: {other}")


if __name__ == "__main__":
    main()
