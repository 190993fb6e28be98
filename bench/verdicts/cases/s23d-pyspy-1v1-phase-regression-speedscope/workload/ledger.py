#!/usr/bin/env python3
"""Phased bank-ledger batch job (toy, for profiling).

Each pass runs five phases in order, each dominated by its own functions:
  load      -> gen_batch, gen_record
  parse     -> parse_record, parse_amount, parse_date
  validate  -> check_iban, check_limits
  transform -> convert_currency, categorize
  aggregate -> rollup_accounts, monthly_totals
  render    -> format_money, render_statement
Usage: ledger.py PASSES RECORDS [--after]
--after: check_iban (validate phase only) first normalizes the printed form
(strip spaces, upper-case) and computes the ISO 13616 mod-97 by
streaming 3-digit groups through the remainder instead of one big int().
"""
import random
import re
import string
import sys
import time
from collections import defaultdict

AFTER = "--after" in sys.argv
CCY = {"EUR": 1.0, "USD": 0.92, "GBP": 1.16, "CHF": 1.04, "SEK": 0.087}
COUNTRIES = ["DE", "FR", "NL", "IT", "ES", "BE"]
MERCHANTS = ["REWE Markt", "Deutsche Bahn", "Amazon EU", "Shell Station", "Netflix",
             "Stadtwerke", "Apotheke am Markt", "Lidl", "Spotify AB", "Hotel Adler",
             "Miete Wohnung", "Gehalt ACME GmbH", "Versicherung AG", "Bäckerei Schmidt"]
RULES = [(re.compile(p, re.I), c) for p, c in [
    (r"rewe|lidl|aldi|edeka", "groceries"), (r"bahn|shell|aral|tank", "transport"),
    (r"netflix|spotify|disney", "subscriptions"), (r"miete|wohnung", "rent"),
    (r"gehalt|lohn", "salary"), (r"apotheke|arzt", "health"),
    (r"hotel|airbnb|booking", "travel"), (r"versicherung", "insurance")]]


# ---------------------------------------------------------------- load
def make_iban(rng):
    cc = rng.choice(COUNTRIES)
    bban = "".join(rng.choice(string.digits) for _ in range(18))
    num = int("".join(str(int(ch, 36)) for ch in bban + cc + "00"))
    return f"{cc}{98 - num % 97:02d}{bban}"


def gen_record(rng, accounts, i):
    acct = rng.choice(accounts)
    cp = rng.choice(accounts) if rng.random() < 0.9 else acct[:-1] + str((int(acct[-1]) + 1) % 10)
    amt = rng.lognormvariate(3.5, 1.2) * (1 if rng.random() < 0.2 else -1)
    ccy = rng.choice("EEEEEEUUGCS")
    ccy = {"E": "EUR", "U": "USD", "G": "GBP", "C": "CHF", "S": "SEK"}[ccy]
    d = f"2024-{rng.randrange(1, 13):02d}-{rng.randrange(1, 29):02d}"
    memo = f"{rng.choice(MERCHANTS)} {rng.randrange(10000):04d}"
    return f"{i};{acct};{cp};{amt:.2f};{ccy};{d};{memo}"


def gen_batch(rng, accounts, n):
    return "\n".join(gen_record(rng, accounts, i) for i in range(n))


# ---------------------------------------------------------------- parse
def parse_amount(s):
    neg = s.startswith("-")
    whole, _, frac = s.lstrip("-").partition(".")
    cents = int(whole) * 100 + int((frac + "00")[:2])
    return -cents if neg else cents


def parse_date(s):
    y, m, d = s.split("-")
    return int(y), int(m), int(d)


def parse_record(line):
    rid, acct, cp, amt, ccy, d, memo = line.split(";", 6)
    return {"id": int(rid), "acct": acct, "cp": cp, "cents": parse_amount(amt),
            "ccy": ccy, "date": parse_date(d), "memo": memo}


