"""Small search-index job: tokenizes a synthetic corpus, builds an inverted index,
scores a batch of queries with BM25 and serialises the top hits as JSON."""
import json
import math
import random
import re
from collections import Counter, defaultdict

WORDS = ("river stone market cloud engine signal garden ledger harbor copper velvet "
         "orbit lantern meadow cipher timber falcon quartz summit beacon thistle "
         "canyon ember glacier mosaic nectar prism quiver raven saffron tundra").split()
TOKEN_RE = re.compile(r"[a-z]+")


def make_corpus(n_docs, seed=11):
    rnd = random.Random(seed)
    docs = []
    for i in range(n_docs):
        n = rnd.randint(40, 120)
        docs.append(" ".join(rnd.choice(WORDS) for _ in range(n)) + f" doc{i}")
    return docs


def tokenize(text):
    return TOKEN_RE.findall(text.lower())


def build_index(docs):
    index = defaultdict(list)
    lengths = []
    for doc_id, text in enumerate(docs):
        counts = Counter(tokenize(text))
        lengths.append(sum(counts.values()))
        for term, tf in counts.items():
            index[term].append((doc_id, tf))
    return index, lengths


def bm25(index, lengths, query, k1=1.2, b=0.75):
    n = len(lengths)
    avg = sum(lengths) / n
    scores = defaultdict(float)
    for term in tokenize(query):
        postings = index.get(term, ())
        if not postings:
            continue
        idf = math.log(1 + (n - len(postings) + 0.5) / (len(postings) + 0.5))
        for doc_id, tf in postings:
            norm = tf + k1 * (1 - b + b * lengths[doc_id] / avg)
            scores[doc_id] += idf * tf * (k1 + 1) / norm
    return sorted(scores.items(), key=lambda kv: -kv[1])[:10]


def render(results):
    return json.dumps([{"query": q, "hits": [{"doc": d, "score": round(s, 4)} for d, s in hits]}
                       for q, hits in results], indent=1)


def main():
    docs = make_corpus(6000)
    index, lengths = build_index(docs)
    rnd = random.Random(5)
    queries = [" ".join(rnd.sample(WORDS, 3)) for _ in range(25)]
    results = [(q, bm25(index, lengths, q)) for q in queries]
    out = render(results)
    print(len(out), results[0][1][0])


if __name__ == "__main__":
    main()
