"""orderpipe: three worker threads plus the main thread process a synthetic order feed.

worker "parser"  : parse_records   - parses CSV order lines into tuples
worker "scorer"  : score_customers - per-customer rolling risk score (float math)
worker "indexer" : build_index     - tokenises product descriptions into an inverted index
main thread      : make_feed + summarize (generates the input, merges the results)
"""
import sys
import threading

N_LINES = 60000
ROUNDS = 4


def make_feed(seed, n):
    x = seed
    lines, descs = [], []
    words = ["red", "blue", "steel", "oak", "large", "small", "lamp", "chair", "desk",
             "shelf", "cable", "mount", "pro", "lite", "kit", "pack"]
    for i in range(n):
        x = (x * 6364136223846793005 + 1442695040888963407) & 0xFFFFFFFFFFFFFFFF
        cust = (x >> 20) % 5000
        qty = (x >> 40) % 9 + 1
        price = ((x >> 12) % 100000) / 100.0
        lines.append(f"{i},{cust},SKU{(x >> 33) % 800:04d},{qty},{price:.2f},{'EU' if x & 1 else 'US'}")
        descs.append(" ".join(words[(x >> (4 * k)) % len(words)] for k in range(6)))
    return lines, descs


def parse_records(lines):
    out = []
    for ln in lines:
        oid, cust, sku, qty, price, region = [f.strip() for f in ln.split(",")]
        out.append((int(oid), int(cust), sku, int(qty), float(price), region))
    return out


def score_customers(n_cust, rounds, seed):
    scores = [0.5] * n_cust
    x = seed
    for _ in range(rounds):
        for c in range(n_cust):
            x = (x * 1103515245 + 12345) & 0x7FFFFFFF
            v = (x % 1000) / 1000.0
            s = scores[c] * 0.9 + v * 0.1
            scores[c] = s * s / (s * s + (1 - s) * (1 - s) + 1e-9)
    return sum(scores)


def build_index(descs):
    idx = {}
    for i, d in enumerate(descs):
        for tok in d.split():
            t = tok.lower().strip()
            lst = idx.get(t)
            if lst is None:
                idx[t] = lst = []
            lst.append(i)
    return {k: len(v) for k, v in idx.items()}


def summarize(records, score, index):
    by_region = {}
    for r in records:
        by_region[r[5]] = by_region.get(r[5], 0.0) + r[3] * r[4]
    top = sorted(index.items(), key=lambda kv: -kv[1])[:5]
    return round(sum(by_region.values()), 2), round(score, 4), top


def main():
    results = {}
    total = 0.0
    for rnd in range(ROUNDS):
        lines, descs = make_feed(12345 + rnd, N_LINES)
        ts = [
            threading.Thread(target=lambda: results.__setitem__("p", parse_records(lines)), name="parser"),
            threading.Thread(target=lambda: results.__setitem__("s", score_customers(5000, 40, rnd + 7)), name="scorer"),
            threading.Thread(target=lambda: results.__setitem__("i", build_index(descs)), name="indexer"),
        ]
        for t in ts:
            t.start()
        for t in ts:
            t.join()
        s = summarize(results["p"], results["s"], results["i"])
        total += s[0]
        print(rnd, s)
    print("total", round(total, 2))


if __name__ == "__main__":
    main()
