#!/usr/bin/env python3
"""Independent measurement for the control s34g-pyspy-3v3-nochange-cwd (plain folded-text parsing, no flamediff).

Per run: total samples, thread shares (root frame, TID removed) and inclusive shares of the program's
functions; then the frame names (file:line included) that occur on one side only, to show whether the
different working directory changed any frame text."""
import collections, glob, os, re
case = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["make_batch", "encode_batch", "parse_and_aggregate", "pack", "Queue.get", "Queue.put", "summarise"]
frames_by_side = {"before": collections.Counter(), "after": collections.Counter()}
print("%-7s %-6s %6s %9s %9s %9s  " % ("side", "run", "n", "Main", "parser", "packer") + " ".join("%9s" % f[:9] for f in FUNCS))
for side in ("before", "after"):
    for f in sorted(glob.glob(os.path.join(case, side, "run-*.raw.txt"))):
        n = 0; th = collections.Counter(); fn = collections.Counter()
        for line in open(f):
            line = line.rstrip("\n")
            if not line: continue
            stack, cnt = line.rsplit(" ", 1); cnt = int(cnt)
            frames = stack.split(";")
            n += cnt
            th[re.sub(r"^thread \(\d+\)", "thread", frames[0])] += cnt
            names = {x.split(" (")[0] for x in frames[1:]}
            for x in frames[1:]: frames_by_side[side][x] += cnt
            for g in FUNCS:
                if g in names: fn[g] += cnt
        pc = lambda x: 100.0 * x / n
        print("%-7s %-6s %6d %8.1f%% %8.1f%% %8.1f%%  " % (side, os.path.basename(f).split(".")[0], n,
              pc(th["thread: MainThread"]), pc(th["thread: parser"]), pc(th["thread: packer"]))
              + " ".join("%8.1f%%" % pc(fn[g]) for g in FUNCS)
              + ("   other roots: %s" % {k: v for k, v in th.items() if k not in ("thread: MainThread", "thread: parser", "thread: packer")}))
b, a = frames_by_side["before"], frames_by_side["after"]
print("frame texts only in before:", sorted(set(b) - set(a)))
print("frame texts only in after: ", sorted(set(a) - set(b)))
