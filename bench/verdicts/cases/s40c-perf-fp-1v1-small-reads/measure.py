#!/usr/bin/env python3
"""Independent measurement of the perf script profiles in before/ and after/ (or paths given
as arguments). Prints per run: total samples and the inclusive share (% of samples whose
stack contains the symbol) of the culprit frames and the other main functions."""
import glob, gzip, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["load_file", "ksys_read", "vfs_read", "do_syscall_64", "entry_SYSCALL_64_after_hwframe",
         "filemap_read", "checksum",
         "asm_exc_page_fault", "main"]
FRAME = re.compile(r"^\s+[0-9a-f]+\s+(.+?)\s+\((.*)\)\s*$")


def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    stack = None
    with op(path, "rt", errors="replace") as f:
        for line in f:
            if not line.strip():
                if stack is not None:
                    yield stack
                stack = None
                continue
            if not line[0].isspace():
                stack = set()          # sample header line
                continue
            m = FRAME.match(line)
            if m and stack is not None:
                sym = re.sub(r"\+0x[0-9a-f]+$", "", m.group(1))
                stack.add(sym)
    if stack is not None:
        yield stack


def main():
    paths = sys.argv[1:] or sorted(glob.glob(os.path.join(HERE, "before", "run-*"))) + \
        sorted(glob.glob(os.path.join(HERE, "after", "run-*")))
    print(f"{'run':<14}{'samples':>8}" + "".join(f"{f[:22]:>23}" for f in FUNCS))
    for p in paths:
        tot = 0
        inc = dict.fromkeys(FUNCS, 0)
        for st in samples(p):
            tot += 1
            for fn in FUNCS:
                if fn in st:
                    inc[fn] += 1
        label = os.path.relpath(p, HERE).split(".")[0]
        print(f"{label:<14}{tot:>8}" + "".join(f"{inc[f]:>12} ({100*inc[f]/tot:5.1f}%)" for f in FUNCS))


if __name__ == "__main__":
    main()
