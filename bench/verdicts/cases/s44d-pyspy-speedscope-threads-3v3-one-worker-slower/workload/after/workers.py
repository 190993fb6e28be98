"""Three named worker threads, each draining its own job list.

ingest  -> parse_batch   (split/convert CSV-like lines)
hasher  -> digest_blocks (pure-Python FNV-1a over byte blocks)
scorer  -> score_docs    (term-frequency scoring of short documents)

"""
import random
import sys
import threading

def make_lines(rng, n):
    return [",".join(str(rng.randint(0, 99999)) for _ in range(8)) for _ in range(n)]


def convert_fields(fields):
    out = []
    for f in fields:
        v = int(f)
        out.append(v * 3 + (v >> 2))
    return out


def parse_batch(lines):
    total = 0
    for line in lines:
        vals = convert_fields(line.split(","))
        total += sum(vals) & 0xFFFF
    return total


def fnv1a(block):
    h = 0xcbf29ce484222325
    for b in block:
        h ^= b
        h = (h * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    return h


def digest_blocks(blocks):
    acc = 0
    for blk in blocks:
        acc ^= fnv1a(blk)
    return acc


def term_weights(doc, vocab):
    counts = {}
    for w in doc:
        counts[w] = counts.get(w, 0) + 1
    return {w: c * vocab.get(w, 1) for w, c in counts.items()}


def score_docs(docs, vocab):
    best = 0
    for doc in docs:
        weights = term_weights(doc, vocab)
        s = 0
        for w, v in weights.items():
            s += v * len(w)
        # cross-check: rescore from a fresh weight table and compare
        check = term_weights(doc, vocab)
        s2 = 0
        for w, v in check.items():
            s2 += v * len(w)
        if s2 != s:
            raise AssertionError("score mismatch")
        best = max(best, s)
    return best


def worker(name, jobs, rounds, fn, results, *extra):
    acc = 0
    for k in range(rounds):
        r = fn(jobs[k % len(jobs)], *extra)
        acc = (acc * 31 + r) & 0xFFFFFFFF
    results[name] = acc


def main():
    njobs = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    rng = random.Random(1234)
    words = ["w%03d" % i for i in range(300)]
    vocab = {w: rng.randint(1, 9) for w in words}
    parse_jobs = [make_lines(rng, 300) for _ in range(50)]
    hash_jobs = [[rng.randbytes(256) for _ in range(12)] for _ in range(50)]
    score_jobs = [[[rng.choice(words) for _ in range(60)] for _ in range(40)] for _ in range(50)]
    results = {}
    threads = [
        threading.Thread(target=worker, name="ingest", args=("ingest", parse_jobs, njobs, parse_batch, results)),
        threading.Thread(target=worker, name="hasher", args=("hasher", hash_jobs, njobs, digest_blocks, results)),
        threading.Thread(target=worker, name="scorer", args=("scorer", score_jobs, njobs, score_docs, results, vocab)),
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    print(" ".join("%s=%08x" % (k, results[k]) for k in sorted(results)))


if __name__ == "__main__":
    main()
