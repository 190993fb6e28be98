"""ThreadPoolExecutor(3 workers) running two kinds of pure-Python jobs submitted by main.

argv[1] = 'before' | 'after'.  In 'after', score_words() does 2x the work per item
(it scores every word twice: with two different multipliers). pack_records() and the
number/size of jobs are identical on both sides.
"""
import sys
from concurrent.futures import ThreadPoolExecutor

VARIANT = sys.argv[1] if len(sys.argv) > 1 else "before"
PASSES = 2 if VARIANT == "after" else 1
N_JOBS = 80
ITEMS = 10000

WORDS = [("w%05d" % i) * 3 for i in range(ITEMS)]


def pack_records(seed):
    # job kind A: integer packing / checksum
    acc = seed
    for i in range(ITEMS):
        v = (i * 2654435761 + seed) & 0xFFFFFFFF
        for _ in range(6):
            v = ((v << 5) ^ (v >> 3) ^ acc) & 0xFFFFFFFF
        acc = (acc + v) % 1000000007
    return acc


def score_words(seed):
    # job kind B: character scoring of words
    total = 0
    for p in range(PASSES):
        mult = 31 + p * 6
        for w in WORDS:
            h = seed
            for ch in w:
                h = (h * mult + ord(ch)) & 0xFFFF
            total += h
    return total // PASSES


def main():
    with ThreadPoolExecutor(max_workers=3) as ex:
        futs = []
        for j in range(N_JOBS):
            futs.append(ex.submit(pack_records, j))
            futs.append(ex.submit(score_words, j))
        res = [f.result() for f in futs]
    print(VARIANT, "checksum", sum(res) % 1000003)


if __name__ == "__main__":
    main()
