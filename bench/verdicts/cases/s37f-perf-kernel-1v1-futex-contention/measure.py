#!/usr/bin/env python3
"""Independent check of the captured `perf script` text (gzip).

Parses every sample's call chain (leaf first), strips the +0x offset and prints
per run the sample count and the inclusive share (samples with at least one
matching frame / all samples) of the main functions and of the lock path.
"""
import glob
import gzip
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))

GROUPS = [
    ("worker_main", re.compile(r"^worker_main$")),
    ("hash_record", re.compile(r"^hash_record$")),
    ("tally_item", re.compile(r"^tally_item$")),
    ("pthread_mutex_lock/unlock", re.compile(r"pthread_mutex_(un)?lock")),
    ("__lll_lock_wait", re.compile(r"lll_lock_wait")),
    ("__lll_lock_wake", re.compile(r"lll_lock_wake")),
    ("kernel futex*", re.compile(r"futex")),
    ("do_syscall_64", re.compile(r"^do_syscall_64$")),
    ("schedule", re.compile(r"^(__)?schedule$")),
    ("lock path (mutex|lll|futex)", re.compile(r"pthread_mutex_(un)?lock|lll_lock|futex")),
    ("tally_item or lock path", re.compile(r"^tally_item$|pthread_mutex_(un)?lock|lll_lock|futex")),
]


def samples(path):
    with gzip.open(path, "rt", errors="replace") as f:
        text = f.read()
    for block in text.split("\n\n"):
        lines = [l for l in block.split("\n") if l.strip()]
        if not lines:
            continue
        frames = []
        for l in lines[1:]:
            parts = l.split(None, 1)
            if len(parts) < 2:
                continue
            sym = parts[1].rsplit(" (", 1)[0]
            sym = re.sub(r"\+0x[0-9a-f]+$", "", sym)
            frames.append(sym)
        yield lines[0].split()[0], frames


def main():
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
            n = 0
            hits = {name: 0 for name, _ in GROUPS}
            self_counts = {}
            for comm, frames in samples(path):
                n += 1
                if frames:
                    self_counts[frames[0]] = self_counts.get(frames[0], 0) + 1
                for name, rx in GROUPS:
                    if any(rx.search(fr) for fr in frames):
                        hits[name] += 1
            print(f"{side}/{os.path.basename(path)}: samples={n}")
            for name, _ in GROUPS:
                print(f"    {name:30s} {hits[name] / n * 100:6.1f}%")
            top = sorted(self_counts.items(), key=lambda kv: -kv[1])[:6]
            print("    top self: " + ", ".join(f"{k} {v / n * 100:.1f}%" for k, v in top))


if __name__ == "__main__":
    main()
