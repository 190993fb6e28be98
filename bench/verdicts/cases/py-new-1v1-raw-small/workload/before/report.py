"""Sales report generator: load rows, filter, aggregate, render text."""
import datetime
import random
import re
import sys

REGIONS = ["north", "south", "east", "west", "central"]
PRODUCTS = ["widget", "gadget", "sprocket", "gizmo", "doohickey", "thingamajig"]
REGION_FACTOR = {"north": 1.00, "south": 0.95, "east": 1.05, "west": 1.02, "central": 0.98}
EMAIL_RE = re.compile(r"^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$")
NAMES = ["ann", "bob", "carla", "dmitri", "eve", "farid", "gus", "hana", "ivo", "jun"]
DOMAINS = ["example.com", "mail.test", "corp.example", "shop.test"]
BRACKETS = [(0, 0.0), (100, 0.07), (1000, 0.12), (10000, 0.20)]


def make_csv(n, seed=7):
    rnd = random.Random(seed)
    lines = ["id,date,customer,region,product,qty,unit_price,status"]
    for i in range(n):
        email = "%s.%d@%s" % (rnd.choice(NAMES), rnd.randint(1, 999), rnd.choice(DOMAINS))
        if rnd.random() < 0.02:
            email = email.replace("@", "#")
        lines.append("%d,2024-%02d-%02d, %s ,%s,%s,%d,%.2f,%s" % (
            i, rnd.randint(1, 12), rnd.randint(1, 28), email.upper() if i % 7 == 0 else email,
            rnd.choice(REGIONS),
            rnd.choice(PRODUCTS), rnd.randint(1, 40), rnd.uniform(1, 900),
            rnd.choice(["ok", "ok", "ok", "refunded", "pending"])))
    return "\n".join(lines)


def parse_row(header, line):
    parts = line.split(",")
    row = dict(zip(header, parts))
    row["id"] = int(row["id"])
    row["customer"] = row["customer"].strip().lower()
    row["product"] = row["product"].strip().title()
    row["qty"] = int(row["qty"])
    row["unit_price"] = float(row["unit_price"])
    dt = datetime.datetime.strptime(row["date"], "%Y-%m-%d")
    row["month"] = dt.month
    row["weekday"] = dt.weekday()
    row["amount"] = row["qty"] * row["unit_price"]
    return row


def load_rows(text):
    lines = text.split("\n")
    header = lines[0].split(",")
    return [parse_row(header, ln) for ln in lines[1:]]


def keep(row):
    if row["status"] == "refunded" or row["amount"] <= 5.0:
        return False
    return EMAIL_RE.match(row["customer"]) is not None


def compute_tax(amount, region):
    tax = 0.0
    for i, (lo, rate) in enumerate(BRACKETS):
        hi = BRACKETS[i + 1][0] if i + 1 < len(BRACKETS) else float("inf")
        if amount > lo:
            tax += (min(amount, hi) - lo) * rate
    return round(tax * REGION_FACTOR[region], 2)


def aggregate(rows):
    agg = {}
    for row in rows:
        key = (row["region"], row["product"], row["month"])
        tax = compute_tax(row["amount"], row["region"])
        a = agg.get(key)
        if a is None:
            a = agg[key] = {"n": 0, "qty": 0, "gross": 0.0, "tax": 0.0, "max": 0.0}
        a["n"] += 1
        a["qty"] += row["qty"]
        a["gross"] += row["amount"]
        a["tax"] += tax
        if row["amount"] > a["max"]:
            a["max"] = row["amount"]
    return agg


def render(agg):
    out = []
    out.append("%-8s %-12s %5s %6s %8s %14s %12s %10s" % (
        "region", "product", "month", "orders", "qty", "gross", "tax", "max"))
    for key in sorted(agg):
        a = agg[key]
        out.append("%-8s %-12s %5d %6d %8d %14.2f %12.2f %10.2f" % (
            key[0], key[1], key[2], a["n"], a["qty"], a["gross"], a["tax"], a["max"]))
    tot = sum(a["gross"] for a in agg.values())
    return "\n".join(out), tot


def render_top(rows, k=2000):
    out = ["", "top orders:"]
    for r in sorted(rows, key=lambda r: r["amount"], reverse=True)[:k]:
        out.append("%8d %s %-28s %-8s %-12s %4d x %8.2f = %10.2f" % (
            r["id"], r["date"], r["customer"], r["region"], r["product"],
            r["qty"], r["unit_price"], r["amount"]))
    return "\n".join(out)


def render_customers(rows):
    per = {}
    for r in rows:
        per[r["customer"]] = per.get(r["customer"], 0.0) + r["amount"]
    out = ["", "customers:"]
    for cust, amt in sorted(per.items(), key=lambda kv: (-kv[1], kv[0])):
        out.append("%-30s %12.2f" % (cust, amt))
    return "\n".join(out)


def render_footer(tot):
    out = []
    out.append("total gross: %.2f" % tot)
    return "\n".join(out)


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 120000
    reps = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    text = make_csv(n)
    report = ""
    for _ in range(reps):
        rows = load_rows(text)
        rows = [r for r in rows if keep(r)]
        agg = aggregate(rows)
        body, tot = render(agg)
        report = body + render_top(rows) + render_customers(rows) + "\n" + render_footer(tot)
    sys.stdout.write(report[-200:] + "\n")


if __name__ == "__main__":
    main()
