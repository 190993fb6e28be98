import random

WORDS = ['Widget', 'Gadget', 'Bolt', 'Nut', 'Washer', 'Bracket', 'Hinge', 'Spring',
         'Valve', 'Gasket', 'Pulley', 'Sprocket', 'Clamp', 'Rivet', 'Flange']
SUPPLIERS = ['  ACME Corp. ', 'Globex-Inc', 'Initech  LLC', 'Umbrella, Ltd', 'Hooli GmbH ',
             'Stark Industries', 'Wayne  Enterprises', 'Tyrell Corp']


def make_records(n, seed=1):
    rnd = random.Random(seed)
    rows = []
    for i in range(n):
        name = ' '.join(rnd.choice(WORDS) for _ in range(rnd.randint(2, 4)))
        if rnd.random() < 0.5:
            name = name.upper() + '  #%d' % rnd.randint(1, 99)
        rows.append('%06d|%s|%s|%d|%.2f|%s' % (
            i, name, rnd.choice(SUPPLIERS), rnd.randint(0, 500), rnd.uniform(0.1, 99.0),
            rnd.choice(['A1', 'B2', 'C3', 'D4', 'E5'])))
    return rows


def parse_record(row):
    sku, name, supplier, qty, price, loc = row.split('|')
    return {
        'sku': sku,
        'name': name,
        'supplier': supplier,
        'qty': int(qty),
        'price': float(price),
        'loc': loc.strip(),
    }
