"""Ledger scoring workload.

Each batch: load_batch() builds synthetic ledger lines, score_record() scores them
(its time divides among three callees: normalize_fields, rolling_checksum,
tokenize_memo), then summarize_batch() aggregates and render_report() formats.

--recheck (the "after" variant): every second record is scored a second time
("re-verification pass"), so score_record() is called 1.5 times as often.
Nothing else changes: same batches, same records, same seed.
"""
import argparse
import random

WORDS = ("alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel",
         "india", "juliet", "kilo", "lima", "mike", "november", "oscar", "papa")


def load_batch(rng, n):
    out = []
    for i in range(n):
        memo = " ".join(rng.choice(WORDS) for _ in range(12))
        amount = rng.randint(1, 10_000_000)
        acct = "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(10))
        out.append(f"{acct}|{amount}|  {memo.upper()}  |{i}")
    return out


def normalize_fields(rec):
    acct, amount, memo, seq = rec.split("|")
    memo = " ".join(memo.strip().lower().split())
    s = 0
    for ch in acct + memo:
        s = (s * 31 + ord(ch)) & 0xFFFFFFFF
    return s, int(amount), memo, int(seq)


def rolling_checksum(rec):
    a, b = 1, 0
    for ch in rec:
        a = (a + ord(ch)) % 65521
        b = (b + a) % 65521
    return (b << 16) | a


def tokenize_memo(memo):
    counts = {}
    for tok in memo.split():
        key = tok[:3]
        counts[key] = counts.get(key, 0) + len(tok)
    return sorted(counts.items())


def score_record(rec):
    acct_hash, amount, memo, seq = normalize_fields(rec)
    chk = rolling_checksum(rec)
    toks = tokenize_memo(memo)
    return (acct_hash ^ chk) + amount % 97 + sum(v for _, v in toks) + seq


def summarize_batch(recs, scores):
    buckets = {}
    for rec, sc in zip(recs, scores):
        key = rec[:2]
        lo, hi, tot, n = buckets.get(key, (sc, sc, 0, 0))
        buckets[key] = (min(lo, sc), max(hi, sc), tot + sc, n + 1)
    total = 0
    for _ in range(40):
        for key in sorted(buckets):
            lo, hi, tot, n = buckets[key]
            total += (tot // n) ^ (hi - lo)
    return total, buckets


def render_report(batch_no, total, buckets):
    lines = [f"batch {batch_no} total {total}"]
    for key in sorted(buckets):
        lo, hi, tot, n = buckets[key]
        lines.append(f"{key:>4} {lo:>14,} {hi:>14,} {tot:>18,} {n:>6}")
    text = "\n".join(lines)
    return sum(map(ord, text)) & 0xFFFF


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--batches", type=int, default=60)
    ap.add_argument("--size", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--recheck", action="store_true")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    acc = 0
    calls = 0
    for b in range(args.batches):
        recs = load_batch(rng, args.size)
        scores = []
        for i, rec in enumerate(recs):
            sc = score_record(rec)
            calls += 1
            if args.recheck and i % 2 == 0:
                if score_record(rec) != sc:
                    raise SystemExit("nondeterministic score")
                calls += 1
            scores.append(sc)
        total, buckets = summarize_batch(recs, scores)
        acc ^= render_report(b, total, buckets)
    print(f"batches={args.batches} size={args.size} seed={args.seed} "
          f"recheck={args.recheck} score_calls={calls} acc={acc}")


if __name__ == "__main__":
    main()
