"""Aggregate a synthetic ledger in parallel chunks with a thread pool.

Each job takes a slice of CSV lines, parses them into records and returns
per-month totals per account.  The main thread submits the jobs and merges
the results as the futures complete.
"""
import random
import sys
from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor, as_completed
from datetime import date

ACCOUNTS = [f"ACC{n:04d}" for n in range(200)]
CATEGORIES = ["rent", "food", "travel", "salary", "tax", "misc", "fees"]


def make_lines(n, seed=1234):
    rng = random.Random(seed)
    lines = []
    for i in range(n):
        d = date(2020 + rng.randrange(4), rng.randrange(1, 13), rng.randrange(1, 29))
        amount = rng.randrange(-500000, 500000) / 100
        lines.append(
            f"{i},{rng.choice(ACCOUNTS)},{d.isoformat()},{amount:.2f},{rng.choice(CATEGORIES)}"
        )
    return lines


def parse_date(text):
    return date.fromisoformat(text)


def parse_amount(text):
    return round(float(text) * 100)


def parse_line(line):
    rid, account, day, amount, category = line.split(",")
    return int(rid), account, parse_date(day), parse_amount(amount), category


def process_chunk(lines):
    totals = defaultdict(int)
    for line in lines:
        _rid, account, day, cents, category = parse_line(line)
        if category == "fees":
            cents = -abs(cents)
        totals[(account, day.year, day.month)] += cents
    return totals


def run(n_lines, chunk, workers=3):
    lines = make_lines(n_lines)
    merged = defaultdict(int)
    with ThreadPoolExecutor(max_workers=workers) as pool:
        futures = [pool.submit(process_chunk, lines[i:i + chunk])
                   for i in range(0, len(lines), chunk)]
        for fut in as_completed(futures):
            for key, cents in fut.result().items():
                merged[key] += cents
    return merged


def main():
    n_lines = int(sys.argv[1]) if len(sys.argv) > 1 else 170_000
    merged = run(n_lines, chunk=5_000)
    grand = sum(merged.values())
    print(f"buckets={len(merged)} grand_total_cents={grand}")


if __name__ == "__main__":
    main()
