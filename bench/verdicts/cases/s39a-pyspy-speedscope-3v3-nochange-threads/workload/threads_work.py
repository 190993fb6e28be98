"""Control workload: three worker threads doing identical, fixed amounts of work.
Only the random seed differs between "before" and "after" (passed on the command line);
the code, thread count, batch count and batch size are identical."""
import random
import sys
import threading

SEED = int(sys.argv[1])
THREADS = 3
BATCHES = 40
BATCH_SIZE = 4000


def build_batch(rng):
    return [(rng.random(), rng.randrange(1000), "k%05d" % rng.randrange(100000))
            for _ in range(BATCH_SIZE)]


def score_batch(batch):
    out = []
    for a, b, key in batch:
        s = a * 31.0 + b
        for ch in key[1:]:
            s = (s * 1.0001 + ord(ch)) % 100003.0
        out.append((s, key))
    return out


def sort_batch(scored):
    scored.sort()
    return scored[len(scored) // 2][0]


def worker(idx, results):
    rng = random.Random(SEED * 1000 + idx)
    acc = 0.0
    for _ in range(BATCHES):
        acc += sort_batch(score_batch(build_batch(rng)))
    results[idx] = acc


def main():
    results = [0.0] * THREADS
    ts = [threading.Thread(target=worker, args=(i, results), name="worker-%d" % i)
          for i in range(THREADS)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    print("seed=%d threads=%d batches=%d size=%d checksum=%.3f" % (
        SEED, THREADS, BATCHES, BATCH_SIZE, sum(results)))


if __name__ == "__main__":
    main()
