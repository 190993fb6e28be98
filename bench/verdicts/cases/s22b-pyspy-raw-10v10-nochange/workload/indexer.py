"""Two-thread indexer: the main thread tokenizes and indexes generated documents while a
'compactor' thread periodically merges and re-sorts postings from a queue."""
import queue
import random
import sys
import threading
import time

VOCAB = ["%s%s" % (a, b) for a in ("st", "tr", "pl", "cr", "gr", "bl", "fl", "sn")
         for b in ("ack", "ing", "ore", "ide", "ump", "ash", "ell", "ox", "ain", "urn")]


def make_doc(rng, n):
    return " ".join(rng.choice(VOCAB) + ("s" if rng.random() < 0.2 else "") for _ in range(n))


def tokenize(text):
    out = []
    for w in text.split():
        w = w.lower()
        if w.endswith("s") and len(w) > 4:
            w = w[:-1]
        out.append(w)
    return out


def index_doc(index, doc_id, tokens):
    pos = {}
    for i, t in enumerate(tokens):
        pos.setdefault(t, []).append(i)
    for t, p in pos.items():
        index.setdefault(t, []).append((doc_id, len(p), p[0]))
    return len(pos)


def merge_postings(chunks):
    merged = {}
    for chunk in chunks:
        for term, posts in chunk.items():
            merged.setdefault(term, []).extend(posts)
    for term in merged:
        merged[term].sort(key=lambda x: (-x[1], x[0]))
    return merged


def score_terms(merged):
    total = 0.0
    for term, posts in merged.items():
        df = len(posts)
        for doc_id, tf, first in posts[:50]:
            total += tf / (1.0 + df) + 1.0 / (1 + first)
    return total


def compactor(q, out):
    pending = []
    while True:
        item = q.get()
        if item is None:
            break
        pending.append(item)
        if len(pending) >= 4:
            merged = merge_postings(pending)
            out.append(score_terms(merged))
            pending = pending[2:]


def main():
    ndocs = int(sys.argv[1]) if len(sys.argv) > 1 else 6000
    rng = random.Random(11)
    q = queue.Queue(maxsize=8)
    out = []
    th = threading.Thread(target=compactor, args=(q, out), name="compactor")
    th.start()
    t0 = time.time()
    index = {}
    for d in range(ndocs):
        toks = tokenize(make_doc(rng, 60))
        index_doc(index, d, toks)
        if d % 200 == 199:
            q.put(index)
            index = {}
    q.put(None)
    th.join()
    print("docs=%d merges=%d score=%.1f elapsed=%.2fs" % (ndocs, len(out), sum(out), time.time() - t0))


if __name__ == "__main__":
    main()
