#!/usr/bin/env python3
"""Independent measure: reads py-spy speedscope JSON files in before/ and after/ and prints per run
the sample count (and summed weight in seconds) and the inclusive share (% of samples whose stack
contains a frame with that function name) of the main functions. Control: no culprit."""
import glob, gzip, json, os

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["main", "generate_lines", "parse_line", "normalise_route", "aggregate", "percentiles", "fmean"]

def load(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as fh:
        return json.load(fh)

def main():
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
            d = load(path)
            frames = d["shared"]["frames"]
            total, wsum, hits = 0, 0.0, {f: 0 for f in FUNCS}
            for prof in d["profiles"]:
                for stack, w in zip(prof["samples"], prof["weights"]):
                    total += 1; wsum += w
                    names = {frames[i]["name"] for i in stack}
                    for f in FUNCS:
                        if f in names:
                            hits[f] += 1
            print("%s %s samples=%d (%.2f s)" % (side, os.path.basename(path), total, wsum))
            for f in FUNCS:
                print("    %-16s %6d  %5.1f%%" % (f, hits[f], 100.0 * hits[f] / total))

if __name__ == "__main__":
    main()
