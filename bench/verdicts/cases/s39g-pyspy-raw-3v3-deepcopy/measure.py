#!/usr/bin/env python3
"""Independent measurement for py-spy --format raw (collapsed stacks: 'f (file:line);g (...) COUNT').
Prints per run: total samples and inclusive share (% of samples whose stack contains the function).
Function name = frame text before ' ('."""
import glob, gzip, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
GROUPS = [
    ("score_batch", r"^score_batch\b"),
    ("deepcopy (copy.py)", r"^deepcopy\b"),
    ("score_record", r"^score_record\b"),
    ("make_records", r"^make_records\b"),
    ("_deepcopy_dict/list", r"^_deepcopy_(dict|list)\b"),
    ("main (records.py)", "MAIN"),
    ("torn: score_record>deepcopy", None),
]

def stacks(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line:
                continue
            st, cnt = line.rsplit(" ", 1)
            full = st.split(";")
            frames = [fr.split(" (")[0] for fr in full]
            yield frames, full, int(cnt)

def main():
    print("%-7s %-6s %7s " % ("side", "run", "samples") + " ".join("%20s" % g[0] for g in GROUPS))
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
            n = 0; hits = [0] * len(GROUPS)
            for frames, full, c in stacks(p):
                n += c
                for i, (_, rx) in enumerate(GROUPS):
                    if rx is None:  # inconsistent stack (deepcopy under score_record), from --nonblocking
                        if "score_record" in frames and "deepcopy" in frames[frames.index("score_record"):]:
                            hits[i] += c
                    elif rx == "MAIN":
                        if any(fr.startswith("main (records.py") for fr in full):
                            hits[i] += c
                    elif any(re.search(rx, fr) for fr in frames):
                        hits[i] += c
            run = os.path.basename(p).split(".")[0]
            print("%-7s %-6s %7d " % (side, run, n) +
                  " ".join("%19.1f%%" % (100.0 * h / max(n, 1)) for h in hits))

if __name__ == "__main__":
    main()
