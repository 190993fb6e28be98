"""Order-ingest simulation: parse CSV-ish lines into Order dataclasses, price them,
and aggregate per-customer totals. AFTER: Order gained a __post_init__ that
validates every field (isinstance checks plus a SKU regex)."""
import re
import sys
from dataclasses import dataclass

SKU_RE = re.compile(r"^[A-Z]{3}-\d{4}$")


@dataclass
class Order:
    order_id: int
    customer: str
    sku: str
    qty: int
    unit_price: float

    def __post_init__(self):
        if not isinstance(self.order_id, int) or self.order_id < 0:
            raise ValueError("bad order_id %r" % (self.order_id,))
        if not isinstance(self.customer, str) or not self.customer:
            raise ValueError("bad customer %r" % (self.customer,))
        if not isinstance(self.sku, str) or not SKU_RE.match(self.sku):
            raise ValueError("bad sku %r" % (self.sku,))
        if not isinstance(self.qty, int) or self.qty <= 0:
            raise ValueError("bad qty %r" % (self.qty,))
        if not isinstance(self.unit_price, float) or self.unit_price < 0:
            raise ValueError("bad unit_price %r" % (self.unit_price,))


def make_lines(n):
    lines = []
    for i in range(n):
        cust = "cust%03d" % (i * 37 % 500)
        sku = "%s-%04d" % ("ABCDEFGH"[i % 8] * 3, i * 13 % 10000)
        lines.append("%d,%s,%s,%d,%.2f" % (i, cust, sku, 1 + i % 7, 3.5 + (i % 97) * 0.25))
    return lines


def parse_line(line):
    oid, cust, sku, qty, price = line.split(",")
    return Order(int(oid), cust, sku, int(qty), float(price))


def price_order(o):
    subtotal = o.qty * o.unit_price
    discount = 0.05 * subtotal if o.qty >= 5 else 0.0
    tax = round((subtotal - discount) * 0.2, 2)
    return round(subtotal - discount + tax, 2)


WAREHOUSES = [("north", 52.1, -1.2), ("south", 50.4, -3.9), ("east", 51.9, 0.9),
              ("west", 51.5, -2.6), ("central", 52.5, -1.9),
              ("coast", 50.8, -1.1), ("border", 53.0, -3.0)]


def route_order(o):
    """Pick the cheapest warehouse for the order: distance-ish cost times weight."""
    h = 0
    for ch in o.customer:
        h = (h * 131 + ord(ch)) & 0xFFFF
    lat, lon = 50.0 + (h % 300) / 100.0, -4.0 + (h % 500) / 100.0
    best, best_cost = None, None
    for name, wlat, wlon in WAREHOUSES:
        cost = ((lat - wlat) ** 2 + (lon - wlon) ** 2) ** 0.5 * (1 + o.qty * 0.1)
        if best_cost is None or cost < best_cost:
            best, best_cost = name, cost
    return best


def summarise(totals):
    top = sorted(totals.items(), key=lambda kv: kv[1], reverse=True)[:5]
    return ", ".join("%s=%.2f" % kv for kv in top)


def main(rounds):
    lines = make_lines(20000)
    totals = {}
    shipped = {name: 0 for name, _, _ in WAREHOUSES}
    for _ in range(rounds):
        for line in lines:
            o = parse_line(line)
            totals[o.customer] = totals.get(o.customer, 0.0) + price_order(o)
            shipped[route_order(o)] += o.qty
    print(summarise(totals))
    print(shipped)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
