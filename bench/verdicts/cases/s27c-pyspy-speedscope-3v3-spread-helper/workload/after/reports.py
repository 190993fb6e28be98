"""reports: builds eight different reports over a batch of synthetic shop orders.

Every report formats its cells through one shared helper, format_field(), so the helper
is called from eight different functions (eight call sites)."""
import hashlib
import random
import sys
import time
from collections import defaultdict

REGIONS = ["north", "south", "east", "west", "central"]
PRODUCTS = ["widget", "gadget", "sprocket", "flange", "gizmo", "doohickey", "bracket", "valve"]
STATUSES = ["new", "paid", "shipped", "returned", "cancelled"]


def make_orders(n, seed):
    rng = random.Random(seed)
    orders = []
    for i in range(n):
        qty = rng.randint(1, 40)
        price = round(rng.uniform(0.5, 250.0), 2)
        orders.append({
            "id": 100000 + i,
            "customer": "cust-%05d" % rng.randint(0, 4000),
            "region": rng.choice(REGIONS),
            "product": rng.choice(PRODUCTS),
            "qty": qty,
            "price": price,
            "total": round(qty * price, 2),
            "status": rng.choice(STATUSES),
            "ts": 1_700_000_000 + rng.randint(0, 90 * 86400),
            "discount": rng.choice([None, 0.05, 0.1, 0.15]),
        })
    return orders


# ---------------------------------------------------------------- the shared helper

_DAYS = {}


def _fmt_date(v):
    day = v // 86400
    s = _DAYS.get(day)
    if s is None:
        t = time.gmtime(day * 86400)
        s = _DAYS[day] = "%04d-%02d-%02d" % (t.tm_year, t.tm_mon, t.tm_mday)
    return s



# characters that would break a CSV, pipe-separated or HTML cell, and their escapes
_ESCAPES = {",": "\\,", "|": "\\|", "\t": " ", "\n": " ",
            "<": "&lt;", ">": "&gt;", '"': "''"}


def format_field(value, kind, width=0):
    """Format one report cell."""
    if value is None:
        s = "-"
    elif kind == "money":
        s = "%.2f" % value
    elif kind == "int":
        s = str(value)
    elif kind == "pct":
        s = "%.1f%%" % (value * 100.0)
    elif kind == "date":
        s = _fmt_date(value)
    else:
        s = str(value)
    # escape separators and control characters so a cell can never break its row
    for ch, rep in _ESCAPES.items():
        if ch in s:
            s = s.replace(ch, rep)
    if width:
        s = s.rjust(width) if kind != "text" else s.ljust(width)
    return s


# ---------------------------------------------------------------- eight reports

