from . import config
from .aggregate import Rollup, batches
from .checkpoint import checkpoint_state
from .clean import clean_stage
from .enrich import enrich_stage
from .parse import parse_stage
from .sink import BufferSink
from .source import order_feed
import time


class Pipeline:
    def __init__(self, seed):
        self.seed = seed
        self.rollup = Rollup()
        self.sink = BufferSink()
        self.store = []

    def stream(self):
        return batches(enrich_stage(clean_stage(parse_stage(order_feed(self.seed)))), config.BATCH_SIZE)

    def process_batch(self, n, batch):
        for rec in batch:
            self.rollup.add(rec)
        self.sink.write_batch(batch)
        every = 1 if config.CHANGE == "split2" else config.CHECKPOINT_EVERY
        if n % every == 0:
            checkpoint_state(self.store, self.rollup, batch)

    def run(self, deadline):
        n = 0
        for batch in self.stream():
            n += 1
            self.process_batch(n, batch)
            if n % 8 == 0 and time.monotonic() > deadline:
                break
        return {"batches": n, "records": self.rollup.count, "bytes": self.sink.bytes}


def build_pipeline(seed):
    return Pipeline(seed)
