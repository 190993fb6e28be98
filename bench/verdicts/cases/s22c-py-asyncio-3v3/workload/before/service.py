"""Order-ingest service on asyncio: a producer feeds raw order payloads into a queue,
worker coroutines decode, price and persist them, a reporter coroutine summarises."""
import asyncio
import hashlib
import json
import random
import sys
import time

SKUS = ['SKU-%04d' % i for i in range(400)]
REGIONS = ['eu-west', 'eu-central', 'us-east', 'us-west', 'ap-south']


def make_payload(rnd, i):
    items = ','.join('%s:%d:%.2f' % (rnd.choice(SKUS), rnd.randint(1, 9), rnd.uniform(1, 250))
                     for _ in range(rnd.randint(3, 8)))
    return ('id=%d;customer=c%05d;region=%s;currency=EUR;coupon=%s;items=%s;note=%s'
            % (i, rnd.randint(0, 99999), rnd.choice(REGIONS),
               rnd.choice(['', 'SPRING10', 'VIP', '']), items,
               'deliver after 5pm please' if rnd.random() < 0.3 else ''))


def parse_payload(raw):
    fields = {}
    for part in raw.split(';'):
        key, _, value = part.partition('=')
        fields[key.strip()] = value.strip()
    items = []
    for it in fields['items'].split(','):
        sku, qty, price = it.split(':')
        items.append({'sku': sku, 'qty': int(qty), 'price': float(price)})
    return {'id': int(fields['id']), 'customer': fields['customer'], 'region': fields['region'],
            'currency': fields['currency'], 'coupon': fields['coupon'] or None,
            'note': fields['note'], 'items': items}


async def decode_order(raw):
    order = parse_payload(raw)
    if order['coupon']:
        await asyncio.sleep(0)          # coupon service round-trip (simulated)
    return order


def price_order(order, tax):
    total = 0.0
    for it in order['items']:
        line = it['qty'] * it['price']
        if order['coupon'] == 'SPRING10':
            line *= 0.9
        for _ in range(6):              # tiered discount table walk
            line = round(line * 0.9999 + 0.0001, 4)
        total += line
    return round(total * (1 + tax[order['region']]), 2)


def persist(order, total, store):
    rec = json.dumps({'id': order['id'], 'c': order['customer'], 't': total,
                      'n': [i['sku'] for i in order['items']]}, sort_keys=True)
    digest = hashlib.sha256(rec.encode()).hexdigest()
    store[order['id'] % 1024] = digest
    return digest


async def worker(q, store, stats, tax):
    while True:
        raw = await q.get()
        if raw is None:
            q.task_done()
            return
        order = await decode_order(raw)
        total = price_order(order, tax)
        persist(order, total, store)
        stats[order['region']] = stats.get(order['region'], 0.0) + total
        q.task_done()


async def producer(q, payloads, rounds, nworkers):
    for r in range(rounds):
        for p in payloads:
            await q.put(p)
    for _ in range(nworkers):
        await q.put(None)


async def reporter(stats, done):
    while not done.is_set():
        await asyncio.sleep(0.05)
        summary = sorted(stats.items(), key=lambda kv: -kv[1])
        _ = ' '.join('%s=%.0f' % kv for kv in summary)


async def main(rounds):
    rnd = random.Random(5)
    payloads = [make_payload(rnd, i) for i in range(3000)]
    tax = {'eu-west': 0.21, 'eu-central': 0.19, 'us-east': 0.07, 'us-west': 0.09, 'ap-south': 0.18}
    q = asyncio.Queue(maxsize=256)
    store, stats, done = {}, {}, asyncio.Event()
    nworkers = 4
    rep = asyncio.create_task(reporter(stats, done))
    workers = [asyncio.create_task(worker(q, store, stats, tax)) for _ in range(nworkers)]
    await producer(q, payloads, rounds, nworkers)
    await asyncio.gather(*workers)
    done.set()
    await rep
    return len(store), sum(stats.values())


if __name__ == '__main__':
    t = time.perf_counter()
    n, total = asyncio.run(main(int(sys.argv[1]) if len(sys.argv) > 1 else 5))
    print('stored', n, 'total %.0f' % total, 'elapsed %.2f' % (time.perf_counter() - t))
