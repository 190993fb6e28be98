"""ingest: toy document-ingest service with a thread pool of three named workers.
MainThread generates batches of JSON documents and puts them on a queue, then
merges the workers' results; each worker (ingest-0..2) takes a batch, parses it
(json.loads), extracts and normalises terms (pure Python), compresses the batch
(zlib, releases the GIL) and fingerprints it (hashlib.sha1), and pushes a result."""
import hashlib
import json
import queue
import random
import sys
import threading
import zlib

WORDS = ("alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho "
         "sigma tau upsilon phi chi psi omega north south east west river mountain lake forest").split()


def make_batch(rng, n):
    docs = []
    for i in range(n):
        docs.append({"id": i, "title": " ".join(rng.choice(WORDS) for _ in range(6)),
                     "body": " ".join(rng.choice(WORDS) for _ in range(80)),
                     "tags": [rng.choice(WORDS) for _ in range(4)], "score": rng.random()})
    return json.dumps(docs)


def extract_terms(doc):
    terms = {}
    for w in (doc["title"] + " " + doc["body"]).split():
        w = w.strip(".,").lower()
        if len(w) > 2:
            terms[w] = terms.get(w, 0) + 1
    return terms


def process_batch(raw):
    docs = json.loads(raw)
    merged = {}
    for d in docs:
        for t, c in extract_terms(d).items():
            merged[t] = merged.get(t, 0) + c
    packed = zlib.compress(raw.encode(), 1)
    fp = hashlib.sha1(packed).hexdigest()
    return merged, len(packed), fp


def worker(inq, outq):
    while True:
        raw = inq.get()
        if raw is None:
            break
        outq.put(process_batch(raw))


def merge_results(total, res):
    merged, size, fp = res
    for t, c in merged.items():
        total[t] = total.get(t, 0) + c
    return size


def main():
    nbatches = int(sys.argv[1]) if len(sys.argv) > 1 else 120
    rng = random.Random(7)
    inq, outq = queue.Queue(maxsize=6), queue.Queue()
    threads = [threading.Thread(target=worker, args=(inq, outq), name=f"ingest-{k}") for k in range(3)]
    for t in threads:
        t.start()
    total, size, got = {}, 0, 0
    for b in range(nbatches):
        inq.put(make_batch(rng, 200))
        while not outq.empty():
            size += merge_results(total, outq.get())
            got += 1
    for _ in threads:
        inq.put(None)
    for t in threads:
        t.join()
    while got < nbatches:
        size += merge_results(total, outq.get())
        got += 1
    top = sorted(total.items(), key=lambda kv: -kv[1])[:5]
    print("batches", got, "bytes", size, "top", top)


if __name__ == "__main__":
    main()
