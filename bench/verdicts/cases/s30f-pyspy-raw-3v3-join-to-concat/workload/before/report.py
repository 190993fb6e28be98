"""Monthly sales report renderer (before: table text built with str.join)."""
import random
import sys
import zlib

REGIONS = ["north", "south", "east", "west", "central", "export"]
PRODUCTS = ["widget", "gadget", "sprocket", "flange", "gear", "bolt", "valve", "pump"]
COLUMNS = [("order_id", 10), ("customer", 18), ("product", 10), ("qty", 5),
           ("unit_price", 11), ("amount", 12), ("status", 9)]


class Report:
    def __init__(self, title):
        self.title = title
        self.body = ""


def make_orders(rng, n):
    orders = []
    for i in range(n):
        qty = rng.randint(1, 40)
        price = round(rng.uniform(1.5, 250.0), 2)
        orders.append({
            "order_id": 100000 + i,
            "customer": "cust-%05d" % rng.randint(0, 9999),
            "product": rng.choice(PRODUCTS),
            "region": rng.choice(REGIONS),
            "qty": qty,
            "unit_price": price,
            "amount": qty * price,
            "status": rng.choice(("paid", "open", "refunded", "paid", "paid")),
        })
    return orders


def group_by_region(orders):
    groups = {}
    for o in orders:
        groups.setdefault(o["region"], []).append(o)
    for rows in groups.values():
        rows.sort(key=lambda o: (-o["amount"], o["order_id"]))
    return groups


def format_cell(value, width):
    if isinstance(value, float):
        text = f"{value:,.2f}"
        return text.rjust(width)
    if isinstance(value, int):
        return str(value).rjust(width)
    return str(value)[:width].ljust(width)


def render_row(row):
    return "| " + " | ".join(format_cell(row[name], width) for name, width in COLUMNS) + " |"


def render_header(title):
    head = "| " + " | ".join(name.ljust(width)[:width] for name, width in COLUMNS) + " |"
    rule = "+" + "+".join("-" * (width + 2) for _, width in COLUMNS) + "+"
    return f"## {title}\n{rule}\n{head}\n{rule}"


def render_footer(rows):
    total = sum(r["amount"] for r in rows)
    qty = sum(r["qty"] for r in rows)
    return f"rows: {len(rows)}  qty: {qty}  total: {total:,.2f}\n"


def render_table(report, title, rows):
    parts = [render_header(title)]
    for row in rows:
        parts.append(render_row(row))
    parts.append(render_footer(rows))
    report.body += "\n".join(parts) + "\n"


def publish(report):
    data = report.body.encode("utf-8")
    packed = zlib.compress(data, 6)
    return zlib.crc32(packed), len(data), len(packed)


def build_report(rng, month, n_orders):
    report = Report(f"Sales {month}")
    orders = make_orders(rng, n_orders)
    for region, rows in sorted(group_by_region(orders).items()):
        render_table(report, f"{month} / {region}", rows)
    return publish(report)


def main():
    n_reports = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    n_orders = int(sys.argv[2]) if len(sys.argv) > 2 else 3000
    rng = random.Random(42)
    acc = 0
    for m in range(n_reports):
        crc, raw, packed = build_report(rng, f"2024-{m % 12 + 1:02d}", n_orders)
        acc ^= crc
    print(f"reports={n_reports} orders/report={n_orders} checksum={acc:08x}")


if __name__ == "__main__":
    main()
