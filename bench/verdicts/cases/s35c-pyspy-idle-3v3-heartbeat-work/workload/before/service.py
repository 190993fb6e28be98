"""Tiny order-processing service: a main loop handles synthetic orders and a
heartbeat thread periodically reports liveness."""
import random
import threading
import time

HEARTBEAT_INTERVAL = 0.02  # seconds
N_ORDERS = 100_000

status = {
    "service": "orders",
    "started": 0.0,
    "processed": 0,
    "revenue_cents": 0,
    "per_sku": {},
    "per_customer": {},
    "recent": [],
}
status_lock = threading.Lock()
stop = threading.Event()
beats = 0


def heartbeat():
    global beats
    while not stop.is_set():
        time.sleep(HEARTBEAT_INTERVAL)
        with status_lock:
            status["last_beat"] = time.time()
        beats += 1


def price_order(order):
    total = 0
    for sku, qty, unit in order["lines"]:
        line = qty * unit
        if qty >= 10:
            line = line * 95 // 100  # bulk discount
        total += line
    tax = total * 8 // 100
    return total + tax


def make_order(rng, i):
    n = rng.randint(1, 8)
    lines = [(f"SKU-{rng.randint(0, 499):04d}", rng.randint(1, 15), rng.randint(100, 9999))
             for _ in range(n)]
    return {"id": i, "customer": rng.randint(1, 5000), "lines": lines}


def main_loop():
    rng = random.Random(1234)
    for i in range(N_ORDERS):
        order = make_order(rng, i)
        total = price_order(order)
        with status_lock:
            status["processed"] += 1
            status["revenue_cents"] += total
            for sku, qty, _ in order["lines"]:
                status["per_sku"][sku] = status["per_sku"].get(sku, 0) + qty
            cust = status["per_customer"].setdefault(str(order["customer"]), {"orders": 0, "spent": 0})
            cust["orders"] += 1
            cust["spent"] += total
            status["recent"].append({"id": order["id"], "total": total})
            if len(status["recent"]) > 200:
                del status["recent"][:100]


def main():
    status["started"] = time.time()
    hb = threading.Thread(target=heartbeat, name="heartbeat", daemon=True)
    hb.start()
    t0 = time.perf_counter()
    main_loop()
    stop.set()
    hb.join()
    print(f"processed={status['processed']} revenue={status['revenue_cents']} "
          f"skus={len(status['per_sku'])} customers={len(status['per_customer'])} beats={beats} elapsed={time.perf_counter() - t0:.2f}s")


if __name__ == "__main__":
    main()
