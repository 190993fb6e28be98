import heapq
import random
import threading
import time
from concurrent.futures import ThreadPoolExecutor

from . import config
from .background import start_background
from .jobs import JOB_TYPES
from .worker import execute_job

SCHEDULE = [("thumbnail", 0.004), ("feed", 0.010), ("report", 0.015), ("thumbnail", 0.006)]


class SchedulerService:
    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.pool = ThreadPoolExecutor(max_workers=config.POOL_SIZE, thread_name_prefix="pool")
        self.ctx = {"bytes_out": 0, "titles": 0, "reports": 0, "last_crc": 0}
        self.timings = {}
        self.stop = threading.Event()
        self.status = {}
        self.inflight = []

    def submit_due(self, heap, now):
        while heap and heap[0][0] <= now:
            due, i, (name, period) = heapq.heappop(heap)
            self.inflight = [f for f in self.inflight if not f.done()]
            if len(self.inflight) < 2 * config.POOL_SIZE:
                self.inflight.append(self.pool.submit(execute_job, name, JOB_TYPES[name], self.ctx, self.timings))
            heapq.heappush(heap, (due + period, i, (name, period)))

    def tick_loop(self, deadline):
        heap = [(time.monotonic() + self.rng.random() * p, i, (n, p)) for i, (n, p) in enumerate(SCHEDULE)]
        heapq.heapify(heap)
        while True:
            now = time.monotonic()
            if now >= deadline:
                break
            self.submit_due(heap, now)
            time.sleep(config.TICK)

    def run_for(self, seconds):
        threads = start_background(self.stop, self.status, with_compactor=config.CHANGE == "gil")
        self.tick_loop(time.monotonic() + seconds)
        self.stop.set()
        self.pool.shutdown(wait=True)
        for t in threads:
            t.join()
        return {k: len(v) for k, v in self.timings.items()} | {"beats": self.status.get("beats", 0)}
