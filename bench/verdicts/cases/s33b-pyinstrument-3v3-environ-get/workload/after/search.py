"""Tiny in-memory search: build a synthetic corpus, then rank all documents for batches of queries with a
BM25-like score. score_document() is the hot function (called once per (query batch, document) pair and
scores that document against every query of the batch)."""
import heapq
import math
import os
import random

N_DOCS = 1500
N_QUERIES = 540
BATCH = 12
VOCAB = ["w%03d" % i for i in range(400)]
K1, B = 1.2, 0.75


def build_corpus(rnd):
    docs = []
    for _ in range(N_DOCS):
        words = [rnd.choice(VOCAB[: 50 + rnd.randint(0, 350)]) for _ in range(rnd.randint(30, 90))]
        tf = {}
        for w in words:
            tf[w] = tf.get(w, 0) + 1
        docs.append((len(words), tf))
    return docs


def document_frequencies(docs):
    df = {}
    for _n, tf in docs:
        for w in tf:
            df[w] = df.get(w, 0) + 1
    return df


def score_document(batch, doc, idf, avg_len):
    length, tf = doc
    if os.environ.get("SEARCH_DEBUG_SCORES") == "1":  # new: optional debug switch, read on every call
        print("scoring", len(batch), "queries against doc of length", length)
    norm = K1 * (1 - B + B * length / avg_len)
    scores = []
    for query_terms in batch:
        score = 0.0
        for term in query_terms:
            f = tf.get(term)
            if f:
                score += idf[term] * f * (K1 + 1) / (f + norm)
        scores.append(score)
    return scores


def rank_batch(batch, docs, idf, avg_len, k=10):
    per_doc = [score_document(batch, d, idf, avg_len) for d in docs]
    results = []
    for j in range(len(batch)):
        results.append(heapq.nlargest(k, ((scores[j], i) for i, scores in enumerate(per_doc))))
    return results


def main():
    rnd = random.Random(7)
    docs = build_corpus(rnd)
    df = document_frequencies(docs)
    idf = {w: math.log(1 + (N_DOCS - n + 0.5) / (n + 0.5)) for w, n in df.items()}
    for w in VOCAB:
        idf.setdefault(w, 0.0)
    avg_len = sum(n for n, _ in docs) / len(docs)
    check = 0.0
    for _ in range(N_QUERIES // BATCH):
        batch = [rnd.sample(VOCAB, 12) for _ in range(BATCH)]
        for top in rank_batch(batch, docs, idf, avg_len):
            for s, i in top:
                check += s * (i % 7)
    print("check=%.6f" % check)


if __name__ == "__main__":
    main()
