"""Workload for s40g-pyspy-speedscope-gil-threads-1v1-hash-thread.

usage: python ingest.py before|after [rounds]

The main thread does a fixed amount of steady pure-Python work per round
(tokenize_lines + tally_tokens). In the "after" variant a second thread
("hasher") runs beside it for the whole time, computing an FNV-1a digest of
blocks of bytes in pure Python (fnv1a_hash), so it competes for the GIL.
The main thread's work is identical in both variants.
"""
import sys
import threading
import time

VARIANT = sys.argv[1] if len(sys.argv) > 1 else "before"
ROUNDS = int(sys.argv[2]) if len(sys.argv) > 2 else 300

WORDS = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf",
         "hotel", "india", "juliet", "kilo", "lima", "mike", "november"]
LINES = [" ".join(WORDS[(i * 7 + j * 3) % len(WORDS)] for j in range(12))
         for i in range(3000)]


def tokenize_lines(lines):
    out = []
    for line in lines:
        for tok in line.split(" "):
            out.append(tok.upper())
    return out


def tally_tokens(tokens):
    counts = {}
    for t in tokens:
        counts[t] = counts.get(t, 0) + 1
    score = 0
    for k, v in counts.items():
        for ch in k:
            score = (score * 31 + ord(ch) * v) & 0xFFFFFFFF
    return score


def fnv1a_hash(block):
    h = 0x811C9DC5
    for b in block:
        h ^= b
        h = (h * 0x01000193) & 0xFFFFFFFF
    return h


def hasher(stop, results):
    block = bytes(range(256)) * 64  # 16 KiB
    n = 0
    while not stop.is_set():
        results.append(fnv1a_hash(block))
        n += 1
    results.append(("blocks", n))


def main():
    stop = threading.Event()
    results = []
    th = None
    if VARIANT == "after":
        th = threading.Thread(target=hasher, args=(stop, results), name="hasher")
        th.start()
    t0 = time.perf_counter()
    acc = 0
    for _ in range(ROUNDS):
        acc = (acc * 33 + tally_tokens(tokenize_lines(LINES))) & 0xFFFFFFFF
    elapsed = time.perf_counter() - t0
    stop.set()
    if th is not None:
        th.join()
    blocks = results[-1][1] if results else 0
    print(f"variant={VARIANT} rounds={ROUNDS} acc={acc:08x} main_elapsed={elapsed:.2f}s hashed_blocks={blocks}")


if __name__ == "__main__":
    main()
