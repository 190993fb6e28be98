"""Workload for s39c-pyspy-speedscope-1v1-idle-threads-wakes.

Main thread: a fixed amount of pure-Python work (tokenise + score synthetic records).
Helper thread ("helper"): runs until the main thread is done.
  before: waits on an Event (timeout 50 ms) almost all the time, with a tiny crunch per wake-up.
  after : spends most of each cycle in helper_crunch() (pure-Python busy work), then waits 10 ms.
"""
import sys, threading, time

MODE = sys.argv[1] if len(sys.argv) > 1 else "before"
ROUNDS = int(sys.argv[2]) if len(sys.argv) > 2 else 200

stop = threading.Event()


def helper_crunch(n):
    acc = 0
    for i in range(n):
        acc = (acc * 31 + i * i) % 1000003
    return acc


def helper_loop():
    total = 0
    while not stop.is_set():
        if MODE == "after":
            total += helper_crunch(100000)
            stop.wait(0.01)
        else:
            total += helper_crunch(200)
            stop.wait(0.05)
    return total


def tokenise(line):
    return [int(x) for x in line.split(",")]


def score(fields):
    s = 0
    for k, v in enumerate(fields):
        s = (s ^ (v << (k % 7))) * 1000003 & 0xFFFFFFFF
    return s


def main_work():
    lines = [",".join(str((i * j) % 997) for j in range(12)) for i in range(2000)]
    acc = 0
    for r in range(ROUNDS):
        for line in lines:
            acc = (acc + score(tokenise(line))) & 0xFFFFFFFF
    return acc


def main():
    t = threading.Thread(target=helper_loop, name="helper")
    t.start()
    t0 = time.time()
    acc = main_work()
    stop.set()
    t.join()
    print(MODE, ROUNDS, acc, "%.2fs" % (time.time() - t0))


if __name__ == "__main__":
    main()
