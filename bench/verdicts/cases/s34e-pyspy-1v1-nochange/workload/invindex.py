"""Tiny full-text index: generates a synthetic corpus of short documents,
tokenises them (lower-case, strip punctuation, drop stop words, crude
stemming), builds an inverted index with term frequencies, then answers a
batch of two- and three-term queries with TF-IDF scoring and a top-k heap."""
import argparse
import heapq
import math
import random
import re
from collections import Counter, defaultdict

WORD = re.compile(r"[a-z0-9']+")
STOP = frozenset("a an the of to in and or for on at by with is are was be it this that as from".split())
SUFFIXES = ("ingly", "edly", "ing", "ed", "ly", "es", "s")


def make_vocab(rng, n):
    syll = ["ka", "lo", "mi", "ne", "ru", "sa", "to", "vi", "ze", "an", "or", "el", "ith", "um"]
    words = set()
    while len(words) < n:
        w = "".join(rng.choice(syll) for _ in range(rng.randint(1, 4)))
        words.add(w + rng.choice(["", "", "", "s", "ed", "ing", "ly"]))
    return sorted(words)


def make_docs(rng, vocab, n):
    weights = [1.0 / (i + 1) ** 0.9 for i in range(len(vocab))]
    stop = sorted(STOP)
    docs = []
    for _ in range(n):
        k = rng.randint(20, 60)
        ws = rng.choices(vocab, weights, k=k) + rng.choices(stop, k=k // 3)
        rng.shuffle(ws)
        docs.append(" ".join(w.capitalize() if rng.random() < 0.1 else w for w in ws) + ".")
    return docs


def stem(w):
    for suf in SUFFIXES:
        if len(w) > len(suf) + 2 and w.endswith(suf):
            return w[: -len(suf)]
    return w


def tokenize(text):
    return [stem(w) for w in WORD.findall(text.lower()) if w not in STOP]


def build_index(docs):
    index = defaultdict(dict)
    lengths = []
    for doc_id, text in enumerate(docs):
        tf = Counter(tokenize(text))
        lengths.append(sum(tf.values()))
        for term, c in tf.items():
            index[term][doc_id] = c
    return index, lengths


def search(index, lengths, query, k=10):
    n = len(lengths)
    scores = defaultdict(float)
    for term in tokenize(query):
        postings = index.get(term)
        if not postings:
            continue
        idf = math.log(1 + n / len(postings))
        for doc_id, c in postings.items():
            scores[doc_id] += (c / lengths[doc_id]) * idf
    return heapq.nlargest(k, scores.items(), key=lambda kv: kv[1])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--docs", type=int, default=6000)
    ap.add_argument("--queries", type=int, default=1500)
    ap.add_argument("--seed", type=int, default=5)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    vocab = make_vocab(rng, 3000)
    docs = make_docs(rng, vocab, a.docs)
    index, lengths = build_index(docs)
    hits = 0
    for _ in range(a.queries):
        q = " ".join(rng.sample(vocab[:600], rng.randint(2, 3)))
        hits += len(search(index, lengths, q))
    print("docs=%d terms=%d hits=%d" % (len(docs), len(index), hits))


if __name__ == "__main__":
    main()
