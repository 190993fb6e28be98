"""ledger: reconciles a generated bank-transaction export against a generated invoice list.

Pipeline: generate CSV text (random, seeded) -> parse -> normalise descriptions ->
build a word index -> match transactions to invoices -> per-month statistics -> report.
The sizes are fixed; only the random content depends on the seed."""
import bisect
import csv
import io
import random
import re
import statistics
import sys
from collections import Counter, defaultdict

VENDORS = ["Acme Corp", "Globex", "Initech", "Umbrella Ltd", "Stark Industries", "Wayne Enterprises",
           "Hooli", "Vandelay Imports", "Soylent GmbH", "Tyrell Co", "Cyberdyne", "Wonka Inc"]
WORDS = ["payment", "invoice", "transfer", "ref", "monthly", "service", "fee", "license", "support",
         "hardware", "travel", "refund", "consulting", "hosting", "q1", "q2", "q3", "q4"]


def generate(n_tx, n_inv, seed):
    rng = random.Random(seed)
    invoices = []
    for i in range(n_inv):
        invoices.append({"no": "INV-%06d" % (i + 1), "vendor": rng.choice(VENDORS),
                         "amount": round(rng.uniform(20, 20000), 2),
                         "month": rng.randint(1, 12)})
    buf = io.StringIO()
    w = csv.writer(buf)
    w.writerow(["date", "amount", "counterparty", "description"])
    for _ in range(n_tx):
        if rng.random() < 0.6:
            inv = rng.choice(invoices)
            amount = inv["amount"] if rng.random() < 0.9 else round(inv["amount"] * rng.uniform(0.95, 1.05), 2)
            desc = "%s %s %s" % (rng.choice(WORDS).upper(), inv["no"], " ".join(rng.sample(WORDS, 3)))
            party = inv["vendor"] if rng.random() < 0.8 else inv["vendor"].upper() + " "
            month = inv["month"]
        else:
            amount = round(rng.uniform(1, 5000), 2)
            desc = " ".join(rng.sample(WORDS, rng.randint(2, 6)))
            party = rng.choice(VENDORS)
            month = rng.randint(1, 12)
        w.writerow(["2023-%02d-%02d" % (month, rng.randint(1, 28)), "%.2f" % -amount, party, desc])
    return buf.getvalue(), invoices


def parse_transactions(text):
    rows = []
    reader = csv.reader(io.StringIO(text))
    next(reader)
    for date, amount, party, desc in reader:
        rows.append({"date": date, "month": int(date[5:7]), "amount": -float(amount),
                     "party": party, "desc": desc})
    return rows


_SPACES = re.compile(r"\s+")
_INV_REF = re.compile(r"\bINV-(\d{6})\b")


def normalise(rows):
    for r in rows:
        r["party_key"] = _SPACES.sub(" ", r["party"]).strip().casefold()
        r["words"] = [w.casefold() for w in _SPACES.split(r["desc"]) if w]
        m = _INV_REF.search(r["desc"])
        r["ref"] = "INV-" + m.group(1) if m else None


def build_index(rows):
    index = defaultdict(list)
    for i, r in enumerate(rows):
        for w in set(r["words"]):
            index[w].append(i)
    return index


def match(rows, invoices):
    by_no = {inv["no"]: inv for inv in invoices}
    buckets = defaultdict(list)
    for inv in invoices:
        buckets[(inv["vendor"].casefold(), inv["month"])].append(inv)
    keys = {}
    for key, lst in buckets.items():
        lst.sort(key=lambda inv: inv["amount"])
        keys[key] = [inv["amount"] for inv in lst]
    exact = fuzzy = unmatched = 0
    for r in rows:
        inv = by_no.get(r["ref"]) if r["ref"] else None
        if inv is not None and abs(inv["amount"] - r["amount"]) < 0.005:
            exact += 1
            continue
        key = (r["party_key"], r["month"])
        lst = buckets.get(key)
        best = None
        if lst:
            amounts = keys[key]
            lo = bisect.bisect_left(amounts, r["amount"] / 1.05)
            hi = bisect.bisect_right(amounts, r["amount"] / 0.95)
            best_d = None
            for cand in lst[lo:hi]:
                d = abs(cand["amount"] - r["amount"]) / cand["amount"]
                if d < 0.05 and (best_d is None or d < best_d):
                    best, best_d = cand, d
        if best is not None:
            fuzzy += 1
        else:
            unmatched += 1
    return exact, fuzzy, unmatched


def monthly_stats(rows):
    by_month = defaultdict(list)
    for r in rows:
        by_month[r["month"]].append(r["amount"])
    out = {}
    for m, amounts in sorted(by_month.items()):
        amounts.sort()
        out[m] = (len(amounts), round(sum(amounts), 2), statistics.median(amounts),
                  amounts[int(len(amounts) * 0.95)])
    return out


def top_words(index, k=10):
    return Counter({w: len(ids) for w, ids in index.items()}).most_common(k)


def report(stats, matches, words):
    lines = ["month  count        total     median        p95"]
    for m, (n, tot, med, p95) in stats.items():
        lines.append("%5d %6d %12.2f %10.2f %10.2f" % (m, n, tot, med, p95))
    lines.append("exact=%d fuzzy=%d unmatched=%d" % matches)
    lines.append("top words: " + ", ".join("%s(%d)" % wc for wc in words))
    return "\n".join(lines)


def main():
    n_tx = int(sys.argv[1]) if len(sys.argv) > 1 else 60000
    n_inv = int(sys.argv[2]) if len(sys.argv) > 2 else 20000
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    seed = int(sys.argv[4]) if len(sys.argv) > 4 else 1
    text, invoices = generate(n_tx, n_inv, seed)
    for _ in range(rounds):
        rows = parse_transactions(text)
        normalise(rows)
        index = build_index(rows)
        matches = match(rows, invoices)
        stats = monthly_stats(rows)
        out = report(stats, matches, top_words(index))
    print(out.splitlines()[-2], "seed=%d" % seed)


if __name__ == "__main__":
    main()
