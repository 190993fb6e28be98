"""Order-book service simulation.

The main thread replays a fixed batch of synthetic trade events (parse ->
validate -> apply -> score).  A background "snapshotter" thread periodically
serialises the in-memory state dict with json.dumps, as a crash-recovery
checkpoint.  The 'after' build
checkpoints 10x as often (SNAPSHOT_PERIOD 0.25 s -> 0.025 s).
service_before.py and service_after.py differ only in SNAPSHOT_PERIOD.
"""
import argparse
import json
import random
import threading
import time

SNAPSHOT_PERIOD = 0.25  # seconds between state checkpoints


class Book:
    def __init__(self, n_symbols):
        self.lock = threading.Lock()
        self.state = {
            f"SYM{i:05d}": {"bid": 100.0 + i % 37, "ask": 101.0 + i % 37,
                            "volume": 0, "trades": [i, i * 2, i * 3],
                            "venue": "X" + str(i % 7)}
            for i in range(n_symbols)
        }
        self.checkpoints = 0
        self.last_size = 0


def make_events(n, n_symbols, seed):
    rnd = random.Random(seed)
    out = []
    for _ in range(n):
        sym = rnd.randrange(n_symbols)
        side = "B" if rnd.random() < 0.5 else "S"
        px = 100 + rnd.random() * 40
        qty = rnd.randrange(1, 500)
        out.append(f"SYM{sym:05d}|{side}|{px:.4f}|{qty}|T{rnd.randrange(1 << 30):x}")
    return out


def parse_event(line):
    sym, side, px, qty, tag = line.split("|")
    return {"sym": sym, "side": side, "px": float(px), "qty": int(qty), "tag": tag}


def validate(ev):
    if ev["side"] not in ("B", "S"):
        raise ValueError(ev)
    if not (0 < ev["px"] < 1e6) or ev["qty"] <= 0:
        raise ValueError(ev)
    return sum(ord(c) for c in ev["tag"]) & 0xFF


def apply_event(book, ev):
    rec = book.state[ev["sym"]]
    if ev["side"] == "B":
        rec["bid"] = max(rec["bid"], ev["px"])
    else:
        rec["ask"] = min(rec["ask"], ev["px"])
    rec["volume"] += ev["qty"]
    return rec


def score(rec, chk):
    spread = rec["ask"] - rec["bid"]
    s = 0.0
    for k in range(12):
        s += (spread * (k + 1) + chk) % 7.0
    return s


def process_batch(book, lines):
    total = 0.0
    for line in lines:
        ev = parse_event(line)
        chk = validate(ev)
        with book.lock:
            rec = apply_event(book, ev)
        total += score(rec, chk)
    return total


def replay(book, events, batch):
    total = 0.0
    for i in range(0, len(events), batch):
        total += process_batch(book, events[i:i + batch])
    return total


def write_checkpoint(book):
    # serialise the whole state; holds the GIL for the duration of the C encoder
    with book.lock:
        blob = json.dumps(book.state, sort_keys=True)
    book.checkpoints += 1
    book.last_size = len(blob)


def snapshotter(book, period, stop):
    # fixed-rate schedule: one checkpoint per period (catching up if late)
    due = time.monotonic()
    while not stop.is_set():
        write_checkpoint(book)
        due += period
        rest = due - time.monotonic()
        if rest > 0:
            stop.wait(rest)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--events", type=int, default=800000)
    ap.add_argument("--symbols", type=int, default=2500)
    ap.add_argument("--seed", type=int, default=48)
    a = ap.parse_args()
    book = Book(a.symbols)
    events = make_events(a.events, a.symbols, a.seed)
    stop = threading.Event()
    th = threading.Thread(target=snapshotter, name="snapshotter",
                          args=(book, SNAPSHOT_PERIOD, stop), daemon=True)
    t0 = time.monotonic()
    th.start()
    total = replay(book, events, 500)
    stop.set()
    th.join()
    print(f"period={SNAPSHOT_PERIOD} total={total:.3f} volume={sum(r['volume'] for r in book.state.values())} "
          f"checkpoints={book.checkpoints} last_size={book.last_size} wall={time.monotonic() - t0:.2f}s")


if __name__ == "__main__":
    main()
