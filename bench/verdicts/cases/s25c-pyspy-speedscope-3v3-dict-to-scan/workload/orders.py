"""Toy order-batch report (pure Python). Usage: orders.py PASSES [--after]

Per pass: gen_orders builds N order lines (fixed seed, same input every run), then
parse_orders -> normalize_orders -> resolve_regions -> price_orders -> aggregate -> render.
--after: resolve_regions finds the warehouse region of each order's postcode prefix by
scanning a list of (prefix, region) pairs instead of a dict lookup (same result)."""
import random
import sys

AFTER = '--after' in sys.argv
PREFIXES = ['%02d' % i for i in range(10, 34)]
REGIONS = ['north', 'south', 'east', 'west', 'centre', 'coast']
REGION_OF = {p: REGIONS[(int(p) * 7) % len(REGIONS)] for p in PREFIXES}
REGION_LIST = list(REGION_OF.items())
DEPOT = {r: 'D' + r[:3].upper() for r in REGIONS}
SKUS = ['SKU-%04d' % i for i in range(400)]
PRICE = {s: 1.0 + (i * 37 % 500) / 10 for i, s in enumerate(SKUS)}
N = 20000


def gen_orders(rng, n):
    out = []
    for i in range(n):
        out.append('%d|%s|%d| %s%03d |%s|%s' % (
            i, rng.choice(SKUS), rng.randint(1, 9), rng.choice(PREFIXES), rng.randint(0, 999),
            rng.choice(['std', 'express', 'pickup']), rng.choice(['Alice', 'bob', 'CAROL', 'dave'])))
    return out


def parse_orders(lines):
    out = []
    for ln in lines:
        f = ln.split('|')
        out.append({'id': int(f[0]), 'sku': f[1], 'qty': int(f[2]), 'post': f[3], 'ship': f[4], 'cust': f[5]})
    return out


def normalize_orders(orders):
    for o in orders:
        o['post'] = o['post'].strip()
        o['cust'] = o['cust'].strip().title()
        o['ship'] = o['ship'].lower()
    return orders


def resolve_regions(orders):
    for o in orders:
        prefix = o['post'][:2]
        if AFTER:
            region = None
            for p, r in REGION_LIST:
                if p == prefix:
                    region = r
                    break
        else:
            region = REGION_OF.get(prefix)
        o['region'] = region
        o['zone'] = region[0].upper() + prefix
        o['depot'] = DEPOT[region]
        o['route'] = '%s/%s/%s' % (o['depot'], o['zone'], o['ship'])
    return orders


def price_orders(orders):
    for o in orders:
        base = PRICE[o['sku']] * o['qty']
        if o['ship'] == 'express':
            base *= 1.15
        elif o['ship'] == 'pickup':
            base *= 0.97
        o['total'] = round(base + (0.5 if o['qty'] > 5 else 0.0), 2)
    return orders


def aggregate(orders):
    by_region, by_cust = {}, {}
    for o in orders:
        by_region[o['region']] = by_region.get(o['region'], 0.0) + o['total']
        by_cust[o['cust']] = by_cust.get(o['cust'], 0) + o['qty']
    return by_region, by_cust


def render(orders, by_region):
    rows = ['%6d %-9s %2d %-6s %-7s %9.2f' % (o['id'], o['sku'], o['qty'], o['zone'], o['region'], o['total'])
            for o in orders[:5000]]
    rows += ['%s=%.2f' % (k, by_region[k]) for k in sorted(by_region)]
    return '\n'.join(rows)


def main():
    passes = int(sys.argv[1])
    total = 0
    lines = gen_orders(random.Random(1234), N)
    for k in range(passes):
        orders = parse_orders(lines)
        orders = normalize_orders(orders)
        orders = resolve_regions(orders)
        orders = price_orders(orders)
        by_region, by_cust = aggregate(orders)
        total += len(render(orders, by_region))
    print('after=%s passes=%d chars=%d' % (AFTER, passes, total))


if __name__ == '__main__':
    main()
