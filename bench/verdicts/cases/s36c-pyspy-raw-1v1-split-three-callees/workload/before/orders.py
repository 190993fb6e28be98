"""Order-batch processor: aggregates orders and publishes a summary report
to three sinks (dashboard, email digest, audit log)."""
import random
import sys

REPORT_CACHE = {}


def make_batch(rng, n):
    return [
        {
            "id": rng.randrange(1_000_000),
            "region": rng.choice(("eu", "us", "apac", "latam")),
            "amount": rng.random() * 500.0,
            "qty": rng.randrange(1, 20),
            "status": rng.choice(("paid", "paid", "paid", "refunded", "pending")),
        }
        for _ in range(n)
    ]


def price_orders(batch):
    total = 0.0
    for o in batch:
        net = o["amount"] * o["qty"]
        if o["region"] == "eu":
            net *= 1.2
        elif o["region"] == "apac":
            net *= 1.1
        o["net"] = net
        total += net
    return total


def score_orders(batch):
    s = 0
    for o in batch:
        h = o["id"]
        for _ in range(6):
            h = (h * 2654435761 + o["qty"]) & 0xFFFFFFFF
        o["risk"] = h % 100
        s += o["risk"]
    return s


def filter_rows(batch):
    seen = set()
    rows = []
    for o in batch:
        if o["status"] != "paid" or o["risk"] >= 90 or o["net"] < 25.0:
            continue
        key = (o["region"], o["id"])
        if key in seen:
            continue
        seen.add(key)
        rows.append(o)
    return rows


def sort_rows(rows):
    return sorted(rows, key=lambda o: (o["region"], -o["net"], o["id"]))


def format_rows(rows):
    out = []
    for o in rows[:400]:
        out.append("%-6s %8d %12.2f %3d" % (o["region"], o["id"], o["net"], o["risk"]))
    return "\n".join(out)


def build_report(batch):
    rows = filter_rows(batch)
    rows = sort_rows(rows)
    return format_rows(rows)


def get_report(batch_no, batch):
    rep = REPORT_CACHE.get(batch_no)
    if rep is None:
        rep = build_report(batch)
        REPORT_CACHE[batch_no] = rep
    return rep


def publish(sink, text):
    return sum(len(line) for line in text.splitlines()) + len(sink)


def main():
    seconds_batches = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    rng = random.Random(1234)
    acc = 0
    for b in range(seconds_batches):
        batch = make_batch(rng, 4000)
        acc += int(price_orders(batch))
        acc += score_orders(batch)
        for sink in ("dashboard", "email", "audit"):
            acc += publish(sink, get_report(b, batch))
        REPORT_CACHE.pop(b - 1, None)
    print("checksum", acc)


if __name__ == "__main__":
    main()
