#!/usr/bin/env python3
"""Toy full-text search: generate documents, tokenize + stem them, build an
inverted index with term frequencies, then score a batch of queries with BM25
and collect the top hits. CPU-bound, no I/O.
Usage: search_index.py DOCS QUERIES
"""
import sys, random, math, heapq, collections, re

WORDS = ("river stone market engine garden signal harbor winter copper lantern forest "
         "ledger packet socket thread kernel buffer planner mapping routing caching "
         "running jumped quickly slowly happily stations trains bridges towers valleys "
         "printing painted painter painting builders building builds measured measuring").split()
_tok = re.compile(r"[a-z]+")
SUFFIXES = ("ingly", "edly", "ing", "ers", "er", "ed", "ly", "es", "s")


def gen_docs(n, seed=3):
    rnd = random.Random(seed)
    docs = []
    for _ in range(n):
        k = rnd.randint(30, 90)
        docs.append(" ".join(rnd.choice(WORDS) for _ in range(k)) + ". " + str(rnd.random()))
    return docs


def stem(w):
    for suf in SUFFIXES:
        if len(w) > len(suf) + 2 and w.endswith(suf):
            return w[: -len(suf)]
    return w


def tokenize(text):
    return [stem(w) for w in _tok.findall(text.lower())]


def build_index(docs):
    index = collections.defaultdict(dict)
    lengths = []
    for doc_id, text in enumerate(docs):
        toks = tokenize(text)
        lengths.append(len(toks))
        for t, c in collections.Counter(toks).items():
            index[t][doc_id] = c
    return index, lengths


def bm25(index, lengths, query, k1=1.2, b=0.75):
    n = len(lengths)
    avg = sum(lengths) / n
    scores = collections.defaultdict(float)
    for term in tokenize(query):
        postings = index.get(term)
        if not postings:
            continue
        idf = math.log(1 + (n - len(postings) + 0.5) / (len(postings) + 0.5))
        for doc_id, tf in postings.items():
            dl = lengths[doc_id]
            scores[doc_id] += idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * dl / avg))
    return scores


def top_k(scores, k=10):
    return heapq.nlargest(k, scores.items(), key=lambda kv: kv[1])


def main():
    ndocs, nq = int(sys.argv[1]), int(sys.argv[2])
    docs = gen_docs(ndocs)
    index, lengths = build_index(docs)
    rnd = random.Random(11)
    acc = 0.0
    for _ in range(nq):
        q = " ".join(rnd.choice(WORDS) for _ in range(rnd.randint(1, 3)))
        hits = top_k(bm25(index, lengths, q))
        acc += hits[0][1] if hits else 0
    print("docs", ndocs, "queries", nq, "terms", len(index), "acc %.3f" % acc)


if __name__ == "__main__":
    main()
