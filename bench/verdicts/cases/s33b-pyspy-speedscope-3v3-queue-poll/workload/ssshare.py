#!/usr/bin/env python3
"""Per-thread summary of a py-spy speedscope file (sampled profiles, one per thread).
usage: ssshare.py REGEX file.speedscope.json ...
Prints total samples, per-thread samples, share of all samples with a frame NAME matching REGEX on the stack,
and for the consumer thread: share of its samples whose leaf is NOT threading.py:wait (i.e. not parked)."""
import json, re, sys
from collections import Counter
rx = re.compile(sys.argv[1])
for path in sys.argv[2:]:
    d = json.load(open(path))
    fr = d["shared"]["frames"]
    total = hit = 0; per = {}
    cons_total = cons_busy = 0; busy_leaf = Counter()
    for prof in d["profiles"]:
        n = 0
        for st in prof["samples"]:
            w = 1  # count samples, not seconds (weights are seconds in py-spy speedscope)
            n += w; total += w
            names = [fr[i]["name"] for i in st]
            if any(rx.search(x) for x in names): hit += w
            if "consumer" in prof["name"]:
                cons_total += w
                leaf = fr[st[-1]]
                if not (leaf["name"] in ("wait", "Condition.wait") and leaf.get("file", "").endswith("threading.py")):
                    cons_busy += w; busy_leaf["%s:%s" % (leaf["name"], leaf.get("line"))] += w
        per[prof["name"]] = n
    print(f"{path}: samples={total} hit={hit} share={100*hit/total:.2f}% per-thread={per} "
          f"consumer-not-parked={cons_busy}/{cons_total}={100*cons_busy/max(cons_total,1):.2f}% top-busy={busy_leaf.most_common(4)}")
