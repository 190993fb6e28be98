"""A worker that processes batches and periodically collects metrics.

It always starts the same CHILDREN helper processes (each holding ~16 MB of touched memory).
--mode base  : collect_metrics() reads /proc/self/stat and /proc/loadavg (original)
--mode smaps : collect_metrics() additionally calls read_children_smaps(), which reads and
               parses /proc/<pid>/smaps_rollup of every child on every tick (the regression)
Batches, tick count and everything else are identical.
"""
import argparse
import os
import subprocess
import sys
import time

CHILD_CODE = (
    "import sys,time\n"
    "buf = bytearray(16 * 1024 * 1024)\n"
    "for i in range(0, len(buf), 4096): buf[i] = 1\n"
    "sys.stdout.write('ready\\n'); sys.stdout.flush()\n"
    "time.sleep(3600)\n"
)


def spawn_children(n):
    procs = []
    for _ in range(n):
        p = subprocess.Popen([sys.executable, "-c", CHILD_CODE], stdout=subprocess.PIPE, text=True)
        procs.append(p)
    for p in procs:
        p.stdout.readline()
    return procs


def process_batch(seed):
    # CPU-bound batch work: small integer hashing and aggregation
    acc = {}
    x = seed
    for i in range(4000):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        k = x % 97
        acc[k] = acc.get(k, 0) + (x >> 7)
    return sum(acc.values()) & 0xFFFF


def parse_kv_lines(text):
    out = {}
    for line in text.splitlines():
        parts = line.split()
        if len(parts) >= 2 and parts[0].endswith(":"):
            try:
                out[parts[0][:-1]] = int(parts[1])
            except ValueError:
                pass
    return out


def read_children_smaps(pids):
    totals = {}
    for pid in pids:
        with open(f"/proc/{pid}/smaps_rollup") as f:
            fields = parse_kv_lines(f.read())
        for k in ("Rss", "Pss", "Private_Dirty", "Swap"):
            totals[k] = totals.get(k, 0) + fields.get(k, 0)
    return totals


def collect_metrics(mode, pids):
    with open("/proc/self/stat") as f:
        stat = f.read().split()
    with open("/proc/loadavg") as f:
        load = f.read().split()
    m = {"utime": int(stat[13]), "stime": int(stat[14]), "load1": float(load[0])}
    if mode == "smaps":
        m.update(read_children_smaps(pids))
    return m


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", choices=["base", "smaps"], required=True)
    ap.add_argument("--children", type=int, default=6)
    ap.add_argument("--batches", type=int, default=5000)
    ap.add_argument("--tick-every", type=int, default=10, help="collect metrics every N batches")
    a = ap.parse_args()
    children = spawn_children(a.children)
    pids = [p.pid for p in children]
    try:
        t0 = time.monotonic(); c0 = time.process_time()
        chk = 0; ticks = 0
        for b in range(a.batches):
            chk ^= process_batch(b)
            if b % a.tick_every == 0:
                collect_metrics(a.mode, pids)
                ticks += 1
        print(f"mode={a.mode} batches={a.batches} ticks={ticks} chk={chk} "
              f"wall={time.monotonic() - t0:.2f}s cpu={time.process_time() - c0:.2f}s")
    finally:
        for p in children:
            p.kill()
            p.wait()


if __name__ == "__main__":
    main()
