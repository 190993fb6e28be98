"""ledger: settles a day of synthetic payment records, in pure Python.

gen_records    builds N CSV-like text lines
parse_record   splits a line and converts its fields
fee_for        tiered fee computation (pure-Python arithmetic)
mix_digest     a pure-Python 64-bit mixing hash over the record's fields, used as
               the record's idempotency key
settle         per-merchant totals in a dict, then the top merchants sorted

Variant (environment LEDGER_VARIANT, default "before"):
  before  mix_digest mixes every field in 1 round
  after   mix_digest mixes every field in 2 rounds (twice the work in that function)
"""
import os
import sys

VARIANT = os.environ.get("LEDGER_VARIANT", "before")
DIGEST_ROUNDS = 2 if VARIANT == "after" else 1
N = int(sys.argv[1]) if len(sys.argv) > 1 else 300000
MASK = (1 << 64) - 1


def gen_records(n):
    out = []
    x = 88172645463325252
    for i in range(n):
        x ^= (x << 13) & MASK
        x ^= x >> 7
        x ^= (x << 17) & MASK
        merchant = x % 977
        amount = (x >> 20) % 500000
        currency = ("EUR", "USD", "GBP", "CHF")[(x >> 40) & 3]
        out.append(f"{i},{merchant},{amount},{currency},{(x >> 8) & 0xffff},card-{(x >> 30) % 10000:04d}")
    return out


def parse_record(line):
    rid, merchant, amount, currency, terminal, card = line.split(",")
    return int(rid), int(merchant), int(amount), currency, int(terminal), card


def fee_for(amount, currency):
    fee = 25
    if amount > 100000:
        fee += (amount - 100000) * 9 // 1000
        amount = 100000
    if amount > 10000:
        fee += (amount - 10000) * 14 // 1000
        amount = 10000
    fee += amount * 19 // 1000
    if currency != "EUR":
        fee += fee // 5
    return fee


def mix_digest(rid, merchant, amount, terminal):
    h = 0x9E3779B97F4A7C15
    for _ in range(DIGEST_ROUNDS):
        for v in (rid, merchant, amount, terminal, rid ^ amount, merchant * 31 + terminal):
            h ^= v
            h = (h * 0xBF58476D1CE4E5B9) & MASK
            h ^= h >> 31
            h = (h * 0x94D049BB133111EB) & MASK
            h ^= h >> 29
    return h


def settle(lines):
    totals = {}
    seen = set()
    dup = 0
    for line in lines:
        rid, merchant, amount, currency, terminal, card = parse_record(line)
        key = mix_digest(rid, merchant, amount, terminal)
        if key in seen:
            dup += 1
            continue
        seen.add(key)
        fee = fee_for(amount, currency)
        t = totals.get(merchant)
        if t is None:
            totals[merchant] = [amount, fee, 1]
        else:
            t[0] += amount
            t[1] += fee
            t[2] += 1
    top = sorted(totals.items(), key=lambda kv: -kv[1][0])[:10]
    return top, dup


def main():
    lines = gen_records(N)
    top, dup = settle(lines)
    print(f"variant={VARIANT} rounds={DIGEST_ROUNDS} records={len(lines)} dup={dup} "
          f"top={top[0][0]}:{top[0][1][0]}")


if __name__ == "__main__":
    main()
