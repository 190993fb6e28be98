#!/usr/bin/env python3
"""Independent measurement for py-spy speedscope files (--idle --threads: one 'sampled' profile per
thread). Prints samples per thread and inclusive shares (% of samples whose stack contains a
frame with the given function name), over all threads together and per thread."""
import glob, json, os

HERE = os.path.dirname(os.path.abspath(__file__))
GROUPS = [
    ("CULPRIT helper_crunch", {"helper_crunch"}),
    ("helper idle wait (Event.wait / Condition.wait)", {"wait", "Event.wait", "Condition.wait"}),
    ("helper_loop", {"helper_loop"}),
    ("main_work (main thread)", {"main_work"}),
    ("score", {"score"}),
    ("tokenise", {"tokenise"}),
]

for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.speedscope.json"))):
        d = json.load(open(path))
        frames = d["shared"]["frames"]
        stacks = []  # (thread, set-of-names, weight=1 sample)
        for p in d["profiles"]:
            for s in p["samples"]:
                stacks.append((p["name"], {frames[i]["name"] for i in s}))
        n = len(stacks)
        threads = sorted({t for t, _ in stacks})
        print(f"{side}/{os.path.basename(path)}: {n} samples total; " +
              ", ".join(f"{t}: {sum(1 for x, _ in stacks if x == t)}" for t in threads))
        for name, names in GROUPS:
            h = sum(1 for _, st in stacks if st & names)
            per = "  ".join(f"[{t}: {100.0*sum(1 for x, st in stacks if x == t and st & names)/max(1,sum(1 for x,_ in stacks if x == t)):.1f}%]" for t in threads)
            print(f"    {100.0*h/n:6.1f}%  ({h:5d})  {name:48s} {per}")
