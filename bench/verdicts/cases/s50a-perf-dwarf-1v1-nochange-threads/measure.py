#!/usr/bin/env python3
"""Independent measure (control: no culprit; shares of the main frames): parses before/ and after/ `perf script` text (gzipped or not) and prints,
per run, the sample count and inclusive shares (% of samples whose stack contains a matching frame)."""
import glob, gzip, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
GROUPS = [
    ("merge_batch", [r"merge_batch"]),
    ("mutex lock/unlock/wait (pthread_mutex_*, __lll_lock_*, futex)", [r"pthread_mutex_(lock|unlock)", r"__lll_lock_w", r"lll_mutex_lock_optimized", r"futex"]),
    ("futex (kernel)", [r"^__x64_sys_futex$"]),
    ("snprintf", [r"snprintf"]),
    ("std::map lower_bound (g_table / merge)", [r"_M_lower_bound"]),
    ("process_batch", [r"process_batch"]),
    ("make_line", [r"make_line"]),
    ("parse_line", [r"parse_line"]),
    ("accumulate", [r"accumulate"]),
    ("malloc/free", [r"malloc", r"_int_free", r"cfree", r"^operator (new|delete)"]),
    ("[unknown]", [r"^\[unknown\]$"]),
]

def culprit_regexes():
    import json
    with open(os.path.join(HERE, "expected.json")) as fh:
        # JS regex syntax here is plain \b-delimited names, compatible with Python re
        return json.load(fh)["culprit"]

def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    cur, in_sample = [], False
    with op(path, "rt", errors="replace") as fh:
        for line in fh:
            line = line.rstrip("\n")
            if not line.strip():
                if in_sample:
                    yield cur
                cur, in_sample = [], False
                continue
            if line[0] in "\t ":
                parts = line.split(None, 1)
                sym = parts[1] if len(parts) > 1 else "[unknown]"
                sym = re.sub(r" \([^()]*\)$", "", sym)       # drop " (dso)"
                sym = re.sub(r"\+0x[0-9a-f]+$", "", sym)    # drop offset if present
                cur.append(sym)
            else:
                in_sample = True
    if in_sample:
        yield cur

def main():
    groups = []
    for name, rx in GROUPS:
        if rx is None:
            groups.append((name, [re.compile(r) for r in culprit_regexes()], True))
        else:
            groups.append((name, [re.compile(r) for r in rx], False))
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
            total, hits = 0, [0] * len(groups)
            for frames in samples(path):
                total += 1
                for i, (_, rxs, search) in enumerate(groups):
                    if any(r.search(f) for f in frames for r in rxs):
                        hits[i] += 1
            print("%s %s samples=%d" % (side, os.path.basename(path), total))
            for (name, _, _), h in zip(groups, hits):
                print("    %-52s %6d  %5.1f%%" % (name, h, 100.0 * h / total))

if __name__ == "__main__":
    main()
