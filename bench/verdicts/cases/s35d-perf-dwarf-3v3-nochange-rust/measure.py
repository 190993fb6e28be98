#!/usr/bin/env python3
"""Parse the `perf script` text files (plain or .gz) in before/ and after/ and
print, per run, total samples, per-thread (comm/tid) samples, inclusive shares of
the program's main functions and leaf shares of a few hot leaf groups.
Frames are 'addr symbol+0xoff (dso)'; offsets and dso are stripped."""
import collections, glob, gzip, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
MAIN = ["wordfreq::main", "wordfreq::build_corpus", "wordfreq::count_words",
        "wordfreq::normalise", "wordfreq::top_words", "<str>::to_lowercase"]
PREFIX = {"core::slice::sort (any)": "core::slice::sort",
          "hashbrown (any)": "hashbrown::",
          "sip Hasher (any)": "<core::hash::sip::Hasher"}
LEAF_GROUPS = {
    "memcmp": lambda s, d: "memcmp" in s,
    "libc malloc/free/realloc": lambda s, d: "libc.so" in d and re.search(r"malloc|free|realloc|_int_|unlink_chunk|consolidate", s) is not None,
    "kernel": lambda s, d: "kernel" in d,
    "[unknown]": lambda s, d: s == "[unknown]",
}
FRAME = re.compile(r"^\s*[0-9a-f]+ (.*?)(?:\+0x[0-9a-f]+)? \((.*)\)$")

def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt", errors="replace") as f:
        head, frames = None, []
        for line in f:
            line = line.rstrip("\n")
            if not line.strip():
                if head is not None:
                    yield head, frames
                head, frames = None, []
            elif not line[0].isspace():
                head = line
            else:
                m = FRAME.match(line)
                if m:
                    frames.append((m.group(1), m.group(2)))
        if head is not None:
            yield head, frames

for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt*"))):
        total = 0
        threads = collections.Counter()
        incl = collections.Counter()
        leafg = collections.Counter()
        leaf = collections.Counter()
        for head, frames in samples(path):
            total += 1
            p = head.split()
            threads[f"{p[0]}/{p[1]}"] += 1
            syms = {s for s, d in frames}
            for m in MAIN:
                if m in syms:
                    incl[m] += 1
            for k, pre in PREFIX.items():
                if any(s.startswith(pre) for s in syms):
                    incl[k] += 1
            if frames:
                s, d = frames[0]
                leaf[s] += 1
                for g, fn in LEAF_GROUPS.items():
                    if fn(s, d):
                        leafg[g] += 1
        print(f"## {side}/{os.path.basename(path)}  total samples: {total}")
        for t, n in threads.most_common():
            print(f"  thread {t:24s} {n:6d}  {100*n/total:5.1f}%")
        print("  inclusive:")
        for m in MAIN + list(PREFIX):
            print(f"    {m:32s} {incl[m]:6d}  {100*incl[m]/total:5.1f}%")
        print("  leaf groups:")
        for g in LEAF_GROUPS:
            print(f"    {g:32s} {leafg[g]:6d}  {100*leafg[g]/total:5.1f}%")
        print("  top 5 leaf symbols:")
        for s, n in leaf.most_common(5):
            print(f"    {s[:60]:60s} {n:6d}  {100*n/total:5.1f}%")
        print()
