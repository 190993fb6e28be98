#!/usr/bin/env python3
"""Independent measurement of `perf script` text files (optionally .gz): per run, number of
samples and inclusive share (% of samples whose stack contains the symbol) of our functions and
of the stat syscall tower."""
import gzip, glob, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SYMS = ["main", "run_items", "make_record", "score_record", "lookup_item",
        "entry_SYSCALL_64_after_hwframe", "do_syscall_64", "__do_sys_newfstatat", "vfs_fstatat", "vfs_statx",
        "filename_lookup", "path_lookupat"]
FRAME = re.compile(r"^\s+[0-9a-f]+\s+(.+?)\s+\((.*)\)\s*$")

def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    cur = None
    with op(path, "rt", errors="replace") as f:
        for line in f:
            if not line.strip():
                if cur is not None: yield cur
                cur = None
                continue
            if not line[0].isspace():
                if cur is not None: yield cur
                cur = {"frames": [], "kernel": False}
                continue
            m = FRAME.match(line)
            if m and cur is not None:
                sym = re.sub(r"\+0x[0-9a-f]+$", "", m.group(1))
                cur["frames"].append(sym)
                if "kernel.kallsyms" in m.group(2): cur["kernel"] = True
    if cur is not None: yield cur

def main():
    print(f"{'run':<14}{'samples':>8}{'kernel':>8} " + " ".join(f"{s[:16]:>16}" for s in SYMS))
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt*"))):
            n = k = 0; c = {s: 0 for s in SYMS}
            lk_kernel = 0
            for smp in samples(p):
                n += 1; names = set(smp["frames"])
                if smp["kernel"]: k += 1
                for s in SYMS:
                    if s in names: c[s] += 1
                if "lookup_item" in names and smp["kernel"]: lk_kernel += 1
            print(f"{side+'/run-'+p.split('run-')[1][0]:<14}{n:>8}{100*k/n:>7.1f}% " +
                  " ".join(f"{100*c[s]/n:>15.1f}%" for s in SYMS))
            print(f"{'':<14}  samples with lookup_item AND a kernel frame: {lk_kernel} ({100*lk_kernel/n:.1f}%)")
main()
