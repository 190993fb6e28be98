#!/usr/bin/env python3
"""A small in-process ledger service: 3 sales threads and 1 settlement thread share one
threading.Lock guarding the ledger.

usage: ledger_service.py [--verify-under-lock] [--seed N]
  --verify-under-lock  (the "after" variant) the settlement thread's apply_batch() also calls
                       verify_ledger() -- a full pass over the ledger -- while holding the lock.
"""
import argparse
import random
import threading
import time

LEDGER_LOCK = threading.Lock()
LEDGER = {}
PENDING = []
SALES_ITERS = 900
BATCHES = 120


def price_basket(rnd):
    # CPU work done outside the lock
    total = 0.0
    for _ in range(60):
        qty = rnd.randint(1, 9)
        unit = rnd.random() * 20.0
        total += qty * unit * (1.0 - (qty % 3) * 0.01)
    return round(total, 2)


def record_sales(worker_id, seed):
    rnd = random.Random(seed * 100 + worker_id)
    for i in range(SALES_ITERS):
        amount = price_basket(rnd)
        with LEDGER_LOCK:
            PENDING.append((f"acct-{rnd.randrange(4000)}", amount))
        time.sleep(0.001)


def verify_ledger():
    # full consistency pass over every account (called with the lock held)
    bad = 0
    for acct, bal in LEDGER.items():
        s = 0
        for ch in acct:
            s = (s * 31 + ord(ch)) & 0xFFFF
        if bal < 0 or s < 0:
            bad += 1
    return bad


def apply_batch(verify):
    with LEDGER_LOCK:
        batch = PENDING[:]
        PENDING.clear()
        for acct, amount in batch:
            LEDGER[acct] = LEDGER.get(acct, 0.0) + amount
        if verify:
            for _ in range(3):
                verify_ledger()
    return len(batch)


def settle(verify):
    applied = 0
    for _ in range(BATCHES):
        applied += apply_batch(verify)
        time.sleep(0.02)
    return applied


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--verify-under-lock", action="store_true")
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    # pre-populate the ledger so every variant starts from the same state size
    rnd = random.Random(a.seed)
    for k in range(4000):
        LEDGER[f"acct-{k}"] = rnd.random() * 100
    threads = [threading.Thread(target=record_sales, args=(w, a.seed), name=f"sales-{w}") for w in range(3)]
    threads.append(threading.Thread(target=settle, args=(a.verify_under_lock,), name="settlement"))
    t0 = time.time()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    apply_batch(False)
    print(f"accounts={len(LEDGER)} total={sum(LEDGER.values()):.2f} secs={time.time()-t0:.2f}")


if __name__ == "__main__":
    main()
