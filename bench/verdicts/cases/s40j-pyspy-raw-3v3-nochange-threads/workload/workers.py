"""Control workload: three worker threads doing identical amounts of work.
Only the random seed differs between runs.  Usage: workers.py SEED ITEMS"""
import random
import sys
import threading


def tokenize(text):
    return text.split()


def score_words(words):
    total = 0
    for w in words:
        h = 0
        for ch in w:
            h = (h * 31 + ord(ch)) & 0xFFFFFFFF
        total += h % 97
    return total


def build_text(rng, n_words):
    letters = "abcdefghijklmnopqrstuvwxyz"
    return " ".join("".join(rng.choice(letters) for _ in range(6)) for _ in range(n_words))


def rank_items(rng, n):
    items = [rng.random() for _ in range(n)]
    items.sort()
    return items[n // 2]


def worker(idx, seed, items, out):
    rng = random.Random(seed * 1000 + idx)
    acc = 0
    for _ in range(items):
        text = build_text(rng, 40)
        acc += score_words(tokenize(text))
        acc += int(rank_items(rng, 300) * 1000)
    out[idx] = acc


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    items = int(sys.argv[2]) if len(sys.argv) > 2 else 600
    out = [0, 0, 0]
    threads = [threading.Thread(target=worker, args=(i, seed, items, out), name=f"worker-{i}")
               for i in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    print("seed", seed, "items", items, "acc", out)


if __name__ == "__main__":
    main()
