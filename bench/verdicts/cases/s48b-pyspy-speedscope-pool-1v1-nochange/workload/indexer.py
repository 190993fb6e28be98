"""Tiny document indexer: builds a synthetic corpus, then uses a
ThreadPoolExecutor to tokenize, stem, count bigrams and compress each
document, and merges the per-document results into one index."""
import collections
import random
import sys
import zlib
from concurrent.futures import ThreadPoolExecutor

WORDS = ("alpha beta gamma delta epsilon zeta theta kappa lambda sigma "
         "running jumped walking quickly process processing processed "
         "indexes indexing searcher searching tokens tokenizer stems "
         "national nationally relation relational happiness careful").split()


def build_corpus(n_docs, seed):
    rng = random.Random(seed)
    docs = []
    for d in range(n_docs):
        n = rng.randrange(300, 700)
        docs.append((d, " ".join(rng.choice(WORDS) for _ in range(n))))
    return docs


def tokenize(text):
    out = []
    for tok in text.split():
        tok = tok.strip(".,;:!?").lower()
        if tok:
            out.append(tok)
    return out


SUFFIXES = ("ational", "ingly", "ness", "ing", "ed", "ly", "es", "s")


def stem(tok):
    for suf in SUFFIXES:
        if tok.endswith(suf) and len(tok) - len(suf) >= 3:
            return tok[: -len(suf)]
    return tok


def count_bigrams(stems):
    c = collections.Counter()
    for a, b in zip(stems, stems[1:]):
        c[a + " " + b] += 1
    return c


def compress_doc(text):
    return len(zlib.compress(text.encode(), 6))


def index_document(doc):
    doc_id, text = doc
    toks = tokenize(text)
    stems = [stem(t) for t in toks]
    bigrams = count_bigrams(stems)
    return doc_id, collections.Counter(stems), bigrams, compress_doc(text)


def merge(results):
    terms, bigrams, size = collections.Counter(), collections.Counter(), 0
    for _, t, b, z in results:
        terms.update(t)
        bigrams.update(b)
        size += z
    return terms, bigrams, size


def main():
    n_docs = int(sys.argv[1]) if len(sys.argv) > 1 else 4000
    corpus = build_corpus(n_docs, seed=48)
    with ThreadPoolExecutor(max_workers=4, thread_name_prefix="indexer") as pool:
        results = list(pool.map(index_document, corpus, chunksize=16))
    terms, bigrams, size = merge(results)
    print("docs=%d terms=%d bigrams=%d compressed=%d top=%s" % (
        n_docs, len(terms), len(bigrams), size, terms.most_common(1)[0][0]))


if __name__ == "__main__":
    main()
