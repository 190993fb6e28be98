"""Document ingest service (batch mode): a pool of 3 worker threads runs two
kinds of jobs -- tokenizing text documents and checksumming binary chunks --
while the main thread waits for results and tallies them."""
import random
import sys
from concurrent.futures import ThreadPoolExecutor, as_completed

WORDS = ("alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi "
         "omicron pi rho sigma tau upsilon phi chi psi omega the of and to in is "
         "that for it as was with be by on not he this are or his from at which").split()
PUNCT = ".,;:!?\"'()"


def make_inputs(n_docs, n_chunks, seed=11):
    rnd = random.Random(seed)
    docs = []
    for _ in range(n_docs):
        ws = [rnd.choice(WORDS) for _ in range(5000)]
        for j in range(0, len(ws), 9):
            ws[j] = ws[j].capitalize() + rnd.choice(PUNCT)
        docs.append(" ".join(ws))
    chunks = [bytes(rnd.getrandbits(8) for _ in range(1500)) for _ in range(n_chunks)]
    return docs, chunks


def tokenize_doc(text):
    counts = {}
    for tok in text.split():
        w = tok.strip(PUNCT).lower()
        if not w:
            continue
        counts[w] = counts.get(w, 0) + 1
    top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:10]
    return ("doc", len(counts), top)


def checksum_chunk(data):
    a, b = 1, 0
    for byte in data:
        a = (a + byte) % 65521
        b = (b + a) % 65521
    return ("chunk", len(data), (b << 16) | a)


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    docs, chunks = make_inputs(60, 60)
    tally = {"doc": 0, "chunk": 0}
    digest = 0
    with ThreadPoolExecutor(max_workers=3) as pool:
        for _ in range(rounds):
            futs = []
            for d, c in zip(docs, chunks):
                futs.append(pool.submit(tokenize_doc, d))
                futs.append(pool.submit(checksum_chunk, c))
            for f in as_completed(futs):
                kind, n, val = f.result()
                tally[kind] += 1
                if kind == "chunk":
                    digest ^= val if isinstance(val, int) else val[0]
    print(tally, hex(digest))


if __name__ == "__main__":
    main()
