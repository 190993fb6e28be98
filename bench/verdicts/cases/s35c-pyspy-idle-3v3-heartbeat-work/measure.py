#!/usr/bin/env python3
"""Read the py-spy raw profiles (before/, after/) and print per-run sample shares.

Raw format: one line per distinct stack, "frame;frame;...;frame COUNT".
With --threads the first frame is "thread (TID): NAME".
"""
import glob
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
CULPRIT = re.compile(r"^(status_digest|dumps|JSONEncoder\.(encode|iterencode)) ")


def lock_line(side):
    """Line number of `with status_lock:` inside main_loop of that side's source."""
    src = open(os.path.join(HERE, "workload", side, "service.py")).read().splitlines()
    in_main = False
    for n, line in enumerate(src, 1):
        if line.startswith("def main_loop"):
            in_main = True
        elif in_main and "with status_lock" in line:
            return n


def measure(path, side):
    lk = f"main_loop (service.py:{lock_line(side)})"
    rows = []
    names = {}  # tid -> thread name; startup samples carry only "thread (TID)"
    for line in open(path):
        stack, cnt = line.rstrip("\n").rsplit(" ", 1)
        frames = stack.split(";")
        m = re.match(r"thread \((\d+)\)(?:: (.*))?$", frames[0])
        if m.group(2):
            names[m.group(1)] = m.group(2)
        rows.append((m.group(1), frames, int(cnt)))
    tot = hb = hb_work = hb_idle_leaf = main = main_lock = 0
    for tid, frames, cnt in rows:
        tot += cnt
        thread = names.get(tid, "?")
        if thread == "heartbeat":
            hb += cnt
            if any(CULPRIT.match(f) for f in frames):
                hb_work += cnt
            elif frames[-1].startswith("heartbeat "):
                hb_idle_leaf += cnt
        elif thread == "MainThread":
            main += cnt
            if frames[-1] == lk:
                main_lock += cnt
    return tot, hb, hb_work, hb_idle_leaf, main, main_lock


print("| side | run | total | heartbeat thread | in status_digest (json.dumps+sha256) | heartbeat leaf (sleep loop) | MainThread | MainThread blocked at `with status_lock` |")
print("|---|---|---|---|---|---|---|---|")
for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.raw.txt"))):
        run = os.path.basename(path).split(".")[0]
        tot, hb, w, idle, main, ml = measure(path, side)
        pct = lambda x: f"{x} ({100 * x / tot:.1f}%)"
        print(f"| {side} | {run} | {tot} | {pct(hb)} | {pct(w)} | {pct(idle)} | {pct(main)} | {pct(ml)} |")
