"""Order ingestion: the main thread reads (here: generates) CSV order lines and submits
them in batches of 100 to a pool of 4 workers that parse, normalise and encode them."""
import random
import sys
import time
from concurrent.futures import ThreadPoolExecutor

FIELDS = ("order_id", "customer", "email", "sku", "qty", "unit_price", "currency", "country")
CURRENCIES = ("EUR", "USD", "GBP", "CHF")
COUNTRIES = ("DE", "FR", "US", "GB", "CH", "NL", "IT")
FX = {"EUR": 1.0, "USD": 0.92, "GBP": 1.17, "CHF": 1.04}
BATCH = 100


def make_line(rng, i):
    name = "".join(rng.choice("abcdefghijklmnop") for _ in range(8))
    return ";".join((
        "ORD-%08d" % i,
        " %s %s " % (name.title(), name[::-1].upper()),
        "%s@example.com" % name,
        "SKU-%05d-%s" % (rng.randrange(100000), rng.choice("ABCDEF")),
        str(rng.randrange(1, 40)),
        "%.2f" % (rng.random() * 300),
        rng.choice(CURRENCIES),
        rng.choice(COUNTRIES),
    ))


def normalise_name(s):
    return " ".join(part.capitalize() for part in s.split())


def process_batch(lines):
    out = []
    for line in lines:
        rec = dict(zip(FIELDS, line.split(";")))
        qty = int(rec["qty"])
        price = float(rec["unit_price"])
        eur = round(qty * price * FX[rec["currency"]], 2)
        out.append("%s,%s,%s,%s,%d,%.2f,%s" % (
            rec["order_id"][4:],
            normalise_name(rec["customer"]),
            rec["email"].lower(),
            rec["sku"].split("-")[1],
            qty,
            eur,
            rec["country"],
        ))
    return "\n".join(out)


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 100000
    rng = random.Random(seed)
    t0 = time.perf_counter()
    total = 0
    with ThreadPoolExecutor(max_workers=4, thread_name_prefix="order-worker") as pool:
        pending = []
        lines = []
        for i in range(n):
            lines.append(make_line(rng, i))
            if len(lines) == BATCH:
                pending.append(pool.submit(process_batch, lines))
                lines = []
            if len(pending) == 8:
                total += sum(len(f.result()) for f in pending)
                pending = []
        if lines:
            pending.append(pool.submit(process_batch, lines))
        total += sum(len(f.result()) for f in pending)
    print("records=%d bytes=%d elapsed=%.3fs" % (n, total, time.perf_counter() - t0), file=sys.stderr)


if __name__ == "__main__":
    main()
