"""Text statistics job: tokenize documents, normalise tokens, count words and
bigrams, and report the top entries. Usage: textstats.py N_DOCS"""
import random
import sys
from collections import Counter

WORDS = ("alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi "
         "omicron pi rho sigma tau upsilon phi chi psi omega Report Data Value Index").split()


def make_docs(n, rng):
    return [" ".join(rng.choice(WORDS) + rng.choice(("", ",", ".", "!")) for _ in range(60))
            for _ in range(n)]


def tokenize(doc):
    return doc.split()


def normalise(tok):
    return tok.strip(".,!").lower()


def count_words(tokens, counts):
    for t in tokens:
        counts[t] += 1


def bigrams(tokens):
    return {(a, b) for a, b in zip(tokens, tokens[1:])}


def score_doc(tokens, weights):
    s = 0.0
    for t in tokens:
        s += weights.get(t, 0.5) * len(t)
    return s


def process(docs):
    counts = Counter()
    pairs = Counter()
    weights = {w.lower(): (i % 7) / 7 for i, w in enumerate(WORDS)}
    total = 0.0
    for doc in docs:
        toks = [normalise(t) for t in tokenize(doc)]
        count_words(toks, counts)
        pairs.update(bigrams(toks))
        total += score_doc(toks, weights)
    return counts, pairs, total


def main():
    n = int(sys.argv[1])
    rng = random.Random(7)
    docs = make_docs(n, rng)
    counts, pairs, total = process(docs)
    top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
    print(f"docs={n} words={sum(counts.values())} pairs={len(pairs)} total={total:.1f} top={top}")


if __name__ == "__main__":
    main()
