"""Two worker threads over a fixed amount of work.

  ingest thread: ingest_loop -> normalize_record   (per record)
  stats thread:  stats_loop  -> update_histogram    (per sample)

With --mode after, normalize_record additionally computes a rolling checksum over
the normalized fields in pure Python (the change). Everything else is identical.
"""
import argparse
import random
import threading

MODE = "before"


def make_records(n, seed):
    rng = random.Random(seed)
    words = ["alpha", "Beta", "GAMMA", "delta", "Epsilon", "zeta", "eta", "Theta"]
    recs = []
    for i in range(n):
        recs.append({
            "id": i,
            "name": " %s-%s " % (rng.choice(words), rng.choice(words)),
            "city": rng.choice(words).upper() + "  ",
            "amount": "%d.%02d" % (rng.randrange(1000), rng.randrange(100)),
        })
    return recs


def normalize_record(rec):
    name = rec["name"].strip().lower().replace("-", " ")
    city = rec["city"].strip().title()
    whole, frac = rec["amount"].split(".")
    cents = int(whole) * 100 + int(frac)
    out = (rec["id"], name, city, cents)
    if MODE == "after":
        # the change: an extra pure-Python checksum pass over the normalized text fields
        acc = 0
        for ch in name:
            acc = (acc * 31 + ord(ch)) & 0xFFFFFFFF
        for ch in city:
            acc = (acc * 31 + ord(ch)) & 0xFFFFFFFF
        out = out + (acc,)
    return out


def ingest_loop(recs, rounds, sink):
    total = 0
    for _ in range(rounds):
        for rec in recs:
            r = normalize_record(rec)
            total += r[3]
    sink["ingest"] = total


def update_histogram(hist, x):
    b = int(x * 16) % 64
    hist[b] = hist.get(b, 0) + 1
    if x > 0.999:
        hist["top"] = hist.get("top", 0) + 1


def stats_loop(values, rounds, sink):
    hist = {}
    for _ in range(rounds):
        for x in values:
            update_histogram(hist, x)
    sink["stats"] = sum(v for v in hist.values())


def main():
    global MODE
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", choices=["before", "after"], default="before")
    ap.add_argument("--rounds", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    MODE = a.mode
    recs = make_records(20000, a.seed)
    rng = random.Random(a.seed + 1)
    values = [rng.random() for _ in range(40000)]
    sink = {}
    t1 = threading.Thread(target=ingest_loop, args=(recs, a.rounds, sink), name="ingest")
    t2 = threading.Thread(target=stats_loop, args=(values, a.rounds, sink), name="stats")
    t1.start(); t2.start()
    t1.join(); t2.join()
    print(a.mode, sink)


if __name__ == "__main__":
    main()
