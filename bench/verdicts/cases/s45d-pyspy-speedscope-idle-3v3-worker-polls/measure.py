#!/usr/bin/env python3
"""Per-run sample counts and inclusive shares from py-spy speedscope files.
Share = % of samples (all threads, idle included, weights summed) whose stack
contains a frame whose name matches (each sample counts 1); worker% = same within the worker thread only."""
import glob, json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
CULPRIT = "|".join("(?:%s)" % r for r in json.load(open(os.path.join(HERE, "expected.json")))["culprit"])
SETS = {"culprit": CULPRIT, "next_job": r"\bnext_job$", "Queue.get_nowait": r"^Queue\.get_nowait$",
        "Queue.get": r"^Queue\.get$", "Condition.wait": r"^Condition\.wait$", "handle_request": r"^handle_request$",
        "dispatch": r"^dispatch$", "build_request": r"^build_request$"}
SETS = {k: re.compile(v) for k, v in SETS.items()}
for side in ("before", "after"):
    for f in sorted(glob.glob(os.path.join(HERE, side, "run-*.speedscope.json"))):
        d = json.load(open(f))
        names = [fr["name"] for fr in d["shared"]["frames"]]
        tot = 0; hit = dict.fromkeys(SETS, 0); wtot = 0; whit = dict.fromkeys(SETS, 0); per_thread = []
        for p in d["profiles"]:
            # py-spy weights are seconds (1/rate each); count samples instead
            per_thread.append("%s:%d" % (p["name"].split(" ", 2)[-1], len(p["samples"])))
            is_worker = "scoring-worker" in p["name"]
            for s in p["samples"]:
                w = 1
                fs = {names[fi] for fi in s}
                tot += w
                if is_worker: wtot += w
                for k, rx in SETS.items():
                    if any(rx.search(x) for x in fs):
                        hit[k] += w
                        if is_worker: whit[k] += w
        print("%-6s %s samples=%d threads=[%s]" % (side, os.path.basename(f), tot, " ".join(per_thread)))
        print("        all threads: " + " ".join("%s=%.1f%%" % (k, 100.0 * hit[k] / tot) for k in SETS))
        print("        worker only: " + " ".join("%s=%.1f%%" % (k, 100.0 * whit[k] / max(wtot, 1)) for k in SETS))
