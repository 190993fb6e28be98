"""Nightly job: an 'indexer' thread loads (generates) documents and builds an inverted index;
a 'summarizer' thread, started once the indexer's documents are loaded, computes per-account
summaries. The main thread prepares the account manifest and then waits for both."""
import random
import sys
import threading
import time
from collections import defaultdict

WORDS = ("alpha beta gamma delta epsilon zeta theta kappa lambda sigma omega river stone cloud "
         "market price order invoice payment refund customer account ledger balance report "
         "server client request response latency error retry cache queue worker thread").split()
STOPWORDS = [
    "a", "an", "and", "are", "as", "at", "be", "by", "for", "from", "has", "he", "in", "is",
    "it", "its", "of", "on", "that", "the", "to", "was", "were", "will", "with", "this", "or",
    "but", "not", "they", "we", "you", "i", "his", "her", "she", "them", "their", "our", "so",
]
FILLER = ("the", "a", "of", "and", "to", "in", "is", "with", "for", "on", "this", "that")


VOCAB = [w + str(i) for w in WORDS for i in range(40)]


def make_docs(rng, n):
    docs = []
    for _ in range(n):
        toks = rng.choices(VOCAB, k=rng.randrange(40, 80)) + rng.choices(FILLER, k=30)
        rng.shuffle(toks)
        docs.append(" ".join(toks).capitalize() + ".")
    return docs


def index_documents(docs, index):
    for doc_id, doc in enumerate(docs):
        pos = 0
        for tok in doc.lower().rstrip(".").split():
            pos += 1
            if tok in STOPWORDS:
                continue
            index[tok].append((doc_id, pos))


def run_indexer(seed, index, times, loaded):
    times["indexer_start"] = time.perf_counter()
    docs = make_docs(random.Random(seed), 10000)
    loaded.set()
    index_documents(docs, index)
    times["indexer_end"] = time.perf_counter()


def list_accounts(rng, n):
    """Set-up in the main thread: the account manifest (ids and their data seeds)."""
    ids = set()
    while len(ids) < n:
        ids.add("ACC%07d" % rng.randrange(10 ** 7))
    return [(acct, rng.randrange(2 ** 31)) for acct in sorted(ids)]


def load_transactions(seed):
    rng = random.Random(seed)
    return [(rng.randrange(-5000, 20000) / 100.0, rng.randrange(1, 29)) for _ in range(rng.randrange(20, 60))]


def summarize_accounts(accounts, out, times):
    times["summarizer_start"] = time.perf_counter()
    for acct, seed in accounts:
        txns = load_transactions(seed)
        bal = 0.0
        low = float("inf")
        by_day = defaultdict(float)
        for amount, day in sorted(txns, key=lambda t: t[1]):
            bal += amount
            low = min(low, bal)
            by_day[day] += amount
        busiest = max(by_day.items(), key=lambda kv: abs(kv[1]))
        out.append("%s %.2f %.2f %02d" % (acct, bal, low, busiest[0]))
    times["summarizer_end"] = time.perf_counter()


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    rng = random.Random(seed)
    t0 = time.perf_counter()
    times = {}
    index = defaultdict(list)
    docs_loaded = threading.Event()
    indexer = threading.Thread(target=run_indexer, args=(seed, index, times, docs_loaded), name="indexer")
    indexer.start()
    accounts = list_accounts(rng, 24000)
    docs_loaded.wait()  # the summarizer starts once the indexer has its documents in memory
    report = []
    summarizer = threading.Thread(target=summarize_accounts, args=(accounts, report, times), name="summarizer")
    summarizer.start()
    indexer.join()
    summarizer.join()
    print("indexer %.2f-%.2fs (%d terms), summarizer %.2f-%.2fs (%d rows), total %.2fs" % (
        times["indexer_start"] - t0, times["indexer_end"] - t0, len(index),
        times["summarizer_start"] - t0, times["summarizer_end"] - t0, len(report),
        time.perf_counter() - t0), file=sys.stderr)


if __name__ == "__main__":
    main()
