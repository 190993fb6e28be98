#!/usr/bin/env python3
"""Independent measure over before/ and after/ `perf script` text (gzipped or not): per run, sample
count and inclusive share (% of samples whose stack contains a matching frame)."""
import glob, gzip, json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
GROUPS = [("CULPRIT_UNION(expected.json)", json.load(open(os.path.join(HERE, "expected.json")))["culprit"]),
          ("should_process", [r"^should_process$"]),
          ("fstatat(libc)", [r"^__GI___fstatat64$"]),
          ("newfstatat(kernel)", [r"^__do_sys_newfstatat$", r"^__x64_sys_newfstatat$"]),
          ("vfs_statx", [r"^vfs_statx$"]),
          ("path_lookupat", [r"^path_lookupat$"]),
          ("link_path_walk(not culprit)", [r"^link_path_walk$"]),
          ("openat", [r"^__x64_sys_openat$"]),
          ("read", [r"^ksys_read$"]),
          ("tokenize", [r"^tokenize(\.constprop\.\d+)?$"]),
          ("load_file", [r"^load_file(\.constprop\.\d+)?$"]),
          ("process_list", [r"^process_list$"])]

def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    cur = None
    with op(path, "rt", errors="replace") as fh:
        for line in fh:
            line = line.rstrip("\n")
            if not line.strip():
                if cur is not None: yield cur
                cur = None; continue
            if line[0] in "\t ":
                parts = line.split(None, 1)
                if len(parts) == 2:
                    sym = re.sub(r"\s+\([^()]*\)$", "", parts[1])
                    sym = re.sub(r"\+0x[0-9a-f]+$", "", sym)
                    cur.append(sym)
            else:
                cur = []
    if cur is not None: yield cur

for side in ("before", "after"):
    for f in sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt*"))):
        ss = list(samples(f)); n = len(ss) or 1
        out = []
        for name, rx in GROUPS:
            c = [re.compile(r) for r in rx]
            k = sum(1 for s in ss if any(r.search(fr) for fr in s for r in c))
            out.append(f"{name}={100*k/n:.1f}%")
        print(f"{side}/{os.path.basename(f)} samples={len(ss)} " + " ".join(out))
