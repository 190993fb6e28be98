"""Threaded document indexer: 3 workers pull document batches from a queue,
tokenize, stem and hash them, and merge per-worker term counts at the end."""
import hashlib
import queue
import random
import sys
import threading

VOCAB = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel",
         "india", "juliet", "kilo", "lima", "mike", "november", "oscar", "papa",
         "quebec", "romeo", "sierra", "tango", "uniform", "victor", "whiskey",
         "xray", "yankee", "zulu", "running", "jumped", "quickly", "houses"]
SUFFIXES = ("ing", "ed", "ly", "es", "s")


def make_documents(n, seed=11):
    rng = random.Random(seed)
    docs = []
    for i in range(n):
        words = [rng.choice(VOCAB) for _ in range(rng.randint(40, 80))]
        docs.append("Doc-%d: %s." % (i, ", ".join(w.upper() if rng.random() < 0.2 else w for w in words)))
    return docs


def tokenize(text):
    out = []
    for raw in text.replace(",", " ").replace(".", " ").replace(":", " ").split():
        tok = raw.lower()
        if tok.isalpha():
            out.append(tok)
    return out


def stem(tok):
    for suf in SUFFIXES:
        if tok.endswith(suf) and len(tok) > len(suf) + 2:
            return tok[: -len(suf)]
    return tok


def fingerprint(tokens):
    h = hashlib.blake2b(digest_size=8)
    for t in tokens:
        h.update(t.encode())
    return h.hexdigest()


def index_document(text, counts):
    tokens = [stem(t) for t in tokenize(text)]
    for t in tokens:
        counts[t] = counts.get(t, 0) + 1
    return fingerprint(tokens)


def worker(q, counts, prints):
    while True:
        batch = q.get()
        if batch is None:
            q.task_done()
            return
        for text in batch:
            prints.append(index_document(text, counts))
        q.task_done()


def run(docs, nworkers=3, batch=200):
    q = queue.Queue(maxsize=16)
    counts = [dict() for _ in range(nworkers)]
    prints = [[] for _ in range(nworkers)]
    threads = [threading.Thread(target=worker, args=(q, counts[i], prints[i]), name="indexer-%d" % i)
               for i in range(nworkers)]
    for t in threads:
        t.start()
    for i in range(0, len(docs), batch):
        q.put(docs[i:i + batch])
    for _ in threads:
        q.put(None)
    for t in threads:
        t.join()
    merged = {}
    for c in counts:
        for k, v in c.items():
            merged[k] = merged.get(k, 0) + v
    return merged, sum(len(p) for p in prints)


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 60000
    docs = make_documents(n)
    merged, nprints = run(docs)
    top = sorted(merged.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
    print("docs", n, "fingerprints", nprints, "terms", len(merged), "top", top)


if __name__ == "__main__":
    main()
