"""s38e-pyspy-speedscope-1v1-threads-join workload.

The main thread starts four worker threads, each running a different pure-Python task over
the same number of items, and join()s them.
  before: build_histogram does HIST_ROUNDS = 10 passes per item
  after:  build_histogram does HIST_ROUNDS = 18 passes per item (1.8x the work per item)
Usage: python3 workers.py before|after [items]
"""
import sys
import threading

MODE = sys.argv[1]
ITEMS = int(sys.argv[2]) if len(sys.argv) > 2 else 6000
HIST_ROUNDS = 18 if MODE == "after" else 10
results = {}


def make_item(i):
    return "".join(chr(97 + (i * 7 + k * 13) % 26) for k in range(120))


def tokenize_words(items):
    total = 0
    for it in items:
        for r in range(11):
            words = []
            cur = []
            for ch in it:
                if ch in "aeiou":
                    if cur:
                        words.append("".join(cur))
                    cur = []
                else:
                    cur.append(ch)
            total += len(words) + r
    return total


def sum_squares(items):
    total = 0
    for it in items:
        for r in range(10):
            for ch in it:
                v = ord(ch) - r
                total += v * v
    return total


def build_histogram(items):
    hist = {}
    for it in items:
        for r in range(HIST_ROUNDS):
            for ch in it:
                hist[ch] = hist.get(ch, 0) + 1
    return len(hist)


def hash_strings(items):
    h = 0
    for it in items:
        for r in range(6):
            for ch in it:
                h = (h * 31 + ord(ch) + r) & 0xFFFFFFFF
    return h


def worker(fn, items):
    results[fn.__name__] = fn(items)


def main():
    items = [make_item(i) for i in range(ITEMS)]
    threads = [threading.Thread(target=worker, args=(fn, items), name=fn.__name__)
               for fn in (tokenize_words, sum_squares, build_histogram, hash_strings)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    print(MODE, HIST_ROUNDS, results)


if __name__ == "__main__":
    main()
