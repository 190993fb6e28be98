"""searchjob: a small batch search job (the same program on every run).

1. make_corpus      synthesises N documents from a Zipf-ish vocabulary
2. tokenize         lower-cases, strips punctuation, drops stop words, stems crudely
3. build_index      inverted index: term -> {doc: tf}, plus document lengths
4. run_queries      BM25 scoring of Q queries over the index (score_query)
5. render_results   formats the top hits of every query as text lines

Fixed amount of work; deterministic (seeded RNG).
"""
import math
import random
import re
import sys
from collections import Counter, defaultdict

N_DOCS = int(sys.argv[1]) if len(sys.argv) > 1 else 6000
N_QUERIES = int(sys.argv[2]) if len(sys.argv) > 2 else 1500

STOP = {"the", "a", "of", "and", "to", "in", "is", "it", "for", "on", "with", "as", "at", "by"}
PUNCT = re.compile(r"[^\w\s]")
SUFFIXES = ("ingly", "edly", "ing", "ed", "ly", "es", "s")


def make_vocab(rng, n=5000):
    letters = "abcdefghijklmnopqrstuvwxyz"
    vocab = list(STOP)
    while len(vocab) < n:
        w = "".join(rng.choice(letters) for _ in range(rng.randint(3, 9)))
        if rng.random() < 0.3:
            w += rng.choice(SUFFIXES)
        vocab.append(w)
    return vocab


def make_corpus(rng, vocab, n):
    weights = [1.0 / (i + 1) ** 0.9 for i in range(len(vocab))]
    docs = []
    for _ in range(n):
        words = rng.choices(vocab, weights, k=rng.randint(60, 160))
        text = " ".join(w.capitalize() if rng.random() < 0.1 else w for w in words)
        docs.append(text.replace(" the ", ", the ").replace(" of ", " of. "))
    return docs


def stem(word):
    for suf in SUFFIXES:
        if len(word) > len(suf) + 2 and word.endswith(suf):
            return word[: -len(suf)]
    return word


def tokenize(text):
    text = PUNCT.sub(" ", text.lower())
    return [stem(w) for w in text.split() if w not in STOP]


def build_index(docs):
    postings = defaultdict(dict)
    lengths = []
    for doc_id, text in enumerate(docs):
        toks = tokenize(text)
        lengths.append(len(toks))
        for term, tf in Counter(toks).items():
            postings[term][doc_id] = tf
    return postings, lengths


def score_query(terms, postings, lengths, avgdl, k1=1.2, b=0.75):
    n = len(lengths)
    scores = defaultdict(float)
    for term in terms:
        plist = postings.get(term)
        if not plist:
            continue
        idf = math.log(1 + (n - len(plist) + 0.5) / (len(plist) + 0.5))
        for doc_id, tf in plist.items():
            dl = lengths[doc_id]
            scores[doc_id] += idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * dl / avgdl))
    return sorted(scores.items(), key=lambda kv: -kv[1])[:10]


def run_queries(rng, vocab, postings, lengths, q):
    avgdl = sum(lengths) / len(lengths)
    results = []
    for _ in range(q):
        terms = [stem(w) for w in rng.sample(vocab[20:1500], rng.randint(2, 4))]
        results.append((terms, score_query(terms, postings, lengths, avgdl)))
    return results


def render_results(results):
    lines = []
    for terms, hits in results:
        lines.append("Q: " + " ".join(terms))
        for rank, (doc_id, score) in enumerate(hits, 1):
            lines.append(f"  {rank:2d}. doc-{doc_id:06d}  {score:8.4f}")
    return "\n".join(lines)


def main():
    rng = random.Random(2024)
    vocab = make_vocab(rng)
    docs = make_corpus(rng, vocab, N_DOCS)
    postings, lengths = build_index(docs)
    results = run_queries(rng, vocab, postings, lengths, N_QUERIES)
    out = render_results(results)
    print(f"docs={len(docs)} terms={len(postings)} queries={len(results)} "
          f"out_bytes={len(out)} checksum={sum(map(ord, out[:5000]))}")


if __name__ == "__main__":
    main()
