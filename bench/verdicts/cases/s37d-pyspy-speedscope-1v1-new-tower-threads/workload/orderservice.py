"""orderservice: a small multi-threaded order-pricing service.

Threads:
  ingest      produces N JSON order requests (json.dumps), queued in batches of 32
  worker-0..2 take batches off the queue; per request: parse_request ->
              price_order -> render_receipt, then record the latency
  metrics     every 20 ms summarises the recent latencies (sorted percentiles)

Variant (environment ORDERSVC_VARIANT, default "before"):
  before  handle_request prices the order directly
  after   handle_request also runs validate_config() on every request: it
          re-parses the pricing-rules blob of the request's region with
          json.loads and walks the whole tree with a custom recursive
          validator (walk_config).
"""
import json
import os
import queue
import random
import sys
import threading
import time
from collections import deque

VARIANT = os.environ.get("ORDERSVC_VARIANT", "before")
N_REQUESTS = int(sys.argv[1]) if len(sys.argv) > 1 else 24000
N_WORKERS = 3

SKUS = [f"SKU-{i:05d}" for i in range(400)]
REGIONS = ["eu-west", "eu-central", "us-east", "us-west", "ap-south"]


def build_config_blob():
    """Pricing rules as the service ships them: a JSON document."""
    rng = random.Random(7)
    rules = {
        "version": 12,
        "currency": "EUR",
        "regions": {
            r: {
                "tax_rate": round(0.05 + 0.03 * i, 3),
                "shipping": {"base": 4.5 + i, "per_kg": 0.8 + 0.1 * i, "free_over": 80 + 10 * i},
                "surcharges": [{"name": f"s{j}", "pct": round(rng.random() * 0.02, 4)} for j in range(6)],
            }
            for i, r in enumerate(REGIONS)
        },
        "discounts": [
            {"code": f"D{j:03d}", "min_total": 20 * (j % 7), "pct": (j % 9) / 100.0,
             "skus": rng.sample(SKUS, 5), "active": j % 4 != 0}
            for j in range(40)
        ],
        "limits": {"max_items": 50, "max_qty": 20, "max_total": 10000.0},
        "flags": {f"feature_{k}": bool(k % 3) for k in range(30)},
    }
    return json.dumps(rules)


CONFIG_BLOB = build_config_blob()
CONFIG = json.loads(CONFIG_BLOB)
# per-region rules, shipped to the workers as JSON text
REGION_BLOBS = {r: json.dumps(CONFIG["regions"][r]) for r in REGIONS}
PRICES = {sku: 1.0 + (i * 37 % 500) / 10.0 for i, sku in enumerate(SKUS)}


# ---------------------------------------------------------------- ingest thread

def make_request(rng, seq):
    items = [{"sku": rng.choice(SKUS), "qty": rng.randint(1, 5), "kg": round(rng.random() * 2, 3)}
             for _ in range(rng.randint(3, 12))]
    return json.dumps({"id": seq, "region": rng.choice(REGIONS), "items": items,
                       "coupon": f"D{rng.randint(0, 39):03d}" if rng.random() < 0.4 else None,
                       "ts": time.time()})


BATCH = 32


def ingest_loop(q, n):
    rng = random.Random(1234)
    batch = []
    for seq in range(n):
        batch.append(make_request(rng, seq))
        if len(batch) == BATCH or seq == n - 1:
            q.put((batch, time.perf_counter()))
            batch = []
    for _ in range(N_WORKERS):
        q.put(None)


# ---------------------------------------------------------------- worker threads

def parse_request(raw):
    req = json.loads(raw)
    if len(req["items"]) > CONFIG["limits"]["max_items"]:
        raise ValueError("too many items")
    return req


