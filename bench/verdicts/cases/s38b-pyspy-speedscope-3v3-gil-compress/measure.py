#!/usr/bin/env python3
"""Independent measurement for py-spy speedscope output (--gil --threads).
Per run: total samples over all thread profiles, samples per thread, and the
inclusive share (% of all samples whose stack contains a frame with that
function name; frames differ by line, so they are grouped by name)."""
import glob, gzip, json, os

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["compress_snapshot", "encode_rows", "snapshot_loop", "serve", "handle_request",
         "render_response", "parse_query"]

def load(p):
    op = gzip.open if p.endswith(".gz") else open
    with op(p, "rt") as f: return json.load(f)

def main():
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.speedscope.json*"))):
            d = load(p)
            frames = d["shared"]["frames"]
            total = 0; incl = {f: 0 for f in FUNCS}; selfc = {f: 0 for f in FUNCS}
            per_thread = []; native_json = 0; zlib_c = 0
            for prof in d["profiles"]:
                n = len(prof["samples"])  # one entry per sample (weights are seconds, all equal)
                per_thread.append((prof["name"], n)); total += n
                for st in prof["samples"]:
                    names = [frames[i]["name"] for i in st]
                    s = set(names)
                    for f in FUNCS:
                        if f in s: incl[f] += 1
                        if names and names[-1] == f: selfc[f] += 1
                    if any(n_ == "dumps" or n_.startswith("JSONEncoder.") for n_ in s): native_json += 1
            print(f"{side}/{os.path.basename(p)}: {total} samples; threads: " +
                  ", ".join(f"{nm} = {n}" for nm, n in per_thread))
            for f in FUNCS:
                print(f"   {f:18s} incl {incl[f]:5d} {100.0*incl[f]/total:6.2f}%   self {100.0*selfc[f]/total:6.2f}%")
            print(f"   {'json.dumps+encoder':18s} incl {native_json:5d} {100.0*native_json/total:6.2f}%")
main()
