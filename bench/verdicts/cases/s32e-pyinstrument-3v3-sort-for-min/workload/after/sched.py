"""Job-shop simulation: jobs arrive, each is assigned to the worker that becomes
free earliest, its service time is estimated from its payload, and per-worker
statistics are collected."""
import random
import sys


def make_jobs(n, rng):
    kinds = ["resize", "encode", "thumb", "ocr", "index"]
    r = rng.random
    return [(kinds[int(r() * 5)], 1 + int(r() * 40), r()) for _ in range(n)]


def earliest_free(free_at):
    """Index of the worker that becomes free first."""
    ordered = sorted(free_at)
    best = ordered[0]
    return free_at.index(best)


def service_time(kind, size, noise):
    base = {"resize": 1.0, "encode": 3.5, "thumb": 0.4, "ocr": 6.0, "index": 2.2}[kind]
    t = base
    for step in range(size // 4 + 1):
        t += 0.01 * (step % 3) + noise * 0.001
    return t * (1.0 + size / 50.0)


def record(stats, worker, kind, start, dur):
    s = stats[worker]
    s["busy"] += dur
    s["jobs"] += 1
    s["kinds"][kind] = s["kinds"].get(kind, 0) + 1
    if start > s["last"]:
        s["last"] = start


def simulate(jobs, n_workers):
    free_at = [0.0] * n_workers
    stats = [{"busy": 0.0, "jobs": 0, "kinds": {}, "last": 0.0} for _ in range(n_workers)]
    clock = 0.0
    for kind, size, noise in jobs:
        clock += noise * 0.3
        w = earliest_free(free_at)
        start = max(clock, free_at[w])
        dur = service_time(kind, size, noise)
        free_at[w] = start + dur
        record(stats, w, kind, start, dur)
    return max(free_at), stats


def main(n_jobs):
    rng = random.Random(7)
    jobs = make_jobs(n_jobs, rng)
    makespan, stats = simulate(jobs, 48)
    util = sum(s["busy"] for s in stats) / (makespan * len(stats))
    print("makespan=%.1f util=%.3f" % (makespan, util))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 300000)
