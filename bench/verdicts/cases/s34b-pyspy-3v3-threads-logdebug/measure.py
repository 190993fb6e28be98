#!/usr/bin/env python3
"""Independent measurement (not flamediff) for the py-spy speedscope files of this case.
Per run: total samples (all threads), samples per thread, and the share of all samples
  - in logging's debug() (inclusive), the new call;
  - on the f-string / logging.debug lines of events_worker (the lines added by the change,
    pipeline.py:61-63, leaf or not), which includes the debug() samples;
  - under events_worker (the changed thread's job) and under digest_worker (the unchanged
    thread's job), by frame rather than by thread name, as py-spy does not always get the
    thread names (see README).
Thread column: samples per speedscope profile (one per OS thread, named as py-spy saw it)."""
import glob, json, os, re

CASE = os.path.dirname(os.path.abspath(__file__))
SRC = open(os.path.join(CASE, "workload", "pipeline.py")).read().splitlines()
NEW_LINES = {i + 1 for i, l in enumerate(SRC)
             if "logging.debug(f\"event" in l or "f\"latency={ev['latency']" in l}

def measure(path):
    d = json.load(open(path))
    frames = d["shared"]["frames"]
    total = 0; per_thread = {}; dbg = 0; new = 0; ev_thr = 0; dg_thr = 0
    for p in d["profiles"]:
        name = re.sub(r"^Thread \d+ ", "", p["name"])
        n = 0
        for stack in p["samples"]:
            w = 1  # count samples; py-spy weights are the sampling interval in seconds
            fs = [frames[i] for i in stack]
            n += w
            if any(f["name"] == "debug" and "logging" in f["file"] for f in fs): dbg += w
            if any(f["name"] == "events_worker" and f["line"] in NEW_LINES for f in fs): new += w
            if any(f["name"] == "events_worker" for f in fs): ev_thr += w
            if any(f["name"] == "digest_worker" for f in fs): dg_thr += w
        per_thread[p["name"]] = n
        total += n
    return total, per_thread, dbg, new, ev_thr, dg_thr

print("new lines:", sorted(NEW_LINES))
print("%-6s %-22s %7s %12s %14s %14s %14s  threads" % ("side", "file", "samples", "debug()", "new lines", "events_worker", "digest_worker"))
for side in ("before", "after"):
    for f in sorted(glob.glob(os.path.join(CASE, side, "run-*.speedscope.json"))):
        t, pt, dbg, new, ev, dg = measure(f)
        pc = lambda x: "%d (%.1f%%)" % (x, 100.0 * x / t)
        print("%-6s %-22s %7d %12s %14s %14s %14s  %s" % (side, os.path.basename(f), t, pc(dbg), pc(new), pc(ev), pc(dg), pt))
