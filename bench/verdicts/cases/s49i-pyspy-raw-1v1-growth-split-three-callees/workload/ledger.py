"""Ledger importer: parses CSV-like records, normalizes fields, aggregates totals.

Usage: ledger.py {before|after} N_RECORDS SEED
The 'after' variant re-normalizes each field after merging defaults (a code
change that calls normalize_field twice per field); output is identical.
"""
import random
import sys
import zlib

VARIANT = sys.argv[1]
N = int(sys.argv[2])
SEED = int(sys.argv[3])

ACCOUNTS = ["cash", "bank", "receivable", "payable", "equity", "revenue", "expense", "tax"]
WORDS = ["alpha", "beta", "gamma", "Delta", "EPSILON", "zeta", "eta", "theta", "iota", "kappa"]


def make_input(n, seed):
    rng = random.Random(seed)
    lines = []
    for i in range(n):
        acct = rng.choice(ACCOUNTS)
        memo = " ".join(rng.choice(WORDS) for _ in range(rng.randint(3, 7)))
        amount = "%d.%02d" % (rng.randint(1, 99999), rng.randint(0, 99))
        ref = "REF-%06d" % rng.randint(0, 999999)
        lines.append("%d,%s,  %s ,%s,%s" % (i, acct, memo, amount, ref))
    return lines


def parse_line(line):
    parts = line.split(",")
    return {"id": int(parts[0]), "account": parts[1], "memo": parts[2],
            "amount": parts[3], "ref": parts[4]}


def tokenize(text):
    out = []
    cur = []
    for ch in text:
        if ch.isalnum() or ch in ".-":
            cur.append(ch.lower())
        elif cur:
            out.append("".join(cur))
            cur = []
    if cur:
        out.append("".join(cur))
    return out


def validate(tokens):
    for t in tokens:
        if not t:
            raise ValueError("empty token")
        for ch in t:
            if not (ch.isalnum() or ch in ".-"):
                raise ValueError("bad char %r" % ch)
    return tokens


def hash_tokens(tokens):
    h = 2166136261
    for t in tokens:
        for b in t.encode():
            h = ((h ^ b) * 16777619) & 0xFFFFFFFF
    return h


def normalize_field(value):
    tokens = validate(tokenize(value))
    return " ".join(tokens), hash_tokens(tokens)


def merge_defaults(rec):
    if not rec["memo"].strip():
        rec["memo"] = "(none)"
    return rec


def normalize_record(rec):
    out = {}
    for key in ("account", "memo", "ref"):
        text, h = normalize_field(rec[key])
        out[key] = text
        out[key + "_h"] = h
    if VARIANT == "after":
        # new: re-normalize after merging defaults (same result, twice the work)
        merged = merge_defaults(dict(rec, **{k: out[k] for k in ("account", "memo", "ref")}))
        for key in ("account", "memo", "ref"):
            text, h = normalize_field(merged[key])
            out[key] = text
            out[key + "_h"] = h
    return out


def parse_amount(s):
    whole, frac = s.split(".")
    cents = 0
    for ch in whole:
        cents = cents * 10 + (ord(ch) - 48)
    return cents * 100 + int(frac)


def post_entry(ledger, rec, norm):
    cents = parse_amount(rec["amount"])
    acct = norm["account"]
    bucket = ledger.setdefault(acct, [0, 0, 0])
    bucket[0] += cents
    bucket[1] += 1
    bucket[2] ^= norm["memo_h"] ^ norm["ref_h"]


def render_report(ledger):
    rows = []
    for acct in sorted(ledger):
        total, count, digest = ledger[acct]
        rows.append("%-12s %14.2f %8d %08x" % (acct, total / 100.0, count, digest))
    return "\n".join(rows)


def import_batch(lines, ledger):
    for line in lines:
        rec = parse_line(line)
        norm = normalize_record(rec)
        post_entry(ledger, rec, norm)


def main():
    lines = make_input(N, SEED)
    ledger = {}
    for start in range(0, len(lines), 1000):
        import_batch(lines[start:start + 1000], ledger)
    report = render_report(ledger)
    print(report)
    print("crc32 %08x" % zlib.crc32(report.encode()))


if __name__ == "__main__":
    main()
