#!/usr/bin/env python3
"""Independent share measurement for s34g-pyspy-1v1-event-poll (plain folded-text parsing, no flamediff).

py-spy raw = folded stacks 'frame;frame;... count'. Per run: total samples, samples per thread root,
and the shares of: polling (Shipper.wait_for_flush on the stack without Event.wait below it:
its own sleep-loop lines + Event.is_set), Event.wait under wait_for_flush, wait_for_flush inclusive,
Event.is_set, Shipper.flush, and the flusher thread."""
import collections, glob, os, re
case = os.path.dirname(os.path.abspath(__file__))
for side in ("before", "after"):
    for f in sorted(glob.glob(os.path.join(case, side, "run-*.raw.txt"))):
        n = 0; c = collections.Counter(); roots = collections.Counter()
        for line in open(f):
            line = line.rstrip("\n")
            if not line: continue
            stack, cnt = line.rsplit(" ", 1); cnt = int(cnt)
            frames = stack.split(";")
            n += cnt
            roots[re.sub(r"\(\d+\)", "(TID)", frames[0])] += cnt
            names = [fr.split(" (")[0] for fr in frames]
            if "Shipper.wait_for_flush" in names:
                c["wait_for_flush incl"] += cnt
                if "Event.wait" in names: c["Event.wait"] += cnt
                else: c["polling (wff self + is_set)"] += cnt
                if "Event.is_set" in names: c["Event.is_set"] += cnt
            if "Shipper.flush" in names: c["Shipper.flush"] += cnt
            if "flusher" in frames[0]: c["thread flusher"] += cnt
        print("%s %s: %d samples" % (side, os.path.basename(f), n))
        for k in ("polling (wff self + is_set)", "Event.is_set", "Event.wait", "wait_for_flush incl", "Shipper.flush", "thread flusher"):
            print("   %-28s %5d  %5.1f%%" % (k, c[k], 100.0 * c[k] / n))
        print("   roots:", dict(roots))
