"""Ledger import: parse CSV-like rows, normalise entries, validate and post them."""
import random
import sys
import hashlib
import zlib

CURRENCIES = ["EUR", "USD", "GBP", "CHF", "JPY", "SEK"]
WORDS = ["Invoice", "Refund", "Transfer", "Fee", "Payroll", "Rent", "Supplies",
         "Travel", "Consulting", "Licence", "Hosting", "Insurance"]


def make_rows(n, seed=7, distinct=4000):
    rng = random.Random(seed)
    pool = []
    for _ in range(distinct):
        memo = "  ".join(rng.choice(WORDS) for _ in range(rng.randint(3, 7)))
        amount = "%d.%02d" % (rng.randint(0, 99999), rng.randint(0, 99))
        pool.append("  %s ;%s;%s;%d" % (memo.upper() if rng.random() < 0.6 else memo,
                                         amount, rng.choice(CURRENCIES).lower(),
                                         rng.randint(1000, 9999)))
    return ["%d;%s" % (i, pool[i % distinct]) for i in range(n)]


def parse_row(line):
    parts = line.split(";")
    return {"id": parts[0], "memo": parts[1], "amount": parts[2],
            "currency": parts[3], "account": parts[4]}


def clean_text(rec):
    memo = rec["memo"].strip()
    words = [w.capitalize() for w in memo.split() if w]
    out = []
    for w in words:
        if out and out[-1] == w:
            continue
        out.append(w)
    return " ".join(out)


def coerce_fields(rec):
    whole, _, frac = rec["amount"].partition(".")
    cents = int(whole) * 100 + int(frac or 0)
    cur = rec["currency"].strip().upper()
    acct = int(rec["account"])
    check = sum(int(d) * (i + 1) for i, d in enumerate(str(acct))) % 11
    return cents, cur, acct, check


def normalize_record(rec):
    memo = clean_text(rec)
    cents, cur, acct, check = coerce_fields(rec)
    return {"id": int(rec["id"]), "memo": memo, "cents": cents,
            "currency": cur, "account": acct, "check": check}


def validate_record(raw, entry):
    # Re-derive the entry from the raw row instead of trusting the caller's copy.
    fresh = normalize_record(raw)
    if fresh != entry:
        return False
    if entry["currency"] not in CURRENCIES:
        return False
    if entry["cents"] < 0 or entry["check"] == 10:
        return False
    return len(entry["memo"]) > 0


def audit_line(entry, balance):
    return "%08d|%-40s|%12.2f|%s|%06d|%14.2f" % (
        entry["id"], entry["memo"][:40], entry["cents"] / 100.0,
        entry["currency"], entry["account"], balance / 100.0)


def post_entry(ledger, audit, entry):
    key = (entry["account"], entry["currency"])
    balance = ledger.get(key, 0) + entry["cents"]
    ledger[key] = balance
    line = audit_line(entry, balance)
    audit[0] = zlib.crc32(line.encode(), audit[0])
    audit[1] += len(line)


def digest(ledger):
    h = hashlib.sha256()
    for key in sorted(ledger):
        h.update(("%s:%s=%d;" % (key[0], key[1], ledger[key])).encode())
    return h.hexdigest()[:16]


def import_batch(lines):
    ledger = {}
    audit = [0, 0]
    rejected = 0
    for line in lines:
        raw = parse_row(line)
        entry = normalize_record(raw)
        if validate_record(raw, entry):
            post_entry(ledger, audit, entry)
        else:
            rejected += 1
    return ledger, rejected, audit


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 500000
    rows = make_rows(n)
    ledger, rejected, audit = import_batch(rows)
    print("entries", n, "rejected", rejected, "accounts", len(ledger), "digest", digest(ledger),
          "audit", "%08x/%d" % (audit[0], audit[1]))


if __name__ == "__main__":
    main()
