#!/usr/bin/env python3
"""Independent measure over py-spy raw (folded) files: per run, sample count and
inclusive share (% of samples whose stack has a frame matching the regex)."""
import glob, json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
CULPRIT = json.load(open(os.path.join(HERE, "expected.json")))["culprit"]
GROUPS = [("CULPRIT_UNION", CULPRIT), ("record_result", [r"^record_result\b"]),
          ("format_log_line", [r"^format_log_line\b"]), ("process_batch", [r"^process_batch\b"]),
          ("score_event", [r"^score_event\b"]), ("parse_event", [r"^parse_event\b"]),
          ("make_events", [r"^make_events\b"]),
          ("fetch_batch(sleep)", [r"^fetch_batch\b"]), ("lock_acquire_line", [r"^record_result \(ingest_\w+\.py:70\)"])]
for side in ("before", "after"):
    for f in sorted(glob.glob(os.path.join(HERE, side, "run-*.pyspy.folded"))):
        tot = 0; hits = {g: 0 for g, _ in GROUPS}; threads = {}
        for line in open(f):
            line = line.rstrip("\n")
            if not line: continue
            stack, n = line.rsplit(" ", 1); n = int(n)
            frames = stack.split(";")
            tot += n
            threads[frames[0]] = 0
            for g, rxs in GROUPS:
                if any(re.search(rx, fr) for fr in frames for rx in rxs):
                    hits[g] += n
        print(f"{side}/{os.path.basename(f)} samples={tot} threads={len(threads)} " +
              " ".join(f"{g}={100*hits[g]/tot:.1f}%" for g, _ in GROUPS))
