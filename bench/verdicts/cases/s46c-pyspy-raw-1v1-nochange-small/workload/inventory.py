"""Small inventory reconciler: builds a synthetic stock ledger, applies
movements per warehouse, computes reorder suggestions and a report digest.
Same program and input for before and after (control case)."""
import sys
import hashlib

def gen_movements(n, seed=987654321):
    x = seed
    out = []
    for i in range(n):
        x = (x * 6364136223846793005 + 1442695040888963407) & 0xFFFFFFFFFFFFFFFF
        sku = "SKU-%04d" % ((x >> 20) % 3000)
        wh = ("north", "south", "east", "west", "central")[(x >> 8) % 5]
        delta = ((x >> 33) % 41) - 18
        out.append((i, sku, wh, delta))
    return out

def apply_movement(stock, sku, wh, delta):
    key = (wh, sku)
    level = stock.get(key, 50) + delta
    if level < 0:
        level = 0
    stock[key] = level
    return level

def reconcile(movements):
    stock = {}
    low = 0
    for _, sku, wh, delta in movements:
        if apply_movement(stock, sku, wh, delta) < 10:
            low += 1
    return stock, low

def reorder_qty(level, target=120):
    q = target - level
    steps = 0
    while q > 0:
        q -= 12
        steps += 1
    return steps * 12

def suggest_reorders(stock):
    sugg = []
    for (wh, sku), level in stock.items():
        if level < 40:
            sugg.append((wh, sku, reorder_qty(level)))
    sugg.sort()
    return sugg

def digest(stock, sugg):
    h = hashlib.sha256()
    for key in sorted(stock):
        h.update(("%s/%s=%d;" % (key[0], key[1], stock[key])).encode())
    for wh, sku, q in sugg:
        h.update(("%s:%s:%d\n" % (wh, sku, q)).encode())
    return h.hexdigest()[:16]

def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 200000
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 6
    moves = gen_movements(n)
    out = []
    for r in range(rounds):
        stock, low = reconcile(moves)
        sugg = suggest_reorders(stock)
        out.append(digest(stock, sugg))
    print("movements=%d rounds=%d low=%d suggestions=%d digest=%s" % (n, rounds, low, len(sugg), out[-1]))

if __name__ == "__main__":
    main()
