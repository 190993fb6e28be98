"""Aggregation and the end-of-batch report."""
from collections import defaultdict


class Ledger:
    def __init__(self):
        self.by_city = defaultdict(lambda: [0, 0])
        self.by_sku_family = defaultdict(int)
        self.rejected = defaultdict(int)
        self.orders = 0

    def add(self, order, price):
        c = self.by_city[order["city"]]
        c[0] += 1
        c[1] += price["total"]
        self.by_sku_family[order["sku"][:2]] += order["qty"]
        self.orders += 1

    def reject(self, errors):
        for e in errors:
            self.rejected[e] += 1


def fmt_money(p):
    return f"£{p // 100:,}.{p % 100:02d}"


def render(ledger):
    lines = [f"orders: {ledger.orders}"]
    for city in sorted(ledger.by_city):
        n, total = ledger.by_city[city]
        lines.append(f"{city:<8} {n:>7} {fmt_money(total):>16}")
    for fam in sorted(ledger.by_sku_family):
        lines.append(f"{fam}: {ledger.by_sku_family[fam]}")
    for k in sorted(ledger.rejected):
        lines.append(f"rejected {k}: {ledger.rejected[k]}")
    return "\n".join(lines)
