"""Invoice pricing: parse order lines, look up tax rate by region, total them."""
import random

REGIONS = ["north", "south", "east", "west", "central", "coast", "hills"]
# rates kept as an ordered list of (region, rate) pairs so they can be printed in order
TAX_RATES = [(r, 0.05 + 0.01 * i) for i, r in enumerate(REGIONS)]


def make_orders(n, seed=7):
    rng = random.Random(seed)
    return ["%s,%d,%d,%s" % ("sku%05d" % rng.randrange(20000), rng.randrange(1, 9),
                             rng.randrange(100, 100000), rng.choice(REGIONS))
            for _ in range(n)]


def parse_line(line):
    sku, qty, cents, region = line.split(",")
    return sku, int(qty), int(cents), region


def lookup_tax_rate(region):
    for name, rate in TAX_RATES:
        if name == region:
            return rate
    raise KeyError(region)


def price_line(qty, cents, rate):
    net = qty * cents
    return net + round(net * rate)


def total_invoice(orders):
    total = 0
    for line in orders:
        sku, qty, cents, region = parse_line(line)
        rate = lookup_tax_rate(region)
        total += price_line(qty, cents, rate)
    return total


def main():
    orders = make_orders(120000)
    grand = 0
    for _ in range(6):
        grand += total_invoice(orders)
    print(grand)


if __name__ == "__main__":
    main()