# ---------------------------------------------------------------- validate
def check_iban(iban):
    if AFTER:
        # after: accept printed form (spaces, lower case) before checking
        iban = iban.replace(" ", "").upper()
    if len(iban) < 15 or not iban[:2].isalpha():
        return False
    s = iban[4:] + iban[:4]
    if not AFTER:
        return int("".join(str(int(ch, 36)) for ch in s)) % 97 == 1
    # after: stream the digits through the remainder, 3 at a time
    digits = "".join(str(int(ch, 36)) for ch in s)
    rem = 0
    for k in range(0, len(digits), 3):
        chunk = digits[k:k + 3]
        rem = int(str(rem) + chunk) % 97
    return rem == 1


def check_limits(rec, limits):
    lim = limits.get(rec["acct"], 500000)
    return abs(rec["cents"]) <= lim


def validate(recs, limits):
    ok, rejected = [], 0
    for r in recs:
        # own accounts are trusted; only the counterparty IBAN is checked
        if check_iban(r["cp"]) and check_limits(r, limits):
            ok.append(r)
        else:
            rejected += 1
    return ok, rejected


# ---------------------------------------------------------------- transform
def convert_currency(rec):
    rate = CCY[rec["ccy"]]
    rec["eur_cents"] = int(round(rec["cents"] * rate))
    return rec


def categorize(rec):
    for rx, cat in RULES:
        if rx.search(rec["memo"]):
            rec["cat"] = cat
            return rec
    rec["cat"] = "other"
    return rec


def transform(recs):
    return [categorize(convert_currency(r)) for r in recs]


# ---------------------------------------------------------------- aggregate
def rollup_accounts(recs):
    bal = defaultdict(int)
    by_cat = defaultdict(lambda: defaultdict(int))
    for r in recs:
        bal[r["acct"]] += r["eur_cents"]
        by_cat[r["acct"]][r["cat"]] += r["eur_cents"]
    return bal, by_cat


def monthly_totals(recs):
    m = defaultdict(lambda: [0, 0])
    for r in recs:
        key = (r["acct"], r["date"][1])
        if r["eur_cents"] >= 0:
            m[key][0] += r["eur_cents"]
        else:
            m[key][1] += r["eur_cents"]
    return m


# ---------------------------------------------------------------- render
def format_money(cents):
    sign = "-" if cents < 0 else ""
    cents = abs(cents)
    whole, frac = divmod(cents, 100)
    s = f"{whole:,}".replace(",", ".")
    return f"{sign}{s},{frac:02d} EUR"


def render_statement(acct, bal, cats, months):
    lines = [f"Kontoauszug {acct}", "-" * 40]
    for cat in sorted(cats):
        lines.append(f"  {cat:<14}{format_money(cats[cat]):>22}")
    for mo in range(1, 13):
        inc, out = months.get((acct, mo), (0, 0))
        lines.append(f"  {mo:02d}/2024  +{format_money(inc):>16}  {format_money(out):>18}")
    lines.append(f"  Saldo{format_money(bal):>31}")
    return "\n".join(lines)


def render(bal, by_cat, months):
    return "\n\n".join(render_statement(a, bal[a], by_cat[a], months) for a in sorted(bal))


# ---------------------------------------------------------------- main
def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    passes = int(args[0]) if args else 4
    n = int(args[1]) if len(args) > 1 else 30000
    rng = random.Random(77)
    accounts = [make_iban(rng) for _ in range(2500)]
    limits = {a: rng.choice([100000, 250000, 500000, 1000000]) for a in accounts}
    total = 0
    for p in range(passes):
        t = time.perf_counter()
        text = gen_batch(rng, accounts, n)
        recs = [parse_record(l) for l in text.split("\n")]
        recs, rejected = validate(recs, limits)
        recs = transform(recs)
        bal, by_cat = rollup_accounts(recs)
        months = monthly_totals(recs)
        out = render(bal, by_cat, months)
        total += len(out)
        print(f"pass {p}: {len(recs)} ok, {rejected} rejected, {len(bal)} accounts, "
              f"statement {len(out)} chars, {time.perf_counter() - t:.2f}s", file=sys.stderr)
    print(total)


if __name__ == "__main__":
    main()
