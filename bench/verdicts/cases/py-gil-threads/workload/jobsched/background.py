import threading
import time


def heartbeat_loop(stop, status):
    while not stop.wait(0.05):
        status["beats"] = status.get("beats", 0) + 1
        status["at"] = time.time()


def compact_histograms(stop, status):
    """Continuously fold raw latency buckets into a compact histogram (pure Python, never sleeps)."""
    hist = [0] * 64
    buckets = [[(i * j) % 97 for j in range(256)] for i in range(16)]
    rounds = 0
    while not stop.is_set():
        for w, bucket in enumerate(buckets, 1):
            acc = 0
            for i, v in enumerate(bucket):
                acc = (acc + v * w + i) % 1000003
                hist[i & 63] = (hist[i & 63] + acc) & 0xFFFF
        rounds += 1
    status["compactions"] = rounds


def start_background(stop, status, with_compactor):
    threads = [threading.Thread(target=heartbeat_loop, args=(stop, status), name="heartbeat", daemon=True)]
    if with_compactor:
        threads.append(threading.Thread(target=compact_histograms, args=(stop, status),
                                        name="stats-compactor", daemon=True))
    for t in threads:
        t.start()
    return threads
