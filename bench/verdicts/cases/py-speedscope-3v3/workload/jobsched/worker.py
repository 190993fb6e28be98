import random
import threading
import time


class JobFailed(Exception):
    pass


def run_with_retry(fn, ctx, rng, attempts=2):
    for i in range(attempts):
        try:
            return fn(ctx, rng)
        except JobFailed:
            if i == attempts - 1:
                raise


def timed(job_name, fn, ctx, rng, timings):
    t0 = time.perf_counter()
    run_with_retry(fn, ctx, rng)
    timings.setdefault(job_name, []).append(time.perf_counter() - t0)


_local = threading.local()


def execute_job(job_name, fn, ctx, timings):
    rng = getattr(_local, "rng", None)
    if rng is None:
        rng = _local.rng = random.Random(threading.get_ident() & 0xFFFF)
    timed(job_name, fn, ctx, rng, timings)
