"""Tiny full-text search: build an inverted index over synthetic product descriptions, then answer
queries with TF-IDF scoring. normalize() is used both when indexing documents and when parsing queries.
(after: normalize() also folds accents, character by character)"""
import math
import random
import sys
import unicodedata
from collections import Counter, defaultdict

SYLLABLES = ("ka", "ro", "mi", "tse", "lu", "van", "dor", "pel", "ti", "gra", "no", "fé", "ça", "è", "sul",
             "bri", "mon", "ta", "ü", "ël", "qui", "ber", "zo", "da")


def make_vocabulary(rng, n):
    vocab = set()
    while len(vocab) < n:
        vocab.add("".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 4))))
    return sorted(vocab)


WORDS = make_vocabulary(random.Random(11), 250)
PUNCT = str.maketrans({c: " " for c in ".,;:!?()[]{}\"'/-+*#"})
STOP = {"the", "a", "an", "of", "and", "for", "with", "to", "in"}


def make_docs(rng, n):
    docs = []
    for i in range(n):
        words = [rng.choice(WORDS) for _ in range(rng.randint(20, 60))]
        for k in range(0, len(words), 7):
            words[k] = words[k].capitalize() + rng.choice([",", ".", "", "", ";"])
        docs.append(f"Item #{i}: " + " ".join(words) + " (ref " + str(rng.randint(1000, 9999)) + ")")
    return docs


def normalize(text):
    # fold accents so "cafe" matches "café": decompose, then drop the combining marks
    decomposed = unicodedata.normalize("NFKD", text.lower())
    folded = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return folded.translate(PUNCT)


def tokens(text):
    return [t for t in normalize(text).split() if t not in STOP and not t.isdigit()]


def build_index(docs):
    index = defaultdict(dict)
    lengths = []
    for doc_id, text in enumerate(docs):
        counts = Counter(tokens(text))
        lengths.append(sum(counts.values()))
        for term, tf in counts.items():
            index[term][doc_id] = tf
    return index, lengths


def score_query(index, lengths, query, top=5):
    n_docs = len(lengths)
    scores = defaultdict(float)
    for term in set(tokens(query)):
        postings = index.get(term)
        if not postings:
            continue
        idf = math.log(1 + n_docs / len(postings))
        for doc_id, tf in postings.items():
            scores[doc_id] += tf / lengths[doc_id] * idf
    return sorted(scores.items(), key=lambda kv: -kv[1])[:top]


def make_queries(rng, n):
    return [" ".join(rng.choice(WORDS).upper() if rng.random() < 0.2 else rng.choice(WORDS)
                     for _ in range(rng.randint(2, 4))) + rng.choice(["?", "", "!"]) for _ in range(n)]


def main():
    n_docs = int(sys.argv[1]) if len(sys.argv) > 1 else 750
    n_queries = int(sys.argv[2]) if len(sys.argv) > 2 else 7500
    rng = random.Random(3)
    docs = make_docs(rng, n_docs)
    index, lengths = build_index(docs)
    hits = 0
    for q in make_queries(rng, n_queries):
        hits += len(score_query(index, lengths, q))
    print(f"docs={n_docs} terms={len(index)} queries={n_queries} hits={hits}")


if __name__ == "__main__":
    main()
