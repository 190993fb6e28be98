import math


def score_record(rec):
    qty, price = rec['qty'], rec['price']
    value = qty * price
    s = math.log1p(value) * 1.5
    for ch in rec['sku']:
        s += (ord(ch) - 48) * 0.01
    h = 0
    for ch in rec['name']:
        h = (h * 31 + ord(ch)) & 0xFFFF
    s += (h % 97) / 1000.0
    # supplier reliability: checksum the supplier and the reversed name as well
    g = 7
    for ch in rec['supplier']:
        g = (g * 131 + ord(ch)) & 0xFFFFF
    for ch in reversed(rec['name']):
        g = (g * 17 + ord(ch)) & 0xFFFFF
    s -= (g % 89) / 2000.0
    if rec['loc'] in ('A1', 'B2'):
        s *= 1.1
    return round(s, 3)


def rank(scored, k):
    scored.sort(reverse=True)
    return scored[:k]
