"""orders_etl.py - toy nightly ETL over generated order CSV.

usage: python3 orders_etl.py N_ROWS [--after]
Stages: gen_csv -> load_rows -> process_row (per row) -> aggregate -> render_report.
--after: the refactored version (validation moved from load_rows into
process_row, and validate_record additionally checks e-mail and dates).
"""
import sys, random, re, hashlib, json
from datetime import date

AFTER = '--after' in sys.argv
COUNTRIES = ['DE', 'FR', 'US', 'GB', 'NL', 'SE', 'PL', 'IT', 'ES', 'JP']
SKUS = ['SKU-%05d' % i for i in range(400)]
SKU_RE = re.compile(r'^SKU-\d{5}$')
EMAIL_RE = re.compile(r'^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$')
FIELDS = ['order_id', 'email', 'country', 'sku', 'qty', 'unit_price', 'currency', 'day', 'coupon']


class BadRecord(ValueError):
    pass


def gen_csv(n, seed=7):
    rnd = random.Random(seed)
    lines = [','.join(FIELDS)]
    for i in range(n):
        lines.append(','.join([
            'O%08d' % i,
            'user%d@example%d.com' % (rnd.randrange(50000), rnd.randrange(9)),
            rnd.choice(COUNTRIES),
            rnd.choice(SKUS),
            str(rnd.randint(1, 12)),
            '%.2f' % (rnd.random() * 200 + 1),
            'EUR' if rnd.random() < 0.7 else 'USD',
            '2024-%02d-%02d' % (rnd.randint(1, 12), rnd.randint(1, 28)),
            rnd.choice(['', '', '', 'SPRING10', 'VIP20']),
        ]))
    return '\n'.join(lines)


def validate_record(rec):
    if not rec['order_id'].startswith('O') or len(rec['order_id']) != 9:
        raise BadRecord('order_id')
    if rec['country'] not in COUNTRIES:
        raise BadRecord('country')
    if not SKU_RE.match(rec['sku']):
        raise BadRecord('sku')
    q = int(rec['qty'])
    if not 0 < q < 1000:
        raise BadRecord('qty')
    p = float(rec['unit_price'])
    if p <= 0:
        raise BadRecord('price')
    if rec['currency'] not in ('EUR', 'USD'):
        raise BadRecord('currency')
    if AFTER:
        # added in the refactor: stricter e-mail and calendar checks
        if not EMAIL_RE.match(rec['email'].lower()):
            raise BadRecord('email')
        y, m, d = (int(x) for x in rec['day'].split('-'))
        date(y, m, d)
    return True


def load_rows(text):
    rows = []
    lines = text.split('\n')
    header = lines[0].split(',')
    for line in lines[1:]:
        rec = dict(zip(header, line.split(',')))
        if not AFTER:
            validate_record(rec)
        rows.append(rec)
    return rows


FX = {'EUR': 1.0, 'USD': 0.92}
COUPONS = {'': 0.0, 'SPRING10': 0.10, 'VIP20': 0.20}


def customer_key(email):
    return hashlib.blake2b(email.encode(), digest_size=8).hexdigest()


def process_row(rec):
    if AFTER:
        validate_record(rec)
    qty = int(rec['qty'])
    gross = qty * float(rec['unit_price']) * FX[rec['currency']]
    net = round(gross * (1.0 - COUPONS[rec['coupon']]), 2)
    month = rec['day'][:7]
    return {
        'customer': customer_key(rec['email']),
        'country': rec['country'],
        'sku': rec['sku'],
        'month': month,
        'qty': qty,
        'net': net,
    }


def aggregate(items):
    by_cm = {}
    by_sku = {}
    customers = {}
    for it in items:
        k = (it['country'], it['month'])
        a = by_cm.get(k)
        if a is None:
            a = by_cm[k] = [0, 0.0]
        a[0] += it['qty']
        a[1] += it['net']
        s = by_sku.setdefault(it['sku'], [0, 0.0])
        s[0] += it['qty']
        s[1] += it['net']
        customers[it['customer']] = customers.get(it['customer'], 0.0) + it['net']
    return by_cm, by_sku, customers


def render_report(by_cm, by_sku, customers):
    top_sku = sorted(by_sku.items(), key=lambda kv: -kv[1][1])[:20]
    top_cust = sorted(customers.items(), key=lambda kv: -kv[1])[:50]
    out = {
        'country_month': {'%s/%s' % k: {'qty': v[0], 'net': round(v[1], 2)} for k, v in sorted(by_cm.items())},
        'top_sku': [{'sku': s, 'qty': v[0], 'net': round(v[1], 2)} for s, v in top_sku],
        'top_customers': [{'id': c, 'net': round(v, 2)} for c, v in top_cust],
    }
    return json.dumps(out, indent=1, sort_keys=True)


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 and sys.argv[1].isdigit() else 100000
    total = 0
    text = gen_csv(n)
    for day_pass in range(4):  # the export is re-read for each of 4 report runs
        rows = load_rows(text)
        items = [process_row(r) for r in rows]
        rep = render_report(*aggregate(items))
        total += len(rep)
    print('report bytes', total)


if __name__ == '__main__':
    main()
