"""Four worker threads, each running a different task over its own items (GIL-bound, pure Python).
AFTER: parse_records does two passes per item (~2x work)."""
import random
import threading

N_ITEMS = 1500
PASSES = 2  # after: parse_records does ~2x the work per item (was 1)


def make_lines(seed, n):
    r = random.Random(seed)
    return [",".join(f"k{j}={r.randint(0, 99999)}" for j in range(30)) for _ in range(n)]


def hash_blocks(items):
    acc = 0
    for s in items:
        h = 0
        for ch in s:
            h = (h * 31 + ord(ch)) & 0xFFFFFFFF
        acc ^= h
    return acc


def parse_records(items):
    total = 0
    for line in items:
        for _ in range(PASSES):
            rec = {}
            for field in line.split(","):
                k, v = field.split("=")
                rec[k] = int(v)
            total += sum(rec.values()) % 1009
    return total


def sort_batches(items):
    acc = 0
    for line in items:
        vals = [int(x.split("=")[1]) for x in line.split(",")]
        for _ in range(6):
            vals = sorted(vals, key=lambda v: (v % 97, v))
        acc += vals[0]
    return acc


def compute_stats(items):
    acc = 0.0
    for line in items:
        xs = [float(len(x)) * (i + 1) for i, x in enumerate(line.split(","))]
        mean = sum(xs) / len(xs)
        var = sum((x - mean) ** 2 for x in xs) / len(xs)
        for _ in range(40):
            var = (var * 0.999 + mean * 0.001) ** 1.0
        acc += var
    return acc


def worker(name, fn, items, rounds, results):
    acc = 0
    for _ in range(rounds):
        acc += fn(items)
    results[name] = acc


def main():
    results = {}
    # (name, function, seed, rounds over the item list): rounds chosen so each task takes ~1 s alone (before)
    tasks = [("hash", hash_blocks, 1, 12), ("parse", parse_records, 2, 25), ("sort", sort_batches, 3, 10), ("stats", compute_stats, 4, 30)]
    threads = []
    for name, fn, seed, rounds in tasks:
        items = make_lines(seed, N_ITEMS)
        t = threading.Thread(target=worker, args=(name, fn, items, rounds, results), name=f"worker-{name}")
        threads.append(t)
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    print(sorted((k, round(v, 3) if isinstance(v, float) else v) for k, v in results.items()))


if __name__ == "__main__":
    main()
