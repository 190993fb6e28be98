"""Small ledger workload for a py-spy before/after case.

--passes controls how many times reconcile_accounts() walks the batch;
before = 1 pass, after = 2 passes (the loop count doubles).
Everything else (load_entries, summarize_totals) does the same work in both variants.
"""
import argparse
import random


def load_entries(rng, n):
    out = []
    for i in range(n):
        acct = "AC%05d" % rng.randrange(20000)
        amount = rng.randrange(-50000, 50000) / 100.0
        memo = "".join(rng.choice("abcdefghij ") for _ in range(24))
        out.append((acct, amount, memo))
    return out


def split_memo(memo):
    words = []
    cur = []
    for ch in memo:
        if ch == " ":
            if cur:
                words.append("".join(cur))
                cur = []
        else:
            cur.append(ch)
    if cur:
        words.append("".join(cur))
    return words


def weigh_amount(amount, words):
    w = 0.0
    for word in words:
        for ch in word:
            w += (ord(ch) - 96) * 0.01
    return amount * (1.0 + w / (1 + len(words)))


def fold_key(acct):
    h = 2166136261
    for ch in acct:
        h = ((h ^ ord(ch)) * 16777619) & 0xFFFFFFFF
    return h % 997


def reconcile_accounts(entries, passes):
    buckets = [0.0] * 997
    for _ in range(passes):
        for acct, amount, memo in entries:
            words = split_memo(memo)
            value = weigh_amount(amount, words)
            buckets[fold_key(acct)] += value
    return buckets


def summarize_totals(entries):
    totals = {}
    for acct, amount, memo in entries:
        s = 0
        for ch in memo:
            s = (s * 31 + ord(ch)) % 1000003
        totals[acct] = totals.get(acct, 0.0) + amount + s * 1e-9
    ordered = sorted(totals.items(), key=lambda kv: (-kv[1], kv[0]))
    return ordered[:10]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--entries", type=int, default=60000)
    ap.add_argument("--passes", type=int, default=1)
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    rng = random.Random(1234)
    chk = 0.0
    for _ in range(args.rounds):
        entries = load_entries(rng, args.entries)
        buckets = reconcile_accounts(entries, args.passes)
        top = summarize_totals(entries)
        chk += sum(buckets) + top[0][1]
    print("checksum %.3f" % chk)


if __name__ == "__main__":
    main()
