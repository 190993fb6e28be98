"""Document indexer: a ThreadPoolExecutor of 4 workers fetches synthetic documents
(simulated I/O latency), parses them, ranks terms and checksums the output; the main
thread merges partial indexes as futures complete."""
import random
import sys
import time
from concurrent.futures import ThreadPoolExecutor, as_completed

WORDS = ("alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho "
         "sigma tau upsilon phi chi psi omega the a of and to in is it for on with as by at from "
         "server cache query index shard replica leader commit write read latency throughput").split()
STOPWORDS = frozenset("the a of and to in is it for on with as by at from".split())


def fetch(doc_id):
    """Pretend to download a document: short sleep, then synthesise its text."""
    time.sleep(0.001 + (doc_id % 5) * 0.0003)
    rnd = random.Random(doc_id)
    paras = []
    for _ in range(6):
        paras.append(" ".join(rnd.choices(WORDS, k=rnd.randint(120, 240))) + ".")
    return "\n".join(paras)


def parse(text):
    tokens = []
    for para in text.split("\n"):
        for w in para.split():
            w = w.strip(".,;:!?").lower()
            if w:
                tokens.append(w)
    return tokens


def rank_terms(tokens):
    tf = {}
    prev = prev2 = None
    for t in tokens:
        if t in STOPWORDS:
            prev = prev2 = None
            continue
        tf[t] = tf.get(t, 0) + 1
        if prev is not None:
            bg = prev + " " + t
            tf[bg] = tf.get(bg, 0) + 1
            if prev2 is not None:  # phrase search: index trigrams too
                tg = prev2 + " " + bg
                tf[tg] = tf.get(tg, 0) + 1
        prev2, prev = prev, t
    n = float(len(tokens)) or 1.0
    ranked = sorted(((c / n, t) for t, c in tf.items()), reverse=True)
    return ranked[:15]


def checksum(tokens):
    a, b = 1, 0
    for t in tokens:
        for ch in t:
            a = (a + ord(ch)) % 65521
            b = (b + a) % 65521
    return (b << 16) | a


def index_doc(doc_id):
    text = fetch(doc_id)
    tokens = parse(text)
    top = rank_terms(tokens)
    return doc_id, top, checksum(tokens)


def merge(index, doc_id, top):
    for w, t in top:
        index.setdefault(t, []).append((doc_id, round(w, 4)))


def main():
    ndocs = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    index = {}
    crc = 0
    with ThreadPoolExecutor(max_workers=4) as pool:
        futs = [pool.submit(index_doc, i) for i in range(ndocs)]
        for f in as_completed(futs):
            doc_id, top, c = f.result()
            merge(index, doc_id, top)
            crc ^= c
    print("docs", ndocs, "terms", len(index), "crc", crc)


if __name__ == "__main__":
    main()