def price_order(req):
    region = CONFIG["regions"][req["region"]]
    subtotal = 0.0
    weight = 0.0
    lines = []
    for it in req["items"]:
        unit = PRICES[it["sku"]]
        qty = it["qty"]
        # tiered unit price: a little cheaper for every extra unit
        amount = 0.0
        for k in range(qty):
            amount += unit * (1.0 - 0.01 * min(k, 10))
        for s in region["surcharges"]:
            amount += amount * s["pct"]
        subtotal += amount
        weight += it["kg"] * qty
        lines.append((it["sku"], qty, amount))
    discount = 0.0
    if req["coupon"]:
        for d in CONFIG["discounts"]:
            if d["code"] == req["coupon"] and d["active"] and subtotal >= d["min_total"]:
                hit = sum(a for sku, _, a in lines if sku in d["skus"])
                discount = (subtotal if not hit else hit) * d["pct"]
                break
    ship = region["shipping"]
    shipping = 0.0 if subtotal >= ship["free_over"] else ship["base"] + ship["per_kg"] * weight
    tax = (subtotal - discount) * region["tax_rate"]
    return {"lines": lines, "subtotal": subtotal, "discount": discount,
            "shipping": shipping, "tax": tax, "total": subtotal - discount + shipping + tax}


def render_receipt(req, priced):
    out = [f"ORDER {req['id']:>8}  region={req['region']}"]
    for sku, qty, amount in priced["lines"]:
        out.append(f"  {sku:<10} x{qty:<3} {amount:>10.2f}")
    for key in ("subtotal", "discount", "shipping", "tax", "total"):
        out.append(f"  {key:<16} {priced[key]:>10.2f}")
    return "\n".join(out)


def walk_config(node, path, stats):
    """Custom validator: walks every node, checks types and value ranges."""
    stats["nodes"] += 1
    if isinstance(node, dict):
        for key, value in node.items():
            if not isinstance(key, str) or not key:
                raise ValueError(f"bad key at {path}")
            walk_config(value, path + "." + key, stats)
    elif isinstance(node, list):
        for i, value in enumerate(node):
            walk_config(value, f"{path}[{i}]", stats)
    elif isinstance(node, bool):
        stats["flags"] += 1
    elif isinstance(node, (int, float)):
        if node < 0 or node > 1e6:
            raise ValueError(f"out of range at {path}")
        if path.endswith(("pct", "tax_rate")) and node > 1:
            raise ValueError(f"rate above 1 at {path}")
    elif isinstance(node, str):
        if len(node) > 64:
            raise ValueError(f"string too long at {path}")
    elif node is not None:
        raise TypeError(f"unexpected {type(node).__name__} at {path}")


def validate_config(blob):
    tree = json.loads(blob)
    stats = {"nodes": 0, "flags": 0}
    walk_config(tree, "$", stats)
    return stats


def handle_request(raw):
    req = parse_request(raw)
    if VARIANT == "after":
        validate_config(REGION_BLOBS[req["region"]])
    priced = price_order(req)
    return render_receipt(req, priced)


def worker_loop(q, latencies, done_counter, lock):
    while True:
        item = q.get()
        if item is None:
            return
        batch, t_enq = item
        nbytes = 0
        for raw in batch:
            nbytes += len(handle_request(raw))
        latencies.append(time.perf_counter() - t_enq)
        with lock:
            done_counter[0] += len(batch)
            done_counter[1] += nbytes


# ---------------------------------------------------------------- metrics thread

def summarise(latencies):
    snap = sorted(latencies)
    if not snap:
        return None
    pick = lambda q: snap[min(len(snap) - 1, int(q * len(snap)))]
    return {"p50": pick(0.5), "p90": pick(0.9), "p99": pick(0.99), "n": len(snap)}


def metrics_loop(latencies, stop, reports):
    while not stop.is_set():
        s = summarise(latencies)
        if s:
            reports.append(s)
        stop.wait(0.02)


def main():
    q = queue.Queue(maxsize=16)
    latencies = deque(maxlen=2000)
    done = [0, 0]
    lock = threading.Lock()
    stop = threading.Event()
    reports = []
    t0 = time.perf_counter()
    threads = [threading.Thread(target=ingest_loop, args=(q, N_REQUESTS), name="ingest")]
    threads += [threading.Thread(target=worker_loop, args=(q, latencies, done, lock), name=f"worker-{i}")
                for i in range(N_WORKERS)]
    mt = threading.Thread(target=metrics_loop, args=(latencies, stop, reports), name="metrics")
    mt.start()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    stop.set()
    mt.join()
    last = reports[-1] if reports else {}
    print(f"variant={VARIANT} requests={done[0]} receipt_bytes={done[1]} "
          f"wall={time.perf_counter() - t0:.1f}s p50={last.get('p50', 0)*1e3:.1f}ms "
          f"reports={len(reports)}")


if __name__ == "__main__":
    main()
