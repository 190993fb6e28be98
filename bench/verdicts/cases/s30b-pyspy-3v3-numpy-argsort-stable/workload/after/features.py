"""Batch feature extraction over synthetic sensor signals with NumPy:
generate -> smooth (convolution) -> normalise -> rank (percentile ranks) -> histogram."""
import sys
import time

import numpy as np

N = 100_000
WINDOW = 300
DECIMATE = 4


def generate(rng, n):
    steps = rng.standard_normal(n)
    return np.cumsum(steps) + 0.1 * rng.standard_normal(n)


def smooth(x):
    kernel = np.hanning(WINDOW)
    kernel /= kernel.sum()
    return np.convolve(x, kernel, mode="same")


def normalise(x):
    return (x - x.mean()) / (x.std() + 1e-12)


def rank_features(x):
    # percentile rank of each sample inside its batch
    # stable sort so equal values keep their time order (reproducible ranks)
    order = np.argsort(x, kind="stable")
    ranks = np.empty(len(x), dtype=np.float64)
    ranks[order] = np.arange(len(x), dtype=np.float64)
    return ranks / (len(x) - 1)


def spectrum(x):
    power = np.abs(np.fft.rfft(x)) ** 2
    return power[1:64].sum() / power.sum()


def histogram(x):
    counts, _ = np.histogram(x, bins=256, range=(-4.0, 4.0))
    return counts


def process_batch(rng):
    raw = generate(rng, N)
    sm = smooth(raw)
    z = normalise(sm)
    residual = (raw - sm)[::DECIMATE]
    r = rank_features(residual)
    h = histogram(z)
    p = spectrum(z)
    return float(r[:100].sum()) + int(h.max()) + p


def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0
    rng = np.random.default_rng(7)
    deadline = time.time() + seconds
    batches = 0
    acc = 0.0
    while time.time() < deadline:
        acc += process_batch(rng)
        batches += 1
    print("batches", batches, "acc", round(acc, 3))


if __name__ == "__main__":
    main()
