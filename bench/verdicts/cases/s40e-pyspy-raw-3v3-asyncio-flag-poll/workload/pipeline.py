"""asyncio batch pipeline: N worker tasks crunch records; a supervisor task waits
until every worker is finished, then reports.

--mode event : supervisor does `await all_done.wait()`               (before)
--mode poll  : supervisor spins `while not state.done: await asyncio.sleep(0)` (after)

Amount of work done by the workers is identical in both modes (fixed records/seed).
"""
import argparse
import asyncio
import random


class State:
    def __init__(self, n_workers):
        self.remaining = n_workers
        self.done = False
        self.all_done = asyncio.Event()
        self.results = []

    def worker_finished(self, total):
        self.results.append(total)
        self.remaining -= 1
        if self.remaining == 0:
            self.done = True
            self.all_done.set()


def score_record(rec):
    # pure-python CPU work per record
    acc = 0
    for i, v in enumerate(rec):
        acc = (acc * 31 + v * (i + 7)) % 1000003
    return acc


def make_records(rng, n, width):
    return [[rng.randrange(1000) for _ in range(width)] for _ in range(n)]


async def crunch_worker(state, records):
    total = 0
    for rec in records:
        total += score_record(rec)
        await asyncio.sleep(0)          # cooperative yield after every record
    state.worker_finished(total)


async def supervise_event(state):
    await state.all_done.wait()
    return sum(state.results)


async def supervise_poll(state):
    polls = 0
    while not state.done:
        polls += 1
        await asyncio.sleep(0)
    return sum(state.results)


async def main_async(mode, workers, per_worker, width, seed):
    rng = random.Random(seed)
    state = State(workers)
    batches = [make_records(rng, per_worker, width) for _ in range(workers)]
    sup = supervise_event if mode == "event" else supervise_poll
    sup_task = asyncio.create_task(sup(state))
    tasks = [asyncio.create_task(crunch_worker(state, b)) for b in batches]
    await asyncio.gather(*tasks)
    return await sup_task


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", choices=["event", "poll"], required=True)
    ap.add_argument("--workers", type=int, default=4)
    ap.add_argument("--per-worker", type=int, default=6000)
    ap.add_argument("--width", type=int, default=60)
    ap.add_argument("--seed", type=int, default=1234)
    a = ap.parse_args()
    res = asyncio.run(main_async(a.mode, a.workers, a.per_worker, a.width, a.seed))
    print(f"mode={a.mode} checksum={res}")


if __name__ == "__main__":
    main()
