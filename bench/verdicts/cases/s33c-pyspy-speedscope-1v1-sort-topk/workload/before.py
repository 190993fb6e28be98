"""Sensor analytics: for each simulated sensor window, smooth the readings,
summarise them (mean, variance, five highest peaks) and score anomalies.
Runs for RUN_S seconds (pure Python, no numpy)."""
import heapq
import os
import random
import time

WINDOW = int(os.environ.get("WINDOW", "4000"))


def read_window(rng, sensor):
    base = 20.0 + sensor % 7
    return [base + rng.random() * 4.0 - 2.0 + (15.0 if rng.random() < 0.002 else 0.0)
            for _ in range(WINDOW)]


def smooth(values, k=4):
    out = []
    acc = sum(values[:k])
    for i in range(k, len(values)):
        acc += values[i] - values[i - k]
        out.append(acc / k)
    return out


def window_summary(values):
    n = len(values)
    mean = sum(values) / n
    var = 0.0
    for v in values:
        d = v - mean
        var += d * d
    top = heapq.nlargest(5, values)
    return mean, var / n, top


def histogram(values, lo=10.0, hi=50.0, bins=40):
    counts = [0] * bins
    width = (hi - lo) / bins
    for v in values:
        b = int((v - lo) / width)
        if 0 <= b < bins:
            counts[b] += 1
    return counts


def anomaly_score(mean, var, top):
    sd = var ** 0.5 or 1.0
    return sum((t - mean) / sd for t in top) / len(top)


def main():
    rng = random.Random(1234)
    deadline = time.monotonic() + float(os.environ.get("RUN_S", "6"))
    windows = 0
    flagged = 0
    while time.monotonic() < deadline:
        raw = read_window(rng, windows)
        sm = smooth(raw)
        mean, var, top = window_summary(sm)
        hist = histogram(sm)
        if max(hist) > len(sm) // 2:
            flagged += 1
        if anomaly_score(mean, var, top) > 3.0:
            flagged += 1
        windows += 1
    print(f"windows={windows} flagged={flagged}")


if __name__ == "__main__":
    main()
