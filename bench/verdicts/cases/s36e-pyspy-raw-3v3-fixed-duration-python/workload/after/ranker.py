"""Document ranker: build an index at start-up, then answer queries for a fixed duration."""
import random
import sys
import time


def build_vocabulary(rng, n_words=4000):
    return ["w%04d%s" % (i, "".join(rng.choice("abcdefgh") for _ in range(4))) for i in range(n_words)]


def build_index(rng, vocab, n_docs=6000):
    index = {}
    docs = []
    for d in range(n_docs):
        words = [rng.choice(vocab) for _ in range(40)]
        counts = {}
        for w in words:
            counts[w] = counts.get(w, 0) + 1
        docs.append(counts)
        for w in set(words):
            index.setdefault(w, []).append(d)
    return docs, index


def tokenize(query):
    return [t for t in query.lower().split() if t]


def candidate_docs(index, terms):
    seen = set()
    for t in terms:
        seen.update(index.get(t, ()))
    return list(seen)


def score_doc(doc, terms):
    s = 0.0
    for t in terms:
        c = doc.get(t, 0)
        if c:
            s += 1.0 + c * 0.5
    return s + len(doc) * 0.001


def best_score(scored):
    # highest score wins; ties go to the lowest doc id
    ranked = sorted(scored, key=lambda item: (item[1], -item[0]))
    return ranked[-1]


def answer(docs, index, query):
    terms = tokenize(query)
    cands = candidate_docs(index, terms)
    scored = [(d, score_doc(docs[d], terms)) for d in cands]
    if not scored:
        return None
    return best_score(scored)


def main():
    duration = float(sys.argv[1]) if len(sys.argv) > 1 else 4.0
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    rng = random.Random(seed)
    vocab = build_vocabulary(rng)
    docs, index = build_index(rng, vocab)
    queries = [" ".join(rng.choice(vocab).upper() if rng.random() < 0.1 else rng.choice(vocab)
                        for _ in range(8)) for _ in range(500)]
    start = time.monotonic()
    n = 0
    hits = 0
    while time.monotonic() - start < duration:
        r = answer(docs, index, queries[n % len(queries)])
        hits += r is not None
        n += 1
    print("answered %d queries, %d hits" % (n, hits))


if __name__ == "__main__":
    main()
