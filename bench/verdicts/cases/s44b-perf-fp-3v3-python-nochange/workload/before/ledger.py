"""Ledger reconciliation: generate transactions, post them to accounts, match transfers, report."""
import json
import random
import sys
from collections import defaultdict


class Account:
    __slots__ = ("name", "balance", "history")

    def __init__(self, name):
        self.name = name
        self.balance = 0
        self.history = []

    def post(self, amount, ref):
        self.balance += amount
        self.history.append((ref, amount))


def generate_transactions(rng, n, accounts):
    txs = []
    for i in range(n):
        src, dst = rng.sample(accounts, 2)
        amount = rng.randrange(1, 500000)
        memo = "inv-%d/%s" % (rng.randrange(10**6), rng.choice(("rent", "fees", "payroll", "refund", "misc")))
        txs.append({"ref": "T%07d" % i, "src": src, "dst": dst, "amount": amount, "memo": memo})
    return txs


def encode_batch(txs):
    return [json.dumps(t, sort_keys=True) for t in txs]


def decode_batch(lines):
    return [json.loads(s) for s in lines]


def post_all(ledger, txs):
    for t in txs:
        ledger[t["src"]].post(-t["amount"], t["ref"])
        ledger[t["dst"]].post(t["amount"], t["ref"])


def match_transfers(ledger):
    legs = defaultdict(list)
    for acct in ledger.values():
        for ref, amount in acct.history:
            legs[ref].append(amount)
    unbalanced = 0
    for ref, amounts in legs.items():
        if sum(amounts) != 0:
            unbalanced += 1
    return len(legs), unbalanced


def memo_categories(txs):
    cats = defaultdict(int)
    for t in txs:
        cats[t["memo"].rsplit("/", 1)[1]] += t["amount"]
    return dict(sorted(cats.items()))


def report(ledger, txs):
    top = sorted(ledger.values(), key=lambda a: (a.balance, a.name))[:5]
    n, unbalanced = match_transfers(ledger)
    return {"top": [(a.name, a.balance) for a in top], "transfers": n,
            "unbalanced": unbalanced, "categories": memo_categories(txs)}


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    per_round = int(sys.argv[2]) if len(sys.argv) > 2 else 20000
    rng = random.Random(2024)
    names = ["ACC%04d" % i for i in range(400)]
    out = []
    for _ in range(rounds):
        ledger = {n: Account(n) for n in names}
        txs = decode_batch(encode_batch(generate_transactions(rng, per_round, names)))
        post_all(ledger, txs)
        out.append(report(ledger, txs))
    print(json.dumps(out[-1]["top"]), sum(r["transfers"] for r in out), sum(r["unbalanced"] for r in out))


if __name__ == "__main__":
    main()
