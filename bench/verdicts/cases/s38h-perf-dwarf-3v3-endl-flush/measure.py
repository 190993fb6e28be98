#!/usr/bin/env python3
"""Independent measurement for s38h-perf-dwarf-3v3-endl-flush.
Parses {before,after}/run-*.perf.txt.gz (plain `perf script` output, DWARF call
graphs incl. kernel frames and perf's "(inlined)" frames) and prints per run the
number of samples and the inclusive share (% of samples whose stack contains a
frame matching the pattern) of the culprit and other main functions."""
import glob, gzip, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
TARGETS = [
    ("write_rows", r"^write_rows$"),
    ("std::endl<...> (inlined)", r"^std::endl<"),
    ("std::ostream::flush", r"^std::ostream::flush$"),
    ("std::basic_filebuf<...>::overflow", r"^std::basic_filebuf<.*>::overflow$"),
    ("libc write (__GI___libc_write)", r"^__GI___libc_write$"),
    ("ksys_write [kernel]", r"^ksys_write$"),
    ("vfs_write [kernel]", r"^vfs_write$"),
    ("any kernel frame", None),
    ("number formatting (std::ostream::_M_insert<..>)", r"^std::ostream::_M_insert<"),
    ("compute_rows", r"^compute_rows$"),
    ("main", r"^main$"),
]
LINE = re.compile(r"^\s*([0-9a-f]+)\s+(.*?)\s+\((.*)\)\s*$")

def samples(path):
    with gzip.open(path, "rt") if path.endswith(".gz") else open(path) as f:
        cur = None
        for line in f:
            if not line.strip():
                if cur is not None:
                    yield cur
                cur = None
                continue
            if not line[0].isspace():
                cur = []
                continue
            m = LINE.match(line)
            if m and cur is not None:
                addr, sym, dso = m.groups()
                sym = re.sub(r"\+0x[0-9a-f]+$", "", sym)
                cur.append((sym, dso))
        if cur is not None:
            yield cur

def main():
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt*"))):
            st = list(samples(p))
            n = len(st)
            print(f"{side}/{os.path.basename(p)}: samples={n}")
            for label, rx in TARGETS:
                if rx is None:
                    c = sum(1 for s in st if any(d == "[kernel.kallsyms]" for _, d in s))
                else:
                    r = re.compile(rx)
                    c = sum(1 for s in st if any(r.search(sym) for sym, _ in s))
                print(f"    {label:50s} {c:6d}  {100.0 * c / n:5.1f}%")

if __name__ == "__main__":
    main()
