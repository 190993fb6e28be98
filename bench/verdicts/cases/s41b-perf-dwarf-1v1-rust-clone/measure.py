#!/usr/bin/env python3
"""Independent measurement: parse plain `perf script` output (optionally .gz) in before/ and after/,
print per run the sample count and the inclusive share (% of samples whose stack contains a frame
matching the pattern) of the culprit and of the other main functions."""
import gzip, re, sys, glob, os

HERE = os.path.dirname(os.path.abspath(__file__))
GROUPS = [
    ("ledger::checksum_record (culprit)", r"^ledger::checksum_record$"),
    ("Vec::clone / to_vec (culprit)", r"(core::clone::Clone>::clone$|to_vec_in$)"),
    ("memcpy (culprit, clone copy)", r"^__memcpy_avx_unaligned_erms$"),
    ("malloc (culprit, clone alloc)", r"^(__GI___libc_malloc|_int_malloc|malloc)$"),
    ("free (culprit, clone drop)", r"^(__GI___libc_free|_int_free|free|cfree)$"),
    ("ledger::weigh", r"^ledger::weigh$"),
    ("ledger::mix_record", r"^ledger::mix_record$"),
    ("ledger::build_ledger", r"^ledger::build_ledger"),
    ("any kernel frame", None),
    ("ledger::main", r"^ledger::main$"),
]

def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt", errors="replace") as f:
        stack, in_s = [], False
        for line in f:
            if not line.strip():
                if in_s: yield stack
                stack, in_s = [], False
            elif not line[0].isspace():
                in_s = True; stack = []
            else:
                parts = line.strip().split(None, 1)
                if len(parts) < 2: continue
                sym_dso = parts[1]
                m = re.match(r"(.*?)(\+0x[0-9a-f]+)? \((.*)\)$", sym_dso)
                sym, dso = (m.group(1), m.group(3)) if m else (sym_dso, "")
                stack.append((sym, dso))
        if in_s: yield stack

def main():
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt*"))):
            n = 0; hits = [0] * len(GROUPS)
            for st in samples(path):
                n += 1
                for gi, (_, pat) in enumerate(GROUPS):
                    if pat is None:
                        ok = any(d == "[kernel.kallsyms]" for _, d in st)
                    else:
                        ok = any(re.search(pat, s) for s, _ in st)
                    if ok: hits[gi] += 1
            print(f"{side}/{os.path.basename(path)}: samples={n}")
            for (name, _), h in zip(GROUPS, hits):
                print(f"    {name:34s} {h:6d}  {100.0*h/max(n,1):6.1f}%")
if __name__ == "__main__":
    main()
