"""Summarise a synthetic sales ledger: parse CSV-ish lines, map product codes
to categories, and compute per-category revenue and a median basket size."""
import random
import statistics

CATEGORIES = [(f"P{n:04d}", ("food", "tools", "toys", "garden", "books", "audio")[n % 6])
              for n in range(0, 2400, 100)]
_CATEGORY_INDEX = dict(CATEGORIES)


def make_ledger(n, seed):
    rnd = random.Random(seed)
    codes = [c for c, _ in CATEGORIES]
    lines = []
    for i in range(n):
        lines.append(f"{i},{rnd.choice(codes)},{rnd.randint(1, 9)},{rnd.uniform(0.5, 99.0):.2f},"
                     f"cust{rnd.randint(1, 3000)}")
    return lines


def parse_line(line):
    order_id, code, qty, price, customer = line.split(",")
    return int(order_id), code, int(qty), float(price), customer


def lookup_category(code):
    return _CATEGORY_INDEX.get(code, "other")


def summarise(lines):
    revenue = {}
    baskets = {}
    for line in lines:
        order_id, code, qty, price, customer = parse_line(line)
        cat = lookup_category(code)
        revenue[cat] = revenue.get(cat, 0.0) + qty * price
        baskets.setdefault(customer, []).append(qty)
    sizes = sorted(sum(v) for v in baskets.values())
    return revenue, statistics.median(sizes)


def main():
    total = 0.0
    for rnd in range(5):
        lines = make_ledger(60_000, seed=rnd)
        revenue, median = summarise(lines)
        total += sum(revenue.values()) + median
    print(f"total={total:.2f}")


if __name__ == "__main__":
    main()
