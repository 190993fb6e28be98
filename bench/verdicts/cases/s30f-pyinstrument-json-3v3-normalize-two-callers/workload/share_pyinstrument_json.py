#!/usr/bin/env python3
"""share_pyinstrument_json.py REGEX FILE... : for pyinstrument `-r json` output print duration,
sample_count and the share of root time spent with a frame whose function name matches REGEX
(anchored) on the stack (outermost matches only, so nested matches are not double counted),
plus the time of each matching node by its parent chain."""
import json, re, sys
rx = re.compile(sys.argv[1])
for path in sys.argv[2:]:
    d = json.load(open(path))
    root = d["root_frame"]
    hits = []
    def walk(f, chain):
        if rx.match(f["function"]):
            hits.append((" > ".join(chain[-2:] + [f["function"]]), f["time"]))
            return
        for c in f.get("children", []):
            walk(c, chain + [f["function"]])
    walk(root, [])
    hit = sum(t for _, t in hits)
    print(f"{path}: samples={d['sample_count']} duration={d['duration']:.3f}s cpu={d['cpu_time']:.3f}s "
          f"root_time={root['time']:.3f}s culprit_time={hit:.3f}s share={100.0*hit/root['time']:.1f}%")
    for name, t in hits:
        print(f"    {name}: {t:.3f}s ({100.0*t/root['time']:.1f}%)")
