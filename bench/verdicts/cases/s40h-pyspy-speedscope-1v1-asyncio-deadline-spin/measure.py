#!/usr/bin/env python3
"""Independent measure: reads before/ and after/ run-*.speedscope.json[.gz] (py-spy
--format speedscope), prints per run the samples and the inclusive share (% of samples whose
stack contains a frame with that function name) of the culprit and the other main functions."""
import collections, glob, gzip, json, os

HERE = os.path.dirname(os.path.abspath(__file__))
# py-spy names methods Class.method (e.g. BaseEventLoop._run_once); a name matches if it is
# equal to the entry or ends with "." + entry.
FUNCS = [("CULPRIT", "pause_until_deadline"), ("", "heartbeat"), ("", "sleep"), ("", "__sleep0"),
         ("", "crunch_shard"), ("", "digest_record"), ("", "format_status"),
         ("", "BaseEventLoop._run_once"), ("", "Handle._run"), ("", "BaseEventLoop._call_soon"),
         ("", "EpollSelector.select"), ("", "main_async"), ("", "run_forever")]

for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.speedscope.json*"))):
        op = gzip.open if path.endswith(".gz") else open
        with op(path, "rt") as f:
            doc = json.load(f)
        frames = doc["shared"]["frames"]
        stacks = []
        for prof in doc["profiles"]:
            # py-spy writes each sample's weight in seconds (1/rate); count samples instead
            for s in prof["samples"]:
                stacks.append(({frames[i]["name"] for i in s}, [frames[i]["name"] for i in s], 1))
        total = sum(w for _, _, w in stacks)
        print(f"{side}/{os.path.basename(path)}: samples={total} threads={len(doc['profiles'])}")
        for tag, fn in FUNCS:
            n = sum(w for names, _, w in stacks
                    if any(x == fn or x.endswith("." + fn) for x in names))
            print(f"  {tag:8s}{fn:22s} {n:6d} {100.0 * n / total:6.1f}%")
        leaf = collections.Counter(seq[-1] if seq else "?" for _, seq, w in stacks)
        print("  top leaf:", ", ".join(f"{k} {100.0 * v / total:.1f}%" for k, v in leaf.most_common(6)))
