#!/usr/bin/env python3
"""Independent measure: parses before/ and after/ `perf script` text (gzipped or not) and prints,
per run, the sample count and inclusive shares (% of samples whose stack contains a matching frame)."""
import glob, gzip, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
GROUPS = [
    ("buf_append", [r"^buf_append$"]),
    ("alloc(realloc,_int_*,unlink,consolidate,sysmalloc)",
     [r"^realloc$", r"^_int_realloc$", r"^_int_malloc$", r"^_int_free$", r"^unlink_chunk",
      r"^malloc_consolidate$", r"^sysmalloc$"]),
    ("memmove", [r"^__memmove_avx_unaligned_erms$"]),
    ("page_fault", [r"^exc_page_fault$"]),
    ("CULPRIT_UNION(expected.json)", None),  # filled from expected.json
    ("build_document", [r"^build_document$"]),
    ("format_record", [r"^format_record$"]),
    ("fmt_u64", [r"^fmt_u64$"]),
    ("checksum_document", [r"^checksum_document$"]),
    ("brk", [r"^__brk$"]),
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
                    if any((r.search(f) if search else r.match(f)) for f in frames for r in rxs):
                        hits[i] += 1
            print("%s %s samples=%d" % (side, os.path.basename(path), total))
            for (name, _, _), h in zip(groups, hits):
                print("    %-52s %6d  %5.1f%%" % (name, h, 100.0 * h / total))

if __name__ == "__main__":
    main()
