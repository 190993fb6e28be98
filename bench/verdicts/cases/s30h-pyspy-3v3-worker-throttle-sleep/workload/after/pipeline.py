"""Two-thread pipeline: the main thread crunches report batches while an
"indexer" worker thread encodes and checksums a fixed list of documents.
Both amounts of work are fixed; main joins the worker at the end.
"""
import hashlib
import random
import threading
import time
import zlib

N_DOCS = 3000
N_BATCHES = 420


def make_docs(n, seed=11):
    rng = random.Random(seed)
    return [" ".join(str(rng.randint(0, 10**6)) for _ in range(300)) for _ in range(n)]


def encode_doc(doc):
    words = doc.split()
    words.sort(key=len)
    packed = ",".join(words).encode()
    return zlib.crc32(packed) ^ len(hashlib.sha1(packed).hexdigest())


def throttle():
    # be nice to the downstream search cluster: at most ~1000 docs/s
    time.sleep(0.001)


def handle_item(doc):
    r = encode_doc(doc)
    throttle()
    return r


def indexer(docs, out):
    for doc in docs:
        out.append(handle_item(doc))


def crunch_batch(seed):
    rng = random.Random(seed)
    xs = [rng.random() for _ in range(4000)]
    acc = 0.0
    for i in range(1, len(xs)):
        acc += (xs[i] - xs[i - 1]) ** 2
    xs.sort()
    return acc + xs[len(xs) // 2]


def main():
    docs = make_docs(N_DOCS)
    out = []
    t = threading.Thread(target=indexer, args=(docs, out), name="indexer")
    t.start()
    total = 0.0
    for b in range(N_BATCHES):
        total += crunch_batch(b)
    t.join()
    print("batches", N_BATCHES, "docs", len(out), "chk", sum(out) % 9973, round(total, 3))


if __name__ == "__main__":
    main()
