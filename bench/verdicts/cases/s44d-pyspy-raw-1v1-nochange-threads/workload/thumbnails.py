"""Batch "thumbnail" pipeline on a ThreadPoolExecutor.

Each task decodes a synthetic run-length-encoded grey image, downsamples it
with a box filter, quantises the result into a palette and computes a small
perceptual hash. Pure Python, so the worker threads take turns on the GIL.
"""
import random
import sys
from concurrent.futures import ThreadPoolExecutor


def make_image(rng, w, h):
    runs = []
    total = w * h
    while total > 0:
        n = min(total, rng.randint(1, 24))
        runs.append((n, rng.randint(0, 255)))
        total -= n
    return w, h, runs


def decode_rle(w, h, runs):
    px = []
    for n, v in runs:
        px.extend([v] * n)
    return [px[r * w:(r + 1) * w] for r in range(h)]


def box_downsample(rows, factor):
    out = []
    for r in range(0, len(rows) - factor + 1, factor):
        band = rows[r:r + factor]
        line = []
        for c in range(0, len(band[0]) - factor + 1, factor):
            s = 0
            for row in band:
                for v in row[c:c + factor]:
                    s += v
            line.append(s // (factor * factor))
        out.append(line)
    return out


def quantise(rows, palette):
    out = []
    for row in rows:
        out.append([min(range(len(palette)), key=lambda i: abs(palette[i] - v)) for v in row])
    return out


def average_hash(rows):
    flat = [v for row in rows for v in row]
    mean = sum(flat) / len(flat)
    h = 0
    for v in flat:
        h = ((h << 1) | (1 if v > mean else 0)) & ((1 << 64) - 1)
    return h


def make_thumbnail(job):
    w, h, runs = job
    rows = decode_rle(w, h, runs)
    small = box_downsample(rows, 4)
    q = quantise(small, [0, 36, 73, 109, 146, 182, 219, 255])
    return average_hash(q)


def main():
    njobs = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    workers = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    rng = random.Random(42)
    jobs = [make_image(rng, 256, 192) for _ in range(njobs)]
    with ThreadPoolExecutor(max_workers=workers, thread_name_prefix="thumb") as pool:
        hashes = list(pool.map(make_thumbnail, jobs))
    acc = 0
    for hsh in hashes:
        acc = (acc * 1000003 ^ hsh) & ((1 << 64) - 1)
    print("jobs=%d acc=%016x" % (njobs, acc))


if __name__ == "__main__":
    main()
