"""Three worker threads with fixed amounts of pure-Python work; only --seed changes between runs."""
import argparse
import hashlib
import random
import threading


def tokenize_worker(rng, out, n=120000):
    words = ["".join(rng.choice("abcdefghij") for _ in range(6)) for _ in range(n)]
    counts = {}
    for w in words:
        for i in range(0, 6, 2):
            k = w[i:i + 2]
            counts[k] = counts.get(k, 0) + 1
    out["tokenize"] = len(counts)


def digest_worker(rng, out, n=120000):
    acc = 0
    for _ in range(n):
        b = rng.getrandbits(256).to_bytes(32, "little")
        acc ^= int.from_bytes(hashlib.blake2b(b, digest_size=8).digest(), "little")
    out["digest"] = acc


def sort_worker(rng, out, n=40000, rounds=8):
    tot = 0
    for _ in range(rounds):
        data = [(rng.random(), rng.randrange(1000)) for _ in range(n)]
        data.sort(key=lambda t: (t[1], -t[0]))
        tot += data[0][1]
    out["sort"] = tot


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    out = {}
    ts = [threading.Thread(target=f, args=(random.Random(a.seed * 10 + i), out), name=f.__name__)
          for i, f in enumerate((tokenize_worker, digest_worker, sort_worker))]
    for t in ts: t.start()
    for t in ts: t.join()
    print("seed=%d" % a.seed, sorted(out.items()))


if __name__ == "__main__":
    main()
