#!/usr/bin/env python3
"""Independent measure over py-spy raw (folded) output: per run, sample count and inclusive shares
(% of samples whose stack contains a frame whose function name matches)."""
import glob, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
GROUPS = [("write_shard", r"^write_shard$"), ("read_shard", r"^read_shard$"), ("parse_row", r"^parse_row$"),
          ("aggregate", r"^aggregate$"), ("make_rows", r"^make_rows$"), ("fingerprint", r"^fingerprint$"),
          ("json(dump|load)", r"^(dump|load|_iterencode.*|JSONDecoder\.\w+|loads)$"), ("merge", r"^merge$")]

def main():
    groups = [(n, re.compile(r)) for n, r in GROUPS]
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.pyspy.folded"))):
            tot = 0; hits = [0] * len(groups)
            for line in open(p):
                line = line.rstrip("\n")
                if not line: continue
                stack, cnt = line.rsplit(" ", 1); cnt = int(cnt); tot += cnt
                names = [f.split(" (", 1)[0] for f in stack.split(";")]
                for gi, (_, r) in enumerate(groups):
                    if any(r.search(x) for x in names): hits[gi] += cnt
            print(f"{side}/{os.path.basename(p)} samples={tot} " +
                  " ".join(f"{name}={100.0*h/tot:.1f}%" for (name, _), h in zip(groups, hits)))
main()
