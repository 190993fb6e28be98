#!/usr/bin/env python3
"""quotes.py: prices a synthetic batch of insurance quote requests.

Pipeline per record: parse_record -> tokenize_notes -> solve_premium -> fingerprint,
then summarize over the whole batch. The premium is found by fixed-point iteration
(SOLVER_ITERS rounds); the result is rounded to cents, so extra rounds past convergence
do not change the output.
"""
import random
import sys

SOLVER_ITERS = 39  # was 30: extra rounds "for safety"

WORDS = ("garage alarm sprinkler flood zone commute urban rural teen driver claim "
         "hail roof wood brick pool dog fence solar heater basement tenant").split()


def make_batch(n, seed):
    rnd = random.Random(seed)
    lines = []
    for i in range(n):
        notes = " ".join(rnd.choice(WORDS) for _ in range(rnd.randint(4, 9)))
        lines.append("%d|%d|%.2f|%d|%s" % (i, rnd.randint(18, 90), rnd.uniform(50e3, 900e3),
                                           rnd.randint(0, 5), notes))
    return lines


def parse_record(line):
    parts = line.split("|")
    rec = {"id": int(parts[0]), "age": int(parts[1]), "value": float(parts[2]),
           "claims": int(parts[3]), "notes": parts[4]}
    rec["band"] = "young" if rec["age"] < 25 else ("senior" if rec["age"] > 70 else "adult")
    digits = [int(c) for c in parts[2] if c.isdigit()]
    rec["check"] = sum(d * (k % 7 + 1) for k, d in enumerate(digits)) % 97
    return rec


def tokenize_notes(rec):
    counts = {}
    for tok in rec["notes"].split():
        t = tok.strip().lower()
        if len(t) < 3:
            continue
        counts[t] = counts.get(t, 0) + 1
    risk_words = ("flood", "teen", "claim", "hail", "wood", "pool", "dog")
    rec["flags"] = sorted(w for w in counts if w in risk_words)
    rec["weight"] = sum(counts.get(w, 0) * (i + 1) for i, w in enumerate(risk_words))
    return rec


def _premium_step(p, rate, load):
    # one fixed-point update: premium = base + load * premium^0.5 + a reserve term
    return rate + load * (p ** 0.5) + 0.01 * (p - rate) / (1.0 + p / 1e4)


def solve_premium(rec):
    rate = rec["value"] * 0.0021 * (1.0 + 0.15 * rec["claims"])
    load = 0.8 + 0.05 * rec["weight"] + (0.4 if rec["band"] == "young" else 0.0)
    p = rate
    for _ in range(SOLVER_ITERS):
        p = _premium_step(p, rate, load)
    rec["premium"] = round(p, 2)
    return rec


def fingerprint(rec):
    h = 2166136261
    for ch in "%(id)d:%(band)s:%(premium).2f:" % rec + ",".join(rec["flags"]):
        h ^= ord(ch)
        h = (h * 16777619) & 0xFFFFFFFF
    rec["fp"] = h
    return rec


def summarize(recs):
    by_band = {}
    for r in recs:
        b = by_band.setdefault(r["band"], [0, 0.0, 0])
        b[0] += 1
        b[1] += r["premium"]
        b[2] ^= r["fp"]
    return by_band


def process(lines):
    out = []
    for line in lines:
        rec = parse_record(line)
        rec = tokenize_notes(rec)
        rec = solve_premium(rec)
        out.append(fingerprint(rec))
    return out


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 60000
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 11
    lines = make_batch(n, seed)
    summary = summarize(process(lines))
    for band in sorted(summary):
        c, tot, x = summary[band]
        print("%-6s n=%d total=%.2f xor=%08x" % (band, c, tot, x))


if __name__ == "__main__":
    main()
