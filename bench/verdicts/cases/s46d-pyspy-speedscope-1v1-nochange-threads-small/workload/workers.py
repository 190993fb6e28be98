"""Three worker threads, each doing a little work: parse log lines, aggregate
metrics, and checksum records. The main thread waits on them."""
import hashlib
import sys
import threading


def make_lines(n, seed):
    out = []
    x = seed
    for i in range(n):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        out.append(f"2026-01-01T00:00:{i % 60:02d} host{x % 17} GET /api/item/{x % 997} {200 + x % 3} {x % 5000}")
    return out


def parse_line(line):
    ts, host, method, path, status, size = line.split(" ")
    return host, path.rsplit("/", 1)[-1], int(status), int(size)


def parser_worker(lines, results):
    counts = {}
    for line in lines:
        host, item, status, size = parse_line(line)
        key = (host, status)
        counts[key] = counts.get(key, 0) + size
    results["parser"] = sum(counts.values())


def rolling_mean(values, window):
    acc = 0.0
    out = []
    for i, v in enumerate(values):
        acc += v
        if i >= window:
            acc -= values[i - window]
        out.append(acc / min(i + 1, window))
    return out


def metrics_worker(n, results):
    vals = [((i * 7919) % 1000) / 10.0 for i in range(n)]
    total = 0.0
    for w in (5, 20, 50):
        total += sum(rolling_mean(vals, w))
    results["metrics"] = round(total, 3)


def digest_record(i):
    h = hashlib.sha1(f"record-{i}".encode())
    return h.hexdigest()[:8]


def checksum_worker(n, results):
    acc = 0
    for i in range(n):
        acc ^= int(digest_record(i), 16)
    results["checksum"] = acc


def main():
    scale = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    results = {}
    lines = make_lines(60000 * scale, 42)
    threads = [
        threading.Thread(target=parser_worker, args=(lines, results), name="parser"),
        threading.Thread(target=metrics_worker, args=(150000 * scale, results), name="metrics"),
        threading.Thread(target=checksum_worker, args=(120000 * scale, results), name="checksum"),
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    print(sorted(results.items()))


if __name__ == "__main__":
    main()
