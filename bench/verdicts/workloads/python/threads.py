"""A threaded job runner: worker threads resize 'images' (lists of pixels) and compress them;
CHANGE=gil adds a metrics thread that holds the GIL in a pure-Python loop; CHANGE=slow_worker
makes resize_image do a second smoothing pass; CHANGE=wake makes the reporter thread, which
normally waits, summarise results in a loop."""
import os
import threading
import time
import zlib
from concurrent.futures import ThreadPoolExecutor

CHANGE = os.environ.get("CHANGE", "")
DURATION = float(os.environ.get("DURATION", "3"))


def make_image(seed, n=1500):
    return [(seed * 31 + k * 17) % 256 for k in range(n)]


def smooth(px):
    return [(px[k - 1] + px[k] + px[(k + 1) % len(px)]) // 3 for k in range(len(px))]


def resize_image(px):
    out = px[::2]
    if CHANGE == "slow_worker":
        out = smooth(smooth(out))
    return out


def compress_image(px):
    return zlib.compress(bytes(px), 6)


def process_job(seed):
    px = make_image(seed)
    small = resize_image(px)
    time.sleep(0.0005)
    return len(compress_image(small))


def crunch_stats(stop):
    acc = 0
    while not stop.is_set():
        for k in range(20000):
            acc = (acc * 31 + k) % 1000003


def summarize_results(rounds=3000):
    acc = {}
    for k in range(rounds):
        key = k % 97
        acc[key] = acc.get(key, 0) + (k * k) % 11
    return sorted(acc.items())


def reporter_loop(stop):
    """Wakes every 50 ms; with CHANGE=wake it summarises results in a loop instead of waiting."""
    while not stop.is_set():
        if CHANGE == "wake":
            summarize_results()
        else:
            stop.wait(0.05)


def dispatch(pool, deadline):
    seed = 0
    while time.time() < deadline:
        futures = [pool.submit(process_job, seed + k) for k in range(8)]
        for f in futures:
            f.result()
        seed += 8


def main():
    stop = threading.Event()
    t = None
    if CHANGE == "gil":
        t = threading.Thread(target=crunch_stats, args=(stop,), name="stats-crunch", daemon=True)
        t.start()
    reporter = threading.Thread(target=reporter_loop, args=(stop,), name="reporter", daemon=True)
    reporter.start()
    with ThreadPoolExecutor(max_workers=3, thread_name_prefix="worker") as pool:
        dispatch(pool, time.time() + DURATION)
    stop.set()


if __name__ == "__main__":
    main()
