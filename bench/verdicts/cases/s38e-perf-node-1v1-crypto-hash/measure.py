#!/usr/bin/env python3
"""Independent measurement: reads before/after/run-*.perf.txt(.gz) (plain `perf script`
output), prints per run the sample count and the inclusive share (% of samples whose stack
contains a frame matching the pattern) of the culprit and the other main functions."""
import gzip, os, re, sys, glob

CASE = os.path.dirname(os.path.abspath(__file__))
TARGETS = [
    ("encodeRecord", r"\bencodeRecord\b"),
    ("validateUser", r"\bvalidateUser\b"),
    ("summarizeOrder", r"\bsummarizeOrder\b"),
    ("any_of_3", r"\b(encodeRecord|validateUser|summarizeOrder)\b"),
    ("sha1(js helper)", r"\bsha1\b"),
    ("createHash", r"\bcreateHash\b"),
    ("crypto::Hash", r"node::crypto::Hash\b"),
    ("openssl_sha1", r"(?i)sha1_block|sha1_internal|EVP_Digest"),
    ("node::crypto", r"node::crypto::"),
    ("computeStats", r"\bcomputeStats\b"),
    ("renderTemplate", r"\brenderTemplate\b"),
]

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
            if line[0] not in " \t":
                stack = []
                continue
            if stack is None:
                continue
            s = line.strip()
            parts = s.split(None, 1)
            rest = parts[1] if len(parts) > 1 else ""
            i = rest.rfind(" (")
            sym = rest[:i] if i >= 0 else rest
            sym = re.sub(r"\+0x[0-9a-f]+$", "", sym)
            stack.append(sym)
    if stack is not None:
        yield stack

def main():
    names = [n for n, _ in TARGETS]
    print("%-7s %-6s %8s " % ("side", "run", "samples") + " ".join("%17s" % n for n in names))
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(CASE, side, "run-*.perf.txt*"))):
            n = 0
            hits = [0] * len(TARGETS)
            for st in samples(p):
                n += 1
                for k, (_, rx) in enumerate(TARGETS):
                    r = re.compile(rx)
                    if any(r.search(fr) for fr in st):
                        hits[k] += 1
            run = os.path.basename(p).split(".")[0]
            print("%-7s %-6s %8d " % (side, run, n) + " ".join("%16.1f%%" % (100.0 * h / max(n, 1)) for h in hits))

if __name__ == "__main__":
    main()
