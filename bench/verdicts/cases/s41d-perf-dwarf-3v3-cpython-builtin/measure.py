#!/usr/bin/env python3
"""Independent measurement: parse plain `perf script` output (optionally .gz), count samples and
the inclusive share (% of samples whose stack contains a matching frame) of named functions."""
import gzip, re, sys, glob, os

FUNCS = [  # label, regex on the perf symbol name (offset stripped)
    ("builtin_sorted (culprit)", r"\bbuiltin_sorted\b"),
    ("list_sort_impl (culprit)", r"\blist_sort_impl\b"),
    ("culprit: either", r"\b(builtin_sorted|list_sort_impl)\b"),
    ("_PyEval_EvalFrameDefault", r"\b_PyEval_EvalFrameDefault\b"),
    ("unsafe_latin_compare", r"\bunsafe_latin_compare\b"),
    ("dict get (dict_get/_Py_dict_lookup)", r"\b(dict_get|_Py_dict_lookup)\b"),
    ("PyUnicode_Concat", r"\bPyUnicode_Concat\b"),
    ("PyLong add/and/mul", r"\b(long_add|long_and|long_mul)\b"),
]
FRAME = re.compile(r"^\s*[0-9a-f]+\s+(.*?)(\+0x[0-9a-f]+)?\s+\(([^)]*)\)\s*$")

def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt", errors="replace") as f:
        cur = None
        for line in f:
            if not line.strip():
                if cur is not None: yield cur
                cur = None
            elif not line[0].isspace():
                cur = []
            else:
                m = FRAME.match(line)
                if m and cur is not None: cur.append(m.group(1))
        if cur is not None: yield cur

def main():
    base = os.path.dirname(os.path.abspath(__file__))
    pats = [(l, re.compile(r)) for l, r in FUNCS]
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(base, side, "run-*"))):
            n = 0; hits = [0] * len(pats)
            for st in samples(p):
                n += 1
                for i, (_, rx) in enumerate(pats):
                    if any(rx.search(fr) for fr in st): hits[i] += 1
            print(f"{side}/{os.path.basename(p)}: samples={n}")
            for (l, _), h in zip(pats, hits):
                print(f"    {l:40s} {h:6d}  {100.0*h/max(n,1):6.2f}%")
main()
