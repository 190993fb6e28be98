"""Batching log shipper: the main thread formats log records into a buffer; a
flusher thread compresses and checksums each full buffer; a metrics thread
reports queue depth every 100 ms."""
import hashlib
import os
import random
import sys
import threading
import time
import zlib

N_RECORDS = int(os.environ.get("N_RECORDS", "300000"))
BATCH = int(os.environ.get("BATCH", "8000"))

LEVELS = ["DEBUG", "INFO", "INFO", "INFO", "WARN", "ERROR"]
PATHS = ["/api/v1/orders", "/api/v1/users", "/healthz", "/api/v1/cart", "/static/app.js"]


class Shipper:
    def __init__(self):
        self._lock = threading.Lock()
        self._pending = []
        self._wake = threading.Event()
        self._stop = False
        self.shipped = 0
        self.digest = hashlib.sha1()

    def submit(self, batch):
        with self._lock:
            self._pending.append(batch)
        self._wake.set()

    def close(self):
        self._stop = True
        self._wake.set()

    def wait_for_flush(self):
        self._wake.wait()
        self._wake.clear()

    def run(self):
        while True:
            self.wait_for_flush()
            with self._lock:
                todo, self._pending = self._pending, []
            for batch in todo:
                self.flush(batch)
            if self._stop and not self._pending:
                return

    def flush(self, batch):
        blob = "\n".join(batch).encode()
        packed = zlib.compress(blob, 1)
        self.digest.update(packed)
        self.shipped += len(packed)


def format_record(i, rng):
    return "%s %-5s req=%08x path=%s status=%d dur_ms=%.3f user=%s" % (
        time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(1700000000 + i)),
        rng.choice(LEVELS), rng.getrandbits(32), rng.choice(PATHS),
        rng.choice((200, 200, 200, 201, 404, 500)), rng.expovariate(0.05),
        "u%05d" % rng.randrange(20000))


def metrics(shipper, done):
    samples = []
    while not done.is_set():
        time.sleep(0.1)
        samples.append((len(shipper._pending), shipper.shipped))
    return samples


def main():
    rng = random.Random(7)
    shipper = Shipper()
    done = threading.Event()
    t_flush = threading.Thread(target=shipper.run, name="flusher")
    t_metrics = threading.Thread(target=metrics, args=(shipper, done), name="metrics")
    t_flush.start(); t_metrics.start()
    batch = []
    for i in range(N_RECORDS):
        batch.append(format_record(i, rng))
        if len(batch) == BATCH:
            shipper.submit(batch)
            batch = []
    if batch:
        shipper.submit(batch)
    shipper.close()
    t_flush.join()
    done.set(); t_metrics.join()
    print("records", N_RECORDS, "shipped", shipper.shipped, shipper.digest.hexdigest()[:12], file=sys.stderr)


if __name__ == "__main__":
    main()
