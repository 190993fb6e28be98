#!/usr/bin/env python3
"""Independent reader for `perf script` text (optionally .gz). Per run: samples and inclusive share
(% of samples whose stack contains a matching frame) of the culprit and the other main functions,
plus self (leaf) share and the number of truncated stacks (no `main` frame: lost fp chain)."""
import glob, gzip, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = [
    ("sort_names", r"^sort_names$"),
    ("by_name (comparator)", r"^by_name\b"),
    ("std::__introsort_loop<...>", r"^std::__introsort_loop<"),
    ("std::__insertion_sort/__unguarded_linear_insert", r"^std::__(insertion_sort|unguarded_linear_insert)<"),
    ("basic_string::_M_construct (copy)", r"basic_string<.*>::_M_construct<"),
    ("basic_string::_M_create", r"basic_string<.*>::_M_create\b"),
    ("operator new", r"^operator new\b"),
    ("malloc", r"^malloc\b"),
    ("free/_int_free/operator delete", r"^(cfree|free|_int_free|operator delete)\b"),
    ("memmove", r"^__memmove"),
    ("memcmp", r"^__memcmp"),
    ("checksum_names", r"^checksum_names$"),
    ("count_distinct_prefixes", r"^count_distinct_prefixes$"),
    ("shuffle_names", r"^shuffle_names$"),
    ("make_names", r"^make_names$"),
    ("main", r"^main$"),
]
FRAME = re.compile(r"^\s+[0-9a-f]+\s+(.*?)(?:\+0x[0-9a-f]+)?\s+\((.*)\)\s*$")
ALLOC = re.compile(r"basic_string<.*>::(_M_construct<|_M_create\b)|^operator new\b|^malloc\b|^(cfree|free|_int_free|operator delete)\b")

def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    cur = None
    with op(path, "rt", errors="replace") as f:
        for line in f:
            if not line.strip():
                if cur is not None:
                    yield cur
                cur = None
            elif line[0] not in " \t":
                cur = []
            else:
                m = FRAME.match(line)
                if m and cur is not None:
                    cur.append(m.group(1))
    if cur is not None:
        yield cur

for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt*"))):
        st = list(samples(path))
        total = len(st)
        print(f"{side}/{os.path.basename(path)}: samples={total}")
        print(f"    {'frame':50s} {'incl':>6s} {'incl%':>7s} {'self%':>7s}")
        for name, p in FUNCS:
            rx = re.compile(p)
            inc = sum(1 for s in st if any(rx.search(x) for x in s))
            slf = sum(1 for s in st if s and rx.search(s[0]))
            print(f"    {name:50s} {inc:6d} {100.0*inc/total:6.1f}% {100.0*slf/total:6.1f}%")
        trunc = [s for s in st if not any(x == "main" for x in s)]
        ta = sum(1 for s in trunc if s and ALLOC.search(s[0]) or (s and s[0].startswith("__memmove")))
        print(f"    truncated stacks (no main frame): {len(trunc)} ({100.0*len(trunc)/total:.1f}%), "
              f"of which leaf is string-copy/alloc/free/memmove: {ta}")
        cp = sum(1 for s in st if any(ALLOC.search(x) for x in s) and any(x == "sort_names" for x in s))
        print(f"    string copy/alloc/free frames under sort_names: {cp} ({100.0*cp/total:.1f}%)")