def render_csv(orders):
    lines = []
    for o in orders:
        status = o["status"].upper() if o["status"] in ("returned", "cancelled") else o["status"]
        cust = o["customer"]
        if "," in cust or '"' in cust:
            cust = '"' + cust.replace('"', '""') + '"'
        day = (o["ts"] // 86400 + 4) % 7
        lines.append(",".join((str(o["id"]), cust, o["region"].capitalize(), o["product"],
                               str(o["qty"]), "%.2f" % o["price"], status, str(day),
                               format_field(o["total"], "money"))))
    return "\n".join(lines)


def render_region_summary(orders):
    sums = defaultdict(float)
    counts = defaultdict(int)
    for o in orders:
        key = (o["region"], o["product"])
        sums[key] += o["total"]
        counts[key] += 1
    out = []
    for key in sorted(sums):
        avg = sums[key] / counts[key]
        out.append("%-8s %-10s %6d %s" % (key[0], key[1], counts[key],
                                            format_field(avg, "money", 12)))
    # one line per order too, ranked within region
    by_region = defaultdict(list)
    for o in orders:
        by_region[o["region"]].append(o)
    for region, rows in by_region.items():
        rows.sort(key=lambda r: (-r["total"], r["id"]))
        for rank, r in enumerate(rows, 1):
            out.append("%s#%d %d %s" % (region, rank, r["id"], format_field(r["qty"], "int", 4)))
    return "\n".join(out)


def render_invoice_lines(orders):
    out = []
    for o in orders:
        net = o["total"] * (1.0 - (o["discount"] or 0.0))
        tax = round(net * 0.19, 2)
        desc = ("%s x%d" % (o["product"], o["qty"])).title()
        sku = "%s-%04d" % (o["product"][:3].upper(), o["id"] % 10000)
        out.append("%6d %-12s %-24s | %s" % (len(out) + 1, sku, desc,
                                             format_field(net + tax, "money", 10)))
    return "\n".join(out)


def render_audit_log(orders):
    out = []
    for o in orders:
        digest = hashlib.sha1(("%d|%s|%.2f" % (o["id"], o["customer"], o["total"])).encode()).hexdigest()[:12]
        out.append("audit id=%d digest=%s when=%s" % (o["id"], digest, format_field(o["ts"], "date")))
    return "\n".join(out)


def render_discount_report(orders):
    out = []
    seen = set()
    for o in orders:
        key = (o["customer"], o["discount"])
        if key in seen:
            continue
        seen.add(key)
        saved = o["total"] * (o["discount"] or 0.0)
        tier = "gold" if saved > 200 else "silver" if saved > 50 else "none"
        out.append("%s %s %s" % (o["customer"], tier, format_field(o["discount"], "pct", 7)))
    return "\n".join(out)


def render_status_board(orders):
    board = {s: [] for s in STATUSES}
    for o in orders:
        board[o["status"]].append(o)
    out = []
    for status, rows in board.items():
        rows.sort(key=lambda r: r["ts"])
        out.append("== %s (%d)" % (status, len(rows)))
        for r in rows:
            age = (1_707_776_000 - r["ts"]) // 86400
            out.append("  %d %s %dd" % (r["id"], format_field(r["customer"], "text", 12), age))
    return "\n".join(out)


def render_html_table(orders):
    parts = ["<table>"]
    for o in orders:
        cust = o["customer"].replace("&", "&amp;").replace("<", "&lt;")
        title = ("%s / %s" % (o["product"], o["region"])).title().replace('"', "&quot;")
        parts.append('<tr class="%s" title="%s"><td>%d</td><td>%s</td><td class=n>%s</td></tr>'
                     % (o["status"], title, o["id"], cust, format_field(o["price"], "money")))
    parts.append("</table>")
    return "".join(parts)


def render_customer_totals(orders):
    totals = defaultdict(float)
    qty = defaultdict(int)
    for o in orders:
        totals[o["customer"]] += o["total"]
        qty[o["customer"]] += o["qty"]
    out = []
    for cust, tot in sorted(totals.items(), key=lambda kv: -kv[1]):
        share = tot / (qty[cust] * 100.0)
        out.append("%s %8d %s %s" % (cust, qty[cust], format_field(share, "pct"),
                                     format_field(tot, "money", 12)))
    return "\n".join(out)


SCHEMA = [("id", int), ("customer", str), ("region", str), ("product", str), ("qty", int),
          ("price", float), ("total", float), ("status", str), ("ts", int),
          ("discount", (float, type(None)))]


def validate_orders(orders):
    """Sanity pass run before every reporting round; returns the number of problems."""
    problems = 0
    ids = set()
    for o in orders:
        if len(o) != len(SCHEMA):
            problems += 1
        for key, types in SCHEMA:
            v = o.get(key)
            if not isinstance(v, types):
                problems += 1
            elif isinstance(v, str) and (not v or not v.isprintable()):
                problems += 1
        if o["id"] in ids:
            problems += 1
        ids.add(o["id"])
        if not o["customer"].startswith("cust-") or not o["customer"][5:].isdigit():
            problems += 1
        if o["region"] not in REGIONS or o["product"] not in PRODUCTS or o["status"] not in STATUSES:
            problems += 1
        if o["qty"] <= 0 or o["price"] <= 0 or abs(o["qty"] * o["price"] - o["total"]) > 0.01:
            problems += 1
        d = o["discount"]
        if d is not None and not 0.0 < d < 0.5:
            problems += 1
        if not 1_700_000_000 <= o["ts"] < 1_800_000_000:
            problems += 1
    return problems


REPORTS = [render_csv, render_region_summary, render_invoice_lines, render_audit_log,
           render_discount_report, render_status_board, render_html_table,
           render_customer_totals]


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1234
    orders = make_orders(n, seed)
    checksum = 0
    for _ in range(rounds):
        checksum += validate_orders(orders)
        for report in REPORTS:
            text = report(orders)
            checksum = (checksum * 31 + len(text)) & 0xFFFFFFFF
    print("orders=%d rounds=%d checksum=%08x" % (n, rounds, checksum))


if __name__ == "__main__":
    main()
