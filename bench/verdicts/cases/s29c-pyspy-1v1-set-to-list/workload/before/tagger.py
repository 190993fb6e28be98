"""Toy token tagger: tokenizes synthetic documents and tags each token."""
import random
import sys

random.seed(7)
VOCAB = [f"w{i:04d}" for i in range(4000)]
BLOCKED = set(VOCAB[::40])  # 100 blocked words


def make_docs(n_docs, words_per_doc):
    return [" ".join(random.choice(VOCAB) for _ in range(words_per_doc)) for _ in range(n_docs)]


def tokenize(doc):
    return [t.strip(".,").lower() for t in doc.split()]


def score_token(tok):
    h = 0
    for ch in tok:
        h = (h * 31 + ord(ch)) & 0xFFFF
    return h % 97


def tag_token(tok):
    if tok in BLOCKED:
        return None
    return (tok, score_token(tok))


def process(docs):
    total = 0
    for doc in docs:
        for tok in tokenize(doc):
            tagged = tag_token(tok)
            if tagged is not None:
                total += tagged[1]
    return total


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 3500
    docs = make_docs(n, 200)
    print(process(docs))


if __name__ == "__main__":
    main()
