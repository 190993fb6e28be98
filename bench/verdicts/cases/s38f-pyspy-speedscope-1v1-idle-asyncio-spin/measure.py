#!/usr/bin/env python3
"""Independent measurement of the py-spy speedscope profiles in before/ and after/.

For each run: total samples (all threads), and for each function the inclusive share =
% of samples whose stack contains a frame whose name matches the regex.
"""
import glob, gzip, json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = [
    ("consumer (culprit)", r"^consumer$"),
    ("Queue.get_nowait", r"\bget_nowait$"),
    ("sleep under consumer", None),  # computed specially
    ("sleep (any frame)", r"^sleep$"),
    ("Queue.get", r"^Queue\.get$"),
    ("process_item", r"^process_item$"),
    ("producer", r"^producer$"),
    ("make_item", r"^make_item$"),
    ("select (idle leaf)", r"\bselect$"),
]


def load(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        return json.load(f)


def measure(path):
    d = load(path)
    frames = d["shared"]["frames"]
    names = [f["name"] for f in frames]
    total = 0
    counts = {label: 0 for label, _ in FUNCS}
    cons = {i for i, n in enumerate(names) if n == "consumer"}
    sleeps = {i for i, n in enumerate(names) if n == "sleep"}
    for prof in d["profiles"]:
        for stack, w in zip(prof["samples"], [1] * len(prof["samples"])):
            total += 1
            stack_names = [names[i] for i in stack]
            for label, rx in FUNCS:
                if rx is None:
                    # a sleep frame above a consumer frame
                    seen = False
                    hit = False
                    for i in stack:
                        if i in cons:
                            seen = True
                        elif seen and i in sleeps:
                            hit = True
                            break
                    if hit:
                        counts[label] += 1
                elif any(re.search(rx, n) for n in stack_names):
                    counts[label] += 1
    return total, counts


def main():
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
            total, counts = measure(path)
            print(f"{side}/{os.path.basename(path)}: samples={total}")
            for label, _ in FUNCS:
                c = counts[label]
                print(f"    {label:24s} {c:6d}  {100.0 * c / total:6.1f}%")


if __name__ == "__main__":
    main()
