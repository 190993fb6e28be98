#!/usr/bin/env python3
"""Independent measurement of py-spy --format raw profiles in before/ and after/.
Each line is 'frame;frame;... COUNT'; a frame is 'func (file:line)' (or a
'thread (TID): name' pseudo-frame with --threads).  Prints per run: total samples and
the inclusive share (% of samples whose stack contains the function) of the main functions."""
import glob, gzip, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["process", "dumps", "loads", "JSONEncoder.encode", "JSONEncoder.iterencode", "JSONDecoder.decode", "JSONDecoder.raw_decode", "normalize", "total_of", "fingerprint", "make_record"]
SHOW_THREADS = False

def read(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip():
                continue
            stack, _, cnt = line.rpartition(" ")
            yield stack.split(";"), int(cnt)

def funcname(frame):
    return frame.split(" (", 1)[0]

def measure(path):
    total = 0
    hits = {f: 0 for f in FUNCS}
    threads = {}
    for frames, n in read(path):
        total += n
        names = {funcname(fr) for fr in frames}
        for f in FUNCS:
            if f in names:
                hits[f] += n
        if frames and frames[0].startswith("thread ("):
            tid = re.match(r"thread \((\w+)\)", frames[0]).group(1)
            threads[tid] = threads.get(tid, 0) + n
    return total, hits, threads

def main():
    print("%-14s %7s  %s" % ("run", "samples", "  ".join(FUNCS)))
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.raw.txt*"))):
            total, hits, threads = measure(p)
            row = "  ".join("%*.1f%%" % (max(len(f), 5) - 1, 100.0 * hits[f] / max(total, 1)) for f in FUNCS)
            print("%-14s %7d  %s" % (side + "/" + os.path.basename(p).split(".")[0], total, row))
            if SHOW_THREADS:
                ts = sorted(threads.items(), key=lambda kv: -kv[1])
                print("%22s per-thread samples: %s" % ("", ", ".join("%s=%d (%.1f%%)" % (t, n, 100.0 * n / total) for t, n in ts)))

if __name__ == "__main__":
    main()
