"""Order-report generator: builds synthetic order lines, parses, validates,
aggregates per region and renders a fixed-width text report."""
import hashlib
import re
import sys

REGIONS = ["north", "south", "east", "west", "central", "islands"]
SKUS = [f"SKU-{i:05d}" for i in range(400)]
CURRENCIES = {"EUR", "USD", "GBP", "SEK"}


def read_lines(path):
    with open(path) as f:
        for line in f:
            yield line.rstrip("\n")


def parse_line(line):
    oid, region, sku, qty, price, cur, date = line.split(",")
    return {"id": int(oid), "region": region, "sku": sku, "qty": int(qty),
            "price": float(price), "currency": cur, "date": date}


MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]


def _check_date(date):
    y, m, d = date.split("-")
    if len(y) != 4 or not y.isdigit():
        return False
    m, d = int(m), int(d)
    return 1 <= m <= 12 and 1 <= d <= MONTH_DAYS[m - 1]


SKU_RE = re.compile(r"SKU-\d{5}")


def _check_sku(sku):
    return SKU_RE.fullmatch(sku) is not None


def _check_price(price):
    text = f"{price:.2f}"
    return len(text) <= 9 and float(text) == price


def validate_order(rec):
    if rec["region"] not in REGIONS:
        return False
    if rec["currency"] not in CURRENCIES:
        return False
    if not (0 < rec["qty"] <= 1000 and rec["price"] > 0):
        return False
    if not _check_sku(rec["sku"]):
        return False
    if not _check_price(rec["price"]):
        return False
    return _check_date(rec["date"])


def aggregate(records):
    totals = {}
    for rec in records:
        key = (rec["region"], rec["currency"])
        t = totals.setdefault(key, [0, 0.0, set()])
        t[0] += rec["qty"]
        t[1] += rec["qty"] * rec["price"]
        t[2].add(rec["sku"])
    return totals


def fmt_row(region, currency, qty, amount, nskus):
    return f"{region:<10}{currency:>5}{qty:>10d}{amount:>16.2f}{nskus:>6d}"


def render(totals, orders):
    out = [f"{'region':<10}{'cur':>5}{'qty':>10}{'amount':>16}{'skus':>6}"]
    for (region, currency), (qty, amount, skus) in sorted(totals.items()):
        out.append(fmt_row(region, currency, qty, amount, len(skus)))
    # per-order detail lines (audit trail)
    for rec in orders:
        out.append(fmt_row(rec["region"], rec["currency"], rec["qty"],
                           rec["qty"] * rec["price"], 1))
    return "\n".join(out)


def run(path):
    valid = []
    for line in read_lines(path):
        rec = parse_line(line)
        if validate_order(rec):
            valid.append(rec)
    totals = aggregate(valid)
    text = render(totals, valid)
    return len(valid), hashlib.sha256(text.encode()).hexdigest()[:16]


if __name__ == "__main__":
    print("valid=%d digest=%s" % run(sys.argv[1]))
