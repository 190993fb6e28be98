#!/usr/bin/env python3
"""Independent share measurement for s34g-pyspy-3v3-asyncio-busypoll (plain json, no flamediff).

Per run: total samples; 'poll' = samples whose stack has consumer and not handle below it
(consumer's own lines, Queue.get_nowait, asyncio sleep/__sleep0, i.e. the polling code);
consumer inclusive; handle inclusive; EpollSelector.select; Handle._run self; thread names."""
import glob, json, os, sys
case = os.path.dirname(os.path.abspath(__file__))
print("%-7s %-5s %6s %9s %10s %9s %9s %12s  %s" % ("side", "run", "n", "poll%", "consumer%", "handle%", "select%", "Handle._run%", "profiles"))
for side in ("before", "after"):
    for f in sorted(glob.glob(os.path.join(case, side, "run-*.speedscope.json"))):
        d = json.load(open(f)); fr = d["shared"]["frames"]
        n = poll = cons = hand = sel = hrun = 0
        profs = []
        for p in d["profiles"]:
            profs.append("%s:%d" % (p["name"], len(p["samples"])))
            for s in p["samples"]:
                names = [fr[i]["name"] for i in s]
                n += 1
                if "consumer" in names:
                    cons += 1
                    if "handle" not in names:
                        poll += 1
                if "handle" in names: hand += 1
                if "EpollSelector.select" in names: sel += 1
                if names[-1] == "Handle._run": hrun += 1
        pc = lambda x: 100.0 * x / n
        print("%-7s %-5s %6d %5.1f (%3d) %9.1f %9.1f %9.1f %12.1f  %s" % (side, os.path.basename(f).split(".")[0], n,
              pc(poll), poll, pc(cons), pc(hand), pc(sel), pc(hrun), " ".join(profs)))
