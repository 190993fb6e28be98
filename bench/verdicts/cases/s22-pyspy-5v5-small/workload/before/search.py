"""Tiny search engine batch: generate documents, tokenize + normalize, build an inverted index,
score queries (BM25) and render result snippets. Fixed work per run."""
import math, random, sys, time

WORDS = ("data system model process report network value market policy energy water health "
         "service product design research project program quality control support market "
         "growth change account record signal pattern engine vector matrix kernel buffer "
         "thread socket packet router cluster storage archive binary parser compiler").split()
SUFFIXES = ["", "s", "ing", "ed", "er", "ly", "ation", "ness"]

def make_docs(n, rng):
    docs = []
    for _ in range(n):
        words = []
        for _ in range(rng.randint(60, 120)):
            w = rng.choice(WORDS) + rng.choice(SUFFIXES)
            if rng.random() < 0.2:
                w = w.capitalize()
            words.append(w)
        docs.append(" ".join(words) + ".")
    return docs

def normalize_token(tok):
    t = tok.lower().strip(".,;:!?")
    for suf in ("ation", "ness", "ing", "ed", "er", "ly", "s"):
        if len(t) > len(suf) + 2 and t.endswith(suf):
            t = t[: -len(suf)]
            break
    return t

def tokenize(doc):
    return [normalize_token(t) for t in doc.split()]

def build_index(docs):
    index, lengths = {}, []
    for i, doc in enumerate(docs):
        toks = tokenize(doc)
        lengths.append(len(toks))
        tf = {}
        for t in toks:
            tf[t] = tf.get(t, 0) + 1
        for t, c in tf.items():
            index.setdefault(t, []).append((i, c))
    return index, lengths

def bm25(index, lengths, query, k1=1.2, b=0.75):
    n = len(lengths)
    avg = sum(lengths) / n
    scores = {}
    for q in query:
        postings = index.get(q, [])
        if not postings:
            continue
        idf = math.log(1 + (n - len(postings) + 0.5) / (len(postings) + 0.5))
        for doc, tf in postings:
            denom = tf + k1 * (1 - b + b * lengths[doc] / avg)
            scores[doc] = scores.get(doc, 0.0) + idf * tf * (k1 + 1) / denom
    return sorted(scores.items(), key=lambda kv: -kv[1])[:10]

def render_snippet(doc, query):
    words = doc.split()
    qs = set(query)
    out = []
    for w in words[:40]:
        out.append("[" + w + "]" if normalize_token(w) in qs else w)
    return " ".join(out)

def run_queries(index, lengths, docs, rng, nq):
    total = 0
    for _ in range(nq):
        query = [normalize_token(rng.choice(WORDS)) for _ in range(3)]
        for doc, score in bm25(index, lengths, query):
            total += len(render_snippet(docs[doc], query))
    return total

def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    t0 = time.time()
    rng = random.Random(42)
    out = 0
    for _ in range(rounds):
        docs = make_docs(1500, rng)
        index, lengths = build_index(docs)
        out += run_queries(index, lengths, docs, rng, 150)
    print("out", out, "wall", round(time.time() - t0, 3))

if __name__ == "__main__":
    main()
