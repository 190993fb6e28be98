#!/usr/bin/env python3
"""Independent measurement of plain `perf script` output (run-N.perf.txt[.gz]).

Per run: total samples (of the python process), and for each Python function the
inclusive share = % of samples whose stack contains a frame whose symbol starts with
'py::<name>:' (CPython perf-trampoline naming). Also: tally/format split inside summarise.
"""
import glob, gzip, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["summarise", "tally_groups", "format_line", "load_record", "index_record", "main"]
SYM = re.compile(r"^\s*[0-9a-f]+\s+(.*?)(\+0x[0-9a-f]+)?\s+\(([^()]*)\)\s*$")


def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    cur = None
    with op(path, "rt", errors="replace") as fh:
        for line in fh:
            if not line.strip():
                if cur is not None:
                    yield cur
                cur = None
                continue
            if not line[0].isspace():
                cur = {"comm": line.split()[0], "frames": []}
                continue
            m = SYM.match(line)
            if m and cur is not None:
                cur["frames"].append(m.group(1))
    if cur is not None:
        yield cur


def measure(path):
    total = 0
    counts = {f: 0 for f in FUNCS}
    for s in samples(path):
        if not s["comm"].startswith("python"):
            continue
        total += 1
        pyf = {fr.split(":", 3)[2] for fr in s["frames"] if fr.startswith("py::")}
        for f in FUNCS:
            if f in pyf:
                counts[f] += 1
    return total, counts


def main():
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
            total, c = measure(path)
            print(f"{side}/{os.path.basename(path)}: samples={total}")
            for f in FUNCS:
                print(f"    {f:14s} {c[f]:6d}  {100.0 * c[f] / total:6.1f}%")
            s = c["summarise"] or 1
            print(f"    within summarise: tally_groups {100.0*c['tally_groups']/s:.1f}% / "
                  f"format_line {100.0*c['format_line']/s:.1f}%")


if __name__ == "__main__":
    main()
