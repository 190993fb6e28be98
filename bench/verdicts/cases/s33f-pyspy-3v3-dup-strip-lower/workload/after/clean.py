"""Clean a batch of messy CSV-like customer rows and aggregate them.

AFTER: a merge left the normalisation line duplicated in clean_field, so
every field is stripped and lower-cased twice.
"""
import random
import re
import sys
import zlib

PHONE_RE = re.compile(r"[^0-9]")


def make_rows(n, seed=7):
    rnd = random.Random(seed)
    first = ["  Alice", "BOB ", " carol", "Dave  ", "\tEve", "Frank\n", " Grace "]
    cities = [" New York ", "LONDON", "  paris", "Berlin ", " TOKYO  ", "Sao Paulo"]
    rows = []
    for i in range(n):
        rows.append([
            rnd.choice(first),
            rnd.choice(cities),
            "  +1 (555) %03d-%04d " % (rnd.randrange(1000), rnd.randrange(10000)),
            "  %d.%02d " % (rnd.randrange(5000), rnd.randrange(100)),
            rnd.choice([" Gold", "silver ", " BRONZE ", "none"]),
        ])
    return rows


def clean_field(value):
    v = value.strip().lower()
    v = value.strip().lower()
    if v in ("", "none", "null", "n/a"):
        return None
    return v


def clean_phone(value):
    digits = PHONE_RE.sub("", value)
    return digits[-10:]


def parse_amount(text):
    whole, _, frac = text.partition(".")
    return int(whole) * 100 + int(frac or 0)


def clean_row(row):
    name, city, phone, amount, tier = (clean_field(f) for f in row)
    return {
        "name": name.title() if name else None,
        "city": city,
        "phone": clean_phone(phone),
        "amount": parse_amount(amount),
        "tier": tier,
    }


def score_row(rec):
    # per-row scoring: a key hash and a few rules
    key = "%s|%s|%s" % (rec["name"], rec["city"], rec["phone"])
    h = zlib.crc32(key.encode())
    s = 0
    for k in range(12):
        s = (s * 31 + (h >> k & 0xFF)) % 1000003
    if rec["tier"] == "gold":
        s += rec["amount"] // 10
    return s


def aggregate(recs):
    by_city = {}
    for rec in recs:
        c = by_city.setdefault(rec["city"], [0, 0, 0])
        c[0] += 1
        c[1] += rec["amount"]
        c[2] = (c[2] + score_row(rec)) % 1000003
    return by_city


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 40000
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 8
    rows = make_rows(n)
    total = 0
    for _ in range(rounds):
        recs = [clean_row(r) for r in rows]
        agg = aggregate(recs)
        total = (total + sum(v[2] for v in agg.values())) % 1000003
    print("cities", len(agg), "total", total)


if __name__ == "__main__":
    main()
