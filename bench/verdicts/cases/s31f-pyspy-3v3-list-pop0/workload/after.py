"""Log-line job processor: a batch of parsed jobs is queued, then a worker drains the queue,
tokenising and scoring each line. AFTER: the queue is a plain list popped with pop(0) (O(n) per pop -> quadratic)."""
import sys, time, zlib


def make_jobs(n, seed):
    jobs = []
    for i in range(n):
        jobs.append(f"{seed}-{i} GET /api/v1/items/{i * 7919 % 100003} status={200 + (i % 5)} user=u{i % 977}")
    return jobs

def new_queue(items):
    return list(items)

def take_next(queue):
    return queue.pop(0)

def tokenize(line):
    return line.replace("=", " ").replace("/", " ").split()

def score(tokens):
    s = 0
    for t in tokens:
        s = (s * 31 + zlib.crc32(t.encode())) & 0xFFFFFFFF
    return s

def process(line):
    toks = tokenize(line)
    return score(toks) ^ len(toks)

def run_batch(n, seed):
    queue = new_queue(make_jobs(n, seed))
    acc = 0
    while queue:
        acc ^= process(take_next(queue))
    return acc

def main():
    batches = int(sys.argv[1]) if len(sys.argv) > 1 else 12
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 60000
    t0 = time.perf_counter(); acc = 0
    for b in range(batches):
        acc ^= run_batch(n, b)
    print(f"acc={acc} elapsed={time.perf_counter() - t0:.2f}s")

if __name__ == "__main__":
    main()
