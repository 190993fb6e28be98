#!/usr/bin/env python3
"""Independent measurement of this case's `perf script` profiles.

Per run: number of samples and the inclusive share (% of samples whose stack
contains the function) of the culprit worker_matmul and of the other three
workers, plus samples per thread (TID) for reference.
"""
import glob, gzip, os, re
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["worker_matmul", "worker_hash", "worker_sieve", "worker_crc",
         "__memset_avx2_unaligned_erms", "start_thread"]


def read_samples(path):
    """Yield (header, [symbol leaf-first]) from plain `perf script` output."""
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt", errors="replace") as f:
        head, frames = None, []
        for line in f:
            if not line.strip():
                if head is not None:
                    yield head, frames
                head, frames = None, []
                continue
            if head is None and not line[0].isspace():
                head = line.rstrip("\n")
                continue
            parts = line.strip().split(None, 1)
            if len(parts) < 2:
                continue
            sym = re.sub(r"\s+\([^()]*\)$", "", parts[1])
            sym = re.sub(r"\+0x[0-9a-f]+$", "", sym)
            frames.append(sym)
        if head is not None:
            yield head, frames


def main():
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
            n = 0
            inc = Counter()
            tids = Counter()
            tid_worker = {}
            for head, frames in read_samples(path):
                n += 1
                tid = head.split()[1]
                tids[tid] += 1
                fs = set(frames)
                for fn in FUNCS:
                    if fn in fs:
                        inc[fn] += 1
                for w in FUNCS[:4]:
                    if w in fs:
                        tid_worker.setdefault(tid, w)
            print(f"{side}/{os.path.basename(path)}: samples={n}")
            for fn in FUNCS:
                print(f"   {fn:<30} inclusive {100.0*inc[fn]/n:5.1f}% ({inc[fn]})")
            print("   per thread:", ", ".join(f"{t}[{tid_worker.get(t, '?')}]={c} ({100.0*c/n:.1f}%)"
                                             for t, c in tids.most_common()))


if __name__ == "__main__":
    main()
