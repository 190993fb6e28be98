"""Fixed-duration scoring loop: for 5 s of wall time, take the next CSV line of
sensor readings, parse it, score it with a weighted sum and keep a histogram of
scores. Prints how many lines it got through (throughput)."""
import random
import sys
import time

WEIGHTS = [3, 1, 4, 1, 5, 9, 2, 6]
DURATION = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0


def make_lines(n, seed=7):
    rnd = random.Random(seed)
    return [",".join(str(rnd.randint(-10, 120)) for _ in WEIGHTS) + ",sensor-%d" % rnd.randint(0, 99)
            for _ in range(n)]


def parse_line(line):
    parts = line.split(",")
    name = parts[-1]
    values = [int(p) for p in parts[:-1]]
    return name, values


def score(values):
    total = 0
    for w, v in zip(WEIGHTS, values):
        total += w * max(v, 0)  # negative readings are sensor errors: clamp to 0
    return total


def record(hist, name, s):
    b = s // 100
    key = (name, b)
    hist[key] = hist.get(key, 0) + 1


def main():
    lines = make_lines(5000)
    hist = {}
    n = 0
    end = time.perf_counter() + DURATION
    while time.perf_counter() < end:
        name, values = parse_line(lines[n % len(lines)])
        record(hist, name, score(values))
        n += 1
    print("iterations", n, "buckets", len(hist))


if __name__ == "__main__":
    main()
