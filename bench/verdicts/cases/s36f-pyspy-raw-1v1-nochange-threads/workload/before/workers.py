"""Three named worker threads doing different CPU-bound jobs on random input; seed from argv."""
import random
import sys
import threading
import time

DURATION = float(sys.argv[2]) if len(sys.argv) > 2 else 5.0


def parse_job(rng, stop):
    n = 0
    while not stop.is_set():
        line = ",".join(str(rng.randint(0, 99999)) for _ in range(50))
        n += sum(int(x) for x in line.split(",")) & 1
    return n


def crunch_job(rng, stop):
    acc = 0
    while not stop.is_set():
        v = [rng.random() for _ in range(200)]
        for i in range(1, len(v)):
            acc += (v[i] - v[i - 1]) ** 2
    return acc


def index_job(rng, stop):
    idx = {}
    while not stop.is_set():
        for _ in range(300):
            k = rng.randrange(5000)
            idx.setdefault(k % 97, []).append(k)
        for key in list(idx):
            if len(idx[key]) > 64:
                idx[key] = sorted(idx[key])[-32:]
    return len(idx)


def worker(job, seed, stop, results, name):
    results[name] = job(random.Random(seed), stop)


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    stop = threading.Event()
    results = {}
    threads = [threading.Thread(target=worker, name=name, args=(job, seed * 10 + i, stop, results, name))
               for i, (name, job) in enumerate([("parser", parse_job), ("cruncher", crunch_job), ("indexer", index_job)])]
    for t in threads:
        t.start()
    time.sleep(DURATION)
    stop.set()
    for t in threads:
        t.join()
    print(seed, sorted(results))


if __name__ == "__main__":
    main()
